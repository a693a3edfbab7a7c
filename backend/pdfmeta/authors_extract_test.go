package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// Author lines as an extractor hands them over from publishers' final PDFs (s7): the text is
// right but its words are not. Each test builds the made-up page, then breaks it the way the
// extractor does, and reads it through the whole reader and the embedded model.

// letterSpaced sets the words of line li one letter a word, track sizes apart, as an extractor
// gives names or a title set in tracked capitals ("J A N E  L E E"); a word space grows by
// the tracking too.
func letterSpaced(p *pdf.Page, li int, track float64) {
	var out []pdf.Word
	x := -1.0
	for _, w := range p.Words {
		if w.Line != li {
			out = append(out, w)
			continue
		}
		sz := w.FontSize
		if x < 0 {
			x = w.X0
		}
		for _, r := range w.Text {
			cw := 0.6 * sz
			if strings.ContainsRune(".,", r) {
				cw = 0.25 * sz
			}
			out = append(out, pdf.Word{Text: string(r), X0: x, X1: x + cw, Y0: w.Y0, Y1: w.Y1, FontSize: sz, Line: li})
			x += cw + track*sz
		}
		x += 0.3 * sz
	}
	p.Words = out
}

func TestLetterSpacedAuthorLine(t *testing.T) {
	for _, c := range []struct {
		line  string
		track float64
		want  string
	}{
		{"JANE H. LEE, SAEID HAGHIGHATSHOAR AND AMIN KARBASI", 0.2, "Lee, Haghighatshoar, Karbasi"},
		{"Anna Smith, Bo Li and Carl Jones", 0.12, "Smith, Li, Jones"},
		{"MARÍA JOSÉ GARCÍA-LÓPEZ · PIETER DE BOCK", 0.25, "García-López, De Bock"},
		{"YI LIN, YOONKYUNG LEE AND DAVID J. FORAN§,", 0.2, "Lin, Lee, Foran"},
	} {
		p := freePage(1, `
c 90 17 Measuring the Drift of Coastal Sediment
c 140 11 `+c.line+`
c 160 9 Department of Geography, University of Leeds, Leeds, United Kingdom
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
`+body(260, 30))
		letterSpaced(&p, 1, c.track)
		m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%q tracked %.2f: got %q, want %q", c.line, c.track, got, c.want)
		}
	}
}

// TestJoinSpacedLeavesWordsAlone: one-letter words at a normal word space ("a b c d" in a
// formula's line) and ordinary words stay as they are.
func TestJoinSpacedLeavesWordsAlone(t *testing.T) {
	ws := synthWords("let a b c d be the weights of x y z", 10, 100, 0)
	got := joinSpaced(ws)
	if len(got) != len(ws) {
		var texts []string
		for _, w := range got {
			texts = append(texts, w.Text)
		}
		t.Errorf("joined %q", strings.Join(texts, " "))
	}
}

// TestRowPiecesOutOfOrder: a centred author list whose first row's end ("and Michal") the
// extractor reads after the next row, as a raised mark or an ORCID glyph inside the row makes
// some extractors do; and a row whose first name comes after its rest.
func TestRowPiecesOutOfOrder(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{`
150 140 14 Martin Maska^{1}, Florian Jug^{1}
250 158 14 Kozubek^{2}
330 140 14 and Michal`, "Maska, Jug, Kozubek"},
		{`
275 140 12 , Salakhutdinov R^{*}
200 140 12 Parisotto E^{*}`, "Parisotto, Salakhutdinov"},
	} {
		p := freePage(1, `
c 90 17 Measuring the Drift of Coastal Sediment`+c.spec+`
c 185 9 Department of Geography, University of Leeds, Leeds, United Kingdom
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
`+body(260, 30))
		m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%q: got %q, want %q", c.spec, got, c.want)
		}
	}
}

