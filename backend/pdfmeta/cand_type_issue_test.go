package pdfmeta

import "testing"

// TestIssueProceedings reads banners for a journal's numbered issue that holds a meeting's
// proceedings (s13-type): the journal is the venue, the issue's year the paper's, no
// conference acronym's year is read from the line, and the type is a journal article.
func TestIssueProceedings(t *testing.T) {
	banner := "Coastal Letters, Volume 28 (2007), No. 1 — Proceedings of the Drift Modelling 2006 Conference"
	for _, tc := range []struct {
		text string
		want bool
	}{
		{banner, true},
		{"Coastal Letters, Vol. 28, No. 1: Proceedings of DRIFT 2006", true},
		{"Proceedings of the Drift Modelling 2006 Conference, Volume 2 (2006), pages 84–92", false},
		{"Coastal Letters, Volume 28 (2007), No. 1", false},
	} {
		if got := issueProceedingsRe.MatchString(tc.text); got != tc.want {
			t.Errorf("issueProceedingsRe(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	doc := synthDoc(typePage("", "Drawing Graphs with Sprout", typeAbstract, "84    "+banner))
	doc.Meta.Created = "D:20070301000000Z"
	m := ExtractPaper(doc)
	if m.Type != "journal_article" || m.Venue != "Coastal Letters" || m.Year == nil || *m.Year != 2007 {
		y := 0
		if m.Year != nil {
			y = *m.Year
		}
		t.Errorf("type %q, venue %q, year %d; want journal_article, Coastal Letters, 2007", m.Type, m.Venue, y)
	}
}
