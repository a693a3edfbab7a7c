package app

import "carrel/backend/service"

// attachChats registers the job that finishes a message whose generation a crash interrupted;
// chats rank passages through the service's one index port (restricted to their documents).
func (b *Backend) attachChats(opts Options) error {
	b.Runner.Register(service.JobChatRecover, 2, b.Service.Chats.Recover)
	b.Runner.OnGiveUp(service.JobChatRecover, b.Service.Chats.GiveUpMessage)
	return nil
}
