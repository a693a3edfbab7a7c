package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// Made-up title pages for the author blocks that s14-lostnames reads (see docs/metadata.md,
// "s14-lostnames"): each gives its block to the reader named, and the reader's list is among
// the paper's author candidates. The names are made up; "Chopite" and "Xandrel" stand for
// family names the name lexicon does not know.

var lostLayouts = []struct {
	name   string
	pages  []string
	reader func(h *header) string // the reader that s14-lostnames added or mended, on the page
	want   string
}{
	{"an Authors: label in a column of its own beside a grid of names over their affiliations", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
90 110 9 Abstract. We measure how sediment drifts along a coast under seasonal storms.
` + body(150, 20) + `
60 700 8 Authors:
110 693 8 Anna Smith, PhD
230 693 8 Wei Zhang, PhD
350 693 8 Carl Jones, PhD
110 703 9 University of Leeds
230 703 9 Hohai University
350 703 9 University of Otago
60 722 8 University of Leeds, Leeds, UK; Hohai University, Nanjing, China
`}, func(h *header) string { return familyList(labelBesideNames(h.page1)) }, "Smith, Zhang, Jones"},
	{"an Authors: label centred on two rows of names", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
90 110 9 Abstract. We measure how sediment drifts along a coast under seasonal storms.
` + body(150, 20) + `
60 697 8 Authors:
110 690 8 Anna SMITH, MD
230 690 8 Wei ZHANG, MD
350 690 8 Carl JONES, MD
110 700 8 Maria GARCIA, MD
230 700 8 Dan BROWN, MD
`}, func(h *header) string { return familyList(labelBesideNames(h.page1)) }, "Smith, Zhang, Jones, Garcia, Brown"},
	{"a footnote's hyphenated initials that the extractor set apart from their hyphen", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
90 110 9 Abstract. We measure how sediment drifts along a coast under seasonal storms.
` + body(150, 20) + `
60 708 8 Y. -H. Ho, C. -C. Chan and W. -H. Peng are with the Department of Geography,
60 718 8 University of Leeds, Leeds, UK.
`}, func(h *header) string { return familyList(worksAtNames(h.page1)) }, "Ho, Chan, Peng"},
	{"a block of one name a line whose first family name the lexicon does not know, under the abstract", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
90 110 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
90 121 9 three years of buoy records and a transport model that we fit to them.
60 280 11 J. G. Xandrel^{a}
60 293 11 A. SMITH^{b,*}
60 306 11 W. ZHANG^{c}
60 324 9 ^{a} University of Leeds, Leeds, UK
60 335 9 ^{b} Hohai University, Nanjing, China
` + body(400, 20)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(lexiconNames(h.page1, t))
	}, "Xandrel, Smith, Zhang"},
	{"names under the abstract grouped by affiliation, each group over its affiliation set smaller", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
90 110 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
90 121 9 three years of buoy records and a transport model that we fit to them.
c 160 10 Smith, Anna^{1} ; Zhang, Wei^{1}
c 173 8 Department of Geography, University of Leeds, Leeds, UK
c 186 10 Jones, Carl^{2} ; Garcia, Maria^{2}
c 199 8 Hohai University, Nanjing, China
c 212 10 Brown, Dan^{3}
c 225 8 Department of Physics, University of Otago, Dunedin, New Zealand
` + body(400, 20)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(lexiconNames(h.page1, t))
	}, "Smith, Zhang, Jones, Garcia, Brown"},
	{"names above the title grouped by affiliation", []string{`
60 60 9 Letter
60 80 11 Anna Smith, PhD^{1}; Wei Zhang, PhD^{1}; Carl Jones, PhD^{1}
60 95 10 University of Leeds, Leeds, UK
60 110 11 Maria Garcia, PhD^{2}; Dan Brown, PhD^{2}
60 125 10 Hohai University, Nanjing, China
60 150 17 MEASURING THE DRIFT OF COASTAL SEDIMENT
60 180 9 Abstract. We measure how sediment drifts along a coast under seasonal storms.
` + body(220, 25)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(namesAbove(h.page1, t))
	}, "Smith, Zhang, Jones, Garcia, Brown"},
	{"names above the title wrapped with an e-mail note, a date line between them and the title", []string{`
60 60 10 Keywords: sediment, drift, storms, buoys
80 85 12 Anna Smith^{1} (a.smith@example.org), Wei Zhang^{1,*}
80 100 12 (w.zhang@example.org), Carl Jones^{1} (c.jones@example.org)
60 130 9 Received: 3 May 2021 / Accepted: 9 June 2021
c 150 12 MEASURING THE DRIFT OF COASTAL SEDIMENT
60 190 9 Abstract. We measure how sediment drifts along a coast under seasonal storms.
` + body(230, 25)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(namesAbove(h.page1, t))
	}, "Smith, Zhang, Jones"},
	{"a side column of names, each over its e-mail, level with the title", []string{`
60 67 11 Anna Smith^{1}
60 83 10 (a.smith@example.org)
60 95 11 Wei Zhang^{1}
60 111 10 (w.zhang@example.org)
60 123 11 Carl Jones^{2}
60 139 10 (c.jones@example.org)
220 69 12 MEASURING THE DRIFT OF COASTAL SEDIMENT
220 96 10 https://doi.org/10.1000/xyz.2021.123
220 116 10 Summary We measure how sediment drifts along a coast under seasonal storms,
220 130 10 using three years of buoy records and a transport model that we fit to them.
` + body(420, 20)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(layoutAuthors(h.page1, t))
	}, "Smith, Zhang, Jones"},
	{"affiliations led by a raised mark set apart, over names in a side column", []string{`
60 67 9 ^{1} Hohai Advanced Institute of
60 79 9 Science and Technology
60 91 9 Nanjing, China
60 159 10 Anna Smith^{1}
60 171 10 Wei Zhang^{1}
60 183 10 Carl Jones^{1}
220 69 14 Measuring the Drift of
220 86 14 Coastal Sediment
220 171 9 OPEN ACCESS
220 188 9 Abstract: We measure how sediment drifts along a coast under seasonal storms.
` + body(420, 20)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(lexiconScan(besideTitle(h.page1, t), nil))
	}, "Smith, Zhang, Jones"},
	{"a cover, and page 2's title block that ends in two lines of names set near its size", []string{`
c 60 11 Journal of Coastal Sediment Research
c 80 14 Measuring the Drift of Coastal Sediment
c 110 10 Accepted manuscript, 2021
`, `
60 69 8 doi:10.1000/xyz.2021.123
c 86 11 MEASURING THE DRIFT OF COASTAL SEDIMENT UNDER STORMS
60 103 10 Anna Smith, PhD^{a} · Wei Zhang, PhD^{a} · Carl Jones, PhD^{b} · Maria Garcia, PhD^{b} ·
60 115 10 Dan Brown, PhD^{c} · Eve Wilson, PhD^{c}
60 134 9 ^{a} University of Leeds, Leeds, UK
60 145 9 ^{b} Hohai University, Nanjing, China
60 156 9 ^{c} University of Otago, Dunedin, New Zealand
60 196 9 Abstract We measure how sediment drifts along a coast under seasonal storms, using
` + body(240, 25)}, func(h *header) string {
		_, t := h.layoutTitleOf(1)
		return familyList(lexiconScan(h.pages[1], titleWithoutNames(t)))
	}, "Smith, Zhang, Jones, Garcia, Brown, Wilson"},
	{"a keywords line over the names", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
60 120 9 KEYWORDS sediment, drift, storms, buoys
c 140 10 Anna Smith
c 153 10 Wei Zhang
c 166 10 Carl Jones
60 200 9 Abstract We measure how sediment drifts along a coast under seasonal storms.
` + body(240, 25)}, func(h *header) string {
		_, t := h.layoutTitleOf(0)
		return familyList(lexiconScan(h.page1, t))
	}, "Smith, Zhang, Jones"},
}

