package pdfmeta

import (
	"strings"
	"testing"
)

// venueTexts are the venue candidates the embedded model's trace offers for doc.
func venueTexts(rows ...[]synthRow) []string {
	var out []string
	for _, v := range DefaultHeaderModel().Trace(synthDoc(rows...))["venue"] {
		out = append(out, v.Text)
	}
	return out
}

// page2 is a second page headed by head (8 pt at the top), then body text.
func page2(head string) []synthRow {
	rows := []synthRow{{y: 30, size: 10, cells: []string{head}}}
	for i := 0; i < 40; i++ {
		rows = append(rows, synthRow{y: 70 + 12*float64(i), size: 10, cells: []string{"Storms move most of the sediment, and the waves and tides move the rest of it."}})
	}
	return rows
}

// TestColumnHeadNoVenue: page 2's column head that names the article's kind, set in false small
// capitals ("C ONTRIBUTED R ESEARCH A RTICLE"), is no venue, while the foot banner's journal is
// offered; a book's running head on page 2 still is.
func TestColumnHeadNoVenue(t *testing.T) {
	p1 := venueLayoutDoc("", "The Coastal Journal Vol. 11/01, June 2019 ISSN 2073-4859", "")
	texts := venueTexts(p1, page2("C~{ONTRIBUTED} R~{ESEARCH} A~{RTICLE}"))
	joined := strings.Join(texts, " | ")
	if strings.Contains(strings.ToLower(joined), "ontributed") || !strings.Contains(joined, "The Coastal Journal") {
		t.Errorf("venue candidates %q: want the foot's journal and no column head", texts)
	}
	if texts := venueTexts(p1, page2("ADVANCES IN COASTAL SEDIMENT RESEARCH")); !strings.Contains(strings.Join(texts, " | "), "Advances in Coastal Sediment Research") {
		t.Errorf("venue candidates %q: a book's running head on page 2 is no longer offered", texts)
	}
}

