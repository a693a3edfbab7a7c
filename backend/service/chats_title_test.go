package service_test

import (
	"strings"
	"testing"

	"carrel/backend/service"
)

func TestChatTitleFromFirstQuestionAndRename(t *testing.T) {
	e := newChatEnv(t)
	docs := e.ingest("sp_map-reduce.pdf")
	c := e.createChat(docs, nil)
	if c.Title != "" {
		t.Fatalf("new chat titled %q", c.Title)
	}
	q := "How does MapReduce handle the failure of a worker machine during a long computation over many terabytes of data?"
	content := q
	m, err := e.b.Service.Chats.Send(owner(), c.ID, service.SendMessageParams{Content: &content})
	if err != nil {
		t.Fatal(err)
	}
	e.waitMessage(c.ID, m.ID)
	got, err := e.b.Service.Chats.Get(owner(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got.Title, "How does MapReduce handle the failure") || !strings.HasSuffix(got.Title, "…") || len([]rune(got.Title)) > 81 {
		t.Fatalf("title from the first question: %q", got.Title)
	}
	second := "And stragglers?"
	if _, err := e.b.Service.Chats.Send(owner(), c.ID, service.SendMessageParams{Content: &second}); err != nil {
		t.Fatal(err)
	}
	if again, _ := e.b.Service.Chats.Get(owner(), c.ID); again.Title != got.Title {
		t.Fatalf("a later question retitled the chat: %q", again.Title)
	}
	name := "  Fault tolerance   notes "
	renamed, err := e.b.Service.Chats.Rename(owner(), c.ID, service.RenameChatParams{Title: &name})
	if err != nil || renamed.Title != "Fault tolerance notes" {
		t.Fatalf("rename: %+v %v", renamed, err)
	}
	empty := " "
	if _, err := e.b.Service.Chats.Rename(owner(), c.ID, service.RenameChatParams{Title: &empty}); err == nil || !strings.Contains(err.Error(), "title") {
		t.Fatalf("empty title accepted: %v", err)
	}
	if _, err := e.b.Service.Chats.Rename(owner(), "chat_nope", service.RenameChatParams{Title: &name}); err == nil {
		t.Fatal("renamed a missing chat")
	}
	if after, _ := e.b.Service.Chats.Get(owner(), c.ID); after.Title != "Fault tolerance notes" {
		t.Fatalf("bad input changed the title: %q", after.Title)
	}
}
