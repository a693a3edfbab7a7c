package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// authorPages is a made-up paper: a title, an author line, two affiliations and a line under
// them (e-mail addresses, or dates), and page 2 with a running head.
func authorPages(names, under, head string) *pdf.Doc {
	p1 := `
50 40 8 Journal of Coastal Research 12 (2019) 1-10
c 80 17 Measuring the Drift of Coastal Sediment
c 100 17 under Seasonal Storms
c 130 11 ` + names + `
c 146 9 ^{1}University of Leeds, Leeds, UK
c 158 9 ^{2}Hohai University, Nanjing, China
c 172 9 ` + under + `
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(230, 30)
	p2 := "\n50 40 8 " + head + "\n" + body(80, 40)
	return &pdf.Doc{PageCount: 2, Pages: []pdf.Page{freePage(1, p1), freePage(2, p2)}}
}

// TestAuthorConfidenceCorroborated: a list whose names the e-mail addresses and page 2's
// running head print again is shown as read; a page printed family name first with names
// whose words are both given and family names ("Russell Dean", "Kelly Ross": the lexicon
// cannot tell the order, unlike "Kowalski Anna"), which the readers take given name first, is
// marked "check": the addresses and the running head are built on the words read as given
// names (embedded models).
func TestAuthorConfidenceCorroborated(t *testing.T) {
	cases := []struct {
		name, names, under, head string
		family                   string
		check                    bool
	}{
		{"corroborated", "Anna Kowalski^{1} and Bruno Tessier^{2}", "anna.kowalski@leeds.ac.uk, bruno.tessier@hohai.edu.cn",
			"Kowalski and Tessier", "Kowalski, Tessier", false},
		{"initials family first", "Kowalski A^{1}, Tessier B^{2}", "a.kowalski@leeds.ac.uk, b.tessier@hohai.edu.cn",
			"Kowalski and Tessier", "Kowalski, Tessier", false},
		{"swapped, uncorroborated", "Russell Dean^{1} and Kelly Ross^{2}", "d.russell@leeds.ac.uk, r.kelly@hohai.edu.cn",
			"Russell and Kelly", "Dean, Ross", true},
	}
	for _, c := range cases {
		m := ExtractPaper(authorPages(c.names, c.under, c.head))
		if got := familyList(m.Authors); got != c.family {
			t.Errorf("%s: authors %q, want %q (the case no longer tests the mark)", c.name, got, c.family)
			continue
		}
		if got := m.Confidence["authors"] < CheckBelow; got != c.check {
			t.Errorf("%s: authors confidence %.2f, check %v, want %v", c.name, m.Confidence["authors"], got, c.check)
		}
		if c.check && !m.NeedsReview {
			t.Errorf("%s: a list marked check must set NeedsReview", c.name)
		}
	}
}

// TestAuthorConfidenceFeatures: the corroboration features of one list against the paper's
// e-mail addresses, running head and words.
func TestAuthorConfidenceFeatures(t *testing.T) {
	doc := authorPages("Russell Dean^{1} and Kelly Ross^{2}", "d.russell@leeds.ac.uk, x.lindqvist@hohai.edu.cn",
		"Russell et al.") // read given name first: the lexicon cannot tell these names' order
	f := DefaultHeaderModel().TraceConfidence(doc)["authors"]
	want := map[string]float64{"emails": 1, "email_share": 0, "email_swapped": 0.5, "email_unmatched": 0.5,
		"head_other": 1, "head_given": 1, "echo_share": 0, "echo_given": 0.5, "family_initials": 0}
	for k, v := range want {
		if f[k] != v {
			t.Errorf("%s = %v, want %v (all: %v)", k, f[k], v, f)
		}
	}
}
