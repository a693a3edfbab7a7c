package pdfmeta

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"carrel/backend/pdf"
)

// line is a run of words on one text line, split at wide horizontal gaps so that two
// columns (or side-by-side author blocks) never share a line.
type line struct {
	page           int // 1-indexed
	pw, ph         float64
	words          []pdf.Word
	text           string
	x0, y0, x1, y1 float64
	size           float64   // median font size of the words
	bold           bool      // most characters bold
	allBold        bool      // every word bold
	vertical       bool      // rotated text such as arXiv side stamps
	colCuts        []float64 // X0 of the words that start a name set in columns (markColumnCuts)
}

var secNumRe = regexp.MustCompile(`^(\d{1,2}(\.\d{1,2}){0,3}|[IVX]{1,4})\.?$`)

// gapSplit is the horizontal gap, in font sizes, that separates two lines sharing a baseline.
const gapSplit = 1.8

// pageLines turns a page's words into lines in reading order.
func pageLines(p *pdf.Page) []line {
	var order []int
	groups := map[int][]pdf.Word{}
	for _, w := range p.Words {
		if strings.TrimSpace(w.Text) == "" {
			continue
		}
		if _, ok := groups[w.Line]; !ok {
			order = append(order, w.Line)
		}
		groups[w.Line] = append(groups[w.Line], w)
	}
	var out []line
	for _, k := range order {
		ws := groups[k]
		if isVertical(ws) {
			l := newLine(p, ws)
			l.vertical = true
			out = append(out, l)
			continue
		}
		sort.SliceStable(ws, func(i, j int) bool { return ws[i].X0 < ws[j].X0 })
		ws = joinSpaced(ws)
		start := 0
		for i := 1; i <= len(ws); i++ {
			if i < len(ws) {
				sz := math.Max(wordSize(ws[i-1]), wordSize(ws[i]))
				gap := ws[i].X0 - ws[i-1].X1
				if gap <= gapSplit*sz || i-start == 1 && gap < 5*sz && secNumRe.MatchString(ws[start].Text) {
					continue // "1   Introduction": a section number keeps its heading
				}
			}
			out = append(out, newLine(p, ws[start:i]))
			start = i
		}
	}
	return mergeSplitLines(p, out)
}

// mergeSplitLines joins lines on one baseline that the extractor numbered apart: a section
// number and its heading text, the line right before read after its rest (since s7: "Parisotto
// E" after ", Salakhutdinov R"), and a short piece of a list of names that the extractor read
// after other rows (a raised mark or an ORCID glyph inside a centred author line sends "and
// Michal" after the next row): such a piece joins an earlier line of its row, at its size, right
// after it at a line's gap (gapSplit sizes); so does an e-mail address set beside its name. Since
// s8-pubs any piece joins one of the three lines before it at a word's space (one size) on its
// baseline and at its size ("TFCustom:" read apart from "Customized Image …" by a banner's right
// half). Other pieces never join across lines between them: a grid's columns on one row
// ("Carnegie Mellon University" twice, a column's gutter apart) stay apart.
func mergeSplitLines(p *pdf.Page, ls []line) []line {
	const rowLookback = 3 // how many lines back a row's piece may find the line it goes on
	var out []line
	for _, l := range ls {
		if l.vertical {
			out = append(out, l)
			continue
		}
		merged := false
		email := strings.Contains(l.text, "@") // an address, set smaller than its name
		piece := listPiece(l) || email
		topL := wordsTop(l)
		for k := len(out) - 1; k >= 0; k-- {
			a := out[k]
			last := k == len(out)-1
			if !piece && k < len(out)-rowLookback {
				break
			}
			if a.vertical {
				continue
			}
			sz := math.Max(a.size, l.size)
			if math.Abs((a.y0+a.y1)/2-(l.y0+l.y1)/2) >= 0.3*sz {
				continue
			}
			gap := l.x0 - a.x1
			after := last && gap > -1 && (gap <= gapSplit*sz || gap < 5*sz && secNumRe.MatchString(a.text))
			topA := wordsTop(a)
			sameSize := math.Abs(topA-topL) <= 0.1*topA // the largest words: marks are smaller
			before := last && sameSize && a.x0-l.x1 > -1 && a.x0-l.x1 <= gapSplit*sz
			far := !last && piece && (sameSize || email) && gap > -1 && gap <= gapSplit*sz && a.y1-a.y0 < 1.6*sz
			// a word space apart on one baseline, at one size: a row the extractor read in two
			// pieces with a line of another column between them ("TFCustom:" … "Customized Image …")
			tight := !last && sameSize && gap > -1 && gap <= sz && a.y1-a.y0 < 1.6*sz
			if !after && !before && !far && !tight {
				continue
			}
			ws := append(append([]pdf.Word{}, a.words...), l.words...)
			if before {
				ws = append(append([]pdf.Word{}, l.words...), a.words...)
			}
			out[k] = newLine(p, ws)
			merged = true
			break
		}
		if !merged {
			out = append(out, l)
		}
	}
	return out
}

