package service

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// MaxChatTitle is the longest chat title, in characters.
const MaxChatTitle = 200

// autoTitle is how much of the first question becomes the title.
const autoTitle = 80

// titleFrom shortens a first question to a title: one line, cut at a word near 80 characters.
func titleFrom(q string) string {
	t := strings.Join(strings.Fields(q), " ")
	if utf8.RuneCountInString(t) <= autoTitle {
		return t
	}
	r := []rune(t)[:autoTitle]
	s := string(r)
	if i := strings.LastIndexByte(s, ' '); i > autoTitle/2 {
		s = s[:i]
	}
	return strings.TrimRight(s, " ,;:.-") + "…"
}

// RenameChatParams carries a chat's new title.
type RenameChatParams struct {
	Title *string `json:"title"`
}

// Rename sets a chat's title (the window's editable title). Errors: 401/403; 404
// resource_not_found; 400 parameter_missing / parameter_invalid (title: 1–200 characters).
func (cs *ChatService) Rename(ctx context.Context, id string, p RenameChatParams) (domain.Chat, error) {
	if _, err := require(ctx, domain.ScopeChatsWrite); err != nil {
		return domain.Chat{}, err
	}
	if p.Title == nil {
		return domain.Chat{}, apierr.Missing("title")
	}
	t := strings.Join(strings.Fields(*p.Title), " ")
	if t == "" || utf8.RuneCountInString(t) > MaxChatTitle {
		return domain.Chat{}, apierr.BadParam("title", "title must be 1 to 200 characters.")
	}
	if _, err := cs.chat(ctx, id); err != nil {
		return domain.Chat{}, err
	}
	err := cs.s.st.Tx(ctx, func(q store.Q) error { return q.SetChatTitle(ctx, id, t) })
	if errors.Is(err, domain.ErrNotFound) {
		return domain.Chat{}, apierr.NoSuch("chat", id, "id")
	} else if err != nil {
		return domain.Chat{}, err
	}
	cs.s.Changes.Publish("chats", id)
	return cs.Get(ctx, id)
}
