package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// columnRow lays pieces out left to right on one text line, one word space (0.28 size)
// between words and gap points between pieces, each character half the size wide; it gives
// the words and each piece's centre.
func columnRow(pieces []string, x, y, size, gap float64, line int) ([]pdf.Word, []float64) {
	var ws []pdf.Word
	var centres []float64
	for _, p := range pieces {
		start := x
		for _, t := range strings.Fields(p) {
			w := 0.5 * size * float64(len([]rune(t)))
			ws = append(ws, pdf.Word{Text: t, X0: x, X1: x + w, Y0: y, Y1: y + size, FontSize: size, Line: line})
			x += w + 0.28*size
		}
		centres = append(centres, (start+x-0.28*size)/2)
		x += gap - 0.28*size
	}
	return ws, centres
}

// centredRow sets each text centred on the given x, all on one line number.
func centredRow(texts []string, centres []float64, y, size float64, line int) []pdf.Word {
	var ws []pdf.Word
	for i, t := range texts {
		w := 0.5*size*float64(len([]rune(t))) + 0.28*size*float64(len(strings.Fields(t))-1)
		row, _ := columnRow([]string{t}, centres[i]-w/2, y, size, 0, line)
		ws = append(ws, row...)
	}
	return ws
}

// TestColumnNames: names set in columns over their affiliations with only a word's space
// between them ("Martin Mächler Benjamin M. Bolker" in lme4's JSS paper) are split where
// the affiliation row's column changes; the same row over running text, or over columns
// that do not line up with the names, is left whole.
func TestColumnNames(t *testing.T) {
	names := []string{"Anna Smith", "Wei J. Zhang", "Carl Jones"}
	for _, tc := range []struct {
		name  string
		below func(centres []float64) []pdf.Word
		want  int // names read from the row, 0 for none
	}{
		{"centred affiliations", func(c []float64) []pdf.Word {
			return centredRow([]string{"Leeds", "ETH Zurich", "Bristol"}, c, 116, 10, 2)
		}, 3},
		{"running text below", func(c []float64) []pdf.Word {
			row, _ := columnRow([]string{"We study the effect of the thing on the other thing here"}, 80, 116, 10, 0, 2)
			return row
		}, 0},
		{"columns off the names", func(c []float64) []pdf.Word {
			return centredRow([]string{"Leeds", "ETH Zurich", "Bristol"}, []float64{c[0] + 20, c[1] - 25, c[2] + 30}, 116, 10, 2)
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, centres := columnRow(names, 100, 100, 12, 0.28*12, 1)
			p := &pdf.Page{Number: 1, Width: 600, Height: 800, Words: append(ws, tc.below(centres)...)}
			ls := pageLines(p)
			markColumnCuts(ls)
			if len(ls) == 0 || !strings.HasPrefix(ls[0].text, "Anna Smith Wei") {
				t.Fatalf("lines %+v", ls)
			}
			got, ok := splitNames(nameText(ls[0]))
			if tc.want == 0 {
				if ok && len(got) > 1 {
					t.Errorf("%q split into %v", ls[0].text, got)
				}
				return
			}
			if !ok || len(got) != tc.want || got[1][len(got[1])-1] != "Zhang" {
				t.Errorf("%q gave %v, %v (nameText %q)", ls[0].text, got, ok, nameText(ls[0]))
			}
		})
	}
}
