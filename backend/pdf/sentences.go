package pdf

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbreviations that end with a period without ending a sentence (lower case, no final period).
var abbreviations = map[string]bool{
	"al": true, "e.g": true, "i.e": true, "fig": true, "figs": true, "eq": true, "eqs": true,
	"sec": true, "secs": true, "ref": true, "refs": true, "tab": true, "vs": true, "cf": true,
	"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "no": true, "vol": true,
	"vols": true, "pp": true, "p": true, "resp": true, "approx": true, "inc": true, "ltd": true,
	"jr": true, "sr": true, "st": true, "ch": true, "chap": true, "ed": true, "eds": true,
	"viz": true, "cca": true, "ca": true, "def": true, "thm": true, "lem": true, "prop": true,
	"dept": true, "univ": true, "corp": true, "co": true, "nos": true, "eqn": true, "app": true,
	"appx": true, "est": true, "min": true, "max": true, "incl": true, "e.g.,": true, "i.e.,": true,
}

// sentences splits the page's words into sentences; starts holds each word's byte offset in the text.
func sentences(ws []Word, starts []int) []Sentence {
	var out []Sentence
	first := 0
	for i := range ws {
		last := i == len(ws)-1
		if !last && !endsSentence(ws[i].Text, ws[i+1].Text) && !blockBreak(ws[i], ws[i+1]) {
			continue
		}
		// A list marker ("•", "–") opens the line but is not part of what the sentence says;
		// keeping it out means quotes and answers never start with a stray bullet.
		for first < i && isListMarker(ws[first].Text) {
			first++
		}
		out = append(out, Sentence{
			Start: starts[first], End: starts[i] + len(ws[i].Text),
			FirstWord: first, LastWord: i,
		})
		first = i + 1
	}
	return out
}

// isListMarker reports whether a word is only a bullet or dash glyph.
func isListMarker(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune("•◦▪▫■□●○∙·‣⁃–—-*", r) {
			return false
		}
	}
	return true
}

// endsSentence says whether word w (followed by next) closes a sentence.
func endsSentence(w, next string) bool {
	core := strings.TrimRight(w, "\"')]}\u201d\u2019")
	if core == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(core)
	if r != '.' && r != '?' && r != '!' {
		return false
	}
	nr, _ := utf8.DecodeRuneInString(strings.TrimLeft(next, "\"'([{\u201c\u2018"))
	if unicode.IsLower(nr) {
		return false // "et al. showed", "e.g. the"
	}
	if r != '.' {
		return true
	}
	stem := strings.TrimSuffix(core, ".")
	stem = strings.TrimLeft(stem, "\"'([{\u201c\u2018")
	if abbreviations[strings.ToLower(stem)] {
		return false
	}
	// Initials ("J. Smith") and single letters.
	if n := utf8.RuneCountInString(stem); n == 1 {
		sr, _ := utf8.DecodeRuneInString(stem)
		if unicode.IsUpper(sr) {
			return false
		}
	}
	// Dotted abbreviations such as "U.S." or "a.k.a.".
	if strings.Contains(stem, ".") && !strings.ContainsFunc(stem, unicode.IsDigit) && utf8.RuneCountInString(stem) <= 6 {
		return false
	}
	// A number like "1." before a digit is an enumeration or a decimal cut by layout.
	if unicode.IsDigit(nr) && stem != "" && strings.IndexFunc(stem, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
		return false
	}
	return true
}

// blockBreak says whether a line break between a and b also ends a text block
// (title, heading, caption, paragraph set apart), which ends any sentence:
// the font size changes, or a vertical gap of a line or more follows.
func blockBreak(a, b Word) bool {
	if a.Line == b.Line {
		return false
	}
	if a.FontSize > 0 && b.FontSize > 0 && math.Abs(a.FontSize-b.FontSize) > 0.15*math.Max(a.FontSize, b.FontSize) {
		return true
	}
	h := a.Y1 - a.Y0
	return h > 0 && b.Y0-a.Y1 > h
}