// TestLostAuthorBlocks: each reader gives its block's names, and so does one of the paper's
// author candidates.
func TestLostAuthorBlocks(t *testing.T) {
	for _, c := range lostLayouts {
		h := newHeader(freeDoc(c.pages))
		if got := c.reader(h); got != c.want {
			t.Errorf("%s: reader got %q, want %q", c.name, got, c.want)
		}
		found := false
		seen := candidateFamilies(h)
		for _, s := range seen {
			found = found || s == c.want
		}
		if !found {
			t.Errorf("%s: no candidate gives %q (candidates %q)", c.name, c.want, seen)
		}
	}
}

// TestHeadingStopAfterMark: a line led by a mark set small is no numbered heading; the same
// number at the line's size is.
func TestHeadingStopAfterMark(t *testing.T) {
	for _, c := range []struct {
		spec string
		want bool
	}{
		{"60 100 9 ^{1} Korea Advanced Institute of", false},
		{"60 100 9 ^{2} Department of Geography", false},
		{"60 100 12 1 Introduction", true},
		{"60 100 12 2 Related Work", true},
	} {
		h := newHeader(freeDoc([]string{c.spec + "\n" + body(300, 10)}))
		if got := headingStop(h.page1[0]); got != c.want {
			t.Errorf("%q: headingStop %v, want %v", c.spec, got, c.want)
		}
	}
}

