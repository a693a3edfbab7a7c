package answer

import (
	"slices"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// TestClaimOverPaperPages: a paper reached through several pages is one study. Its finding is
// chosen among all its pages (the best-ranked page holds only a sentence that shares a word),
// it is the sentence that states the claim, and the paper is cited once.
func TestClaimOverPaperPages(t *testing.T) {
	if current.Load() == nil {
		t.Skip("no embedded model")
	}
	req := Request{Query: "Does tracing achieve speedups on JavaScript programs?", Candidates: []Candidate{
		page("doc_tm", 14, "We thank the reviewers. Any findings expressed here are those of the authors, "+
			"not of the JavaScript community."),
		page("doc_tm", 9, "Figure 10 shows the benchmark suite. The other virtual machines we compared with "+
			"achieve an overall speedup of 3.0x relative to the baseline interpreter. "+
			"On programs amenable to tracing, we achieve speedups of 2x to 20x on JavaScript programs."),
		page("doc_tm", 2, "We describe the design of a trace-based compiler. Section 3 gives an overview."),
	}}
	a, got := composeStances(t, req)
	if len(got) != 1 {
		t.Fatalf("%d studies cited, want the one paper:\n%s", len(got), a.Text)
	}
	if q := a.Citations[0].Quote; !strings.Contains(q, "we achieve speedups of 2x to 20x") {
		t.Errorf("first quote %q is not the paper's statement of the claim:\n%s", q, a.Text)
	}
	if got["doc_tm"] != domain.StanceSupports {
		t.Errorf("stance %q, want supports:\n%s", got["doc_tm"], a.Text)
	}
}

// TestStatingFirst: the likeliest sentence that states the claim moves to the front; the rest
// keep their order; rows with no such sentence are left alone.
func TestStatingFirst(t *testing.T) {
	q := buildQuery("Does tracing achieve speedups on JavaScript programs?", nil)
	n := len(q.current)
	var ss []PolicySentence
	for _, s := range []sentence{{matched: 1}, {matched: n, coverage: 1}, {matched: 2}, {matched: n, coverage: 1}} {
		ss = append(ss, PolicySentence{States: statesClaim(&s, q)})
	}
	if got := statingFirstRows(ss, []int{0, 2, 1, 3}); !slices.Equal(got, []int{1, 0, 2, 3}) {
		t.Errorf("statingFirst = %v, want [1 0 2 3]", got)
	}
	if got := statingFirstRows(ss, []int{0, 2}); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("statingFirst = %v, want [0 2]", got)
	}
}
