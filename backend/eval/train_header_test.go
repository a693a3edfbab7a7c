package eval

import (
	"slices"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/pdfmeta"
)

func TestFitChoiceLearnsTheCue(t *testing.T) {
	var groups []choiceGroup
	for i := range 20 {
		// the right candidate carries "good"; a decoy carries "loud", which is right only once
		right := []bool{false, true, false}
		cands := []pdfmeta.Candidate{
			{Features: map[string]float64{"null": 1}},
			{Features: map[string]float64{"bias": 1, "good": 1}},
			{Features: map[string]float64{"bias": 1, "loud": 1}},
		}
		if i == 0 {
			right = []bool{false, false, true}
		}
		groups = append(groups, choiceGroup{cands: cands, right: right})
	}
	w := fitChoice(groups, 0.05, 400, nil)
	if !(w["good"] > w["loud"]) {
		t.Fatalf("weights %v: the cue of the right candidate must weigh more", w)
	}
	p := pdfmeta.Softmax(w, groups[1].cands)
	if p[1] < 0.7 {
		t.Fatalf("probability of the right candidate %.2f", p[1])
	}
	again := fitChoice(groups, 0.05, 400, nil)
	for k, v := range w {
		if again[k] != v {
			t.Fatalf("fit not deterministic: %s %v vs %v", k, v, again[k])
		}
	}
}

// TestFitChoiceWeights: a group of weight 2 fits as the same group twice, and weight 0 counts
// as 1 (the groups of real papers, which set none).
func TestFitChoiceWeights(t *testing.T) {
	cands := []pdfmeta.Candidate{
		{Features: map[string]float64{"null": 1}},
		{Features: map[string]float64{"bias": 1, "good": 1}},
		{Features: map[string]float64{"bias": 1, "loud": 1}},
	}
	a := choiceGroup{cands: cands, right: []bool{false, true, false}}
	b := choiceGroup{cands: cands, right: []bool{false, false, true}}
	twice := fitChoice([]choiceGroup{a, a, b}, 0.05, 200, nil)
	a.w = 2
	weighted := fitChoice([]choiceGroup{a, b}, 0.05, 200, nil)
	for k, v := range twice {
		if d := weighted[k] - v; d > 1e-3 || d < -1e-3 {
			t.Errorf("%s: weight 2 gives %v, the group twice %v", k, weighted[k], v)
		}
	}
	a.w = 0
	if one, plain := fitChoice([]choiceGroup{a, b}, 0.05, 200, nil), fitChoice([]choiceGroup{{cands: cands, right: a.right}, b}, 0.05, 200, nil); one["good"] != plain["good"] {
		t.Errorf("weight 0 is not weight 1: %v vs %v", one, plain)
	}
	if weighted["good"] <= weighted["loud"] {
		t.Errorf("weights %v: the heavier group's cue must weigh more", weighted)
	}
}

// TestSynthFitHalf: only fold 0 of two of the synthetic pages is fitted on.
func TestSynthFitHalf(t *testing.T) {
	var docs []realDoc
	for _, f := range []string{"s0000.pdf", "s0001.pdf", "s0002.pdf", "s0003.pdf", "s0004.pdf", "s0005.pdf"} {
		docs = append(docs, realDoc{paper: realPaper{File: f, Split: synthSplit}})
	}
	kept := synthFitHalf(docs)
	if len(kept) == 0 || len(kept) == len(docs) {
		t.Fatalf("kept %d of %d", len(kept), len(docs))
	}
	for _, d := range kept {
		if fileFold(d.paper.File, 2) != 0 {
			t.Errorf("%s of fold 1 fitted on", d.paper.File)
		}
	}
}

func TestLabelCandidates(t *testing.T) {
	venue := "IEEE Access"
	y := 2019
	truth := realPaper{Title: "Attention Is All You Need", Authors: [][2]string{{"Ashish", "Vaswani"}, {"Noam", "Shazeer"}},
		Year: &y, Venue: &venue, ItemType: "conferencePaper"}
	null := pdfmeta.Candidate{Features: map[string]float64{"null": 1}}
	cases := []struct {
		field string
		cands []pdfmeta.Candidate
		want  []bool
	}{
		{"title", []pdfmeta.Candidate{null, {Text: "Attention is all you need."}, {Text: "Attention"}}, []bool{false, true, false}},
		{"authors", []pdfmeta.Candidate{null,
			{Authors: []domain.Author{{Given: "A.", Family: "Vaswani"}, {Given: "N.", Family: "Shazeer"}}},
			{Authors: []domain.Author{{Given: "N.", Family: "Shazeer"}, {Given: "A.", Family: "Vaswani"}}}}, []bool{false, true, false}},
		{"year", []pdfmeta.Candidate{null, {Year: 2018}, {Year: 2019}}, []bool{false, false, true}},
		{"venue", []pdfmeta.Candidate{null, {Text: "IEEE ACCESS"}, {Text: "Access"}}, []bool{false, true, false}},
		{"type", []pdfmeta.Candidate{null, {Text: "journal_article"}, {Text: "conference_paper"}}, []bool{false, false, true}},
	}
	for _, c := range cases {
		if got := labelCandidates(c.field, truth, c.cands); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.field, got, c.want)
		}
	}
	truth.Venue = nil // no venue: only the empty candidate is right
	if got := labelCandidates("venue", truth, []pdfmeta.Candidate{null, {Text: "IEEE Access"}}); !slices.Equal(got, []bool{true, false}) {
		t.Errorf("venue without truth: %v", got)
	}
}

