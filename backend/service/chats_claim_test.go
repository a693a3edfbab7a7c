package service_test

import (
	"testing"

	"carrel/backend/domain"
)

// TestChatClaimStances: chats answer a claim with the search's engine, so a yes/no question over
// the TraceMonkey paper gets citations that each carry a stance, and the paper's own speed-up
// result is cited as support.
func TestChatClaimStances(t *testing.T) {
	e := newChatEnv(t)
	m := e.askPDF("pdfjs_tracemonkey.pdf", "Does tracing achieve speedups on JavaScript programs?")
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
