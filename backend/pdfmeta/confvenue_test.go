package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// venuePages is a made-up paper: a head line, a title, authors, an affiliation, a line under
// them (a DOI, or nothing), and page 2 with the same head line.
func venuePages(head, under string) *pdf.Doc {
	p1 := `
50 40 8 ` + head + `
c 80 17 Measuring the Drift of Coastal Sediment
c 100 17 under Seasonal Storms
c 130 11 Anna Kowalski and Bruno Tessier
c 146 9 University of Leeds, Leeds, UK
c 172 9 ` + under + `
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(230, 30)
	p2 := "\n50 40 8 " + head + "\n" + body(80, 40)
	return &pdf.Doc{PageCount: 2, Pages: []pdf.Page{freePage(1, p1), freePage(2, p2)}}
}

// TestVenueConfidenceCorroborated: a journal whose name the head line prints, the lexicon knows
// and the paper's DOI names is shown as read; a head line that names no venue (a publisher, the
// authors' names, a sentence's words, a department) is read as the venue all the same, and
// marked "check" (embedded models).
func TestVenueConfidenceCorroborated(t *testing.T) {
	const dates = "Received 3 March 2019; accepted 9 May 2019"
	cases := []struct {
		name, head, under, venue string
		check                    bool
	}{
		{"banner, lexicon and DOI", "Energy and Buildings 190 (2019) 1-10", "https://doi.org/10.1016/j.enbuild.2019.01.002",
			"Energy and Buildings", false},
		{"publisher", "Hindawi 190 (2019) 1-10", dates, "Hindawi", true},
		{"authors' names", "Kowalski and Tessier 190 (2019) 1-10", dates, "Kowalski and Tessier", true},
		{"a sentence's words", "data were available until 190 (2019) 1-10", dates, "data were available until", true},
		{"a department", "Departamento de Física 190 (2019) 1-10", dates, "Departamento de Física", true},
	}
	for _, c := range cases {
		m := ExtractPaper(venuePages(c.head, c.under))
		if m.Venue != c.venue {
			t.Errorf("%s: venue %q, want %q (the case no longer tests the mark)", c.name, m.Venue, c.venue)
			continue
		}
		if got := m.Confidence["venue"] < CheckBelow; got != c.check {
			t.Errorf("%s: venue confidence %.2f, check %v, want %v", c.name, m.Confidence["venue"], got, c.check)
		}
	}
}

// TestVenueConfidenceFeatures: the corroboration features of a venue the DOI names, and of one
// a head line alone gives.
func TestVenueConfidenceFeatures(t *testing.T) {
	f := DefaultHeaderModel().TraceConfidence(venuePages("Energy and Buildings 190 (2019) 1-10",
		"https://doi.org/10.1016/j.enbuild.2019.01.002"))["venue"]
	for k, v := range map[string]float64{"doi_agree": 1, "src_id": 1, "src_banner": 1, "single": 0, "banner_only": 0} {
		if f[k] != v {
			t.Errorf("corroborated: %s = %v, want %v (all: %v)", k, f[k], v, f)
		}
	}
	f = DefaultHeaderModel().TraceConfidence(venuePages("Hindawi 190 (2019) 1-10", "Received 3 March 2019"))["venue"]
	for k, v := range map[string]float64{"publisher": 1, "banner_only": 1, "single": 1, "n_groups": 1, "doi_agree": 0} {
		if f[k] != v {
			t.Errorf("publisher: %s = %v, want %v (all: %v)", k, f[k], v, f)
		}
	}
}
