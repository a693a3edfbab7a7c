package pdfmeta

import "testing"

// TestReleaseLine: a short title-block line naming a software release with a dotted number is a
// manual's (s16-s15open); a sentence about a release, a title's "Version" without a number, and
// a release number below the page's upper half are not.
func TestReleaseLine(t *testing.T) {
	body := []string{"1 Introduction", "The solver reads a drift field and writes its counts."}
	for _, tc := range []struct {
		name string
		line string
		want bool
	}{
		{"version alone", "Version 1.1.4", true},
		{"program and version", "ANN, Version 1.1.1", true},
		{"edition for a version", "First Edition, for DDD Version 3.3.12", true},
		{"short v", "DDS v2.8, 2014-11-18", true},
		{"sentence about a release", "From version 1.02 on, R package gstat provides computation of the pairwise", false},
		{"version without a number", "A Parallel Version of the Drift Solver", false},
		{"draft's version", "Version 2", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Sprout: A Fast Drift Counter", append([]string{tc.line}, body...), "")))
			if got := h.releaseLine(); got != tc.want {
				t.Errorf("releaseLine with %q = %v, want %v", tc.line, got, tc.want)
			}
		})
	}
	low := append(typePage("", "Sprout: A Fast Drift Counter", body, ""), synthRow{y: 600, size: 10, cells: []string{"Version 1.1.4"}})
	if newHeader(synthDoc(low)).releaseLine() {
		t.Errorf("a release number in the page's lower half counted as the title block's")
	}
}

// TestTitleBlockContact: an address under the names, above the abstract's heading, is a
// contact (an e-mail, a braced list of users, one spelled out); one in the text under the
// abstract is not (s16-s15open: a vignette cites a mailing list's address in its introduction).
func TestTitleBlockContact(t *testing.T) {
	for _, tc := range []struct {
		name string
		body []string
		want bool
	}{
		{"e-mail over the abstract", append([]string{"anna.smith@somewhere.edu"}, typeAbstract...), true},
		{"braced users", append([]string{"{anna.smith, bo.li}@somewhere.edu"}, typeAbstract...), true},
		{"spelled out", append([]string{"Contact: annasmith at gmail.com"}, typeAbstract...), true},
		{"no address", typeAbstract, false},
		{"address under the abstract", append(append([]string{}, typeAbstract...), "drift-devel@lists.somewhere.org keeps the solver."), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage("", "Implicit Layers for Sequence Models", tc.body, "")))
			if got := h.titleBlockContact(); got != tc.want {
				t.Errorf("titleBlockContact = %v, want %v", got, tc.want)
			}
		})
	}
}
