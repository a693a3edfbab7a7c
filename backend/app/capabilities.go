package app

// attachCapabilities builds the capability services (documents, searches, chats, citations,
// webhooks), registers their job kinds and closers; each capability keeps its block in its own file.
func (b *Backend) attachCapabilities(opts Options) error {
	for _, attach := range []func(Options) error{b.attachDocuments, b.attachSearches, b.attachChats, b.attachCitations, b.attachWebhooks} {
		if err := attach(opts); err != nil {
			return err
		}
	}
	b.startSweeps(opts.SweepEvery)
	return nil
}