func TestZoteroTypesAreCarrelTypes(t *testing.T) {
	for z, c := range zoteroTypes {
		if !slices.Contains(domain.PublicationTypes, c) {
			t.Errorf("%s maps to %q, not a publication type", z, c)
		}
	}
}

func TestVenueMatch(t *testing.T) {
	for _, c := range []struct {
		got, want string
		ok        bool
	}{
		{"Proceedings of the 14th International Conference on Artificial Intelligence and Statistics",
			"Proceedings of the 14th International Conference on Artificial Intelligence and Statistics (AISTATS)", true},
		{"Journal of Clinical Microbiology", "Journal of Clinical Microbiology", true},
		{"J Clin Microbiol", "Journal of Clinical Microbiology", false},
		{"Access", "IEEE Access", false},
		{"", "IEEE Access", false},
		{"Science", "Science (New York, N.Y.)", true},
		{"International Conference on Machine Learning", "Proceedings of the 28th International Conference on Machine Learning", true},
		{"Proc. of the Twentieth International Joint Conference on Artificial Intelligence", "IJCAI-07: Proceedings of the Twentieth International Joint Conference on Artificial Intelligence", true},
		{"The Journal of Neuroscience", "Journal of Neuroscience", true},
		{"IET Control Theory & Applications", "IET Control Theory and Applications", true},
		{"Journal of Physics", "Journal of Physics: Condensed Matter", false},
		{"Science", "Science Advances", false},
		{"Nature", "Nature Communications", false},
		{"2019 IEEE Energy Conversion Congress and Exposition (ECCE)", "2018 IEEE International Conference on Robotics and Automation", false},
	} {
		if venueMatch(c.got, c.want) != c.ok {
			t.Errorf("venueMatch(%q, %q) != %v", c.got, c.want, c.ok)
		}
	}
}

func TestFoldNames(t *testing.T) {
	for _, c := range [][2]string{{"Øyvind", "oyvind"}, {"Łukasz", "lukasz"}, {"Strauß", "strauss"}, {"De Bock", "debock"}, {"O’Grady", "ogrady"}, {"Zetterström", "zetterstrom"}} {
		if got := fold(c[0]); got != c[1] {
			t.Errorf("fold(%q) = %q, want %q", c[0], got, c[1])
		}
	}
	if fold("Bock") == fold("De Bock") {
		t.Error("a particle is part of the family name")
	}
}

func TestFitChoiceKeepsPriorsTrainDoesNotShow(t *testing.T) {
	groups := []choiceGroup{{
		cands: []pdfmeta.Candidate{{Features: map[string]float64{"null": 1}}, {Features: map[string]float64{"bias": 1, "good": 1}}},
		right: []bool{false, true},
	}}
	w := fitChoice(groups, 0.05, 200, map[string]float64{"blurb": -3})
	if w["blurb"] != -3 {
		t.Fatalf("a cue no paper shows must keep its prior weight: %v", w)
	}
	// a cue the papers contradict moves away from its prior
	groups[0].cands[1].Features["blurb"] = 1
	if w := fitChoice(groups, 0.05, 200, map[string]float64{"blurb": -3}); !(w["blurb"] > -3) {
		t.Fatalf("the right candidate's cue stayed at its prior: %v", w)
	}
}

func TestZoteroTypeMatchesTheImport(t *testing.T) {
	for in, want := range map[string]string{"journalArticle": "journal_article", "magazineArticle": "journal_article",
		"bookSection": "book_chapter", "patent": "other", "manuscript": "other", "dataset": "dataset", "": ""} {
		if got := zoteroType(in); got != want {
			t.Errorf("zoteroType(%q) = %q, want %q", in, got, want)
		}
	}
}