func TestArticleKindRe(t *testing.T) {
	for s, want := range map[string]bool{
		"Contributed Research Article": true, "CONTRIBUTED RESEARCH ARTICLES": true, "Original Papers": true,
		"Invited Contributions": true, "Physical Review Letters": false, "Research Policy": false,
		"Journal of Research Articles": false, "Advances in Convex Analysis": false,
	} {
		if got := articleKindRe.MatchString(s); got != want {
			t.Errorf("articleKindRe(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestVenueOtherWorks: a journal cited author-year in running text, a special issue's meeting
// after the journal's volume, and a date's label are not offered as the paper's venue.
func TestVenueOtherWorks(t *testing.T) {
	for _, c := range []struct{ t, v string }{
		{"see the special issue of the Journal of Coastal Software (Varadhan, 2014), and the", "Journal of Coastal Software"},
		{"as the Journal of Coastal Software (Smith and Doe 2010b) describes", "Journal of Coastal Software"},
	} {
		if !citedWork(c.t, c.v) {
			t.Errorf("citedWork(%q, %q) = false", c.t, c.v)
		}
	}
	if citedWork("Journal of Coastal Software (2019), 63(1)", "Journal of Coastal Software") {
		t.Error("a venue before its own year is no cited work")
	}
	if !issueTheme("84 CoastBoat, Volume 28 (2007), No. 1 — Proceedings of the Practical Coast 2006 Conference", "Proceedings of the Practical Coast 2006 Conference") {
		t.Error("a meeting after a journal's volume and number is the issue's theme")
	}
	if issueTheme("Proceedings of the Coastal Data Endowment, Vol. 3, No. 1", "Proceedings of the Coastal Data Endowment") {
		t.Error("a proceedings before its own volume is no issue theme")
	}
	for s, want := range map[string]bool{"document created on: February": true, "Published online:": true, "Last revised:": true,
		"Journal of Coastal Research": false, "Proceedings of the 12th": false, "Journal of Coastal Research: February": false} {
		if dateLabel(s) != want {
			t.Errorf("dateLabel(%q) = %v, want %v", s, !want, want)
		}
	}
	texts := venueTexts(venueLayoutDoc("", "document created on: February 23, 2006", ""))
	if strings.Contains(strings.Join(texts, " | "), "created") {
		t.Errorf("venue candidates %q: a date's label offered", texts)
	}
}

// TestFootParagraphNoBanner: a justified paragraph that runs into the foot band is running
// text; the same line set apart under the text is a banner.
func TestFootParagraphNoBanner(t *testing.T) {
	const line = "Coastal sediment moves with the waves, the tides and the storms"
	const last = "as in the New Coastal Dictionary from 1934, which we read again"
	if len(line) != len(last) {
		t.Fatalf("lines of %d and %d characters: the test needs one width", len(line), len(last))
	}
	rows := venueLayoutDoc("", "", "")[:5]
	for y := 300.0; y < 760; y += 12 {
		rows = append(rows, synthRow{y: y, size: 10, cells: []string{line}})
	}
	para := append(append([]synthRow{}, rows...), synthRow{y: 768, size: 10, cells: []string{last}})
	if texts := venueTexts(para); strings.Contains(strings.Join(texts, " | "), "Dictionary") {
		t.Errorf("venue candidates %q: a paragraph's last line read as a banner", texts)
	}
	apart := append(append([]synthRow{}, rows[:len(rows)-8]...), synthRow{y: 768, size: 10, cells: []string{"Coastal Notes 12 (1934) 1–9"}})
	if texts := venueTexts(apart); !strings.Contains(strings.Join(texts, " | "), "Coastal Notes") {
		t.Errorf("venue candidates %q: a banner under the text is not offered", texts)
	}
}

func TestMeetingTail(t *testing.T) {
	for s, want := range map[string]bool{
		"Proceedings of the 1992 Winter Coastal Meeting, San Francisco, CA, January 1992":                        true,
		"Proceedings of the 28th International Conference on Coastal Data, Bellevue, WA, USA, 2011":              false, // no month: the model chooses
		"Proceedings of the 14th International Conference on Coastal Data (CoDa) 2011, Fort Lauderdale, FL, USA": false,
		"Journal of Coastal Research": false,
	} {
		if got := meetingTail(s); got != want {
			t.Errorf("meetingTail(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestDashedEvent(t *testing.T) {
	for _, c := range []struct {
		line, want string
		year       int
	}{
		{"CODA − Winter ’91 − Bergen, Norway", "CODA Winter ’91", 1991},
		{"Coastal Data Meeting ’04 • Bergen", "Coastal Data Meeting ’04", 2004},
		{"’91 − Bergen", "", 0},
		{"Coastal Press − 2019 − Bergen", "", 0},
		{"the storms − and the tides ’91", "", 0},
		{"CODA Winter ’91", "", 0}, // no fields: a title's words
	} {
		v, y := dashedEvent(c.line)
		if v != c.want || y != c.year {
			t.Errorf("dashedEvent(%q) = %q, %d; want %q, %d", c.line, v, y, c.want, c.year)
		}
	}
}

func TestAppearIncludedAndHeld(t *testing.T) {
	inc := "This paper is included in the Proceedings of the 15th Conference on Coastal Data (CoDa ’17)."
	if !selfPubRe.MatchString(inc) || appearVenue(inc) != "Proceedings of the 15th Conference on Coastal Data (CoDa ’17)" {
		t.Errorf("%q: self-publication %v, venue %q", inc, selfPubRe.MatchString(inc), appearVenue(inc))
	}
	held := "Corrected abstract for a poster to be held at “CoastR! 2011”, U. Bergen, 16th Aug. 2011"
	if got := appearVenue(held); got != "CoastR! 2011" {
		t.Errorf("appearVenue(%q) = %q", held, got)
	}
	if got := appearVenue("the results are included in the appendix"); got != "" {
		t.Errorf("a lower-case text names no venue, got %q", got)
	}
}

func TestEdsLineBeforePages(t *testing.T) {
	l := "D. H. Spieler & E. Schumacher (Eds.), New Methods in Coastal Research (pp. 4–31). Coastal Press."
	if m := edsLineRe.FindStringSubmatch(l); m == nil || m[1] != "New Methods in Coastal Research" {
		t.Errorf("edsLineRe(%q) = %q", l, m)
	}
}

func TestInstitutionByCity(t *testing.T) {
	for s, want := range map[string]string{
		"1Report Nr. 2004/03, Universität Bergen, Fakultät Informatik": "Universität Bergen",
		"Technische Universität München":                               "Technische Universität München",
		"University of Bergen":                                         "University of Bergen",
	} {
		if got := institutionIn(s); got != want {
			t.Errorf("institutionIn(%q) = %q, want %q", s, got, want)
		}
	}
	if !reportLineRe.MatchString("1Report Nr. 2004/03, Universität Bergen") || reportLineRe.MatchString("This report describes 3 methods") {
		t.Error("reportLineRe: a report's number line")
	}
}

func TestOverlapText(t *testing.T) {
	l := line{text: "EuroT E X 2003"}
	for _, w := range []struct {
		t      string
		x0, x1 float64
	}{{"EuroT", 134.76, 153.22}, {"E", 152.64, 156.59}, {"X", 156.06, 160.37}, {"2003", 162.24, 177.58}} {
		l.words = append(l.words, synthWords(w.t, 7, 0, 0)[0])
		l.words[len(l.words)-1].X0, l.words[len(l.words)-1].X1 = w.x0, w.x1
	}
	if got := overlapText(l); got != "EuroTEX 2003" {
		t.Errorf("overlapText = %q", got)
	}
	l.words[1].X0, l.words[2].X0 = 154, 157.2
	if got := overlapText(l); got != l.text {
		t.Errorf("words apart: overlapText = %q, want the line's text", got)
	}
}

func TestProcFootAndPiece(t *testing.T) {
	for s, want := range map[string]string{"CoastTeX´99 Proceedings": "CoastTeX´99 Proceedings", "ICML 2011 Proceedings": "ICML 2011 Proceedings",
		"Proceedings": "", "see the Proceedings": ""} {
		got := ""
		if m := procFootRe.FindStringSubmatch(s); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("procFootRe(%q) = %q, want %q", s, got, want)
		}
	}
	if !goesOn("EuroTeX'99") || goesOn("2019") || goesOn("vol.") {
		t.Error("goesOn: a capitalized name with its year glued on goes on; a number or a volume does not")
	}
}
