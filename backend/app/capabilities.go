package app

// attachCapabilities builds the capability services (documents, searches, chats, citations,
// webhooks), registers their job kinds and their closers. One block per capability.
func (b *Backend) attachCapabilities() error {
	return nil
}