// listPieceRe is a row's piece that goes on a list of names: it starts with a separator.
var listPieceRe = regexp.MustCompile(`^(?:[,;&·•|✉*∗†‡§¶]|and\s)`)

// listPiece reports whether l is a piece of a list of names in the page's top half (",
// Aaron C.", "· Rıza Özçelik 1 · …", "and Michal"), which may join its row however far back
// the extractor read the row. A piece led by "and" must be short: a two-column body's line may
// start so too.
func listPiece(l line) bool {
	if l.y0 >= 0.5*l.ph || !listPieceRe.MatchString(l.text) {
		return false
	}
	return len(l.words) <= 5 || !strings.HasPrefix(l.text, "and")
}

func isVertical(ws []pdf.Word) bool {
	n := 0
	for _, w := range ws {
		if len([]rune(w.Text)) > 2 && (w.Y1-w.Y0) > 1.5*(w.X1-w.X0) {
			n++
		}
	}
	return n > 0 && n*2 >= len(ws)
}

// wordSize is the word's font size, or its box height when the reported size is
// implausible for the box (some producers report text-space sizes such as 1.0).
func wordSize(w pdf.Word) float64 {
	h := math.Min(w.Y1-w.Y0, w.X1-w.X0+1) // rotated words: the narrow side
	if h <= 0 {
		h = 1
	}
	if w.FontSize > 0.5*h && w.FontSize < 2.5*h {
		return w.FontSize
	}
	return h / 1.2
}

func newLine(p *pdf.Page, ws []pdf.Word) line {
	l := line{page: p.Number, pw: p.Width, ph: p.Height, words: ws,
		x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	var parts []string
	var sizes []float64
	boldChars, chars := 0, 0
	for _, w := range ws {
		parts = append(parts, w.Text)
		l.x0, l.y0 = math.Min(l.x0, w.X0), math.Min(l.y0, w.Y0)
		l.x1, l.y1 = math.Max(l.x1, w.X1), math.Max(l.y1, w.Y1)
		sizes = append(sizes, wordSize(w))
		n := len([]rune(w.Text))
		chars += n
		if w.Bold {
			boldChars += n
		}
	}
	sort.Float64s(sizes)
	l.size = sizes[len(sizes)/2]
	l.bold = chars > 0 && boldChars*2 > chars
	l.allBold = chars > 0 && boldChars == chars
	l.text = strings.Join(parts, " ")
	return l
}

// docLines returns the lines of the first maxPages pages (0 = all).
func docLines(doc *pdf.Doc, maxPages int) [][]line {
	var out [][]line
	for i := range doc.Pages {
		if maxPages > 0 && i >= maxPages {
			break
		}
		out = append(out, pageLines(&doc.Pages[i]))
	}
	return out
}

// bodySize is the font size carrying the most characters: the running text.
func bodySize(pages [][]line) float64 {
	hist := map[float64]int{}
	for _, ls := range pages {
		for _, l := range ls {
			if !l.vertical {
				hist[math.Round(l.size*2)/2] += len(l.text)
			}
		}
	}
	best, n := 10.0, -1
	for s, c := range hist {
		if c > n || (c == n && s < best) {
			best, n = s, c
		}
	}
	return best
}

// joinLines joins line texts with spaces, mending words broken by a line-end hyphen.
func joinLines(texts []string) string {
	var b strings.Builder
	for _, t := range texts {
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		if b.Len() > 0 {
			prev := b.String()
			if brokenWord(prev, t) {
				s := prev[:len(prev)-1]
				b.Reset()
				b.WriteString(s)
			} else if strings.HasSuffix(prev, "-") && len(prev) > 1 && isAlnum(rune(prev[len(prev)-2])) && startsUpperOrDigit(t) {
				// a compound's own hyphen at the line's end: "Multi-" then "Dimensional", "COVID-" then "19"
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// brokenWord reports a word hyphenated over a line end: prev ends on a letter and "-", and the
// next line goes on in lower case.
func brokenWord(prev, next string) bool {
	return len(prev) > 1 && strings.HasSuffix(prev, "-") && isLetter(rune(prev[len(prev)-2])) && startsLower(next)
}

func isLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

func isAlnum(r rune) bool { return isLetter(r) || r >= '0' && r <= '9' }

func startsLower(s string) bool {
	for _, r := range s {
		return r >= 'a' && r <= 'z'
	}
	return false
}

// atEdge reports whether l sits in its page's head (its top above 0.12 of the page's height)
// or foot (its bottom below 0.85): where running heads, banners and footnotes stand.
func (l line) atEdge() bool { return l.y0 < 0.12*l.ph || l.y1 > 0.85*l.ph }
