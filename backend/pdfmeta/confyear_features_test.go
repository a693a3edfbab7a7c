package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// yearPages is a made-up paper: a banner, a title, an author line, a line of dates under the
// affiliation, and a first paragraph that may cite other papers; page 2 is running text.
func yearPages(banner, dates, cite string) *pdf.Doc {
	p1 := `
50 40 8 ` + banner + `
c 80 17 Measuring the Drift of Coastal Sediment
c 100 17 under Seasonal Storms
c 130 11 Anna Kowalski and Bruno Tessier
c 146 9 University of Leeds, Leeds, UK
c 172 9 ` + dates + `
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
50 215 9.5 ` + cite + `
` + body(230, 30)
	p2 := "\n" + body(80, 40)
	return &pdf.Doc{PageCount: 2, Pages: []pdf.Page{freePage(1, p1), freePage(2, p2)}}
}

// TestYearConfidence: a year the page prints with its volume and a © line is shown as read; a
// year that a later citation ("Smith et al., 2021" in a paper read as 2017) or the DOI's own
// year contradicts is marked "check" (embedded models, through ExtractPaper).
func TestYearConfidence(t *testing.T) {
	cases := []struct {
		name, banner, dates, cite string
		year                      int
		check                     bool
	}{
		{"corroborated", "Journal of Coastal Research 12 (2019) 1-10", "© 2019 Elsevier Ltd. All rights reserved.",
			"as storms grow (Smith et al., 2015; Lee and Park, 2017), the drift", 2019, false},
		{"later citation", "Journal of Coastal Research", "Received 12 March 2017",
			"as storms grow (Smith et al., 2015; Lee and Park, 2021), the drift", 2017, true},
		{"DOI year", "Soft Computing https://doi.org/10.1007/s00500-022-04123-x", "Received 12 March 2017",
			"as storms grow, the drift", 2017, true},
	}
	for _, c := range cases {
		m := ExtractPaper(yearPages(c.banner, c.dates, c.cite))
		if m.Year == nil || *m.Year != c.year {
			t.Errorf("%s: year %v, want %d (the case no longer tests the mark)", c.name, fmtYear(m.Year), c.year)
			continue
		}
		if got := m.Confidence["year"] < CheckBelow; got != c.check {
			t.Errorf("%s: year confidence %.2f, check %v, want %v (features %v)", c.name, m.Confidence["year"], got, c.check,
				DefaultHeaderModel().TraceConfidence(yearPages(c.banner, c.dates, c.cite))["year"])
		}
	}
}

// TestDoiYear: the years DOIs and Elsevier PIIs embed.
func TestDoiYear(t *testing.T) {
	cases := []struct {
		doi, text string
		want      int
	}{
		{"10.1109/access.2023.3234567", "", 2023},
		{"10.1016/j.enbuild.2019.05.012", "", 2019},
		{"10.1007/s00500-019-04123-x", "", 2019},
		{"10.1145/3290605.3300233", "", 0},
		{"", "PII: S0378-7788(17)30123-4", 2017},
	}
	for _, c := range cases {
		if got := doiYear(c.doi, []string{c.text}); got != c.want {
			t.Errorf("doiYear(%q, %q) = %d, want %d", c.doi, c.text, got, c.want)
		}
	}
}

func fmtYear(y *int) any {
	if y == nil {
		return "none"
	}
	return *y
}
