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

// TestPlaceholderBanner: a class's issue zero and a draft's stamp are no venue's banner; a
// journal's numbered issue is (s13-type).
func TestPlaceholderBanner(t *testing.T) {
	for text, want := range map[string]bool{
		"Coastal Letters, Volume 0 (2001), No. 0":            true,
		"Coastal Letters, Vol. 0, No. 0":                     true,
		"preliminary draft, October 25, 2002 1:43":           true,
		"Coastal Letters, Volume 28 (2007), No. 1":           false,
		"Coastal Letters, Vol. 10, No. 2, pp. 101–118, 2019": false,
	} {
		if got := placeholderBanner(text); got != want {
			t.Errorf("placeholderBanner(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestOthersThesis: a thesis the page names as someone's (a dedication, a footnote on the
// work's origin) gives neither the thesis cue nor the rule's thesis; the page's own degree
// statement still does (s13-type).
func TestOthersThesis(t *testing.T) {
	for _, tc := range []struct {
		name string
		line string
		want bool
	}{
		{"dedication", "This article is dedicated to Anna Smith whose PhD dissertation was on drift.", false},
		{"origin footnote", "This paper is based on the first author's doctoral thesis.", false},
		{"his thesis", "The model extends the one of his thesis to storms.", false},
		{"own thesis", "A thesis submitted in partial fulfilment of the requirements for the degree of Doctor of Philosophy", true},
		{"PhD thesis label", "PhD Thesis", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Sediment Drift under Seasonal Storms", append(typeAbstract, tc.line), "")))
			cands := h.typeCandidates("", "")
			thesis := false
			for _, c := range cands {
				if c.Text == "thesis" && (c.Features["p_thesis|thesis"] == 1 || c.Features["rule"] == 1) {
					thesis = true
				}
			}
			if thesis != tc.want {
				t.Errorf("thesis cue or rule = %v, want %v", thesis, tc.want)
			}
		})
	}
}

// TestMeetingProceedingsFoot: a proceedings volume's running foot, a meeting's name and year
// before "Proceedings" (an acute or combining accent for the apostrophe), is read whole as the
// venue by the foot reader's procFootRe (TeX's logo split at its lowered E is glued by
// overlapText, on the words' boxes) and is no piece of a journal named "Proceedings" (s13-type).
func TestMeetingProceedingsFoot(t *testing.T) {
	for text, want := range map[string]string{
		"EuroTeX\u0301" + "99 Proceedings":   "EuroTeX'99 Proceedings",
		"DRIFT´99 Proceedings":               "DRIFT'99 Proceedings",
		"Coastal Modelling 2003 Proceedings": "Coastal Modelling 2003 Proceedings",
		"Proceedings":                        "",
		"see the 2003 Proceedings":           "",
	} {
		got := ""
		if m := procFootRe.FindStringSubmatch(text); m != nil {
			got = acuteQuoteRe.ReplaceAllString(m[1], "'")
		}
		if got != want {
			t.Errorf("foot %q read as %q, want %q", text, got, want)
		}
	}
	for _, m := range journalsIn("DRIFT´99 Proceedings") {
		if journalLine("DRIFT´99 Proceedings", m) {
			t.Errorf("journal line %q in a meeting's foot", m.title)
		}
	}
	doc := synthDoc(typePage("", "Drawing Graphs with Sprout", []string{"Sprout draws graphs as a spring model that an iterative solver relaxes,",
		"and this paper shows how its navigation features can be made."}, "DRIFT´99 Proceedings"))
	if m := ExtractPaper(doc); m.Type != "conference_paper" || m.Venue != "DRIFT'99 Proceedings" {
		t.Errorf("type %q, venue %q; want conference_paper, DRIFT'99 Proceedings", m.Type, m.Venue)
	}
}

// TestProseEdited: "edited by" after a verb in running text gives no editors' cue; an edited
// volume's "Edited by" line still does (s13-type).
func TestProseEdited(t *testing.T) {
	for line, want := range map[string]bool{
		"Pieces of the kernel must be edited by many developers within an organization.": false,
		"A file that is edited by two people at once needs a merge.":                     false,
		"Edited by Anna Smith and Bo Li":                                                 true,
	} {
		h := newHeader(synthDoc(typePage("", "Sediment Drift under Seasonal Storms", append(typeAbstract, line), "")))
		eds := false
		for _, c := range h.typeCandidates("", "") {
			eds = eds || c.Features["p_eds|book_chapter"] == 1
		}
		if eds != want {
			t.Errorf("%q: p_eds = %v, want %v", line, eds, want)
		}
	}
}

// TestIssueZeroYear: a class's placeholder issue ("Volume 0 (2001), No. 0") gives no year; the
// draft's date beside it does (s13-type).
func TestIssueZeroYear(t *testing.T) {
	doc := synthDoc(typePage("Drift Quarterly, Volume 0 (2001), No. 0    preliminary draft, October 25, 2002 1:43",
		"Sediment Drift under Seasonal Storms", typeAbstract, "preliminary draft, October 25, 2002 1:43"))
	h := newHeader(doc)
	for _, c := range h.yearCandidates(nil, "") {
		if c.Year == 2001 {
			t.Errorf("the placeholder issue's year 2001 is a candidate: %v", c.Features)
		}
	}
	if m := ExtractPaper(doc); m.Year == nil || *m.Year != 2002 {
		t.Errorf("year %v, want 2002", m.Year)
	}
}
