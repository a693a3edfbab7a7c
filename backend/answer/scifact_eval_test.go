package answer

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// pool returns the claim's cited docs plus the next 4 docs by id (after the highest cited
// id) as distractors, in id order, so the gold doc holds no fixed position.
func (d *scifact) docsFor(cited []string) []string {
	out := slices.Clone(cited)
	last := slices.MaxFunc(cited, cmpNumeric)
	i, _ := slices.BinarySearchFunc(d.ids, last, cmpNumeric)
	for j := i + 1; len(out) < len(cited)+4; j++ {
		id := d.ids[j%len(d.ids)]
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	slices.SortFunc(out, cmpNumeric)
	return out
}

// overlapRate composes an answer per claim of split and returns the share of claims where
// some cited quote overlaps a gold rationale sentence, and the share of answers that
// found nothing. ownSplit makes the candidates with SplitSentences instead of the
// dataset's sentences.
func (d *scifact) overlapRate(t *testing.T, split string, ownSplit bool) (hit, none float64, n int) {
	hits, nones := 0, 0
	for _, qid := range d.claimKeys[split] {
		ev := d.evidence[split+"/"+qid]
		var cited []string
		for doc := range ev {
			cited = append(cited, doc)
		}
		slices.SortFunc(cited, cmpNumeric)
		var cands []Candidate
		for _, id := range d.docsFor(cited) {
			spans := d.spans[id]
			if ownSplit {
				spans = SplitSentences(d.text[id])
			}
			cands = append(cands, Candidate{SourceType: "paper", SourceID: id, Title: d.title[id], Text: d.text[id], Sentences: spans})
		}
		ans, err := Synthesize(Request{Query: d.claims[qid], Candidates: cands})
		if err != nil {
			t.Fatal(err)
		}
		if len(ans.Citations) == 0 {
			nones++
		}
		if d.anyGold(ev, ans.Citations) {
			hits++
		}
		n++
	}
	return 100 * float64(hits) / float64(n), 100 * float64(nones) / float64(n), n
}

func (d *scifact) anyGold(ev map[string]map[int]bool, cites []domain.Citation) bool {
	for _, c := range cites {
		text := d.text[c.Source.ID]
		start := strings.Index(text, c.Quote)
		end := start + len(c.Quote)
		for k, sp := range d.spans[c.Source.ID] {
			if ev[c.Source.ID][k] && start < sp.End && sp.Start < end {
				return true
			}
		}
	}
	return false
}

// TestSciFactRationaleOverlap checks that answers quote the gold rationale sentences of
// SciFact test claims (parameters were tuned on the train split, printed alongside).
func TestSciFactRationaleOverlap(t *testing.T) {
	d := loadSciFact(t)
	if testing.Verbose() {
		tr, trNone, trN := d.overlapRate(t, "train", false)
		t.Logf("train: answer rationale overlap: %.1f%% (%d claims), nothing found %.1f%%", tr, trN, trNone)
	}
	rate, none, n := d.overlapRate(t, "test", false)
	fmt.Printf("answer rationale overlap: %.1f%% (%d claims)\n", rate, n)
	own, _, _ := d.overlapRate(t, "test", true)
	fmt.Printf("answer rationale overlap with SplitSentences spans: %.1f%% (%d claims); nothing found %.1f%%\n", own, n, none)
	if n < 100 {
		t.Fatalf("only %d test claims with evidence loaded", n)
	}
	if rate < 60 {
		t.Errorf("rationale overlap %.1f%% < 60%%", rate)
	}
}
