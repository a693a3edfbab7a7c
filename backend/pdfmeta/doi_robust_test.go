package pdfmeta

import "testing"

// TestFindDOIRobust covers what real first pages do to a DOI beyond doi_test.go's cases: a
// space the extractor put inside it, a break at a line end before digits alone, a funder's or
// another work's DOI beside the paper's own. The strings are made up.
func TestFindDOIRobust(t *testing.T) {
	for _, c := range []struct {
		name  string
		pages []string
		want  string
	}{
		{"space after slash", []string{"Title\ndoi: 10.1109/ TPAMI.2019.2912345\nAbstract"}, "10.1109/TPAMI.2019.2912345"},
		{"space after prefix dot", []string{"Title\nDOI: 10. 1016/j.jcp.2019.01.001\nAbstract"}, "10.1016/j.jcp.2019.01.001"},
		{"space inside after a dot", []string{"https://doi.org/10.1016/j.enbuild. 2010.10.015\nReceived 3 May 2010"}, "10.1016/j.enbuild.2010.10.015"},
		{"broken after a dot before digits", []string{"Digital Object Identifier 10.1109/TPAMI.2019.\n2912345\nAbstract"}, "10.1109/TPAMI.2019.2912345"},
		{"broken after a hyphen before digits", []string{"DOI 10.1007/s00285-019-\n01234\nReceived: 1 May"}, "10.1007/s00285-019-01234"},
		{"sentence end then year", []string{"See doi:10.1000/abc123.\n2019 Elsevier Ltd. All rights reserved."}, "10.1000/abc123"},
		{"sentence end then page", []string{"doi:10.1000/abc123.\n12\nIntroduction"}, "10.1000/abc123"},
		{"space then a date", []string{"doi:10.1000/abc123. 2019-05-01 received"}, "10.1000/abc123"},
		{"space then a word", []string{"DOI: 10.1000/abc123. We study the drift"}, "10.1000/abc123"},
		{"funder DOI first", []string{"Funding: Research Council (10.13039/501100005416), grant 123.\nhttps://doi.org/10.1000/own.5"}, "10.1000/own.5"},
		{"funder only", []string{"Funder ID: 10.13039/501100000780"}, ""},
		{"related article cited", []string{"Related article: Smith A, et al. Prior work. Sci Rep 9, 1 (2019). https://doi.org/10.1038/s41598-019-00001-1\nDOI: 10.1000/own.6"}, "10.1000/own.6"},
		{"commentary on", []string{"This is a commentary on https://doi.org/10.1000/target.7\nhttps://doi.org/10.1000/own.7"}, "10.1000/own.7"},
		{"angle brackets", []string{"Cite as <https://doi.org/10.1000/own.8>."}, "10.1000/own.8"},
		{"URL broken in the host", []string{"https://doi.\norg/10.1000/own.9\nAbstract"}, "10.1000/own.9"},
	} {
		if got := findDOI("", c.pages); got != c.want {
			t.Errorf("%s: findDOI = %q, want %q", c.name, got, c.want)
		}
	}
}
