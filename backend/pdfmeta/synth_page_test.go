package pdfmeta

import (
	"strings"
	"unicode/utf8"

	"carrel/backend/pdf"
)

// A synthetic page for the author-line tests: rows of text set at given sizes, each row in one
// to four columns, with superscripts written "^{a,b}" (set smaller and raised, as publishers
// print affiliation marks) and capitals set small on the baseline written "~{NNA}" (a word
// processor's small capitals). Widths are estimated at half the font size per character; the
// readers only need word boxes, sizes and reading order, which is what pdf.Page gives them.

const synthW, synthH = 612.0, 792.0

// synthRow is one printed row: y is its top, size its font size, cells its columns' texts
// (an empty cell leaves its column blank).
type synthRow struct {
	y, size float64
	cells   []string
}

// synthPage lays rows out as one page: a row of one cell is centred, a row of n cells puts
// cell i centred in the i-th of n equal columns.
func synthPage(number int, rows ...synthRow) pdf.Page {
	p := pdf.Page{Number: number, Width: synthW, Height: synthH}
	var text strings.Builder
	for li, r := range rows {
		n := len(r.cells)
		for ci, cell := range r.cells {
			if cell == "" {
				continue
			}
			ws := synthWords(cell, r.size, r.y, li)
			width := ws[len(ws)-1].X1 - ws[0].X0
			colW := (synthW - 100) / float64(n)
			shift := 50 + colW*float64(ci) + (colW-width)/2 - ws[0].X0
			for i := range ws {
				ws[i].X0 += shift
				ws[i].X1 += shift
			}
			for _, w := range ws {
				if text.Len() > 0 && !strings.HasSuffix(text.String(), "\n") {
					text.WriteByte(' ')
				}
				text.WriteString(w.Text)
			}
			p.Words = append(p.Words, ws...)
		}
		text.WriteByte('\n')
	}
	p.Text = text.String()
	return p
}

// synthWords sets one cell's text from x = 0: words split at spaces, superscripts "^{…}"
// glued to the word before at 0.6 of the size, raised by a third of it.
func synthWords(s string, size, y float64, lineNo int) []pdf.Word {
	var out []pdf.Word
	x := 0.0
	for _, tok := range strings.Fields(s) {
		for tok != "" {
			sup, small := strings.HasPrefix(tok, "^{"), strings.HasPrefix(tok, "~{")
			var piece string
			if sup || small {
				end := strings.Index(tok, "}")
				piece, tok = tok[2:end], tok[end+1:]
			} else if i := strings.IndexAny(tok, "^~"); i >= 0 && i+1 < len(tok) && tok[i+1] == '{' {
				piece, tok = tok[:i], tok[i:]
			} else {
				piece, tok = tok, ""
			}
			sz, top := size, y
			switch {
			case sup:
				sz, top = 0.6*size, y-0.3*size
			case small: // on the baseline
				sz, top = 0.8*size, y+0.2*size
			}
			w := 0.5 * sz * float64(utf8.RuneCountInString(piece))
			out = append(out, pdf.Word{Text: piece, X0: x, X1: x + w, Y0: top, Y1: top + sz, FontSize: sz, Line: lineNo})
			x += w
		}
		x += 0.25 * size
	}
	return out
}

// synthDoc is a one- or two-page document without Info/XMP.
func synthDoc(pages ...[]synthRow) *pdf.Doc {
	doc := &pdf.Doc{PageCount: len(pages)}
	for i, rows := range pages {
		doc.Pages = append(doc.Pages, synthPage(i+1, rows...))
	}
	return doc
}

// synthPaper is page 1 of a paper: a title at 17 pt, the given author rows (y counted from
// just under the title), then an abstract and body text at 10 pt.
func synthPaper(authorRows ...synthRow) *pdf.Doc {
	rows := []synthRow{
		{y: 60, size: 8, cells: []string{"Journal of Illustrative Results 12 (2021) 101–118"}},
		{y: 90, size: 17, cells: []string{"Measuring the Drift of Coastal Sediment"}},
		{y: 112, size: 17, cells: []string{"under Seasonal Storm Regimes"}},
	}
	bottom := 140.0
	for _, r := range authorRows {
		r.y += 140
		rows = append(rows, r)
		bottom = max(bottom, r.y+r.size)
	}
	y := bottom + 30
	rows = append(rows, synthRow{y: y, size: 10, cells: []string{"Abstract"}})
	for i, t := range []string{
		"We measure how sediment drifts along a coast under seasonal storms, using",
		"three years of buoy records and a transport model that we fit to them; the",
		"drift doubles in winter, and the model explains most of the variance seen.",
	} {
		rows = append(rows, synthRow{y: y + 14 + 12*float64(i), size: 10, cells: []string{t}})
	}
	rows = append(rows, synthRow{y: y + 70, size: 12, cells: []string{"1. Introduction"}})
	return synthDoc(rows)
}
