package pdfmeta

import (
	"testing"
)

// TestTypeConfidenceFeatures: what backs the type of a journal page, of a bare page and of an
// arXiv copy (made-up pages, embedded header model).
func TestTypeConfidenceFeatures(t *testing.T) {
	for _, c := range []struct {
		name, want string
		page       []synthRow
		feats      map[string]float64
	}{
		{"journal banner with received dates", "journal_article", typePage("Journal of Coastal Research, Vol. 35, No. 2, pp. 101–118, 2019",
			"Sediment Drift under Seasonal Storms", append(typeAbstract, "Received 3 March 2018; accepted 9 October 2018"), ""),
			map[string]float64{"venue_agree": 1, "unbacked": 0, "rule": 1, "rule_none": 0, "no_venue": 0, "against_page": 0}},
		{"bare page", "conference_paper", typePage("", "Implicit Layers for Sequence Models", append([]string{"anna.smith@somewhere.edu"}, typeAbstract...), ""),
			map[string]float64{"unbacked": 1, "no_venue": 1, "rule_none": 1, "against_page": 0, "against_id": 0}},
		{"arXiv stamp, no venue", "preprint", typePage("arXiv:2101.01234v2 [cs.LG] 3 Feb 2021", "Sparse Attention for Long Documents", typeAbstract, ""),
			map[string]float64{"unbacked": 0, "no_venue": 1, "rule": 1, "against_page": 0}},
	} {
		doc := synthDoc(c.page)
		hm := DefaultHeaderModel()
		if m := hm.Extract(doc); m.Type != c.want {
			t.Errorf("%s: type %q, want %q (the case no longer tests the features)", c.name, m.Type, c.want)
			continue
		}
		f := hm.TraceConfidence(doc)["type"]
		for k, v := range c.feats {
			if f[k] != v {
				t.Errorf("%s: %s = %v, want %v (all: %v)", c.name, k, f[k], v, f)
			}
		}
		if _, ok := f["agree"]; ok {
			t.Errorf("%s: agree kept (a type's agreement is its probability)", c.name)
		}
	}
}

func TestTypeCueLine(t *testing.T) {
	for _, c := range []struct {
		text, typ string
		want      bool
	}{
		{"IEEE TRANSACTIONS ON ROBOTICS, VOL. 35, NO. 2, APRIL 2019", "journal_article", true},
		{"0021-9991/© 2019 Elsevier Inc. All rights reserved.", "journal_article", true},
		{"KDD ’19, August 4–8, 2019, Anchorage, AK, USA", "conference_paper", true},
		{"33rd Conference on Neural Information Processing Systems (NeurIPS 2019)", "conference_paper", true},
		{"arXiv:2101.01234v2 [cs.LG] 3 Feb 2021", "preprint", true},
		{"A. Editor et al. (Eds.): ICANN 2019, LNCS 11727, pp. 12–24, 2019.", "book_chapter", true},
		{"We measure how sediment drifts along a coast under seasonal storms", "journal_article", false},
		{"IEEE TRANSACTIONS ON ROBOTICS, VOL. 35, NO. 2, APRIL 2019", "conference_paper", false},
	} {
		if got := TypeCueLine(c.text, c.typ); got != c.want {
			t.Errorf("TypeCueLine(%q, %s) = %v, want %v", c.text, c.typ, got, c.want)
		}
	}
}

// TestTypeConfidenceMarks: a type that a venue of its kind or a cue of the page backs is shown
// as read, even where the ranker's probability is low; one that
// nothing on the page backs (a camera-ready copy that prints no stamp but its authors' addresses, a letter without one) is
// read all the same and marked "check" (embedded models).
func TestTypeConfidenceMarks(t *testing.T) {
	for _, c := range []struct {
		name, want string
		page       []synthRow
		check      bool
	}{
		{"journal banner", "journal_article", typePage("Journal of Coastal Research, Vol. 35, No. 2, pp. 101–118, 2019",
			"Sediment Drift under Seasonal Storms", append(typeAbstract, "Received 3 March 2018; accepted 9 October 2018"), ""), false},
		{"proceedings head", "conference_paper", typePage("Proceedings of the 12th International Workshop on Semantic Evaluation, pages 1–10",
			"Reading Tables with Transformers", typeAbstract, ""), false},
		// the ranker gives it 0.36: received dates are its only cue, and they speak for a journal
		{"received dates alone", "journal_article", typePage("", "Sediment Drift under Seasonal Storms",
			append(typeAbstract, "Received 3 March 2018; accepted 9 October 2018"), ""), false},
		{"no stamp", "conference_paper", typePage("", "Implicit Layers for Sequence Models", append([]string{"anna.smith@somewhere.edu"}, typeAbstract...), ""), true},
		{"a letter without a stamp", "journal_article", typePage("", "Sediment Drift under Seasonal Storms", []string{
			"Sir, we measure how sediment drifts along a coast under seasonal storms, using", "three years of buoy records and a transport model."}, ""), true},
	} {
		m := ExtractPaper(synthDoc(c.page))
		if m.Type != c.want {
			t.Errorf("%s: type %q, want %q (the case no longer tests the mark)", c.name, m.Type, c.want)
			continue
		}
		if got := m.Confidence["type"] < CheckBelow; got != c.check {
			t.Errorf("%s: type confidence %.2f, check %v, want %v", c.name, m.Confidence["type"], got, c.check)
		}
	}
}
