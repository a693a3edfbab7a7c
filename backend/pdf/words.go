package pdf

import (
	"math"
	"strings"
	"unicode"
)

// wordBuild is a Word under construction with the PDFium index of its first character.
type wordBuild struct {
	Word
	first int
	dir   int    // text direction; the box is in its local frame until orderWords
	obj   uint64 // PDFium text object of the first character (one font), 0 when unknown
}

// Word-break and line-segment thresholds, as fractions of the character box height
// (PDFium's loose box spans the font's ascent to descent, about 1.1-1.3 em).
const (
	wordGapFrac = 0.12 // wider horizontal gap than this starts a new word
	segGapFrac  = 0.9  // wider than this starts a new line segment (column or table cell)
	// sizeChangeFrac: a larger change of box height or bottom starts a new word.
	sizeChangeFrac = 0.12
	inkGapFrac     = 0.3 // word gap for ink-box glyphs (Type3 fonts)
)

func isBreakRune(r rune) bool {
	return r == ' ' || r == 0x03 || r == '\r' || r == '\n' || r == '\t' || r == 0xA0 || r == 0x3000 || r == 0 || r == 0xFFFE ||
		(r >= 0x2000 && r <= 0x200B)
}

// attachAccents folds spacing diacritics drawn as separate glyphs (TeX's
// \"u is "¨" placed over "u", sometimes only at the end of the line) into the
// letter beneath them as combining marks.
func attachAccents(chars []rawChar) []rawChar {
	var accents []int
	for i, c := range chars {
		if isSpacingAccent(c.r) {
			accents = append(accents, i)
		}
	}
	if len(accents) == 0 {
		return chars
	}
	drop := map[int]bool{}
	for _, i := range accents {
		c := chars[i]
		mid := (c.x0 + c.x1) / 2
		best := -1
		// Nearest candidates first: the next glyph, the previous one, then any.
		for _, j := range []int{i + 1, i - 1} {
			if j >= 0 && j < len(chars) && accentBase(chars[j], c, mid) {
				best = j
				break
			}
		}
		for j := 0; best < 0 && j < len(chars); j++ {
			if accentBase(chars[j], c, mid) {
				best = j
			}
		}
		if best >= 0 {
			chars[best].mark = combining[c.r]
			drop[i] = true
		}
	}
	out := chars[:0]
	for i, c := range chars {
		if !drop[i] {
			out = append(out, c)
		}
	}
	return out
}

// accentBase says whether b is an unaccented letter under accent a (centre x mid).
func accentBase(b, a rawChar, mid float64) bool {
	return b.mark == 0 && isLetterUnder(b, mid) && b.y1 >= a.y0 && b.y0 <= a.y1+2
}

func isLetterUnder(c rawChar, x float64) bool {
	return unicode.IsLetter(c.r) && x >= c.x0-0.5 && x <= c.x1+0.5
}

// buildWords groups characters (in PDFium's content order) into words.
func buildWords(chars []rawChar) []wordBuild { return appendWords(nil, chars) }

// appendWords is buildWords writing into buf's array when it is large enough: an engine
// passes the previous page's, whose words are copied out by orderWords (a new array for every
// page was a seventh of a worker's allocations).
func appendWords(buf []wordBuild, chars []rawChar) []wordBuild {
	chars = attachAccents(chars)
	// About one word in five characters (spaces included); a tight first guess saves regrowing
	// the slice, which for a page of 5,000 characters copies 100 kB several times.
	out := buf[:0]
	if cap(out) < len(chars)/5+1 {
		out = make([]wordBuild, 0, len(chars)/5+1)
	}
	var cur wordBuild
	open := false // cur holds a word
	var sb strings.Builder
	var last rawChar
	flush := func() {
		if open {
			cur.Text = sb.String()
			if strings.TrimFunc(cur.Text, unicode.IsSpace) != "" {
				out = append(out, cur)
			}
		}
		open = false
		sb.Reset()
	}
	for _, c := range chars {
		r := mapRune(c.r)
		if isBreakRune(r) || c.x1 <= c.x0 && c.y1 <= c.y0 {
			flush()
			continue
		}
		if open && (c.dir != last.dir || breaksWord(last, c, cur.Y1-cur.Y0)) {
			flush()
		}
		if !open {
			cur, open = wordBuild{Word: Word{X0: c.x0, Y0: c.y0, X1: c.x1, Y1: c.y1}, first: c.idx, dir: c.dir}, true
		} else {
			cur.X0, cur.Y0 = min(cur.X0, c.x0), min(cur.Y0, c.y0)
			cur.X1, cur.Y1 = max(cur.X1, c.x1), max(cur.Y1, c.y1)
		}
		sb.WriteRune(r)
		if c.mark != 0 {
			sb.WriteRune(c.mark)
		}
		last = c
	}
	flush()
	return out
}

// breaksWord says whether c starts a new word after prev (both visible);
// wordH is the height of the word so far.
func breaksWord(prev, c rawChar, wordH float64) bool {
	h := max(prev.y1-prev.y0, c.y1-c.y0)
	if h <= 0 {
		return false
	}
	if !sameLine(prev.y0, prev.y1, c.y0, c.y1) {
		return true
	}
	// A change of size or baseline (sub- and superscripts, footnote marks) starts
	// a new word, as in poppler; loose boxes of one font on one line match exactly.
	ph, ch := prev.y1-prev.y0, c.y1-c.y0
	if prev.ink || c.ink {
		// Ink boxes vary per glyph and exclude side bearings: compare gaps with
		// the word's height so far (ascenders give it about a cap height).
		h = max(h, wordH)
		if prev.base != 0 && c.base != 0 && math.Abs(prev.base-c.base) > 0.15*h {
			return true
		}
		return c.x0-prev.x1 > inkGapFrac*h || c.x1 < prev.x0-0.2*h
	}
	if math.Abs(ph-ch) > sizeChangeFrac*h || math.Abs(prev.y1-c.y1) > sizeChangeFrac*h {
		return true
	}
	gap := c.x0 - prev.x1
	return gap > wordGapFrac*h || c.x1 < prev.x0-0.2*h // a jump back left is a new word
}

// sameLine says whether two vertical extents share a text line: each centre
// lies within the other's extent (tolerant of sub- and superscripts).
func sameLine(a0, a1, b0, b1 float64) bool {
	ca, cb := (a0+a1)/2, (b0+b1)/2
	return (cb >= a0 && cb <= a1) || (ca >= b0 && ca <= b1)
}

// mapRune turns PDFium's private codes into text.
func mapRune(r rune) rune {
	switch r {
	case 0x02, 0xAD: // PDFium's line-end soft hyphen, soft hyphen
		return '-'
	}
	return r
}
