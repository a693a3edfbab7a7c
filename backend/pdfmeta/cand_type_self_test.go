package pdfmeta

import "testing"

// TestBuiltDate: a title block's line that dates the file's build (typeset, compiled, LaTeX'ed)
// is a build date (s17-type); a manuscript's plain date, a received date, and a build date in a
// long line of running text are not.
func TestBuiltDate(t *testing.T) {
	for _, tc := range []struct {
		name string
		line string
		want bool
	}{
		{"typeset in parentheses", "September 2006 (typeset on November 10, 2022)", true},
		{"compiled on", "This version was compiled on January 11, 2022", true},
		{"LaTeX'ed", "April, Oct. 2012 (LATEX’ed January 30, 2023)", true},
		{"TeXed", "Draft, TeXed on 2021-03-05", true},
		{"repository's generated stamp", "PDF generated on 2021-03-05", false},
		{"plain date", "March 3, 2019", false},
		{"received", "Received March 3, 2019", false},
		{"running text", "All of the tables in this study were generated on March 3, 2019 from the buoy records we keep at the station.", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Sprout: A Fast Drift Counter", append([]string{tc.line}, typeAbstract...), "")))
			if got := h.builtDate(); got != tc.want {
				t.Errorf("builtDate with %q = %v, want %v", tc.line, got, tc.want)
			}
		})
	}
}

// TestSelfDocument: an abstract that calls its document a manual or a guide is a program's
// documentation (s17-type); one that calls it a paper, an article or a document is not (R
// vignettes, which are preprints, say "This document shows the use of …").
func TestSelfDocument(t *testing.T) {
	for _, tc := range []struct {
		name string
		body []string
		want bool
	}{
		{"short manual", []string{"Abstract", "This short manual describes how to use the drift module of the solver."}, true},
		{"document", []string{"Abstract: This document provides a derivation of the drift model and its use."}, false},
		{"user's guide", []string{"Abstract", "This user's guide explains the options of the solver."}, true},
		{"paper", []string{"Abstract", "This paper describes how sediment drifts along a coast."}, false},
		{"article", []string{"Abstract", "This article describes a format for students writing their first report."}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Using the Drift Module", tc.body, "")))
			if got := h.selfDocument(); got != tc.want {
				t.Errorf("selfDocument = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestManualTitle: a short title that ends on "Manual" or a program's "Guide" names a manual
// (s17-type); "A Guide to …", a handbook and a long title about a manual do not.
func TestManualTitle(t *testing.T) {
	for _, tc := range []struct {
		title string
		want  bool
	}{
		{"The Sprout v8.2.X Manual", true},
		{"Sprout User's Guide", true},
		{"Sprout Reference Guide", true},
		{"A Guide to Sediment Drift", false},
		{"Handbook of Coastal Models", false},
		{"Why Students of Coastal Sediment Drift Never Read the Solver's Manual", false},
	} {
		t.Run(tc.title, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", tc.title, typeAbstract, "")))
			if got := h.manualTitle(); got != tc.want {
				t.Errorf("manualTitle(%q) = %v, want %v", tc.title, got, tc.want)
			}
		})
	}
}