// TestListEndSplitInitials: the second half of hyphenated initials that an extractor set apart
// ("Y. -H.") ends no sentence.
func TestListEndSplitInitials(t *testing.T) {
	for _, c := range []struct {
		w          string
		soft, hard bool
	}{
		{"-H.", false, false},
		{"J.-P.", false, false},
		{"Leeds.", true, true},
		{"-ray.", true, true},
	} {
		if soft, hard := listEnd(c.w); soft != c.soft || hard != c.hard {
			t.Errorf("%q: listEnd %v %v, want %v %v", c.w, soft, hard, c.soft, c.hard)
		}
	}
}

// TestWideGapPartsFamilyFirstNames: names set apart by a wide space alone keep the comma inside
// each name written family first ("Ouasfi, Amine    Boukhayma, Adnane"), given name first or not.
func TestWideGapPartsFamilyFirstNames(t *testing.T) {
	for _, c := range []struct{ left, right, want string }{
		{"Smith, Anna", "Zhang, Wei", "Anna|Smith; Wei|Zhang"},
		{"Kowalski, Maria", "Garcia, Elena", "Maria|Kowalski; Elena|Garcia"},
		{"Anna Smith", "Wei Zhang", "Anna|Smith; Wei|Zhang"},
	} {
		left := synthWords(c.left, 10, 140, 999)
		right := synthWords(c.right, 10, 140, 999)
		shift := left[len(left)-1].X1 + 12 - right[0].X0 // 1.2 sizes: wider than a word's space, one line still
		for i := range right {
			right[i].X0 += shift
			right[i].X1 += shift
		}
		page := freePage(1, body(300, 10))
		page.Words = append(append(left, right...), page.Words...)
		h := newHeader(freeDocOf(page))
		got := ""
		for _, l := range h.page1 {
			if l.y0 < 200 {
				if names, ok := splitNames(nameText(l)); ok {
					got = authorsString(names)
				}
			}
		}
		if got != c.want {
			t.Errorf("%q + %q: got %q, want %q", c.left, c.right, got, c.want)
		}
	}
}

// freeDocOf is a one-page document of page.
func freeDocOf(page pdf.Page) *pdf.Doc {
	return &pdf.Doc{PageCount: 1, Pages: []pdf.Page{page}}
}
