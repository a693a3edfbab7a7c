package pdfmeta

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// smallCapsText is line l's text with small capitals made whole again: a font without true
// small capitals sets "ADAM" as a large "A" and a smaller "DAM" with hardly a gap, which the
// extractor reads as two words ("A DAM : A M ETHOD FOR S TOCHASTIC O PTIMIZATION"). A capital
// set larger than the capitals right after it, with less than a fifth of its size between
// them, is glued to them, and so is a colon or a comma set just as close.
func smallCapsText(l line) string {
	ws := l.words
	glue := func(i int) bool {
		a, b := ws[i], ws[i+1]
		sa, sb := wordSize(a), wordSize(b)
		if b.X0-a.X1 > 0.2*sa || b.X0 < a.X1-0.1*sa {
			return false
		}
		if strings.Trim(b.Text, ":;,.?!") == "" {
			return b.X0-a.X1 < 0.15*sa // "DAM :": a colon set apart by its font change
		}
		if sa < 1.1*sb {
			return false
		}
		ra := []rune(a.Text)
		last := ra[len(ra)-1]
		return unicode.IsUpper(last) && isUpperWord(b.Text) && unicode.IsUpper([]rune(b.Text)[0])
	}
	any := false
	for i := 0; i+1 < len(ws) && !any; i++ {
		any = glue(i)
	}
	if !any {
		return l.text
	}
	var b strings.Builder
	for i, w := range ws {
		if i > 0 && !glue(i-1) {
			b.WriteByte(' ')
		}
		b.WriteString(w.Text)
	}
	return b.String()
}

// plainMath writes the mathematical alphanumeric symbols a title set in a math font uses
// ("𝑂(𝑛 log 𝑛)", U+1D400–U+1D7FF) as the plain letters and digits a reference manager stores.
func plainMath(t string) string {
	if !strings.ContainsFunc(t, isMathAlnum) {
		return t
	}
	var b strings.Builder
	for _, r := range t {
		if isMathAlnum(r) {
			b.WriteString(norm.NFKC.String(string(r)))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isMathAlnum(r rune) bool { return r >= 0x1d400 && r <= 0x1d7ff }
