package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// textLine is a line of text at (x, y) in a page of 600 × 800, its words spread at size.
func textLine(text string, x, y, size float64) line {
	var ws []pdf.Word
	x0 := x
	for _, f := range strings.Fields(text) {
		w := float64(len(f)) * size * 0.5
		ws = append(ws, pdf.Word{Text: f, X0: x, X1: x + w, Y0: y, Y1: y + size, FontSize: size})
		x += w + size*0.3
	}
	return line{page: 1, pw: 600, ph: 800, words: ws, text: text, x0: x0, x1: x, y0: y, y1: y + size, size: size}
}

// TestRuleYearRelease: a manual's release date under its title dates it, over the years of its
// copyright notices ("Version 5.2 (July 2004)" over "Copyright 2003-2004 by …").
func TestRuleYearRelease(t *testing.T) {
	page := []line{textLine("TREE-PUZZLE Manual", 100, 100, 10), textLine("Version 5.2 (July 2004)", 100, 112, 10),
		textLine("Copyright 2003-2004 by the authors", 100, 130, 9), textLine("Copyright 1999-2003 by the authors", 100, 150, 9)}
	if y := findYear(page, 0, 0, ""); y == nil || *y != 2004 {
		t.Errorf("findYear = %v, want 2004", y)
	}
	page[1] = textLine("Version 5.2 of the program, written in 2004", 100, 112, 10)
	if y := findYear(page, 0, 0, ""); y == nil || *y != 2003 {
		t.Errorf("findYear without a release date = %v, want 2003 (the copyright's)", y)
	}
}

// TestTitleDateYear: a cover's date line below the page's middle is its title block's when few
// lines stand above it; a rebuild's date beside it dates nothing; a date line under a page of
// text is no title block's; a release's date is told apart.
func TestTitleDateYear(t *testing.T) {
	cover := []line{textLine("The Maxima Book", 200, 290, 17), textLine("Paulo Ney de Souza", 200, 337, 12),
		textLine("Joel Moses", 200, 365, 12), textLine("19th September 2004", 200, 407, 12)}
	if y, _ := titleDateYear(cover); y != 2004 {
		t.Errorf("cover: titleDateYear = %d, want 2004", y)
	}
	rebuilt := []line{textLine("Carrying on Dialog with TeX", 80, 97, 12), textLine("Michael J. Downes", 110, 126, 12),
		textLine("November 1994; reprocessed January 2013", 50, 150, 12)}
	if y, _ := titleDateYear(rebuilt); y != 1994 {
		t.Errorf("rebuilt: titleDateYear = %d, want 1994", y)
	}
	if y, r := titleDateYear([]line{textLine("UMFPACK User Guide", 200, 80, 17), textLine("VERSION 5.7.9, Oct 20, 2019", 200, 120, 12)}); y != 2019 || r != 2019 {
		t.Errorf("release: titleDateYear = %d, %d, want 2019, 2019", y, r)
	}
	var text []line
	for i := range 12 {
		text = append(text, textLine("a line of the paper's running text goes here", 80, 60+30*float64(i), 10))
	}
	text = append(text, textLine("19th September 2004", 200, 440, 10))
	if y, _ := titleDateYear(text); y != 0 {
		t.Errorf("under running text: titleDateYear = %d, want 0", y)
	}
}

// TestBoldTitleBlockColumn: a bold title block keeps to its column; a numbered section head
// beside it in the other column neither joins nor starts it; an affiliation set bold is none.
func TestBoldTitleBlockColumn(t *testing.T) {
	bold := func(l line) line { l.bold, l.allBold = true, true; return l }
	page := []line{bold(textLine("Lists in TeX's Mouth", 72, 80, 10)), textLine("Alan Jeffrey", 92, 96, 10),
		bold(textLine("2 TeX's mouth and TeX's stomach", 314, 77, 10)), textLine("TeX's programming facilities come in two forms", 314, 93, 10)}
	if got, _ := boldTitleBlock(page, 10); got != "Lists in TeX's Mouth" {
		t.Errorf("boldTitleBlock = %q", got)
	}
	affil := []line{bold(textLine("Department of Computer Science and", 100, 160, 10)), bold(textLine("Institute for Advanced Computer Studies", 100, 172, 10))}
	if got, _ := boldTitleBlock(affil, 10); got != "" {
		t.Errorf("boldTitleBlock of an affiliation = %q", got)
	}
}

