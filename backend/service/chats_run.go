package service

import (
	"context"
	"sync"

	"carrel/backend/apierr"
	"carrel/backend/domain"
)

// Chat stream event names (spec, Events).
const (
	EventMessageDelta     = "message.delta"
	EventCitationAdded    = "citation.added"
	EventMessageCompleted = "message.completed"
	EventError            = "error"
)

// ChatEvent is one event of a message's stream.
type ChatEvent struct {
	Event string
	Data  any
}

// MessageDelta is the data of message.delta.
type MessageDelta struct {
	ID    string `json:"id"`
	Delta string `json:"delta"`
}

// MessageCompleted is the data of message.completed.
type MessageCompleted struct {
	ID                  string `json:"id"`
	CreditsCost         int    `json:"credits_cost"`
	UnsourcedClaimCount int    `json:"unsourced_claim_count"`
}

// StreamError is the data of an error event: the generation failed and was refunded.
type StreamError struct {
	Error *apierr.Error `json:"error"`
}

// MessageRun mirrors one answer's generation: the generator appends events and the stored
// message; any number of followers replay them from the start. Generation never waits for a
// follower, so a dropped connection changes nothing but what is sent.
type MessageRun struct {
	ChatID, MessageID, UserMessageID string
	// CreditsCost is what the message was charged when it started.
	CreditsCost int

	mu      sync.Mutex
	events  []ChatEvent
	changed chan struct{} // closed and replaced whenever events grow or the run ends
	done    bool
	final   domain.Message
	err     error
}

func newMessageRun(chatID, msgID, userID string, cost int) *MessageRun {
	return &MessageRun{ChatID: chatID, MessageID: msgID, UserMessageID: userID, CreditsCost: cost, changed: make(chan struct{})}
}

func (r *MessageRun) push(events ...ChatEvent) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, events...)
	close(r.changed)
	r.changed = make(chan struct{})
}

func (r *MessageRun) finish(m domain.Message, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.final, r.err, r.done = m, err, true
	close(r.changed)
	r.changed = make(chan struct{})
}

// Follow sends the run's events, from the first, to emit until the last one (message.completed,
// or error when generation failed). It returns ctx.Err() when ctx ends first; the generation
// goes on and stores the whole message regardless.
func (r *MessageRun) Follow(ctx context.Context, emit func(event string, data any)) error {
	next := 0
	for {
		r.mu.Lock()
		batch := r.events[next:]
		done, ch := r.done, r.changed
		r.mu.Unlock()
		for _, e := range batch {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			emit(e.Event, e.Data)
		}
		next += len(batch)
		if done && len(batch) == 0 {
			return nil
		}
		if len(batch) > 0 {
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ch:
		}
	}
}

// Wait returns the stored message once generation ends, or ctx.Err() when ctx ends first.
func (r *MessageRun) Wait(ctx context.Context) (domain.Message, error) {
	for {
		r.mu.Lock()
		done, ch, m, err := r.done, r.changed, r.final, r.err
		r.mu.Unlock()
		if done {
			return m, err
		}
		select {
		case <-ctx.Done():
			return domain.Message{}, ctx.Err()
		case <-ch:
		}
	}
}

func (cs *ChatService) track(r *MessageRun) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.active == nil {
		cs.active = map[string]*MessageRun{}
	}
	cs.active[r.MessageID] = r
}

func (cs *ChatService) untrack(id string) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	delete(cs.active, id)
}

// Run returns the generation of a message running in this process, if any.
func (cs *ChatService) Run(messageID string) (*MessageRun, bool) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	r, ok := cs.active[messageID]
	return r, ok
}
