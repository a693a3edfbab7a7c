package service

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"carrel/backend/answer"
	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/store"
)

// JobChatRecover finishes an assistant message whose generation a crash interrupted.
const JobChatRecover = "chat.message"

// chatRecoverAfter is when the recovery job of a message runs; by then the in-process
// generation has long stored the message, so the job only matters after a crash.
const chatRecoverAfter = time.Minute

// MaxMessageChars caps a question's length.
const MaxMessageChars = 4000

// SendMessageParams is the body of POST /v1/chats/{id}/messages.
type SendMessageParams struct {
	Content      *string `json:"content"`
	Stream       bool    `json:"stream"`
	Depth        string  `json:"depth"`
	AnswerFormat string  `json:"answer_format"`
}

func (p *SendMessageParams) validate(chat store.ChatRow) error {
	if p.Content == nil || strings.TrimSpace(*p.Content) == "" {
		return apierr.Missing("content")
	}
	if utf8.RuneCountInString(*p.Content) > MaxMessageChars {
		return apierr.BadParam("content", "content is limited to 4,000 characters.")
	}
	if p.Depth == "" {
		p.Depth = chat.Depth
	}
	if _, ok := domain.ChatPrice[p.Depth]; !ok {
		return apierr.BadParam("depth", "depth must be one of standard, high_quality, deep_review.")
	}
	if p.AnswerFormat == "" {
		p.AnswerFormat = answer.FormatBulleted
	}
	if p.AnswerFormat != answer.FormatBulleted && p.AnswerFormat != answer.FormatParagraph {
		return apierr.BadParam("answer_format", "answer_format must be bulleted or paragraph.")
	}
	return nil
}

// Start sends a question: in one transaction it stores the user message and a pending
// assistant message and charges 2/6/20 credits by depth, then generates the answer in the
// background, independent of ctx, and stores it whole. The returned run mirrors the
// generation for a stream. Errors: 401/403; 404 resource_not_found (chat); 400
// parameter_missing (content), parameter_invalid (content, depth, answer_format); 402
// insufficient_credits (nothing stored or charged).
func (cs *ChatService) Start(ctx context.Context, chatID string, p SendMessageParams) (*MessageRun, error) {
	pr, err := require(ctx, domain.ScopeChatsWrite)
	if err != nil {
		return nil, err
	}
	chat, err := cs.chat(ctx, chatID)
	if err != nil {
		return nil, err
	}
	if err := p.validate(chat); err != nil {
		return nil, err
	}
	price := domain.ChatPrice[p.Depth]
	now := cs.s.now()
	user := store.MessageRow{ID: domain.NewID(domain.PrefixMessage), ChatID: chat.ID, Role: "user", Status: store.MessageCompleted,
		Content: *p.Content, KeyID: pr.KeyID(), Pool: pr.Pool(), CreatedAt: now, CompletedAt: &now}
	asst := store.MessageRow{ID: domain.NewID(domain.PrefixMessage), ChatID: chat.ID, Role: "assistant", Status: store.MessagePending,
		CreditsCost: price, Depth: p.Depth, AnswerFormat: p.AnswerFormat, ReplyTo: user.ID, KeyID: pr.KeyID(), Pool: pr.Pool(), CreatedAt: now}
	err = cs.s.st.Tx(ctx, func(q store.Q) error {
		seq, err := q.NextMessageSeq(ctx, chat.ID)
		if err != nil {
			return err
		}
		user.Seq, asst.Seq = seq, seq+1
		if err := cs.s.Credits.Charge(ctx, q, pr, domain.LabelChatMessages, price, asst.ID); err != nil {
			return err
		}
		if err := q.InsertMessage(ctx, user); err != nil {
			return err
		}
		if err := q.TitleChatIfUntitled(ctx, chat.ID, titleFrom(*p.Content)); err != nil {
			return err
		}
		if err := q.InsertMessage(ctx, asst); err != nil {
			return err
		}
		_, err = jobs.Enqueue(ctx, q, JobChatRecover, asst.ID, "", now.Add(chatRecoverAfter))
		return err
	})
	if err != nil {
		return nil, err
	}
	cs.s.Changes.Publish("chats", chat.ID) // the first question titles the chat
	run := newMessageRun(chat.ID, asst.ID, user.ID, price)
	cs.track(run)
	go cs.generate(context.WithoutCancel(ctx), run, chat, user, asst)
	return run, nil
}

