package pdfmeta

import (
	"slices"
	"strings"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

func TestEmbeddedHeaderModel(t *testing.T) {
	hm := DefaultHeaderModel()
	if hm.Recipe == "rules" || hm.Recipe == "" {
		t.Fatalf("embedded header model not read: recipe %q", hm.Recipe)
	}
	for _, f := range HeaderFields {
		if len(hm.Weights[f]) == 0 {
			t.Errorf("field %s has no weights", f)
		}
	}
	m := ExtractPaper(&pdf.Doc{Pages: []pdf.Page{{Number: 1, Width: 600, Height: 800}}})
	for _, k := range []string{"title", "authors", "year", "venue", "doi", "type", "abstract"} {
		c, ok := m.Confidence[k]
		if !ok || c < 0 || c > 1 {
			t.Errorf("confidence[%s] = %v, %v", k, c, ok)
		}
	}
	if m.Confidence["title"] != 0 || !m.NeedsReview {
		t.Errorf("an empty page must give no title confidence and need review: %+v", m)
	}
}

func TestRuleType(t *testing.T) {
	for _, tc := range []struct {
		venue, page, arxiv, want string
	}{
		{"Proceedings of the 45th Annual Meeting of the ACL", "", "", "conference_paper"},
		{"International Psychogeriatrics", "International Psychogeriatrics (2014), 26:5, 853–859 Journal compilation", "", "journal_article"},
		{"", "Illustrative Journal of Urban Climate, 2022. doi:10.5555/x", "", "journal_article"},
		{"", "Proceedings of the Illustrative Workshop on Research Software, 2023", "", "conference_paper"},
		{"", "A thesis submitted ... Doctoral Dissertation in Physics", "", "thesis"},
		{"", "Some text with no cue at all", "2101.00001", "preprint"},
		{"", "arXiv:0807.3577v2 [astro-ph] 21 Oct 2008", "", "preprint"},
		{"", "Plain first page", "", ""},
		// since r16
		{"Neural Information Processing Systems", "", "", "conference_paper"},
		{"", "P. Pardalos et al. (Eds.): MOD 2015, LNCS 9432, pp. 269–279, 2015.", "", "book_chapter"},
		{"", "Edited by Michael E. Goldberg, Columbia University, and approved December 2, 2016", "", ""}, // PNAS's handling editor
		{"", "(12) United States Patent Application Publication (10) Pub. No.: US 2018/0249964 A1", "", "other"},
		{"", "A thesis submitted in fulfilment of the requirements for the degree of Doctor of Philosophy", "", "thesis"},
		{"", "as the Journal of X reported " + strings.Repeat("text ", 600) + "978-1-4673-8075-2/16/$31.00 ©2016 IEEE", "", "conference_paper"},
		// since r17
		{"36th International Conference on Very Large Data Bases", "Articles from this volume were presented at The 36th International Conference on Very Large Data Bases. Proceedings of the VLDB Endowment, Vol. 3, No. 1", "", "journal_article"},
		{"", "Proceedings of the 28th International Conference on Machine Learning, Bellevue, WA, USA, 2011.", "", "conference_paper"},
		{"", "SPAA’04, June 27–30, 2004, Barcelona, Spain. Copyright 2004 ACM 1-58113-840-7/04/0006 ...$5.00.", "", "conference_paper"},
		{"", "PLDI’09, June 15–20, 2009, Dublin, Ireland. Copyright c 2009 ACM 978-1-60558-392-1/09/06. . . $5.00", "", "conference_paper"},
		// since s15-s13open: a volume with its number after a slash, before a meeting's acronym in a footnote
		{"", "A shorter version appeared in Drift News, Vol. 2/4, 6.2003. The solver won the IJCNN 2001 Challenge.", "", "journal_article"},
	} {
		got := ruleType(tc.venue, tc.arxiv, tc.page)
		if got != tc.want {
			t.Errorf("venue %q page %q: %q, want %q", tc.venue, tc.page, got, tc.want)
		}
		if got != "" && !slices.Contains(domain.PublicationTypes, got) {
			t.Errorf("%q is not a publication type", got)
		}
	}
}

func TestTypeCueWordsCoverPatterns(t *testing.T) {
	// the literal pre-check must never hide a match of its cue
	for _, s := range []string{"Gen. Tech. Rep. RMRS-P-41", "Proc. R. Soc. A", "(Eds.) Handbook", "Pub. No.: US 2018/0249964 A1",
		"978-1-5090-2809-2/17/$31.00 ©2017 IEEE", "arXiv:2201.03545v2", "Vol. 12, pp. 3", "Received 3 May 2019; accepted",
		"A thesis submitted in partial fulfillment of the requirements", "for the degree of Doctor of Philosophy", "Thesis Supervisor: Jane Roe",
		"Master of Science in Physics", "Supervisors: A. B.", "Copyright 2004 ACM 1-58113-840-7/04/0006 ...$5.00", "Proceedings of the VLDB Endowment, Vol. 3, No. 1"} {
		for name, re := range typeCueRes {
			if re.MatchString(s) && !mayMatch(name, foldASCII(s), s) {
				t.Errorf("cue %s matches %q but its literals do not", name, s)
			}
		}
	}
}

func TestBannerWordsCoverPattern(t *testing.T) {
	for _, s := range []string{"Journal of Applied Things, Vol. 3", "arXiv: 2101.00001 [cs.CL] 1 Jan 2021", "Received 3 May 2019 and accepted",
		"Available online 29 August 2018 at the site", "Copyright 2019 by the authors of this long line", "see http://example.org for more of it",
		"International Conference on Things and Stuff 2019", "Published by Elsevier in the year of our lord"} {
		if bannerLine.MatchString(s) && !mayBeBanner(s) {
			t.Errorf("bannerLine matches %q but mayBeBanner says no", s)
		}
	}
}

func TestSplitNamesRolesAndSeparators(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string // family names
	}{
		{"Yang Chen, Student Member, IEEE, Shuo Cheng, Tong Wang, Ting Ma * , Member, IEEE", []string{"Chen", "Cheng", "Wang", "Ma"}},
		{"Yu-Fan Fang, Po-Wei Huang, Meng-Liang Chung, and Bing-Fei Wu. IEEE Fellow", []string{"Fang", "Huang", "Chung", "Wu"}},
		{"Mehdi Ben Lazreg(B) , Jaziar Radianti, and Ole-Christoffer Granmo", []string{"Lazreg", "Radianti", "Granmo"}},
		{"JOHN SMITH AND JANE DOE", []string{"Smith", "Doe"}},
		{"Peter Bengtsson De Bock", []string{"De Bock"}},
		{"Sang Uk Park", []string{"Park"}}, // "Uk" is a given name, "UK" a country
		{"Jane Q. Public, MD, PhD, and John Smith, MPH", []string{"Public", "Smith"}},
		{"Anna Karlsson a, Bo Lindqvist b,c", []string{"Karlsson", "Lindqvist"}},
		{"Anna Karlsson1 · Bo Lindqvist2 · Li Wei1", []string{"Karlsson", "Lindqvist", "Wei"}},
		{"Anna Karlsson1 | Bo Lindqvist2", []string{"Karlsson", "Lindqvist"}},
		{"José Ortega y Gasset and Ana Silva e Souza", []string{"Ortega y Gasset", "Silva e Souza"}},
		{"Maria del Carmen García de la Torre, Jean d'Alembert", []string{"de la Torre", "d'Alembert"}},
		{"J. Gerard Loeber 1, *, Dimitris Platis 2 , Rolf H. Zetterström 3", []string{"Loeber", "Platis", "Zetterström"}},
		{"A. Tsiaras , and P. -O. Lagage", []string{"Tsiaras", "Lagage"}}, // a hyphenated initial the extractor split
	} {
		names, ok := splitNames(c.in)
		var got []string
		for _, n := range names {
			got = append(got, toAuthor(n).Family)
		}
		if !ok || !slices.Equal(got, c.want) {
			t.Errorf("%q: %v %v, want %v", c.in, got, ok, c.want)
		}
	}
	if _, ok := splitNames("Historisch-Kulturwissenschaftliche Informationsverarbeitung"); ok {
		t.Error("an institute's overlong words read as a name")
	}
	if _, ok := splitNames("Milton Keynes UK"); ok {
		t.Error("an address with a country code read as a name")
	}
	if _, ok := splitNames("Original Article"); ok {
		t.Error("title words read as a name")
	}
}

