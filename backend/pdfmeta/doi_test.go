package pdfmeta

import "testing"

// TestFindDOIPrinted covers how DOIs are printed on first pages and what the extractor makes
// of them; the strings are synthetic.
func TestFindDOIPrinted(t *testing.T) {
	const sici = "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"
	for _, c := range []struct {
		name, meta string
		pages      []string
		want       string
	}{
		{"labelled", "", []string{"Title\nDOI: 10.1000/xyz\nAbstract"}, "10.1000/xyz"},
		{"footer URL", "", []string{"Abstract text.\nhttps://doi.org/10.1016/j.jcp.2019.01.001\n0021-9991/© 2019 Elsevier"}, "10.1016/j.jcp.2019.01.001"},
		{"no scheme", "", []string{"Received 2019\ndoi.org/10.3390/s19051234"}, "10.3390/s19051234"},
		{"dx.doi.org", "", []string{"http://dx.doi.org/10.1016/j.cell.2020.01.001"}, "10.1016/j.cell.2020.01.001"},
		{"DOI and space", "", []string{"J Math Biol (2019)\nDOI 10.1007/s00285-019-01234-5"}, "10.1007/s00285-019-01234-5"},
		{"doi: glued", "", []string{"doi:10.1093/nar/gkz123"}, "10.1093/nar/gkz123"},
		{"label glued", "", []string{"DOI10.1186/s12859-019-2842-9"}, "10.1186/s12859-019-2842-9"},
		{"upper case", "", []string{"DOI: 10.1109/TPAMI.2019.2912345"}, "10.1109/TPAMI.2019.2912345"},
		{"IEEE label", "", []string{"Digital Object Identifier 10.1109/ACCESS.2019.2912345"}, "10.1109/ACCESS.2019.2912345"},
		{"broken at hyphen", "", []string{"DOI 10.1007/s00285-\n019-01234-5\nReceived: 1 May"}, "10.1007/s00285-019-01234-5"},
		{"broken at slash", "", []string{"https://doi.org/10.1002/\nanie.201912345\nAbstract"}, "10.1002/anie.201912345"},
		{"broken before dot", "", []string{"https://doi.org/10.1016/j.jcp.2019\n.01.001\nAbstract"}, "10.1016/j.jcp.2019.01.001"},
		{"broken in prefix", "", []string{"doi: 10.1016\n/j.jcp.2019.01.001"}, "10.1016/j.jcp.2019.01.001"},
		{"glued word", "", []string{"https://doi.org/10.1038/s41586-020-2649-2Received: 1 March 2020"}, "10.1038/s41586-020-2649-2"},
		{"glued after a full stop", "", []string{"doi:10.1016/j.enbuild.2010.10.015.Received 3 May 2010"}, "10.1016/j.enbuild.2010.10.015"},
		{"capitals kept", "", []string{"https://doi.org/10.1103/PhysRevLett.123.456789"}, "10.1103/PhysRevLett.123.456789"},
		{"glued URL", "", []string{"doi:10.1145/3292500.3330701https://example.org"}, "10.1145/3292500.3330701"},
		{"closing paren", "", []string{"(doi: 10.1000/abc123)"}, "10.1000/abc123"},
		{"full stop", "", []string{"Published by X. doi:10.1000/abc123.\nWe study"}, "10.1000/abc123"},
		{"comma", "", []string{"Nature 585, 357 (2020), doi:10.1038/s41586-020-2649-2, Open access"}, "10.1038/s41586-020-2649-2"},
		{"semicolon", "", []string{"doi:10.1000/abc123; PMID 123"}, "10.1000/abc123"},
		{"SICI", "", []string{"DOI: " + sici + "\nAbstract"}, sici},
		{"SICI URL-encoded", "", []string{"https://doi.org/10.1002/%28SICI%291097-4571%28199806%2949:8%3C693::AID-ASI4%3E3.0.CO;2-0"}, sici},
		{"hash", "", []string{"doi:10.1000/a#b-12"}, "10.1000/a#b-12"},
		{"ligature", "", []string{"doi:10.1000/ﬁgures.2019"}, "10.1000/figures.2019"},
		{"soft hyphen", "", []string{"doi:10.1007/s00285-019-\u00ad01234-5"}, "10.1007/s00285-019-01234-5"},
		{"en dash", "", []string{"DOI: 10.1007/s00285\u2013019\u201301234\u20135"}, "10.1007/s00285-019-01234-5"},
		{"unicode hyphen", "", []string{"DOI: 10.1007/s00285\u2010019\u201101234-5"}, "10.1007/s00285-019-01234-5"},
		{"full width", "", []string{"ＤＯＩ：１０．１０００／ｘｙｚ"}, "10.1000/xyz"},
		{"spaced slashes", "", []string{"https: // doi.org / 10.3847 / 1538-3881 / ab63dc"}, "10.3847/1538-3881/ab63dc"},
		{"cite this over reference", "", []string{"1. Smith, J. et al. Prior work. doi:10.1000/other.1\nCite this article: Doe J (2020) Own work. Sci Rep 10. https://doi.org/10.1038/s41598-020-1234-5"}, "10.1038/s41598-020-1234-5"},
		{"reply to", "", []string{"This article is a reply to doi:10.1000/original.9\nhttps://doi.org/10.1000/reply.10"}, "10.1000/reply.10"},
		{"dataset first", "", []string{"The data set is available at https://doi.org/10.5061/dryad.abc12\nhttps://doi.org/10.1000/paper.5"}, "10.1000/paper.5"},
		{"zenodo alone", "", []string{"Report\nhttps://doi.org/10.5281/zenodo.123456"}, "10.5281/zenodo.123456"},
		{"supplementary", "", []string{"Supplementary information: https://doi.org/10.1000/paper.5.supp\nDOI: 10.1000/paper.5"}, "10.1000/paper.5"},
		{"PLOS figure", "", []string{"Citation: Doe J (2019) Own. PLoS ONE 14(1): e0208320.", "Fig 1. A figure.\nhttps://doi.org/10.1371/journal.pone.0208320.g001"}, "10.1371/journal.pone.0208320"},
		{"figure after own", "", []string{"doi.org/10.1371/journal.pone.0208320.g001\nhttps://doi.org/10.1371/journal.pone.0208320"}, "10.1371/journal.pone.0208320"},
		{"reference only", "", []string{"Body text.\n[3] Smith J, et al. Prior work. Nature 1 (2001). 10.1000/old.1"}, ""},
		{"chapter over book", "", []string{"In: Book (eds) Book Title. Springer. DOI 10.1007/978-3-319-27926-8\nhttps://doi.org/10.1007/978-3-319-27926-8_24"}, "10.1007/978-3-319-27926-8_24"},
		{"page 2 unlabelled", "", []string{"Title", "as shown by 10.1000/other.2 earlier"}, ""},
		{"page 2 labelled", "", []string{"Title", "DOI: 10.1000/own.2"}, "10.1000/own.2"},
		{"page 2 references", "", []string{"Title", "References\nDOI: 10.1000/other.3"}, ""},
		{"supplement path", "", []string{"This article contains supporting information online at www.pnas.org/lookup/suppl/doi:10.\n1073/pnas.1609000114/-/DCSupplemental.\nwww.pnas.org/cgi/doi/10.1073/pnas.1609000114\nDownloaded at X on May 27, 2020"}, "10.1073/pnas.1609000114"},
		{"next line a link", "", []string{"doi:10.1000/abc.\nwww.example.org/10.1/x"}, "10.1000/abc"},
		{"placeholder", "", []string{"https://doi.org/10.1145/nnnnnnn.nnnnnnn"}, ""},
		{"IEEE placeholder", "", []string{"Digital Object Identifier 10.1109/ACCESS.2017.DOI"}, ""},
		{"metadata", "10.1000/meta.1", []string{"as in 10.1000/page.1"}, "10.1000/meta.1"},
		{"metadata printed nowhere", "10.1000/meta.1", []string{"doi:10.1000/page.1"}, "10.1000/page.1"},
		{"metadata printed", "10.1000/meta.1", []string{"Cite this article: X. https://doi.org/10.1000/page.1\nDOI: 10.1000/meta.1"}, "10.1000/meta.1"},
		{"metadata of another version", "10.48550/arXiv.2001.00001", []string{"Cite this article: X (2020) Y. https://doi.org/10.1000/page.1"}, "10.1000/page.1"},
		{"metadata journal DOI", "10.1002/(ISSN)1098-1136'", []string{"doi:10.1002/glia.1"}, "10.1002/glia.1"},
	} {
		if got := findDOI(c.meta, c.pages); got != c.want {
			t.Errorf("%s: findDOI = %q, want %q", c.name, got, c.want)
		}
	}
}
