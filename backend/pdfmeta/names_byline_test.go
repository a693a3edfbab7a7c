package pdfmeta

import (
	"strconv"
	"testing"

	"carrel/backend/pdf"
)

// TestNamesBeforeTheirAffiliation: a byline that prints each person's affiliation right after
// the name, after a spaced dash or a comma, with semicolons between people (s12-byline). Made-up
// pages in the manner of old USENIX papers, SciPy proceedings and USENIX's cover pages.
func TestNamesBeforeTheirAffiliation(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"Anna Kowalczyk − University of Toronto", "Pieter Brandt − Carleton University"}, "Kowalczyk, Brandt"},
		{[]string{"Anna Kowalczyk (anna@cs.toronto.edu) – University of Toronto, Toronto, ON", "Pieter Brandt (brandt@carleton.ca) – Carleton University, Ottawa, ON"}, "Kowalczyk, Brandt"},
		{[]string{"Anna Kowalczyk, University of Toronto; Pieter Brandt,", "Carleton University; Maria Lindqvist, Lund University"}, "Kowalczyk, Brandt, Lindqvist"},
	} {
		src := "\nc 90 17 Measuring the Drift of Coastal Sediment\n"
		for i, l := range c.lines {
			src += "c " + strconv.Itoa(140+14*i) + " 11 " + l + "\n"
		}
		p := freePage(1, src+"90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using\n"+body(260, 30))
		m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%q: got %q, want %q", c.lines, got, c.want)
		}
	}
}

// TestBylinePeople: semicolons part people, a spaced dash becomes a break, a hyphen inside a
// name stays.
func TestBylinePeople(t *testing.T) {
	got := bylinePeople("Jean-Paul Roux – CNRS; Ana Silva, IST")
	if len(got) != 2 || got[0] != "Jean-Paul Roux , CNRS" || got[1] != " Ana Silva, IST" {
		t.Errorf("got %q", got)
	}
	if bareEmail("Ana Silva (ana@ist.pt)") || !bareEmail("{ana,bo}@ist.pt") {
		t.Error("bareEmail: an address in brackets is a name's note, a bare one a line of addresses")
	}
}

// TestSplitNamesBeforeAffiliation: the strict reader keeps the names of a line that sets each
// person's affiliation after a spaced dash or between semicolons, and still refuses a line
// that starts with an institution or holds only affiliations.
func TestSplitNamesBeforeAffiliation(t *testing.T) {
	for _, c := range []struct {
		line string
		want int // names read; 0: the line is refused
	}{
		{"Anna Kowalczyk − University of Toronto", 1},
		{"Anna Kowalczyk, University of Toronto; Pieter Brandt,", 2},
		{"Carleton University; Maria Lindqvist, Lund University", 1},
		{"Department of Physics – University of Toronto", 0},
		{"University of Toronto; Carleton University", 0},
		{"Anna Kowalczyk, University of Toronto", 0}, // no dash, no semicolon: the lenient reader's
	} {
		names, ok := splitNamesUncached(c.line)
		if c.want == 0 && ok || c.want > 0 && len(names) != c.want {
			t.Errorf("%q: got %v %v, want %d names", c.line, names, ok, c.want)
		}
	}
}
