package pdfmeta

import (
	"slices"
	"testing"

	"carrel/backend/pdf"
)

// randomLayouts are made-up first pages of the kinds the randomized synthetic set
// (synth-papers --layouts random.tex) found no candidate for: names written family first,
// one a line, authors in a footnote or a side column.
var randomLayouts = []struct {
	name  string
	pages []string
	want  string
}{
	{"stack of family-first names with bare initials", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
c 110 11 Smith A^{1}
c 124 11 Zhang W^{2}
c 138 11 Jones CR^{1}
c 156 9 ^{1}University of Leeds, Leeds, UK
c 167 9 ^{2}Hohai University, Nanjing, China
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(260, 30)}, "Smith, Zhang, Jones"},
	{"stack of names written Family, Given", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
c 110 11 Smith, Anna^{1}
c 124 11 Zhang, Wei^{2}
c 138 11 Van der Berg, Jan^{1}
c 156 9 ^{1}University of Leeds, Leeds, UK
c 167 9 ^{2}Hohai University, Nanjing, China
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(260, 30)}, "Smith, Zhang, Van der Berg"},
	{"names stacked in a side column beside the title and abstract", []string{`
50 60 10 Anna Smith, PhD^{1}
50 72 9 a.smith@example.org
50 84 9 University of Leeds,
50 95 9 Leeds, UK
50 110 10 Wei Zhang, PhD^{2}
50 122 9 w.zhang@example.org
50 134 9 Hohai University,
50 145 9 Nanjing, China
50 160 10 Carl Jones, PhD^{1}
50 172 9 c.jones@example.org
230 66 17 Measuring the Drift of
230 86 17 Coastal Sediment
230 120 9 Abstract. We measure how sediment drifts along a coast under storms,
230 131 9 using three years of buoy records and a transport model that we fit,
230 142 9 and find that the drift follows the storms' tracks within a season.
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"a list of names wrapped over two lines above the title", []string{`
50 50 8 Journal of Coastal Research 12 (2019) 1-10
c 80 11 Smith, Anna; Zhang, Wei; Jones, Carl; Kowalski, Maria; Dupont, Jean;
c 94 11 Novak, Petra
c 120 17 Measuring the Drift of Coastal Sediment
90 160 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(200, 30)}, "Smith, Zhang, Jones, Kowalski, Dupont, Novak"},
	{"a keywords line between the title and names grouped over their affiliations", []string{`
50 65 14 Measuring the Drift of Coastal Sediment
50 84 14 under Seasonal Storm Regimes
50 120 8 Keywords: sediment transport, coastal drift, storms, buoy records, transport models, seasonal regimes
50 146 8 OPEN ACCESS
50 163 8.8 Anna Smith, Ph.D., Wei Zhang, Ph.D.
50 175 7.9 Mila – Québec AI Institute, Université de Montréal, Canada
50 190 8.8 Carl Jones, Ph.D.
50 202 7.9 Department of Statistics, University of Oxford, Oxford, UK
50 230 8.8 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(260, 30)}, "Smith, Zhang, Jones"},
	{"a list with each name's e-mail in brackets, wrapped over lines", []string{`
c 70 17 Measuring the Drift of Coastal Sediment
c 100 10 Anna Smith, Ph.D.^{1} (a.smith@example.org), Wei Zhang, Ph.D.^{2}
c 112 10 (w.zhang@example.org), Carl Jones, Ph.D.^{1} (c.jones@example.org),
c 124 10 Maria Kowalski, Ph.D.^{2} (m.kowalski@example.org)
c 130 9 University of Leeds, Leeds, UK
90 160 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(200, 30)}, "Smith, Zhang, Jones, Kowalski"},
	{"a grid of names above the title, each row over a smaller row of institutions", []string{`
70 60 12 Anna Smith^{1} a.smith@example.org Wei Zhang^{1} w.zhang@example.org Carl Jones^{2} c.jones@example.org
90 76 10.9 University of Leeds
255 76 10.9 University of Leeds
420 76 10.9 Hohai University
75 96 12 Maria Kowalski^{3} m.kowalski@example.org Jan Novak^{4} j.novak@example.org
120 112 10.9 Charles University
260 112 10.9 KU Leuven
50 150 14.3 Measuring the Drift of Coastal Sediment
50 168 14.3 under Seasonal Storm Regimes
50 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(230, 30)}, "Smith, Zhang, Jones, Kowalski, Novak"},
	{"authors named in a labelled footnote that runs on", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
90 120 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(140, 40) + `
50 720 8 Authors: A. SMITH, Ph.D.^{a}; W. ZHANG, Ph.D.^{b}; C. R. JONES, Ph.D.^{a}; M. KOWALSKI,
50 730 8 Ph.D.^{b}. ^{a}University of Leeds, Leeds, UK; ^{b}Hohai University, Nanjing, China`}, "Smith, Zhang, Jones, Kowalski"},
	{"a labelled footnote whose first line holds whole names", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
90 120 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(140, 40) + `
50 720 8 Authors: Anna Smith^{1} (a.smith@example.org), Wei Zhang^{2} (w.zhang@example.org),
50 730 8 Carl Jones^{1} (c.jones@example.org). ^{1}University of Leeds, Leeds, UK; ^{2}Hohai University`}, "Smith, Zhang, Jones"},
	{"a labelled footnote with one name a line", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
90 120 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(140, 40) + `
50 700 8 Authors: Anna Smith
50 710 8 Wei Zhang
50 720 8 Carl Jones. University of Leeds, Leeds, UK`}, "Smith, Zhang, Jones"},
	{"a works-at footnote with e-mails and semicolons", []string{`
c 80 17 Measuring the Drift of Coastal Sediment
90 120 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(140, 40) + `
50 720 8 Anna Smith (a.smith@example.org); Wei Zhang, Ph.D. (w.zhang@example.org); Carl Jones
50 730 8 (c.jones@example.org) are with the University of Leeds, Leeds, UK.`}, "Smith, Zhang, Jones"},
}

