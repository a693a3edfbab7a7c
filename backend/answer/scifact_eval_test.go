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

// evalFigures are the SciFact figures of one split.
type evalFigures struct {
	n       int
	hit     float64 // % of claims where some cited quote overlaps a gold rationale sentence
	first   float64 // % of claims whose first cited quote does
	precise float64 // % of all cited quotes that overlap a gold sentence
	none    float64 // % of answers that found nothing
	quotes  float64 // mean quotes per answer
}

func (f evalFigures) String() string {
	return fmt.Sprintf("answer rationale overlap: %.1f%% (%d claims); first quote %.1f%%, quote precision %.1f%%, %.1f quotes/answer, nothing found %.1f%%",
		f.hit, f.n, f.first, f.precise, f.quotes, f.none)
}

// figures composes an answer per claim of split over its cited docs plus distractors.
// ownSplit makes the candidates with SplitSentences instead of the dataset's sentences.
func (d *scifact) figures(t *testing.T, split string, ownSplit bool) evalFigures {
	return d.figuresAt(t, split, ownSplit, domain.DepthStandard, false)
}

// figuresAt is figures at a depth; distractorsOnly leaves the cited docs out, so every
// answer should say nothing was found.
func (d *scifact) figuresAt(t *testing.T, split string, ownSplit bool, depth string, distractorsOnly bool) evalFigures {
	var hits, firsts, gold, quotes, nones int
	claims := d.claimKeys[split]
	for _, qid := range claims {
		ev := d.evidence[split+"/"+qid]
		var cited []string
		for doc := range ev {
			cited = append(cited, doc)
		}
		slices.SortFunc(cited, cmpNumeric)
		var cands []Candidate
		for _, id := range d.docsFor(cited) {
			if distractorsOnly && ev[id] != nil {
				continue
			}
			spans := d.spans[id]
			if ownSplit {
				spans = SplitSentences(d.text[id])
			}
			cands = append(cands, Candidate{SourceType: "paper", SourceID: id, Title: d.title[id], Text: d.text[id], Sentences: spans})
		}
		ans, err := Synthesize(Request{Query: d.claims[qid], Depth: depth, Candidates: cands})
		if err != nil {
			t.Fatal(err)
		}
		if len(ans.Citations) == 0 {
			nones++
		}
		any := false
		for k, c := range ans.Citations {
			if d.isGold(ev, c) {
				gold++
				any = true
				if k == 0 {
					firsts++
				}
			}
		}
		if any {
			hits++
		}
		quotes += len(ans.Citations)
	}
	n := len(claims)
	pct := func(x, of int) float64 { return 100 * float64(x) / float64(max(of, 1)) }
	return evalFigures{n: n, hit: pct(hits, n), first: pct(firsts, n), precise: pct(gold, quotes), none: pct(nones, n),
		quotes: float64(quotes) / float64(max(n, 1))}
}

func (d *scifact) isGold(ev map[string]map[int]bool, c domain.Citation) bool {
	text := d.text[c.Source.ID]
	start := strings.Index(text, c.Quote)
	end := start + len(c.Quote)
	for k, sp := range d.spans[c.Source.ID] {
		if ev[c.Source.ID][k] && start < sp.End && sp.Start < end {
			return true
		}
	}
	return false
}

// TestSciFactRationaleOverlap checks that answers quote the gold rationale sentences of
// SciFact test claims (parameters were tuned on the train split, printed alongside).
func TestSciFactRationaleOverlap(t *testing.T) {
	d := loadSciFact(t)
	if testing.Verbose() {
		t.Logf("train: %v", d.figures(t, "train", false))
		t.Logf("train distractors only: %v", d.figuresAt(t, "train", false, domain.DepthStandard, true))
	}
	f := d.figures(t, "test", false)
	fmt.Println(f)
	own := d.figures(t, "test", true)
	fmt.Printf("with SplitSentences spans: %v\n", own)
	for _, depth := range []string{domain.DepthHighQuality, domain.DepthDeepReview} {
		fmt.Printf("depth %s: %v\n", depth, d.figuresAt(t, "test", false, depth, false))
	}
	fmt.Printf("distractors only: %v\n", d.figuresAt(t, "test", false, domain.DepthStandard, true))
	if f.n < 100 {
		t.Fatalf("only %d test claims with evidence loaded", f.n)
	}
	if f.hit < 60 || own.hit < 60 {
		t.Errorf("rationale overlap %.1f%% (own split %.1f%%) < 60%%", f.hit, own.hit)
	}
}