// Send sends a question and waits for the stored answer (the non-stream response). When ctx
// ends first the answer is still generated and stored. Errors: those of Start; 500 when
// generation fails (the charge is refunded).
func (cs *ChatService) Send(ctx context.Context, chatID string, p SendMessageParams) (domain.Message, error) {
	run, err := cs.Start(ctx, chatID, p)
	if err != nil {
		return domain.Message{}, err
	}
	return run.Wait(ctx)
}

// ListMessagesParams are the message list's query parameters.
type ListMessagesParams = ListParams

// ListMessages returns a chat's messages oldest first; an answer being generated is not listed
// until it is complete. Errors: 401/403; 404 resource_not_found; 400 parameter_invalid (limit, cursor).
func (cs *ChatService) ListMessages(ctx context.Context, chatID string, p ListMessagesParams) (domain.List[domain.Message], error) {
	if _, err := require(ctx, domain.ScopeChatsRead); err != nil {
		return domain.List[domain.Message]{}, err
	}
	if _, err := cs.chat(ctx, chatID); err != nil {
		return domain.List[domain.Message]{}, err
	}
	if err := p.normalize(); err != nil {
		return domain.List[domain.Message]{}, err
	}
	if p.Cursor != "" {
		m, err := cs.s.st.R().Message(ctx, p.Cursor)
		if err == nil && m.ChatID != chatID {
			err = domain.ErrNotFound
		}
		if err != nil {
			return domain.List[domain.Message]{}, cursorError(err)
		}
	}
	rows, err := cs.s.st.R().ListMessages(ctx, chatID, p.Cursor, p.Limit)
	if err != nil {
		return domain.List[domain.Message]{}, err
	}
	rows, more := page(rows, p.Limit)
	out := make([]domain.Message, len(rows))
	for i, r := range rows {
		out[i] = messageObject(r)
	}
	return domain.NewList(out, more, func(m domain.Message) string { return m.ID }), nil
}

// GetMessage returns one message of a chat, the way to fetch an answer whose stream was
// dropped. Errors: 401/403; 404 resource_not_found; 409 message_not_ready while it is generated.
func (cs *ChatService) GetMessage(ctx context.Context, chatID, id string) (domain.Message, error) {
	if _, err := require(ctx, domain.ScopeChatsRead); err != nil {
		return domain.Message{}, err
	}
	m, err := cs.s.st.R().Message(ctx, id)
	if err != nil || m.ChatID != chatID {
		return domain.Message{}, apierr.NoSuch("message", id, "")
	}
	switch m.Status {
	case store.MessagePending:
		return domain.Message{}, apierr.Conflict("message_not_ready", "The answer is still being generated; retry shortly.")
	case store.MessageFailed:
		return domain.Message{}, apierr.New(500, apierr.TypeAPI, "generation_failed", "The answer could not be generated; its credits were refunded.")
	}
	return messageObject(m), nil
}

func messageObject(r store.MessageRow) domain.Message {
	cites := r.Citations
	if cites == nil {
		cites = []domain.Citation{}
	}
	return domain.Message{Object: "message", ID: r.ID, ChatID: r.ChatID, Role: r.Role, Content: r.Content, Citations: cites,
		UnsourcedClaimCount: r.UnsourcedClaimCount, CreditsCost: r.CreditsCost, CreatedAt: r.CreatedAt}
}