// TestRandomLayoutsHaveTheirAuthors: some author candidate of each made-up page is its
// authors in order (the ranking is the model's; this is the candidates' coverage).
func TestRandomLayoutsHaveTheirAuthors(t *testing.T) {
	for _, c := range randomLayouts {
		doc := freeDoc(c.pages)
		seen := candidateFamilies(newHeader(doc))
		if !slices.Contains(seen, c.want) {
			t.Errorf("%s: no candidate %q among %q", c.name, c.want, seen)
		}
	}
}

// TestKeywordsLineIsNoTitle: a keywords line right above or under a title set barely above the
// body's size is no part of the title (made-up pages).
func TestKeywordsLineIsNoTitle(t *testing.T) {
	for _, spec := range []string{`
50 60 10.5 Key words drift, sediment, storms, buoys
50 74 10.5 Measuring the Drift of Coastal Sediment under Storms
c 100 9.5 Anna Smith and Wei Zhang
` + body(130, 40), `
50 60 10.5 Measuring the Drift of Coastal Sediment under Storms
50 74 10.5 Keywords: drift; sediment; storms
c 100 9.5 Anna Smith and Wei Zhang
` + body(130, 40), `
50 40 10.5 Key words coastal drift, sediment transport, storms, natural
50 52 10.5 language processing
50 70 10.5 Measuring the Drift of Coastal Sediment under Storms
c 100 9.5 Anna Smith and Wei Zhang
` + body(130, 40)} {
		doc := &pdf.Doc{PageCount: 1, Pages: []pdf.Page{freePage(1, spec)}}
		h := newHeader(doc)
		found := false
		var seen []string
		for _, c := range h.titleCandidates() {
			seen = append(seen, c.Text)
			found = found || c.Text == "Measuring the Drift of Coastal Sediment under Storms"
		}
		if !found {
			t.Errorf("no title candidate without the keywords: %q", seen)
		}
	}
	if keywordsLineRe.MatchString("Keyword Spotting in Noisy Speech") || keywordsLineRe.MatchString("Keywords Matter: Search over Graphs") {
		t.Error("a title that starts with keyword(s) read as a keywords line")
	}
}

