package pdfmeta

import (
	"slices"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// tyLine is a made-up line of words at x 100, y, in a font of the given size.
func tyLine(text string, y, size float64) line {
	var ws []pdf.Word
	x := 100.0
	for _, f := range strings.Fields(text) {
		w := float64(len(f)) * size * 0.5
		ws = append(ws, pdf.Word{Text: f, X0: x, X1: x + w, Y0: y, Y1: y + size, FontSize: size})
		x += w + size*0.3
	}
	return line{page: 1, pw: 600, ph: 800, words: ws, text: text, x0: 100, x1: x, y0: y, y1: y + size, size: size}
}

// TestBannerLabelLine: a publisher's banner in capitals over the title ("BIOINFORMATICS
// APPLICATIONS NOTE") gives a stripped candidate; a mixed-case title line ending in "Note" does not.
func TestBannerLabelLine(t *testing.T) {
	for text, want := range map[string]bool{
		"BIOINFORMATICS APPLICATIONS NOTE":                true,
		"BIOINFORMATICS ORIGINAL PAPER":                   true,
		"ORIGINAL RESEARCH ARTICLE":                       true,
		"RESEARCH ARTICLE":                                true,
		"A Short Note":                                    false,
		"THE DEATH OF THE AUTHOR AND THE PAPER OF RECORD": false,
	} {
		if got := bannerLabelRe.MatchString(text); got != want {
			t.Errorf("%q: banner %v, want %v", text, got, want)
		}
	}
	ls := []line{tyLine("BIOINFORMATICS APPLICATIONS NOTE", 60, 16), tyLine("pfquick: a fast search of sequence", 90, 16), tyLine("profiles", 110, 16)}
	c := Candidate{Text: "BIOINFORMATICS APPLICATIONS NOTE pfquick: a fast search of sequence profiles", lines: ls, Features: map[string]float64{"layout": 1}}
	got := (&header{}).moreTitleCandidates([]Candidate{c})
	if !slices.ContainsFunc(got, func(o Candidate) bool {
		return o.Text == "pfquick: a fast search of sequence profiles" && o.Features["stripped"] == 1
	}) {
		t.Errorf("no stripped candidate under the banner: %v", got)
	}
}

// TestNamesCutMarksTheShorterReading: when another reading (a bold block) already stops where a
// title block's trailing line of names begins, that reading carries the names_cut cue.
func TestNamesCutMarksTheShorterReading(t *testing.T) {
	ls := []line{tyLine("DVI specials for PDF generation", 80, 12), tyLine("Jin-Hwan Cho", 100, 12)}
	layout := Candidate{Text: "DVI specials for PDF generation Jin-Hwan Cho", lines: ls, Features: map[string]float64{"layout": 1}}
	bold := Candidate{Text: "DVI specials for PDF generation", lines: ls[:1], Features: map[string]float64{"bold_block": 1}}
	got := (&header{}).moreTitleCandidates([]Candidate{layout, bold})
	if len(got) != 2 || got[1].Features["names_cut"] != 1 || got[0].Features["names_cut"] == 1 {
		t.Errorf("want the bold block marked names_cut: %v", got)
	}
}

// TestBlurbDocumentSentence: a banner's sentence about the document is no title.
func TestBlurbDocumentSentence(t *testing.T) {
	for text, want := range map[string]bool{
		"This document is a part of the lua-widow-control documentation. For the authoritative version": true,
		"This article has been accepted for publication in a future issue":                              true,
		"This Land Is Your Land: Property and Commons":                                                  false,
	} {
		if got := blurbRe.MatchString(text); got != want {
			t.Errorf("%q: blurb %v, want %v", text, got, want)
		}
	}
}

// TestVersionDates: "This version:" marks the paper's year, "First version:" an earlier one,
// on the same line or on the line over the date.
func TestVersionDates(t *testing.T) {
	ys := yearsOf("", "First version: December 2009", "This version: April 2011")
	if ys[2011]["any_version_now"] != 1 || ys[2011]["any_version_first"] == 1 || ys[2009]["any_version_first"] != 1 || ys[2009]["any_version_now"] == 1 {
		t.Errorf("2011 %v, 2009 %v", ys[2011], ys[2009])
	}
	ys = yearsOf("", "Current version", "May 2017", "Received 3 March 2016")
	if ys[2017]["near_version_now"] != 1 || ys[2016]["any_version_now"] == 1 {
		t.Errorf("2017 %v, 2016 %v", ys[2017], ys[2016])
	}
}

// TestMeetingYears: a meeting's apostrophe year in a running foot is read whatever the file's
// date; a season alone, a body line and a month's abbreviation are not.
func TestMeetingYears(t *testing.T) {
	mk := func(text string, y float64) line {
		return line{page: 1, pw: 600, ph: 800, x0: 50, x1: 500, y0: y, y1: y + 8, size: 8, text: text}
	}
	for text, want := range map[string][]int{
		"USENIX − Winter ’91 − Dallas, TX": {1991},
		"EuroTEX´99 Heidelberg":            {1999},
		"SPAA’04, June 27–30, 2004":        {2004},
		"Winter ’91 − Dallas, TX":          nil,
		"Dec ’19":                          nil,
	} {
		h := &header{doc: &pdf.Doc{Meta: pdf.Metadata{Created: "2009-06-03"}}, body: 10, page1: []line{mk(text, 760)}}
		if got := h.meetingYears(); !slices.Equal(got, want) {
			t.Errorf("%q in the foot: %v, want %v", text, got, want)
		}
		h.page1 = []line{mk(text, 400)}
		if got := h.meetingYears(); got != nil {
			t.Errorf("%q in the body: %v", text, got)
		}
	}
	h := &header{doc: &pdf.Doc{Meta: pdf.Metadata{Created: "2009-06-03"}}, body: 10, pages: [][]line{{mk("USENIX − Winter ’91 − Dallas, TX", 760)}}}
	h.page1 = h.pages[0]
	if ys := h.yearCandidates(nil, ""); !slices.ContainsFunc(ys, func(c Candidate) bool { return c.Year == 1991 && c.Features["meeting_year"] == 1 }) {
		t.Errorf("no 1991 meeting-year candidate: %v", ys)
	}
}

// TestVersionCut: a title block whose last line is a version line gives the block without it,
// and without the footnote mark its last word carries; a block ending in a title word does not.
func TestVersionCut(t *testing.T) {
	ls := []line{tyLine("ArabTeX", 300, 20), tyLine("Typesetting Arabic and Hebrew 1", 325, 20), tyLine("User Manual Version 4.00 2", 350, 20)}
	c := Candidate{Text: "ArabTeX Typesetting Arabic and Hebrew 1 User Manual Version 4.00 2", lines: ls, Features: map[string]float64{"layout": 1}}
	got := (&header{}).moreTitleCandidates([]Candidate{c})
	if !slices.ContainsFunc(got, func(o Candidate) bool {
		return o.Text == "ArabTeX Typesetting Arabic and Hebrew" && o.Features["version_cut"] == 1
	}) {
		t.Errorf("no version_cut candidate: %v", got)
	}
	// a pre-release's label after the number (s16-s15open: "Version 1.2 Beta 3")
	beta := []line{tyLine("The Speex Codec Manual", 300, 20), tyLine("Version 1.2 Beta 3", 325, 20)}
	c = Candidate{Text: "The Speex Codec Manual Version 1.2 Beta 3", lines: beta, Features: map[string]float64{"layout": 1}}
	if got := (&header{}).moreTitleCandidates([]Candidate{c}); !slices.ContainsFunc(got, func(o Candidate) bool {
		return o.Text == "The Speex Codec Manual" && o.Features["version_cut"] == 1
	}) {
		t.Errorf("no version_cut candidate for a beta's version line: %v", got)
	}
	ls[2] = tyLine("for Version Control", 350, 20)
	c = Candidate{Text: "ArabTeX Typesetting Arabic and Hebrew for Version Control", lines: ls, Features: map[string]float64{"layout": 1}}
	if got := (&header{}).moreTitleCandidates([]Candidate{c}); len(got) != 1 {
		t.Errorf("a title's own last line cut: %v", got)
	}
}

// TestVersionLabels: the labels read as a version's date, and a vignette's build note that is not.
func TestVersionLabels(t *testing.T) {
	for text, want := range map[string]bool{
		"This version: April 2011":  true,
		"Current draft 12 May 2017": true,
		"Last revised: 2019-02-01":  true,
		"This version":              true,
		"Revised: 12 May 2023":      false,
		"Updated: 3 June 2023":      false,
		"This version corresponds to Rcpp version 1.0.8 and was typeset on January 11, 2022.": false,
		"This version of the algorithm runs in 2019 steps":                                    false,
	} {
		if got := versionNowRe.MatchString(text); got != want {
			t.Errorf("%q: now %v, want %v", text, got, want)
		}
	}
	if !versionFirstRe.MatchString("First version: December 2009") || versionFirstRe.MatchString("First versions of the code appeared in 2009") {
		t.Error("first version's label")
	}
}

// TestRuleFollowsCut: the rule prints its block without a banner label or a version line that
// moreTitleCandidates cut off it; a block with no such reading, or a cut of another block,
// leaves the rule as it was.
func TestRuleFollowsCut(t *testing.T) {
	banner := []line{tyLine("BIOINFORMATICS APPLICATIONS NOTE", 60, 16), tyLine("pfquick: a fast search of sequence", 90, 16), tyLine("profiles", 110, 16)}
	manual := []line{tyLine("ArabTeX Typesetting Arabic and Hebrew", 80, 16), tyLine("User Manual Version 4.00", 100, 16)}
	plain := []line{tyLine("A plain title of a paper", 80, 16)}
	for _, tc := range []struct {
		name, rule, want string
		blocks           [][]line
	}{
		{"banner label", "BIOINFORMATICS APPLICATIONS NOTE pfquick: a fast search of sequence profiles", "pfquick: a fast search of sequence profiles", [][]line{banner}},
		{"version line", "ArabTeX Typesetting Arabic and Hebrew User Manual Version 4.00", "ArabTeX Typesetting Arabic and Hebrew", [][]line{manual}},
		{"no cut", "A plain title of a paper", "A plain title of a paper", [][]line{plain, banner}},
		{"rule not a block", "Something else", "Something else", [][]line{banner}},
	} {
		var cands []Candidate
		for _, b := range tc.blocks {
			text := ""
			for _, l := range b {
				text = strings.TrimSpace(text + " " + l.text)
			}
			cands = append(cands, Candidate{Text: text, lines: b, Features: map[string]float64{"layout": 1}})
		}
		cands = (&header{}).moreTitleCandidates(cands)
		if got := cutRule(cands, tc.rule); got != tc.want {
			t.Errorf("%s: rule %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestGenreLabelNoTitle: a line that only names the document's kind is no title; a manual's
// cover that sets one over its title, at the title's size, is read for the title under it
// (s16-s15open).
func TestGenreLabelNoTitle(t *testing.T) {
	for text, want := range map[string]bool{
		"Software Manual":                 true,
		"User's Guide":                    true,
		"Technical Report":                true,
		"Sprout User's Guide":             false,
		"A Guide to Coastal Drift Models": false,
		"Notes on the Drift of Sediments": false,
	} {
		if got := blurbTitle(text); got != want {
			t.Errorf("%q: blurbTitle %v, want %v", text, got, want)
		}
	}
	cover := []synthRow{{y: 40, size: 25, cells: []string{"Software Manual"}},
		{y: 70, size: 12, cells: []string{"Institute of Coastal Studies, University of Somewhere"}},
		{y: 260, size: 25, cells: []string{"Sprout"}},
		{y: 300, size: 17, cells: []string{"A Package for Sediment Drift Counting"}},
		{y: 335, size: 12, cells: []string{"Anna Smith and Bo Li"}},
		{y: 365, size: 11, cells: []string{"Institute of Coastal Studies, University of Somewhere"}},
		{y: 460, size: 14, cells: []string{"Version 1.4.10, May 31, 2022"}}}
	page2 := []synthRow{{y: 60, size: 11, cells: []string{"1 Introduction"}}, {y: 80, size: 11, cells: []string{"Sprout counts how sediment drifts along a coast."}}}
	if got := ExtractPaper(synthDoc(cover, page2)).Title; !strings.Contains(got, "Sediment Drift Counting") {
		t.Errorf("cover's title = %q, want the title under the genre label", got)
	}
}
