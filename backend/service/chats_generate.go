package service

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"carrel/backend/answer"
	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// deltaBytes is about how long one message.delta fragment is; fragments end at spaces so a
// UTF-8 character is never split.
const deltaBytes = 64

// generate runs one answer to completion and ends the run with the stored message.
func (cs *ChatService) generate(ctx context.Context, run *MessageRun, chat store.ChatRow, user, asst store.MessageRow) {
	defer cs.untrack(run.MessageID)
	m, err := cs.answer(ctx, chat, user, asst, run.push)
	run.finish(m, err)
}

// answer composes the reply to user over the chat's sources, sends its text (message.delta),
// then its citations (citation.added), stores it whole in one statement and only then sends
// message.completed. On failure the message is marked failed, its charge refunded, and an
// error event sent.
func (cs *ChatService) answer(ctx context.Context, chat store.ChatRow, user, asst store.MessageRow, push func(...ChatEvent)) (m domain.Message, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("chat answer panicked: %v", p)
		}
		if err != nil {
			err = cs.fail(ctx, asst, err)
			push(ChatEvent{EventError, StreamError{Error: apierr.From(err)}})
		}
	}()
	res, err := cs.compose(ctx, chat, user, asst)
	if err != nil {
		return m, err
	}
	for _, seg := range res.Segments {
		for _, d := range fragments(seg.Text, deltaBytes) {
			push(ChatEvent{EventMessageDelta, MessageDelta{ID: asst.ID, Delta: d}})
			time.Sleep(cs.pause)
		}
	}
	cites := res.Citations()
	for _, c := range cites {
		push(ChatEvent{EventCitationAdded, c})
		time.Sleep(cs.pause)
	}
	var ok bool
	err = cs.s.st.Tx(ctx, func(q store.Q) error {
		ok, err = q.CompleteMessage(ctx, asst.ID, res.Text(), cites, res.UnsourcedClaimCount, cs.s.now())
		return err
	})
	if err != nil {
		return m, err
	}
	stored, err := cs.s.st.R().Message(ctx, asst.ID)
	if err != nil {
		return m, err
	}
	if !ok {
		slog.Warn("chat message was completed by another run", "message", asst.ID)
	}
	m = messageObject(stored)
	push(ChatEvent{EventMessageCompleted, MessageCompleted{ID: m.ID, CreditsCost: m.CreditsCost, UnsourcedClaimCount: m.UnsourcedClaimCount}})
	return m, nil
}

// compose retrieves over the chat's sources and writes the verified answer. Earlier user turns
// inform both the passage ranking and the answer (answer.Request.History).
func (cs *ChatService) compose(ctx context.Context, chat store.ChatRow, user, asst store.MessageRow) (answer.Result, error) {
	history, err := cs.s.st.R().UserTurns(ctx, chat.ID, user.Seq)
	if err != nil {
		return answer.Result{}, err
	}
	// Read your writes: a document reported succeeded before this message has its passages ranked.
	if lag, err := cs.s.Indexer.catchUp(ctx); err != nil {
		return answer.Result{}, err
	} else if lag {
		slog.Warn("chat answered before the index caught up", "chat", chat.ID)
	}
	cands, ground, err := cs.chatCandidates(ctx, chat, user.Content, history, asst.Depth)
	if err != nil {
		return answer.Result{}, err
	}
	req := answer.Request{Query: user.Content, History: history, Format: asst.AnswerFormat, Language: answerLanguage(chat.Language),
		Depth: asst.Depth, Candidates: cands}
	res, err := answer.Compose(req)
	if err != nil {
		return answer.Result{}, err
	}
	return ground.verify(res, req), nil
}

// fail marks a pending message failed and refunds its charge in one transaction.
func (cs *ChatService) fail(ctx context.Context, asst store.MessageRow, cause error) error {
	slog.Error("chat answer failed", "message", asst.ID, "err", cause)
	e := apierr.New(500, apierr.TypeAPI, "generation_failed", "The answer could not be generated; its credits were refunded.").WithCause(cause)
	_ = cs.s.st.Tx(ctx, func(q store.Q) error {
		ok, err := q.FailMessage(ctx, asst.ID, e.Code, cs.s.now())
		if err != nil || !ok {
			return err
		}
		return q.InsertLedger(ctx, store.LedgerRow{CreatedAt: cs.s.now(), Endpoint: domain.LabelChatMessages, KeyID: asst.KeyID,
			Pool: asst.Pool, Requests: 0, Credits: -asst.CreditsCost, Ref: asst.ID})
	})
	return e
}

// Recover is the handler of JobChatRecover: it finishes a message left pending by a crash
// (or waits for the generation still running in this process). It is idempotent.
func (cs *ChatService) Recover(ctx context.Context, j store.Job) error {
	asst, err := cs.s.st.R().Message(ctx, j.RefID)
	if err != nil || asst.Status != store.MessagePending {
		return nil // deleted with its chat, or already stored
	}
	if run, ok := cs.Run(asst.ID); ok {
		_, _ = run.Wait(ctx)
		return nil
	}
	chat, err := cs.s.st.R().Chat(ctx, asst.ChatID)
	if err != nil {
		return nil
	}
	user, err := cs.s.st.R().Message(ctx, asst.ReplyTo)
	if err != nil {
		return nil
	}
	_, _ = cs.answer(ctx, chat, user, asst, func(...ChatEvent) {})
	return nil
}

// fragments cuts s into pieces of about n bytes that end after a space (or at the end).
func fragments(s string, n int) []string {
	var out []string
	for len(s) > n {
		i := strings.IndexByte(s[n:], ' ')
		if i < 0 {
			break
		}
		out = append(out, s[:n+i+1])
		s = s[n+i+1:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}