// TestLayoutReadsNamesWithEmailNotes: the layout reader itself reads a list whose names carry
// their e-mail addresses in brackets, over lines (made-up page), and still skips address lines.
func TestLayoutReadsNamesWithEmailNotes(t *testing.T) {
	c := layoutNamed(t, "a list with each name's e-mail in brackets, wrapped over lines")
	h, title := headerOfFirstPage(c.pages)
	if got := familyList(layoutAuthors(h.page1, title)); got != c.want {
		t.Errorf("%s: layout reader got %q, want %q", c.name, got, c.want)
	}
	if emailNoted("a.smith@example.org, w.zhang@example.org") || !emailNoted("Anna Smith (a.smith@example.org)") {
		t.Error("emailNoted")
	}
}

// TestNamesAboveAWrappedList: the reader of names set above the title reads a list wrapped
// over lines there, not its last line alone (made-up page).
func TestNamesAboveAWrappedList(t *testing.T) {
	c := layoutNamed(t, "a list of names wrapped over two lines above the title")
	h, title := headerOfFirstPage(c.pages)
	if got := familyList(namesAbove(h.page1, title)); got != c.want {
		t.Errorf("got %q, want %q", got, c.want)
	}
}

// headerOfFirstPage is the header of a made-up document of the first page spec alone, with
// its layout title.
func headerOfFirstPage(pages []string) (*header, []line) {
	h := newHeader(freeDoc(pages[:1]))
	_, title := h.layoutTitleOf(0)
	return h, title
}

// layoutNamed is the made-up page of randomLayouts with that name.
func layoutNamed(t *testing.T, name string) struct {
	name  string
	pages []string
	want  string
} {
	t.Helper()
	for _, c := range randomLayouts {
		if c.name == name {
			return c
		}
	}
	t.Fatalf("no layout %q", name)
	return randomLayouts[0]
}

// TestLexiconScanTakesAnUnknownFirstName: in a stack of one name a line over addresses, a
// first name the lexicon does not know (made up here) is read with the known ones under it.
func TestLexiconScanTakesAnUnknownFirstName(t *testing.T) {
	spec := `
c 60 17 Measuring the Drift of Coastal Sediment
c 100 11 Zorvan Quillet
c 113 9 University of Leeds, Leeds, UK
c 130 11 Anna Smith
c 143 9 Hohai University, Nanjing, China
c 160 11 Wei Zhang
c 173 9 Hohai University, Nanjing, China
90 200 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(230, 30)
	doc := &pdf.Doc{PageCount: 1, Pages: []pdf.Page{freePage(1, spec)}}
	h := newHeader(doc)
	_, title := h.layoutTitleOf(0)
	if got := familyList(lexiconScan(h.page1, title)); got != "Quillet, Smith, Zhang" {
		t.Errorf("got %q", got)
	}
}

// TestBoldTitleAtBodySize: a title set at the body's size, told by its weight alone, is a title
// candidate; a bold line of names is not (made-up page).
func TestBoldTitleAtBodySize(t *testing.T) {
	spec := `
50 60 9.5 Journal of Coastal Research 12 (2019) 1-10
50 90 9.5 Measuring the Drift of Coastal Sediment under Seasonal
50 101 9.5 Storm Regimes with Buoy Records
50 120 9.5 Anna Smith and Wei Zhang
50 131 9.5 University of Leeds, Leeds, UK
` + body(160, 40)
	p := freePage(1, spec)
	for i, w := range p.Words {
		if w.Y0 >= 85 && w.Y0 < 125 {
			p.Words[i].Bold = true // the title's two lines and the names
		}
	}
	doc := &pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}}
	h := newHeader(doc)
	want := "Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes with Buoy Records"
	if got, _ := boldTitleBlock(h.page1, h.body); got != want {
		t.Errorf("bold block %q, want %q", got, want)
	}
	found := false
	for _, c := range h.titleCandidates() {
		found = found || c.Text == want
	}
	if !found {
		t.Error("no title candidate")
	}
}
