package service

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// ChatService manages chats over chosen sources and their messages.
type ChatService struct {
	s *Service

	mu     sync.Mutex
	active map[string]*MessageRun // generations running in this process, by assistant message id
	pause  time.Duration          // between stream events; tests use it to drop a connection mid-stream
}

// MaxChatSources is the most documents and papers one chat may use (spec, Limits).
const MaxChatSources = 50

// CreateChatParams is the body of POST /v1/chats.
type CreateChatParams struct {
	DocumentIDs []string `json:"document_ids"`
	PaperIDs    []string `json:"paper_ids"`
	Depth       string   `json:"depth"`
	Language    string   `json:"language"`
}

// dedupe keeps the first of repeated ids, in order.
func dedupe(ids []string) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		id = strings.TrimSpace(id)
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

func (p *CreateChatParams) validate() error {
	p.DocumentIDs, p.PaperIDs = dedupe(p.DocumentIDs), dedupe(p.PaperIDs)
	n := len(p.DocumentIDs) + len(p.PaperIDs)
	if n == 0 {
		return apierr.Invalid("no_sources", "", "Give at least one source in document_ids or paper_ids.")
	}
	if n > MaxChatSources {
		return apierr.TooLarge("too_many_sources", "A chat uses at most 50 documents and papers combined.")
	}
	if p.Depth == "" {
		p.Depth = domain.DepthStandard
	}
	if _, ok := domain.ChatPrice[p.Depth]; !ok {
		return apierr.BadParam("depth", "depth must be one of standard, high_quality, deep_review.")
	}
	if p.Language == "" {
		p.Language = "en"
	}
	if err := checkLanguage(p.Language); err != nil {
		return err
	}
	return nil
}

// Create starts a chat over existing sources; it is free. Errors: 401/403; 400 no_sources,
// parameter_invalid (depth, language); 413 too_many_sources; 404 resource_not_found (param
// document_ids or paper_ids); 409 document_not_ready for a document that has not succeeded.
func (cs *ChatService) Create(ctx context.Context, p CreateChatParams) (domain.Chat, error) {
	pr, err := require(ctx, domain.ScopeChatsWrite)
	if err != nil {
		return domain.Chat{}, err
	}
	if err := p.validate(); err != nil {
		return domain.Chat{}, err
	}
	row := store.ChatRow{ID: domain.NewID(domain.PrefixChat), DocumentIDs: p.DocumentIDs, PaperIDs: p.PaperIDs,
		Depth: p.Depth, Language: p.Language, KeyID: pr.KeyID(), Pool: pr.Pool(), CreatedAt: cs.s.now()}
	err = cs.s.st.Tx(ctx, func(q store.Q) error {
		docs, err := q.ChatSourceDocuments(ctx, p.DocumentIDs)
		if err != nil {
			return err
		}
		for _, id := range p.DocumentIDs {
			d, ok := docs[id]
			if !ok {
				return apierr.NoSuch("document", id, "document_ids")
			}
			if d.Status != "succeeded" {
				return apierr.Conflict("document_not_ready", "Document '"+id+"' is "+d.Status+"; only a succeeded document can be a chat source.").WithParam("document_ids")
			}
		}
		papers, err := q.ChatSourcePapers(ctx, p.PaperIDs)
		if err != nil {
			return err
		}
		for _, id := range p.PaperIDs {
			if _, ok := papers[id]; !ok {
				return apierr.NoSuch("paper", id, "paper_ids")
			}
		}
		return q.InsertChat(ctx, row)
	})
	if err != nil {
		return domain.Chat{}, err
	}
	return chatObject(row), nil
}

// Get returns a chat. Errors: 401/403; 404 resource_not_found.
func (cs *ChatService) Get(ctx context.Context, id string) (domain.Chat, error) {
	if _, err := require(ctx, domain.ScopeChatsRead); err != nil {
		return domain.Chat{}, err
	}
	row, err := cs.chat(ctx, id)
	if err != nil {
		return domain.Chat{}, err
	}
	return chatObject(row), nil
}

// List returns chats newest first. Errors: 401/403; 400 parameter_invalid (limit, cursor).
func (cs *ChatService) List(ctx context.Context, p ListParams) (domain.List[domain.Chat], error) {
	if _, err := require(ctx, domain.ScopeChatsRead); err != nil {
		return domain.List[domain.Chat]{}, err
	}
	if err := p.normalize(); err != nil {
		return domain.List[domain.Chat]{}, err
	}
	if p.Cursor != "" {
		if _, err := cs.s.st.R().Chat(ctx, p.Cursor); err != nil {
			return domain.List[domain.Chat]{}, cursorError(err)
		}
	}
	rows, err := cs.s.st.R().ListChats(ctx, p.Cursor, p.Limit)
	if err != nil {
		return domain.List[domain.Chat]{}, err
	}
	rows, more := page(rows, p.Limit)
	out := make([]domain.Chat, len(rows))
	for i, r := range rows {
		out[i] = chatObject(r)
	}
	return domain.NewList(out, more, func(c domain.Chat) string { return c.ID }), nil
}

func (cs *ChatService) chat(ctx context.Context, id string) (store.ChatRow, error) {
	row, err := cs.s.st.R().Chat(ctx, id)
	if err != nil {
		if apierr.From(err).Status == 404 {
			return row, apierr.NoSuch("chat", id, "")
		}
		return row, err
	}
	return row, nil
}

// cursorError turns an unknown cursor into 400 parameter_invalid.
func cursorError(err error) error {
	if apierr.From(err).Status == 404 {
		return apierr.BadParam("cursor", "cursor must be the next_cursor of a previous page.")
	}
	return err
}

func chatObject(r store.ChatRow) domain.Chat {
	docs, papers := r.DocumentIDs, r.PaperIDs
	if docs == nil {
		docs = []string{}
	}
	if papers == nil {
		papers = []string{}
	}
	return domain.Chat{Object: "chat", ID: r.ID, DocumentIDs: docs, PaperIDs: papers, Depth: r.Depth, Language: r.Language, Title: r.Title, CreatedAt: r.CreatedAt}
}
