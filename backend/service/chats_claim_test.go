package service_test

import (
	"testing"

	"carrel/backend/domain"
	"carrel/backend/service"
)

// TestChatClaimStances: chats answer a claim with the search's engine, so a yes/no question over
// the TraceMonkey paper gets citations that each carry a stance, and the paper's own speed-up
// result is cited as support.
func TestChatClaimStances(t *testing.T) {
	e := newChatEnv(t)
	docs := e.ingest("pdfjs_tracemonkey.pdf")
	chat := e.createChat(docs, nil)
	q := "Does tracing achieve speedups on JavaScript programs?"
	m, err := e.b.Service.Chats.Send(owner(), chat.ID, service.SendMessageParams{Content: &q})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Citations) == 0 {
		t.Fatalf("no citation:\n%s", m.Content)
	}
	supports := 0
	for _, c := range m.Citations {
		if c.Stance == nil {
			t.Fatalf("claim question: citation %d has no stance:\n%s", c.Index, m.Content)
		}
		if *c.Stance == domain.StanceSupports {
			supports++
		}
	}
	if supports == 0 {
		t.Errorf("no citation supports the claim:\n%s", m.Content)
	}
	t.Logf("answer:\n%s", m.Content)
}
