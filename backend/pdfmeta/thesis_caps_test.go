package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// centredLine is textLine centred on x = 300.
func centredLine(text string, y, size float64) line {
	l := textLine(text, 0, y, size)
	d := 300 - (l.x1-l.x0)/2
	for i := range l.words {
		l.words[i].X0 += d
		l.words[i].X1 += d
	}
	l.x0, l.x1 = l.x0+d, l.x1+d
	return l
}

// TestByLabelCentred reads a thesis title page's author under a centred "By", over the
// department under the name (s18-held6: muthesis).
func TestByLabelCentred(t *testing.T) {
	page := []line{centredLine("2025", 300, 12), centredLine("By", 330, 12), centredLine("Tao Wang", 345, 12),
		centredLine("Department of Mathematics", 360, 12)}
	as := labelBlockNames(page)
	if len(as) != 1 || as[0].Family != "Wang" || as[0].Given != "Tao" {
		t.Errorf("labelBlockNames = %v, want Tao Wang", as)
	}
}

// TestInstitutionSmallCaps reads a university set in small capitals ("U NIVERSITY OF
// M ANCHESTER": each word's first letter larger and set apart) once its words are glued.
func TestInstitutionSmallCaps(t *testing.T) {
	var ws []pdf.Word
	x := 100.0
	for _, p := range [][2]string{{"THE", ""}, {"U", "NIVERSITY"}, {"OF", ""}, {"M", "ANCHESTER"}} {
		if p[1] == "" {
			w := float64(len(p[0])) * 4
			ws = append(ws, pdf.Word{Text: p[0], X0: x, X1: x + w, Y0: 100, Y1: 108, FontSize: 8})
			x += w + 3
			continue
		}
		ws = append(ws, pdf.Word{Text: p[0], X0: x, X1: x + 6, Y0: 98, Y1: 108, FontSize: 10})
		x += 6.5
		w := float64(len(p[1])) * 4
		ws = append(ws, pdf.Word{Text: p[1], X0: x, X1: x + w, Y0: 100, Y1: 108, FontSize: 8})
		x += w + 3
	}
	l := line{page: 1, pw: 600, ph: 800, words: ws, text: "THE U NIVERSITY OF M ANCHESTER", x0: 100, x1: x, y0: 98, y1: 108, size: 8}
	if got := institutionIn(smallCapsText(l)); got != "University of Manchester" {
		t.Errorf("institutionIn(smallCapsText) = %q, want University of Manchester", got)
	}
}
