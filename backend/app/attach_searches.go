package app

// attachSearches wires the searches capability.
func (b *Backend) attachSearches(opts Options) error {
	return nil
}
