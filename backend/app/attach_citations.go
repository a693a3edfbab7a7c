package app

// attachCitations wires the citations capability.
func (b *Backend) attachCitations(opts Options) error {
	return nil
}
