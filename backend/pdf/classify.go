package pdf

import (
	"fmt"
	"strings"
	"unicode"
)

// TextStats summarises a document's text layer for the scanned/garbled decision.
type TextStats struct {
	Pages   int
	Chars   int // visible characters in words
	Letters int
	// Junk counts replacement, private-use, control and unassigned characters.
	Junk int
	// Tokens are letter runs of 2+ letters; WordLike of them look like words of a
	// natural language (a vowel, case pattern of a word, no letter repeated 4 times).
	Tokens, WordLike int
	// TextPages have at least minPageChars characters; GarbledPages are those
	// of them where letters are under minPageLetterShare of the characters.
	TextPages, GarbledPages int
}

// Thresholds for classify.
const (
	minLettersPerPage  = 30   // below this on average the document is a scan without text
	minWordLikeRatio   = 0.55 // below this share of word-like tokens the layer is garbled
	maxJunkRatio       = 0.2  // above this share of junk characters the layer is garbled
	minPageChars       = 200  // pages with fewer characters do not vote on garbling
	minPageLetterShare = 0.5  // prose, even with math and tables, is well above this
	maxGarbledPages    = 0.5  // share of text pages that may be garbled
)

// Stats computes TextStats of doc.
func Stats(doc *Doc) TextStats {
	s := TextStats{Pages: max(doc.PageCount, len(doc.Pages))}
	for _, p := range doc.Pages {
		chars0, letters0 := s.Chars, s.Letters
		for _, w := range p.Words {
			for _, r := range w.Text {
				s.Chars++
				switch {
				case unicode.IsLetter(r):
					s.Letters++
				case r == unicode.ReplacementChar || unicode.Is(unicode.Co, r) || unicode.IsControl(r) || !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z):
					s.Junk++
				}
			}
			letterRuns(w.Text, func(tok string) {
				s.Tokens++
				if wordLike(tok) {
					s.WordLike++
				}
			})
		}
		if pc := s.Chars - chars0; pc >= minPageChars {
			s.TextPages++
			if float64(s.Letters-letters0) < minPageLetterShare*float64(pc) {
				s.GarbledPages++
			}
		}
	}
	return s
}

// classify rejects documents whose text layer is missing or unusable.
func classify(doc *Doc) error {
	s := Stats(doc)
	if s.Letters < minLettersPerPage*s.Pages {
		return fmt.Errorf("%w: %d letters on %d pages", ErrNoTextLayer, s.Letters, s.Pages)
	}
	return garbled(s)
}

// garbled is ErrGarbled with what gave it away when s is the text layer of a document whose
// fonts map their codes to no usable letters, or nil.
func garbled(s TextStats) error {
	if s.Chars > 0 && float64(s.Junk)/float64(s.Chars) > maxJunkRatio {
		return fmt.Errorf("%w: %d of %d characters are junk", ErrGarbled, s.Junk, s.Chars)
	}
	if s.TextPages > 0 && float64(s.GarbledPages) > maxGarbledPages*float64(s.TextPages) {
		return fmt.Errorf("%w: %d of %d pages are mostly symbols", ErrGarbled, s.GarbledPages, s.TextPages)
	}
	if s.Tokens > 0 && float64(s.WordLike)/float64(s.Tokens) < minWordLikeRatio {
		return fmt.Errorf("%w: %d of %d tokens look like words", ErrGarbled, s.WordLike, s.Tokens)
	}
	return nil
}

// letterRuns calls fn with every run of two or more letters in s (what strings.FieldsFunc on
// non-letters yields, without the slice: Stats asks this of every word of a document).
func letterRuns(s string, fn func(tok string)) {
	start, n := 0, 0 // the run's first byte and its letters so far
	for i, r := range s {
		if unicode.IsLetter(r) {
			if n == 0 {
				start = i
			}
			n++
			continue
		}
		if n >= 2 {
			fn(s[start:i])
		}
		n = 0
	}
	if n >= 2 {
		fn(s[start:])
	}
}

// nonASCIIVowels are the vowel-like letters of wordLike beyond ASCII's aeiouy.
const nonASCIIVowels = "àáâäãåèéêëìíîïòóôöõøùúûüýÿæœαεηιουωаеёиоуыэюяАЕЁИОУЫЭЮЯ"

func isVowel(r rune) bool {
	switch r {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'A', 'E', 'I', 'O', 'U', 'Y':
		return true
	}
	return r >= 0x80 && strings.ContainsRune(nonASCIIVowels, r)
}

// wordLike says whether a letter run looks like a word: scripts without case
// always pass; Latin/Greek/Cyrillic runs need a vowel-like letter and a word's case shape.
func wordLike(tok string) bool {
	hasCase, vowel, upper, n := false, false, 0, 0
	run, prev := 0, rune(0)
	for _, r := range tok {
		n++
		up, low := unicode.IsUpper(r), unicode.IsLower(r)
		if up || low {
			hasCase = true
		}
		if up && n > 1 && unicode.IsLower(prev) {
			return false // "aBc": case flips inside a word are rare in prose
		}
		if up {
			upper++
		}
		if !vowel && isVowel(r) {
			vowel = true
		}
		if unicode.ToLower(r) == unicode.ToLower(prev) {
			run++
			if run >= 3 {
				return false
			}
		} else {
			run = 0
		}
		prev = r
	}
	if !hasCase {
		return true
	}
	return vowel || upper == n // acronyms may lack vowels
}
