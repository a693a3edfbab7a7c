package pdfmeta

import "testing"

// TestDatedTitleBlock reads made-up first pages for a manuscript's own date: a date under the
// names or with a version or draft label counts; a publisher's, a meeting's or a journal
// issue's date does not, nor a stamp's date wrapped onto a line of its own.
func TestDatedTitleBlock(t *testing.T) {
	for _, tc := range []struct {
		name       string
		head, foot string
		body       []string
		want       bool
	}{
		{"date under the names", "", "", append([]string{"January 5, 2015"}, typeAbstract...), true},
		{"day first, French", "", "", append([]string{"22 mars 2001"}, typeAbstract...), true},
		{"versioned date", "", "", append([]string{"VERSION 2.4.6, May 4, 2016"}, typeAbstract...), true},
		{"draft's dated head", "Draft for comments — 3 March 2019", "", typeAbstract, true},
		{"no date", "", "", typeAbstract, false},
		{"month and year only", "", "", append([]string{"March 2019"}, typeAbstract...), false},
		{"meeting's dates", "", "", append(typeAbstract, "KDD ’19, August 4–8, 2019, Anchorage, AK, USA"), false},
		{"journal issue's date in the head", "The Journal of Coastal Research, December 1, 1998, 18(23):101–118", "", typeAbstract, false},
		{"received date", "", "", append(typeAbstract, "Received 3 March 2018"), false},
		{"stamp's date wrapped", "", "", append([]string{"Received: 23 June 2015 / Accepted: 13 September 2016 / Published online:",
			"3 September 2016"}, typeAbstract...), false},
		{"date at the page's foot", "", "January 5, 2015", typeAbstract, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage(tc.head, "Sediment Drift under Seasonal Storms", tc.body, tc.foot)))
			if got := h.titleBlockDate() == dated; got != tc.want {
				t.Errorf("titleBlockDate() == dated: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestTitleBlockDate reads made-up title blocks for how they date the paper (s13-type): a
// working paper's version dates (a month and year enough under the label, two side by side),
// REVTeX's "(Dated: …)" line, a program's version with its date, a year alone under the names;
// not a month and year without a label, a "Revised" stamp, a year in a sentence or at the top.
func TestTitleBlockDate(t *testing.T) {
	note := []string{"Given the following matrix equation, we solve it in two steps."}
	for _, tc := range []struct {
		name string
		head string
		body []string
		want titleDate
	}{
		{"two version dates side by side", "", append([]string{"First version: December 2009      This version: April 2011"}, typeAbstract...), dated},
		{"one version date", "", append([]string{"This version: 3 May 2017"}, typeAbstract...), dated},
		{"REVTeX's dated line", "", []string{"(Dated: September 6, 2021)", "During the last decade coarse-grained models have emerged."}, datedTeX},
		{"program's version and ISO date", "", append([]string{"SPROUT v2.8, 2014-11-18"}, note...), dated},
		{"year alone under the names", "", append([]string{"2004"}, note...), datedYear},
		{"month and year without a label", "", append([]string{"December 2009"}, typeAbstract...), datedYear}, // a note's date only (s15-s13open)
		{"revised stamp", "", append([]string{"Revised: April 2011"}, typeAbstract...), undated},
		{"version label without a date", "", append([]string{"This version: preliminary"}, typeAbstract...), undated},
		{"year in a sentence", "", append([]string{"Written in 2004 for the drift group."}, note...), undated},
		{"year alone as the page's head", "2004", note, undated},
		{"a word before the version label", "", append([]string{"See first version: December 2009"}, typeAbstract...), undated},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage(tc.head, "Sediment Drift under Seasonal Storms", tc.body, "")))
			if got := h.titleBlockDate(); got != tc.want {
				t.Errorf("titleBlockDate = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestReportTitleBlock: a title block that calls the document a report ("Pentest-Report",
// "… Report" as a subtitle) counts; a journal's article types ending in "Report" and the word
// in running text below the title block do not (s13-type).
func TestReportTitleBlock(t *testing.T) {
	note := []string{"Given the following matrix equation, we solve it in two steps."}
	for _, tc := range []struct {
		name, title string
		body        []string
		want        bool
	}{
		{"hyphened report", "Pentest-Report Drift Solver 05.2018", note, true},
		{"subtitle names a report", "The Drift Interface 1.0", append([]string{"An Addendum to the Drift Modelling Report"}, note...), true},
		{"case report", "A Case Report of Sediment Drift", note, false},
		{"brief report", "Brief Report: Sediment Drift", note, false},
		{"no report", "Solution of a Drift Equation", note, false},
		{"report far below", "Solution of a Drift Equation", append(note, "b", "c", "d", "e", "f", "g", "The Drift Modelling Report says so."), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", tc.title, tc.body, "")))
			if got := h.reportTitleBlock(); got != tc.want {
				t.Errorf("reportTitleBlock = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestTitleOnlyCover: a page 1 that holds only a title and its author, the text going on over
// page 2, is a cover; a page with text under its title is not, nor a one-page note (s13-type).
func TestTitleOnlyCover(t *testing.T) {
	cover := []synthRow{{y: 90, size: 16, cells: []string{"Analysis of the Drift Protocol for Security Concerns"}},
		{y: 125, size: 11, cells: []string{"Anna Smith, Drift Consortium"}}}
	page2 := []synthRow{{y: 60, size: 10, cells: []string{"Abstract"}}, {y: 75, size: 10, cells: []string{"This paper lists the protocol's weak points."}}}
	withText := append(append([]synthRow{}, cover...), synthRow{y: 200, size: 10, cells: []string{
		"This paper lists every instance of certain types of security problems in the drift protocol, and we assume"}},
		synthRow{y: 213, size: 10, cells: []string{"that a malicious client has already succeeded in connecting, and try to assess what harm it can then do."}})
	for _, tc := range []struct {
		name  string
		pages [][]synthRow
		want  bool
	}{
		{"title and author only", [][]synthRow{cover, page2}, true},
		{"text under the title", [][]synthRow{withText, page2}, false},
		{"one page", [][]synthRow{cover}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := newHeader(synthDoc(tc.pages...)).titleOnlyCover(); got != tc.want {
				t.Errorf("titleOnlyCover = %v, want %v", got, tc.want)
			}
		})
	}
	if m := ExtractPaper(synthDoc(cover, page2)); m.Type != "report" {
		t.Errorf("type %q of a title-only cover, want report", m.Type)
	}
}
