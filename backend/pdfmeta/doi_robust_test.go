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

// TestFindDOISweep is a sweep over the ways publishers print a paper's DOI on its first pages
// and what text extraction makes of them, each case a made-up string as the extractor hands
// it over (pages 1 and 2). The groups: labels, publishers' conventions, characters, breaks,
// ends, and the paper's own DOI beside other works' DOIs.
func TestFindDOISweep(t *testing.T) {
	const (
		own  = "10.1016/j.jfr.2019.01.001"
		sici = "10.1002/(SICI)1097-4636(199607)31:3<311::AID-JBM3>3.0.CO;2-#"
		ams  = "10.1175/1520-0469(1998)055<0001:ABCD>2.0.CO;2"
	)
	for _, c := range []struct {
		name, meta string
		pages      []string
		want       string
	}{
		// labels
		{"DOI colon", "", []string{"Title\nDOI: " + own + "\nAbstract"}, own},
		{"doi colon", "", []string{"Title\ndoi:" + own + "\nAbstract"}, own},
		{"DOI space", "", []string{"Title\nDOI " + own}, own},
		{"https doi.org", "", []string{"https://doi.org/" + own}, own},
		{"http dx", "", []string{"http://dx.doi.org/" + own}, own},
		{"no scheme", "", []string{"doi.org/" + own}, own},
		{"IEEE", "", []string{"Digital Object Identifier 10.1109/TSP.2019.2912345"}, "10.1109/TSP.2019.2912345"},
		{"Springer", "", []string{"J Math Biol (2019) 78:1–20\nDOI 10.1007/s00285-019-01234-5"}, "10.1007/s00285-019-01234-5"},
		{"MDPI", "", []string{"Sensors 2020, 20, 1; doi:10.3390/s20010001\nwww.mdpi.com/journal/sensors"}, "10.3390/s20010001"},
		{"Elsevier", "", []string{"Abstract\nhttps://doi.org/" + own + "\nReceived 2 May 2018; Accepted 3 Jan 2019\n0022-0000/© 2019 Elsevier Ltd."}, own},
		{"Wiley", "", []string{"Received: 1 May 2019\nDOI: 10.1002/jcc.25871\nRESEARCH ARTICLE"}, "10.1002/jcc.25871"},
		{"SICI", "", []string{"J Biomed Mater Res, 31, 311–320 (1996)\nDOI: " + sici}, sici},
		{"AMS", "", []string{"J. Atmos. Sci.\nhttps://doi.org/" + ams}, ams},
		{"underscores", "", []string{"DOI: 10.1162/tacl_a_00321"}, "10.1162/tacl_a_00321"},
		{"parentheses", "", []string{"doi:10.1016/S0140-6736(20)30183-5"}, "10.1016/S0140-6736(20)30183-5"},
		{"small capitals label", "", []string{"doi: 10.1093/nar/gkz123"}, "10.1093/nar/gkz123"},
		{"RSC cite this", "", []string{"Cite this: Phys. Chem. Chem. Phys., 2019, 21, 1234\nDOI: 10.1039/c9cp01234a"}, "10.1039/c9cp01234a"},
		{"HAL cover", "", []string{"HAL Id: hal-01234567\nTo cite this version:\nAnna Smith. A study. J. Foo Res., 2019, 12, pp.1-10. ⟨" + own + "⟩. ⟨hal-01234567⟩", "Title\nDOI: " + own}, own},
		{"JSTOR query", "", []string{"Stable URL: https://www.jstor.org/stable/10.1086/680123\nLinked references are available on JSTOR for this article:\nhttps://www.jstor.org/stable/10.1086/680123?seq=1&cid=pdf-reference#references_tab_contents"}, "10.1086/680123"},
		{"crossmark", "", []string{"http://crossmark.crossref.org/dialog/?doi=" + own + "&domain=pdf&date_stamp=2019-01-02\nhttps://doi.org/" + own}, own},
		{"Wiley view", "", []string{"Link: http://onlinelibrary.wiley.com/doi/10.1111/j.1467-9280.2009.02360.x/abstract"}, "10.1111/j.1467-9280.2009.02360.x"},
		{"Frontiers view link", "", []string{"Full text: https://www.frontiersin.org/articles/10.3389/fpsyg.2019.01234/full#figures"}, "10.3389/fpsyg.2019.01234"},
		{"ScienceDirect query", "", []string{"https://doi.org/" + own + "?via%3Dihub"}, own},
		{"Springer online version", "", []string{"Electronic supplementary material The online version of this article (https://doi.org/10.1007/s00285-019-01234-5) contains supplementary material, which is available to authorized users."}, "10.1007/s00285-019-01234-5"},
		// characters
		{"no-break space label", "", []string{"DOI:\u00a0" + own}, own},
		{"no-break space after", "", []string{"DOI: " + own + "\u00a0Received 1 May"}, own},
		{"thin space after", "", []string{"https://doi.org/" + own + "\u2009\u00b7 Source"}, own},
		{"zero-width space", "", []string{"doi:10.1016/j.jfr.\u200b2019.01.001"}, own},
		{"soft hyphen at break", "", []string{"doi:10.1016/j.jfr.2019.\u00ad\n01.001"}, own},
		{"en dash", "", []string{"DOI 10.1007/s00285\u2013019\u201301234\u20135"}, "10.1007/s00285-019-01234-5"},
		{"full width", "", []string{"ｄｏｉ：１０．３３９０／ｓ２００１０００１"}, "10.3390/s20010001"},
		{"letter-spaced", "", []string{"Title\nD O I : 1 0 . 1 0 0 0 / x y z 1 2\nAbstract"}, "10.1000/xyz12"},
		{"letter-spaced unlabelled", "", []string{"Title\n1 0 . 1 0 0 0 / x y z 1 2.\nAbstract"}, "10.1000/xyz12"},
		{"middle dot glued", "", []string{"DOI: " + own + "·Source: PubMed"}, own},
		{"bar glued", "", []string{"Foo Res | https://doi.org/" + own + "|Vol 12"}, own},
		{"guillemets", "", []string{"«https://doi.org/" + own + "»"}, own},
		{"curly quotes", "", []string{"“doi:" + own + "”"}, own},
		// breaks
		{"break after slash", "", []string{"https://doi.org/10.1016/\nj.jfr.2019.01.001"}, own},
		{"break after dot", "", []string{"https://doi.org/10.1016/j.\njfr.2019.01.001\nReceived"}, own},
		{"break after dot digits", "", []string{"https://doi.org/10.1016/j.jfr.2019.\n01.001\nReceived"}, own},
		{"break at DOI hyphen", "", []string{"DOI 10.1007/s00285-019-\n01234-5"}, "10.1007/s00285-019-01234-5"},
		{"break after underscore", "", []string{"DOI 10.1007/978-3-319-27926-8_\n24\nAbstract"}, "10.1007/978-3-319-27926-8_24"},
		{"SICI break after colon", "", []string{"https://doi.org/10.1002/(SICI)1097-4636(199607)31:\n3<311::AID-JBM3>3.0.CO;2-# and after"}, sici},
		{"SICI break after paren", "", []string{"DOI: 10.1002/(SICI)1097-4636(\n199607)31:3<311::AID-JBM3>3.0.CO;2-#"}, sici},
		{"added hyphen in letters", "", []string{"doi:10.1021/acs.nano-\nlett.9b01234 more text"}, "10.1021/acs.nanolett.9b01234"},
		{"AMS letters hyphen kept", "", []string{"DOI: 10.1175/JCLI-\nD-18-0123.1"}, "10.1175/JCLI-D-18-0123.1"},
		{"space after slash", "", []string{"doi: 10.1016/ j.jfr.2019.01.001"}, own},
		{"space before slash", "", []string{"doi: 10.1016 /j.jfr.2019.01.001"}, own},
		{"space after inner dot", "", []string{"DOI: 10.1016/j. jfr.2019.01.001"}, own},
		{"rotated stamp", "", []string{"Title\nAbstract text.\nDownloaded from https://doi.org/10.1093/nar/gkz123 by guest on 1 May 2020"}, "10.1093/nar/gkz123"},
		{"tiny footer", "", []string{"Title\nBody.\nRes. 12 (2019). DOI 10.1007/978-3-319-27926-8_24 © Springer 2019 1"}, "10.1007/978-3-319-27926-8_24"},
		{"page-2 header only", "", []string{"Title\nAnna Smith\nAbstract", "J. Foo Res. 12 (2019) 1–10 doi:" + own + "\nIntroduction"}, own},
		{"broken anywhere, pieces alone", "", []string{"Title\nhttps://doi.org/10.1016/j.jfr.20\n19.01.001\nReceived"}, own},
		{"DOI then a page range", "", []string{"doi:10.1000/abc12\n1-10\nAbstract"}, "10.1000/abc12"},
		{"DOI then a section number", "", []string{"DOI: 10.1000/abc12\n2.1 Methods"}, "10.1000/abc12"},
		{"broken copy beside a whole one", "", []string{"Title\nDOI: 10.1016/j.jfr.2019.01.0\n01 Received 2 May\nCite this article: X. https://doi.org/" + own}, own},
		// ends
		{"glued copyright", "", []string{"https://doi.org/" + own + "©2019 Elsevier Ltd."}, own},
		{"glued footnote mark", "", []string{"https://doi.org/" + own + "*Corresponding author"}, own},
		{"comma Article ID", "", []string{"doi:10.1155/2019/1234567, Article ID 1234567"}, "10.1155/2019/1234567"},
		{"glued Received", "", []string{"https://doi.org/" + own + "Received: 2 May"}, own},
		{"year in parentheses", "", []string{"doi:" + own + " (2019)"}, own},
		{"full stop", "", []string{"doi:" + own + "."}, own},
		{"closing bracket", "", []string{"[doi:" + own + "]"}, own},
		// labels of publishers' pages
		{"ACM doi>", "", []string{"Body\n[1] Smith, doi:10.1000/ref.1\ndoi>10.1145/1234567.7654321"}, "10.1145/1234567.7654321"},
		{"publisher page link", "", []string{"Body\nas [1] showed, 10.1000/ref.2\nTo link: https://www.tandfonline.com/doi/full/10.1080/01621459.2019.1234567"}, "10.1080/01621459.2019.1234567"},
		{"doi.wiley.com", "", []string{"Body 10.1000/ref.3\nhttp://doi.wiley.com/10.1002/jcc.25871"}, "10.1002/jcc.25871"},
		{"extended version", "", []string{"This paper is an extended version of a conference paper, doi:10.1109/CONF.2018.123\nDOI: 10.1109/TSP.2019.2912345"}, "10.1109/TSP.2019.2912345"},
		// metadata
		{"metadata printed nowhere, page 2 labelled", "10.1000/meta.3", []string{"Title\nAbstract", "J. Foo Res. 12 (2019) DOI: " + own}, own},
		{"metadata printed nowhere, page 1 bare twice", "10.1000/meta.4", []string{"as in 10.1000/ref.4 and 10.1000/ref.4 again"}, "10.1000/meta.4"},
		{"metadata printed nowhere, labelled reference", "10.1000/meta.5", []string{"[3] B. Li, Old, doi:10.1000/ref.5"}, "10.1000/meta.5"},
		{"metadata book, page chapter", "10.1007/978-3-319-27926-8", []string{"In: Book (eds) Book Title. Springer. DOI 10.1007/978-3-319-27926-8\nDOI 10.1007/978-3-319-27926-8_24"}, "10.1007/978-3-319-27926-8_24"},
		{"prism doi", own, []string{"Title"}, own},
		{"metadata printed elsewhere", "10.1000/meta.9", []string{"Title\nhttps://doi.org/10.1000/meta.9.s001 supplement"}, "10.1000/meta.9"},
		{"metadata SICI cut", "10.1002/(SICI)1097-4636(199607)31:3", []string{"DOI: " + sici}, sici},
		// own versus others
		{"reference list on page 1", "", []string{"Title\nDOI: " + own + "\nReferences\n[1] A. Smith, Old, J. X 1 (2001). doi:10.1000/old.1"}, own},
		{"correction of", "", []string{"This article is a correction of doi:10.1000/orig.1\nDOI: 10.1000/corr.1"}, "10.1000/corr.1"},
		{"corrigendum to", "", []string{"Corrigendum to \"A study\" [J. Foo 12 (2018) 1–10, https://doi.org/10.1000/orig.2]\nhttps://doi.org/10.1000/corr.2"}, "10.1000/corr.2"},
		{"arXiv DOI first", "", []string{"arXiv DOI: https://doi.org/10.48550/arXiv.2101.01234\nJ. Foo Res. DOI: " + own}, own},
		{"arXiv DOI alone", "", []string{"https://doi.org/10.48550/arXiv.2101.01234"}, "10.48550/arXiv.2101.01234"},
		{"proceedings DOI first", "", []string{"In Proceedings of KDD '19. https://doi.org/10.1145/3292500\nhttps://doi.org/10.1145/3292500.3330701"}, "10.1145/3292500.3330701"},
		{"supplementary data", "", []string{"Supplementary data: https://doi.org/10.17632/abcd.1\nhttps://doi.org/" + own}, own},
		{"related box", "", []string{"See related article by Smith et al. https://doi.org/10.1000/rel.1\nDOI: " + own}, own},
		{"RSC cite this unlabelled", "", []string{"as data 10.1000/other.6 show\nCite this: Phys. Chem. Chem. Phys., 2019, 21, 1234 https://pubs.rsc.org/en/content/articlelanding/10.1039/c9cp01234a"}, "10.1039/c9cp01234a"},
		{"Springer online version unlabelled", "", []string{"as data 10.1000/other.7 show\nThe online version of this article (10.1007/s00285-019-01234-5) contains material"}, "10.1007/s00285-019-01234-5"},
		{"suggested citation", "", []string{"as data 10.1000/other.8 show\nSuggested citation: Li A (2019) Own. J Foo 3: 10.1000/own.8"}, "10.1000/own.8"},
		{"cite this beside reference", "", []string{"Cite this: J. Foo 2019, 12, 1–10 https://doi.org/" + own + "\n1. Smith A, et al. Old. 10.1000/old.3"}, own},
	} {
		if got := findDOI(c.meta, c.pages); got != c.want {
			t.Errorf("%s: findDOI = %q, want %q", c.name, got, c.want)
		}
	}
}