func TestExpandAbbrev(t *testing.T) {
	for in, want := range map[string]string{
		"J Clin Microbiol":         "Journal of Clinical Microbiology",
		"Can. J. For. Res":         "Canadian Journal of Forest Research",
		"Int. J. Neonatal Screen.": "International Journal of Neonatal Screening",
		"Journal for Research":     "",
		"Kidney Dis":               "Kidney Diseases",
		"Front Psychol":            "Frontiers in Psychology",
		"Nat. Commun.":             "Nature Communications",
		"Can Do Attitude":          "",
		"Information Sciences":     "",
	} {
		if got := expandAbbrev(in); got != want {
			t.Errorf("expandAbbrev(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFamilyFirstNames(t *testing.T) {
	for _, c := range []struct {
		in        string
		want      []string
		truncated bool
	}{
		{"Loeber, J.G.; Platis, D.; Zetterström, R.H. Neonatal Screening in Europe", []string{"Loeber", "Platis", "Zetterström"}, false},
		{"Vlachas PR, Byeon W, Wan ZY, Sapsis TP, Koumoutsakos P. 2018 Data-driven", []string{"Vlachas", "Byeon", "Wan", "Sapsis", "Koumoutsakos"}, false},
		{"Stec, Anna A and Hull, T Richard", []string{"Stec", "Hull"}, false},
		{"Nabeel P M et al 2017 Physiol. Meas.", []string{"Nabeel"}, true},
		{"Smith, J., van der Berg, A. & Ribas Ripoll, V. (2019) A title", []string{"Smith", "van der Berg", "Ribas Ripoll"}, false},
		{"Department of Physics, University of Leeds", nil, false},
	} {
		names, _, trunc := familyFirstNames(c.in)
		var got []string
		for _, n := range names {
			got = append(got, n.Family)
		}
		if !slices.Equal(got, c.want) || trunc != c.truncated {
			t.Errorf("%q: %v (et al. %v), want %v (%v)", c.in, got, trunc, c.want, c.truncated)
		}
	}
}

func TestCitedYearAndVenue(t *testing.T) {
	h := &header{texts: []string{"Received: 3 May 2019\nCitation: Loeber, J.G.; Platis, D.; et al. Neonatal\nScreening in Europe Revisited. Int. J. Neonatal Screen. 2020, 6, 48."}}
	if y := h.citedYear(); y != 2020 {
		t.Errorf("citedYear = %d, want 2020", y)
	}
	h = &header{texts: []string{"Stec, Anna A and Hull, T Richard (2011) Assessment of the fire toxicity of building insulation materials. Energy and Buildings, 43 (2-3). pp. 498-506."}}
	if v, y := h.citedVenue("Assessment of the fire toxicity of building insulation materials"); v != "Energy and Buildings" || y != 2011 {
		t.Errorf("citedVenue = %q %d, want Energy and Buildings 2011", v, y)
	}
	if v, _ := h.citedVenue("Some other paper title here"); v != "" {
		t.Errorf("citedVenue for a title not cited = %q", v)
	}
}

func TestFindDOIBrokenAtLineEnd(t *testing.T) {
	for in, want := range map[string]string{
		"https://doi.org/10.1016/j.enbuild.\n2010.10.015\nAbstract": "10.1016/j.enbuild.2010.10.015",
		"DOI: 10.1109/ACCESS.2019.2912345.\n1 Department of X":      "10.1109/ACCESS.2019.2912345",
		"doi:10.1000/xyz123.\nWe propose 2.5 things":                "10.1000/xyz123",
	} {
		if got := findDOI("", []string{in}); got != want {
			t.Errorf("findDOI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCitedVenueACMReferenceFormat(t *testing.T) {
	h := &header{texts: []string{"ACM Reference Format:\nJane Doe and John Roe. 2019. A Study of Things. In Proceedings of the 2019 CHI Conference on Human Factors in Computing Systems (CHI '19), May 4–9, 2019, Glasgow, Scotland UK. ACM, New York, NY, USA, 12 pages."}}
	if v, y := h.citedVenue("A Study of Things"); v != "Proceedings of the 2019 CHI Conference on Human Factors in Computing Systems" || y != 2019 {
		t.Errorf("citedVenue = %q %d", v, y)
	}
}

func TestCitedNamesSkipsGivenFirstLists(t *testing.T) {
	h := &header{texts: []string{"ACM Reference Format:\nJane Doe, John Roe, and Bob Lee. 2019. A Study of Things. In Proceedings of X."}}
	if names, _ := h.citedNames(); names != nil {
		t.Errorf("citedNames read ACM's given-first names as %v", names)
	}
}

func TestCitedNamesNeedInitials(t *testing.T) {
	h := &header{texts: []string{"Please cite this article as: Jane Smith, John Doe, A title, Journal (2019)"}}
	if names, _ := h.citedNames(); names != nil {
		t.Errorf("citedNames read given-first names as %v", names)
	}
	h = &header{texts: []string{"Citation: Vlachas PR, Byeon W. 2018 Data-driven forecasting."}}
	if names, _ := h.citedNames(); len(names) != 2 || names[1].Family != "Byeon" {
		t.Errorf("citedNames = %v", names)
	}
}

func TestJSTORSourceLine(t *testing.T) {
	m := sourceLabelRe.FindStringSubmatch("Source: The Kenyon Review, Vol. 3, No. 4 (Autumn, 1941), pp. 421-438")
	if m == nil || m[1] != "The Kenyon Review" {
		t.Fatalf("got %q", m)
	}
	if sourceLabelRe.MatchString("Sources of error in the estimate") {
		t.Error("a sentence starting with Sources read as a JSTOR source line")
	}
}

func TestYearCandidatesBefore1950(t *testing.T) {
	h := &header{doc: &pdf.Doc{}, body: 10, pages: [][]line{{
		{page: 1, ph: 800, y0: 50, y1: 60, size: 10, text: "Source: The Kenyon Review, Vol. 3, No. 4 (Autumn, 1941), pp. 421-438"},
	}}}
	for _, c := range h.yearCandidates(nil, "") {
		if c.Year == 1941 && c.Features["old"] == 1 && c.Features["any_volcite"] == 1 {
			return
		}
	}
	t.Fatal("1941 in a volume citation is no candidate")
}

func TestTypeCuesReadThePageFoot(t *testing.T) {
	page := "Abstract " + strings.Repeat("We study the signal. ", 200) + "978-1-5386-3646-6/18/$31.00 ©2018 IEEE"
	h := &header{doc: &pdf.Doc{}, texts: []string{page}}
	for _, c := range h.typeCandidates("", "") {
		if c.Text == "conference_paper" && c.Features["p_confprice|conference_paper"] == 1 {
			return
		}
	}
	t.Fatal("the proceedings price line at the foot of a long page 1 gave no cue")
}

func TestFindDOISpacedAndOtherPapers(t *testing.T) {
	if got := findDOI("", []string{"The Astronomical Journal https: // doi.org / 10.3847 / 1538-3881 / ab63dc\n© 2020"}); got != "10.3847/1538-3881/ab63dc" {
		t.Errorf("spaced DOI: got %q", got)
	}
	page := "DOI of original article: https://doi.org/10.1016/j.cmi.2019.03.016.\nbody\nhttps://doi.org/10.1016/j.cmi.2019.03.007\n1198-743X/© 2019"
	if got := findDOI("", []string{page}); got != "10.1016/j.cmi.2019.03.007" {
		t.Errorf("a commentary's own DOI: got %q", got)
	}
}

func TestEtAlRunningHeadBeforeBanner(t *testing.T) {
	m := bannerPrefixRe.FindStringSubmatch(etAlHeadRe.ReplaceAllString("Zhang et al. BioMed Eng OnLine (2019) 18:3", ""))
	if m == nil || m[1] != "BioMed Eng OnLine" {
		t.Fatalf("got %q", m)
	}
	if !junkVenueRe.MatchString("J. B. Rosmarin is with MIT") || !junkVenueRe.MatchString("Digital Object Identifier") {
		t.Error("an affiliation footnote and IEEE's DOI label must be junk venues")
	}
}

func TestTitleRuleSkipsCoverBlurb(t *testing.T) {
	mk := func(y float64, size float64, text string) line {
		return line{page: 1, pw: 600, ph: 800, x0: 50, x1: 500, y0: y, y1: y + size, size: size, text: text,
			words: []pdf.Word{{Text: text, X0: 50, X1: 500, Y0: y, Y1: y + size, FontSize: size}}}
	}
	p1 := []line{mk(60, 24, "We are IntechOpen, the world’s leading publisher of Open Access books"), mk(300, 8, "Open access books available"),
		mk(600, 10, "Interested in publishing with us? Contact book.department@intechopen.com")}
	p2 := []line{mk(100, 20, "Shape Memory Alloy Based Exoskeletons"), mk(140, 11, "Dorin Copaci, Janeth Arias")}
	h := &header{doc: &pdf.Doc{}, pages: [][]line{p1, p2}, page1: p1, body: 10,
		texts: []string{"We are IntechOpen, the world’s leading publisher of Open Access books", "Shape Memory Alloy Based Exoskeletons"}}
	for _, c := range h.titleCandidates() {
		if c.Features["rule"] == 1 && c.Text != "Shape Memory Alloy Based Exoskeletons" {
			t.Fatalf("the rule chose %q", c.Text)
		}
	}
}
