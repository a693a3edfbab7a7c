package app

// attachDocuments wires the documents capability.
func (b *Backend) attachDocuments(opts Options) error {
	return nil
}
