package pdfmeta

import "testing"

// TestNoteDates reads made-up title blocks of notes for their author's date (s15-s13open): a
// month and year alone under the names and an author's line closing on its date are a note's
// date (datedYear); a sentence or a citation that ends on a date is not.
func TestNoteDates(t *testing.T) {
	note := []string{"Given the following matrix equation, we solve it in two steps."}
	for _, tc := range []struct {
		name string
		body []string
		want titleDate
	}{
		{"month and year alone", append([]string{"August 2011"}, note...), datedYear},
		{"name, lab, month and year", append([]string{"Anna Smith, Drift Laboratory of Somewhere, April 2007"}, note...), datedYear},
		{"name and full date", append([]string{"Anna Smith, Drift Institute, July 17, 2011"}, note...), datedYear},
		{"sentence ending on a date", append([]string{"We wrote this note in the drift group, April 2007"}, note...), undated},
		{"citation ending on a date", append([]string{"Smith et al. 12, 34, April 2007"}, note...), undated},
		{"name and year alone", append([]string{"Anna Smith, 2007"}, note...), undated},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Solution of a Drift Equation", tc.body, "")))
			if got := h.titleBlockDate(); got != tc.want {
				t.Errorf("titleBlockDate = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestTitlePageDate: a title page (LaTeX's titlepage, the block set down the page's middle)
// dates the paper with the date under its names even below the page's middle; the same date
// below a page of text does not (s15-s13open).
func TestTitlePageDate(t *testing.T) {
	block := []synthRow{{y: 110, size: 17, cells: []string{"The Implementation of a Drift Solver"}},
		{y: 240, size: 17, cells: []string{"A Guide to the Drift Package"}},
		{y: 300, size: 12, cells: []string{"Anna Smith and Bo Li"}},
		{y: 316, size: 12, cells: []string{"Institute of Coastal Studies"}},
		{y: 400, size: 12, cells: []string{"Carl Berg"}},
		{y: 416, size: 12, cells: []string{"Faculty of Engineering, University of Somewhere"}},
		{y: 450, size: 12, cells: []string{"March 3, 2012"}}}
	page2 := []synthRow{{y: 60, size: 10, cells: []string{"1 Introduction"}}, {y: 75, size: 10, cells: []string{"The solver reads a drift field."}}}
	text := append(append([]synthRow{}, block[:6]...),
		synthRow{y: 340, size: 10, cells: []string{"We measure how sediment drifts along a coast under seasonal storms, using three years"}},
		block[6])
	for _, tc := range []struct {
		name  string
		pages [][]synthRow
		want  titleDate
	}{
		{"title page", [][]synthRow{block, page2}, dated},
		{"page of text", [][]synthRow{text, page2}, undated},
		{"one page", [][]synthRow{block}, undated},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := newHeader(synthDoc(tc.pages...)).titleBlockDate(); got != tc.want {
				t.Errorf("titleBlockDate = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestVolumeCueIssue: an issue with its number is a journal's stamp; "this issue" in a note's
// prose is not (s15-s13open), and a dated note that says it is read as a note.
func TestVolumeCueIssue(t *testing.T) {
	for text, want := range map[string]bool{
		"Volume 12, Issue 3, pp. 101-118":                  true,
		"Issue: 4":                                         true,
		"Special Issue on Coastal Drift":                   true,
		"the integral form mitigates this issue at cracks": false,
		"an issue the solver raises":                       false,
	} {
		if got := volumeStampRe.MatchString(text); got != want {
			t.Errorf("volume stamp in %q: %v, want %v", text, got, want)
		}
	}
	body := []string{"August 2011", "1 Introduction", "The integral form of the equation mitigates this issue at cracks."}
	h := newHeader(synthDoc(typePage("", "Solution of a Drift Equation", body, "")))
	for _, c := range h.typeCandidates("", "") {
		if c.Text == "report" && c.Features["dated_note|report"] != 1 {
			t.Errorf("a dated note with \"this issue\" in its prose: features %v, want dated_note", c.Features)
		}
	}
}

// TestSubmittedForPublication: a page that says it was submitted for publication in a journal
// is a preprint, whatever journal it names (s15-s13open).
func TestSubmittedForPublication(t *testing.T) {
	for page, want := range map[string]string{
		"This is a copy of an article submitted for publication in the Journal of Coastal Drift.": "preprint",
		"Submitted for publication. Journal of Coastal Drift, 2021":                               "preprint",
		"Journal of Coastal Drift 12 (2021) 101-118":                                              "journal_article",
	} {
		if got := ruleType("", "", page); got != want {
			t.Errorf("ruleType(%q) = %q, want %q", page, got, want)
		}
	}
}
