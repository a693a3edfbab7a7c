package service_test

import (
	"strings"
	"testing"
)

// TestChatDefinitionQuestion: "What is a trace tree?" over the TraceMonkey paper leads with a
// sentence that says what a trace tree is, not one that merely mentions trace trees; the
// question is no claim, so citations carry no stance.
func TestChatDefinitionQuestion(t *testing.T) {
	e := newChatEnv(t)
	m := e.askPDF("pdfjs_tracemonkey.pdf", "What is a trace tree?")
	first := strings.Join(strings.Fields(m.Citations[0].Quote), " ")
	// The sentences of the paper that say what a trace tree is (its shape and what it covers).
	defining := []string{
		"a single trace expands on demand to a single-entry, multiple-exit trace tree",
		"the VM records a trace tree covering all the hot paths through the loop",
		"generates a tree of native code traces representing the paths and value types",
	}
	ok := false
	for _, d := range defining {
		ok = ok || strings.Contains(first, d)
	}
	if !ok {
		t.Errorf("first cited sentence does not define a trace tree: %q\nanswer:\n%s", first, m.Content)
	}
	for _, c := range m.Citations {
		if c.Stance != nil {
			t.Errorf("definition question: citation %d has stance %q", c.Index, *c.Stance)
		}
	}
	t.Logf("answer:\n%s", m.Content)
}
