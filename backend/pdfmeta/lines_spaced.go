package pdfmeta

import (
	"math"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"carrel/backend/pdf"
)

// spacedMin is the shortest run of one-character words read as letter-spaced text.
const spacedMin = 3

// joinSpaced mends letter-spaced text (names or a title set in tracked capitals, "J A N E  L E E"):
// an extractor that splits at every gap wider than a normal letter gap gives one word a letter.
// In a run of at least spacedMin one-character words (or kerned pairs, spacedPiece) on a line
// (sorted left to right), the letters of one word sit at the tracking's gap and the words at a
// wider one (mendRun).
func joinSpaced(ws []pdf.Word) []pdf.Word {
	n := 0
	for _, w := range ws {
		if spacedPiece(w) {
			n++
		}
	}
	if n < spacedMin {
		return ws
	}
	var out []pdf.Word
	for i := 0; i < len(ws); {
		j := i
		for j < len(ws) && spacedPiece(ws[j]) {
			j++
		}
		if j-i < spacedMin || !mostlySingle(ws[i:j]) {
			out = append(out, ws[i])
			i++
			continue
		}
		out = append(out, mendRun(ws, i, j)...)
		i = j
	}
	return out
}

// spacedPiece is a word a letter-spaced run may hold: one character, two or three capitals
// that kerning ("PA", "YA", "AV", "AYA") brought closer than the tracking, or a letter with
// the punctuation or marks glued to it ("N,", "N§,").
func spacedPiece(w pdf.Word) bool {
	rs := []rune(w.Text)
	if len(rs) == 1 {
		return true
	}
	if len(rs) > 3 {
		return false
	}
	caps, marks := true, unicode.IsLetter(rs[0])
	for _, r := range rs {
		caps = caps && unicode.IsUpper(r)
	}
	for _, r := range rs[1:] {
		marks = marks && !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	return caps || marks // "AYA", or a letter with its punctuation or mark ("N,", "N§,")
}

// mostlySingle reports whether at least half the run's words are one character: a line of
// short words in capitals ("THE USE OF A NEW") is no letter-spaced run.
func mostlySingle(run []pdf.Word) bool {
	n := 0
	for _, w := range run {
		if utf8.RuneCountInString(w.Text) == 1 {
			n++
		}
	}
	return 2*n >= len(run)
}

// mendRun joins the run ws[i:j] of one-character words into words at the run's letter gap.
// The gaps between same-size pieces fall in two groups, the tracking's and the word
// spaces': the widest step between sorted gaps parts them when it is clear (the upper gap
// 1.6 times the lower and wider by an eighth of the size). Without such a step every gap is
// a letter gap, and the run must stand apart from the words beside it on the line ("R E V I E W"
// alone, or between wider gaps): "let a b c d be" is set at one word space. Letters set as
// far apart as a normal word space (0.3 size; 0.45 beside a clear word gap) are left alone, and a piece of another size (a
// superscript mark) is never joined.
func mendRun(ws []pdf.Word, i, j int) []pdf.Word {
	run := ws[i:j]
	same := func(a, b pdf.Word) bool {
		return math.Abs(a.FontSize-b.FontSize) <= 0.1*math.Max(a.FontSize, b.FontSize)
	}
	var gaps []float64
	size := 0.0
	for k, w := range run {
		size = math.Max(size, wordSize(w))
		if k > 0 && same(run[k-1], w) {
			gaps = append(gaps, w.X0-run[k-1].X1)
		}
	}
	if len(gaps) < spacedMin-1 || 2*len(gaps) < len(run)-1 {
		return run // most neighbours differ in size: small capitals and marks, not tracking
	}
	sort.Float64s(gaps)
	limit, step := gaps[len(gaps)-1]+0.01*size, 0.0
	for k := 1; k < len(gaps); k++ {
		lo, hi := gaps[k-1], gaps[k]
		if hi-lo > step && hi >= 1.6*math.Max(lo, 0.05*size) && hi-lo >= 0.12*size {
			limit, step = (lo+hi)/2, hi-lo
		}
	}
	widest := 0.3 * size // one group alone must sit tighter than a normal word space
	if step > 0 {
		widest = 0.45 * size // beside a word gap's group a letter gap may be wider ("J ." in "J . F O R A N")
	}
	if gaps[0] < -0.2*size || letterGapMax(gaps, limit) > widest {
		return run
	}
	if step == 0 && (i > 0 && run[0].X0-ws[i-1].X1 <= limit || j < len(ws) && ws[j].X0-run[len(run)-1].X1 <= limit) {
		return run
	}
	out := []pdf.Word{run[0]}
	for _, w := range run[1:] {
		last := &out[len(out)-1]
		if w.X0-last.X1 <= limit && same(*last, w) && isDigits(w.Text) == isDigits(last.Text) {
			last.Text += w.Text
			last.X1 = math.Max(last.X1, w.X1)
			last.Y0, last.Y1 = math.Min(last.Y0, w.Y0), math.Max(last.Y1, w.Y1)
			continue
		}
		out = append(out, w)
	}
	return out
}

// isDigits reports whether s is all digits: a mark's number never joins a letter.
func isDigits(s string) bool {
	return strings.Trim(s, "0123456789") == "" && s != ""
}

// letterGapMax is the widest gap below limit: the widest gap between letters of one word.
func letterGapMax(gaps []float64, limit float64) float64 {
	m := gaps[0]
	for _, g := range gaps {
		if g <= limit {
			m = g
		}
	}
	return m
}
