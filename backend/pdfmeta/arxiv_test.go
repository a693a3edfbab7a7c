package pdfmeta

import "testing"

// TestFindArXivPrinted is a sweep over the ways a paper's own arXiv id is printed on its first
// pages, beside the ids of the works it cites; the strings are made up.
func TestFindArXivPrinted(t *testing.T) {
	for _, c := range []struct {
		name  string
		pages []string
		want  string
	}{
		{"stamp", []string{"Title\nAbstract\narXiv:1501.00001v2 [cs.LG] 1 Jan 2015"}, "1501.00001"},
		{"stamp after a citation", []string{"Title\nWe use Adam, arXiv preprint arXiv:1412.6980 by Kingma et al.\narXiv:1501.00001v2 [cs.LG] 1 Jan 2015"}, "1501.00001"},
		{"stamp glued to text", []string{"we introduce the Asynchronous SidearXiv:1510.07092v1 [cs.DC] 22 Oct 2015"}, "1510.07092"},
		{"stamp alone on its line", []string{"Title\narXiv:1706.03762v7\n[cs.CL]\n2 Aug 2023\nAbstract"}, "1706.03762"},
		{"five digits", []string{"arXiv:2201.03545v2 [cs.CV] 2 Mar 2022"}, "2201.03545"},
		{"e-print label", []string{"Title\nArXiv ePrint: 0807.3577\nAbstract"}, "0807.3577"},
		{"no colon", []string{"Preprint, arXiv 2101.01234"}, "2101.01234"},
		{"abs link", []string{"Title\nhttps://arxiv.org/abs/2101.01234v3\nAbstract"}, "2101.01234"},
		{"pdf link", []string{"Available at arxiv.org/pdf/2101.01234"}, "2101.01234"},
		{"arXiv DOI", []string{"https://doi.org/10.48550/arXiv.2101.01234"}, "2101.01234"},
		{"cite as", []string{"Cite as: arXiv:2101.01234 [cs.CL]"}, "2101.01234"},
		{"old style", []string{"Title\narXiv:hep-th/9901001v1 1 Jan 1999"}, "hep-th/9901001"},
		{"old style spaced version", []string{"Title\nhep-th/9901001 v2 3 Jan 1999\nAbstract"}, "hep-th/9901001"},
		{"old style with subject class", []string{"arXiv:math.AG/0601001 v1 2 Jan 2006"}, "math.AG/0601001"},
		{"letter-spaced stamp", []string{"Title\na r X i v : 1 5 0 1 . 0 0 0 0 1 v 2\nAbstract"}, "1501.00001"},
		{"only a citation", []string{"Title\nWe build on [3], arXiv preprint arXiv:1412.6980."}, ""},
		{"reference line", []string{"Title\n[12] D. Kingma and J. Ba. Adam. arXiv:1412.6980, 2014."}, ""},
		{"et al. citation", []string{"Title\nas in Kingma et al. (arXiv:1412.6980) we train"}, ""},
		{"page 2 references", []string{"Title", "References\narXiv:1412.6980 [cs.LG] 1 Jan 2015"}, ""},
		{"page 2 stamp", []string{"Cover page", "arXiv:1501.00001v1 [math.OC] 1 Jan 2015\nTitle"}, "1501.00001"},
		{"no such month", []string{"arXiv:1513.00001"}, ""},
		{"year in a label", []string{"arXiv 2019.12345 is not an id"}, ""},
	} {
		if got := findArXiv(c.pages); got != c.want {
			t.Errorf("%s: findArXiv = %q, want %q", c.name, got, c.want)
		}
	}
}
