package app

// attachChats wires the chats capability.
func (b *Backend) attachChats(opts Options) error {
	return nil
}