// TestCutRuleNamesOther: when another block of the rule's first lines stops where its names
// begin, the rule takes it.
func TestCutRuleNamesOther(t *testing.T) {
	title, names := textLine("The Multibibliography Package", 72, 80, 10), textLine("Michael Cohen and Boris Veytsman", 92, 96, 10)
	cands := []Candidate{nullCandidate(),
		{Text: "The Multibibliography Package Michael Cohen and Boris Veytsman", lines: []line{title, names}, Features: map[string]float64{"layout": 1}},
		{Text: "The Multibibliography Package", lines: []line{title}, Features: map[string]float64{"bold_block": 1, "names_cut": 1}}}
	if got := cutRule(cands, cands[1].Text); got != "The Multibibliography Package" {
		t.Errorf("cutRule = %q", got)
	}
	cands[2].Features["names_cut"] = 0
	if got := cutRule(cands, cands[1].Text); got != cands[1].Text {
		t.Errorf("cutRule without the cue = %q", got)
	}
}

// TestSubtitledGenreAndAuthor: a manual's genre title takes the line under it as its subtitle
// at the body's size; a line over an affiliation is its author, not a subtitle.
func TestSubtitledGenreAndAuthor(t *testing.T) {
	title := textLine("HMMER User's Guide", 72, 213, 25)
	sub := textLine("Biological sequence analysis using profile hidden Markov models", 100, 248, 12)
	h := &header{body: 10, pages: [][]line{{title, sub}}}
	c := Candidate{Text: title.text, Features: map[string]float64{"layout": 1}, lines: []line{title}}
	if got := h.subtitled(c); got != "HMMER User's Guide: Biological sequence analysis using profile hidden Markov models" {
		t.Errorf("genre title: subtitled = %q", got)
	}
	title = textLine("StarTeX a TeX for beginners", 72, 74, 14.4)
	h = &header{body: 10, pages: [][]line{{title, textLine("Dag Langmyhr", 72, 110, 12), textLine("Department of Informatics", 72, 122, 9)}}}
	c = Candidate{Text: title.text, Features: map[string]float64{"layout": 1}, lines: []line{title}}
	if got := h.subtitled(c); got != "" {
		t.Errorf("an author over the department read as a subtitle: %q", got)
	}
}

// TestDepartmentNear: a report's cover that names a department and no university gives the
// department's name, joined over its lines.
func TestDepartmentNear(t *testing.T) {
	h := &header{page1: []line{textLine("Departamento de", 350, 206, 10), textLine("Sistemas Informáticos", 332, 216, 10),
		textLine("y Computación", 360, 226, 10), textLine("Technical Report DSIC-II/24/02", 234, 301, 10)}}
	if got := h.departmentNear(3); got != "Departamento de Sistemas Informáticos y Computación" {
		t.Errorf("departmentNear = %q", got)
	}
	h.page1[0].text = "Proyecto de"
	if got := h.departmentNear(3); got != "" {
		t.Errorf("departmentNear without a department = %q", got)
	}
}

// TestAcronymAlone: a meeting the table does not know, named by acronym and year on page 1's
// last line, is a venue of its own; a known one gives the table's name.
func TestAcronymAlone(t *testing.T) {
	got := map[string]string{}
	add := func(text string, year int, feats ...string) { got[text] = strings.Join(feats, ",") }
	h := &header{page1: []line{textLine("The font management with the OFS", 100, 80, 14), textLine("EuroTEX 2003", 135, 672, 7)}}
	h.confAcronymVenues(add)
	if got["EuroTEX 2003"] != "acronym_alone" || len(got) != 1 {
		t.Errorf("venues = %v, want EuroTEX 2003 (acronym_alone)", got)
	}
	got = map[string]string{}
	h.page1[1] = textLine("ICML 2019", 135, 760, 7)
	h.confAcronymVenues(add)
	if got["International Conference on Machine Learning"] != "conf_acronym" || len(got) != 1 {
		t.Errorf("venues = %v, want ICML's name (conf_acronym)", got)
	}
}
