package desktop

import (
	"context"
	"encoding/json"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// windowSubscribeGrace is how long the window's events wait after StreamMessage returns: the
// page subscribes to chat:<stream_id> only once it has the id, and Wails events are not buffered.
const windowSubscribeGrace = 150 * time.Millisecond

// StreamStarted is what StreamMessage returns at once; the stream id is the assistant message id.
type StreamStarted struct {
	MessageID string `json:"message_id"`
	StreamID  string `json:"stream_id"`
}

// CreateChat starts a chat over chosen documents and papers.
func (m *Methods) CreateChat(p service.CreateChatParams) (domain.Chat, error) {
	return m.svc.Chats.Create(m.ctx(), p)
}

// GetChat returns a chat.
func (m *Methods) GetChat(id string) (domain.Chat, error) {
	return m.svc.Chats.Get(m.ctx(), id)
}

// ListChats lists chats newest first.
func (m *Methods) ListChats(p service.ListParams) (domain.List[domain.Chat], error) {
	return m.svc.Chats.List(m.ctx(), p)
}

// RenameChat sets a chat's title.
func (m *Methods) RenameChat(id string, p service.RenameChatParams) (domain.Chat, error) {
	return m.svc.Chats.Rename(m.ctx(), id, p)
}

// ListMessages lists a chat's messages oldest first.
func (m *Methods) ListMessages(id string, p service.ListParams) (domain.List[domain.Message], error) {
	return m.svc.Chats.ListMessages(m.ctx(), id, p)
}

// SendMessage asks a question and returns the stored answer.
func (m *Methods) SendMessage(id string, p service.SendMessageParams) (domain.Message, error) {
	return m.svc.Chats.Send(m.ctx(), id, p)
}

// StreamMessage asks a question and returns at once; the answer's events follow as window
// events chat:<stream_id> with payload {event, data}.
func (m *Methods) StreamMessage(id string, p service.SendMessageParams) (StreamStarted, error) {
	run, err := m.svc.Chats.Start(m.ctx(), id, p)
	if err != nil {
		return StreamStarted{}, err
	}
	name := "chat:" + run.MessageID
	go func() {
		time.Sleep(windowSubscribeGrace)
		_ = run.Follow(context.Background(), func(event string, data any) {
			m.Emit(name, map[string]any{"event": event, "data": data})
		})
	}()
	return StreamStarted{MessageID: run.MessageID, StreamID: run.MessageID}, nil
}

// streamMessage is StreamMessage for the browser bridge: the events go to the response.
func streamMessage(ctx context.Context, m *Methods, args []json.RawMessage, emit func(string, any)) error {
	var id string
	var p service.SendMessageParams
	if len(args) < 1 || json.Unmarshal(args[0], &id) != nil {
		return apierr.BadParam("args", "StreamMessage takes (chat_id, params).")
	}
	if len(args) > 1 && string(args[1]) != "null" {
		if err := json.Unmarshal(args[1], &p); err != nil {
			return apierr.BadParam("args", "Argument 2 of StreamMessage is invalid: "+err.Error())
		}
	}
	run, err := m.svc.Chats.Start(ctx, id, p)
	if err != nil {
		return err
	}
	return run.Follow(ctx, emit)
}