// TestRaisedMarksAtThreeQuarters: an 11 pt class's \Large names carry their marks at 0.76 of
// the names' size; raised, they are still marks ("Wei LI^b*" is Li, not "LIb").
func TestRaisedMarksAtThreeQuarters(t *testing.T) {
	p := freePage(1, `
c 90 17 Measuring the Drift of Coastal Sediment
c 140 14 Ge LIU^{a,b}, Linglan ZHAO^{a}, Wei LI^{b*} and Dashan GUO^{c}
c 165 9 ^{a} Department of Geography, University of Leeds, Leeds, United Kingdom
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
`+body(260, 30))
	for i, w := range p.Words {
		if w.Line == 1 && w.FontSize < 14 { // 0.76 of the size, raised 0.4 of it, glued
			p.Words[i].FontSize = 0.76 * 14
			p.Words[i].Y0, p.Words[i].Y1 = 140-0.4*14, 140-0.4*14+0.76*14
			p.Words[i].X0 -= 0.05 * 14
		}
	}
	m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
	if got, want := familyList(m.Authors), "Liu, Zhao, Li, Guo"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestLongListWrappedInsideNames: a 13-name list in a narrow column that breaks inside a name
// on each of its lines, the last name of the first line a given name and an initial.
func TestLongListWrappedInsideNames(t *testing.T) {
	p := freePage(1, `
c 90 17 Measuring the Drift of Coastal Sediment
60 140 12 Tomás HODAN^{a}, Rigas KOUSKOURIDAS^{a}, Tae-Kyun KIM^{a}, Kostas E.
60 154 12 BEKRIS^{a}, Bertram DROST^{a}, Thibault GROUEIX^{a,b}, Ales
60 168 12 LEONARDIS^{b}, Carsten STEGER^{b}, Frank MICHEL^{b}, and Jiri
60 182 12 MATAS^{b}, Caner SAHIN^{b}, Carsten ROTHER^{b} and Vincent
60 196 12 LEPETIT^{b}
60 215 9 ^{a} Department of Geography, University of Leeds, Leeds, United Kingdom
90 235 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
`+body(260, 30))
	m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
	want := "Hodan, Kouskouridas, Kim, Bekris, Drost, Groueix, Leonardis, Steger, Michel, Matas, Sahin, Rother, Lepetit"
	if got := familyList(m.Authors); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestCapitalsLineNotJoined: a line of short words in capitals at a tight word space is no
// letter-spaced run.
func TestCapitalsLineNotJoined(t *testing.T) {
	ws := synthWords("THE USE OF A NEW TOOL IN AN OLD LAB", 12, 100, 0)
	if got := joinSpaced(ws); len(got) != len(ws) {
		t.Errorf("joined a line of capitals: %d words of %d", len(got), len(ws))
	}
}

// TestBracketedAffiliationsWrapped: each name followed by its affiliation in brackets, the list
// wrapped inside a name; and names stacked in a side column beside the abstract.
func TestBracketedAffiliationsAndSideColumn(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{`
60 140 10 Won Hwa Kim (University of Oxford), Mona Jalal (ETH Zürich), Sterling C.
60 152 10 Johnson (Tübingen), Vikas Singh (University of Oxford)
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using`, "Kim, Jalal, Johnson, Singh"},
		{`
60 170 14 Yihao Feng (Chinese Academy of Sciences), Shentao Yang (Chinese Academy of
60 188 14 Sciences), Shujian Zhang (Chinese Academy of Sciences), Jianguo Zhang (Chinese
60 206 14 Academy of Sciences), Caiming Xiong (Chinese Academy of Sciences), Mingyuan
60 224 14 Zhou (Chinese Academy of Sciences), Huan Wang (Chinese Academy of Sciences)
90 250 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using`, "Feng, Yang, Zhang, Zhang, Xiong, Zhou, Wang"},
		{`
60 150 9 Miguel Monteiro^{1}
200 150 10 Abstract. We measure how sediment drifts along a coast under seasonal storms,
200 163 10 using three years of buoy records and a transport model that we fit to them.
60 164 9 Loic Le Folgoc^{1}
60 178 9 Daniel Coelho de Castro^{2}
200 176 10 The drift doubles in winter, and the model explains most of the variance seen.
60 192 9 Ben Glocker^{2}
60 210 7 ^{1} Google Research, Mountain View,`, "Monteiro, Le Folgoc, de Castro, Glocker"},
	} {
		p := freePage(1, `
c 90 17 Measuring the Drift of Coastal Sediment`+c.spec+`
`+body(260, 30))
		m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%q: got %q, want %q", c.spec, got, c.want)
		}
	}
}

// TestSubtitleOfTitleWordsIsNoName: a subtitle of capitalised title words with one word that is
// also a given name ("You") stays the title's, and the names under it are read.
func TestSubtitleOfTitleWordsIsNoName(t *testing.T) {
	p := freePage(1, `
c 97 17 Universal Online Learning with Unbounded Losses:
c 119 17 Memory Is All You Need
c 149 14 Moïse Blanchard^{a}, Romain Cosson^{a} & Steve Hanneke^{a}
c 168 9 ^{a} Department of Geography, University of Leeds, Leeds, United Kingdom
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
`+body(260, 30))
	m := ExtractPaper(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{p}})
	if got, want := familyList(m.Authors), "Blanchard, Cosson, Hanneke"; got != want || !strings.HasSuffix(m.Title, "Memory Is All You Need") {
		t.Errorf("got %q (title %q), want %q", got, m.Title, want)
	}
}

// TestGridCellsOnOneRowStayApart: an author grid read column by column puts the two cells of a
// row two lines apart; close as they are, they stay two lines (only a list's piece, led by a
// separator, or an e-mail address joins its row across other lines).
func TestGridCellsOnOneRowStayApart(t *testing.T) {
	p := freePage(1, `
170 120 12 Anna Smith
150 134 10 Carnegie Mellon University
320 120 12 Bo Li
295 134 10 Carnegie Mellon University`)
	n := 0
	for _, l := range pageLines(&p) {
		if l.text == "Carnegie Mellon University" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("the row's two cells were joined: %d lines read Carnegie Mellon University", n)
	}
}
