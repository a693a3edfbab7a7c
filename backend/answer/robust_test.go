package answer

import (
	"math/rand/v2"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// TestComposeArbitrarySpans feeds spans that are out of range, reversed, or cut through
// multi-byte characters: Compose must not panic, and every citation it returns must
// still be a verified, valid UTF-8 span of its source.
func TestComposeArbitrarySpans(t *testing.T) {
	text := "Aspirin — acetylsalicylsäure — senkte das Darmkrebsrisiko um 24 %. " +
		"Aspirin reduced colorectal cancer risk by 24% in the trial. Blutungen traten häufiger auf: 出血が増えた。"
	rng := rand.New(rand.NewPCG(1, 2))
	cited := 0
	for round := 0; round < 300; round++ {
		var cands []Candidate
		for c := 0; c < 3; c++ {
			cand := Candidate{SourceType: "document", SourceID: "doc_" + string(rune('a'+c)), Text: text}
			for k := 0; k < 6; k++ {
				a, b := rng.IntN(len(text)+20)-10, rng.IntN(len(text)+20)-10
				cand.Sentences = append(cand.Sentences, Span{Start: a, End: b, Locations: []domain.Location{{Page: 1}}})
			}
			cands = append(cands, cand)
		}
		req := Request{Query: "aspirin colorectal cancer risk Darmkrebsrisiko", Depth: domain.DepthDeepReview, Candidates: cands}
		r, err := Compose(req)
		if err != nil {
			t.Fatal(err)
		}
		checkConsistent(t, req, r)
		for _, c := range r.Citations() {
			cited++
			if strings.ContainsRune(c.Quote, '\uFFFD') {
				t.Fatalf("quote with a broken character: %q", c.Quote)
			}
		}
	}
	if cited < 100 {
		t.Errorf("only %d citations over all rounds: the spans exercised nothing", cited)
	}
}

// TestComposePageLayoutText answers from a page whose words are broken over lines: the
// match sees the whole word, the quote keeps the page's bytes.
func TestComposePageLayoutText(t *testing.T) {
	text := "Results\n\nLong-term metformin improved glyce-\nmic control by 1.1 points in\nadults with type 2 dia\u00adbetes. " +
		"Weight was unchanged across the groups in this trial."
	c := page("doc_layout", 7, text)
	req := Request{Query: "glycemic effect of metformin in diabetes", Candidates: []Candidate{c}}
	r, err := Compose(req)
	if err != nil {
		t.Fatal(err)
	}
	checkConsistent(t, req, r)
	cites := r.Citations()
	if len(cites) != 1 || !strings.Contains(cites[0].Quote, "glyce-\nmic") || cites[0].Locations[0].Page != 7 {
		t.Fatalf("want the broken-word sentence quoted verbatim with its page: %+v", cites)
	}
	if !strings.Contains(r.Text(), "improved glyce- mic control") {
		t.Errorf("answer text should show the quote on one line: %q", r.Text())
	}
}
