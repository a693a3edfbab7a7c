package pdf

import (
	"strings"
	"testing"
	"unicode"
)

// wordLikeBefore is wordLike as it was written first (a []rune copy and a vowel-string search
// per letter); the faster one must agree with it on every token.
func wordLikeBefore(tok string) bool {
	rs := []rune(tok)
	hasCase, vowel, upper := false, false, 0
	run, prev := 0, rune(0)
	for i, r := range rs {
		if unicode.IsUpper(r) || unicode.IsLower(r) {
			hasCase = true
		}
		if unicode.IsUpper(r) {
			upper++
			if i > 0 && unicode.IsLower(rs[i-1]) {
				return false
			}
		}
		if strings.ContainsRune("aeiouyAEIOUYàáâäãåèéêëìíîïòóôöõøùúûüýÿæœαεηιουωаеёиоуыэюяАЕЁИОУЫЭЮЯ", r) {
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
	return vowel || upper == len(rs)
}

// TestWordLikeAndLetterRuns: wordLike agrees with its first version, and letterRuns yields what
// strings.FieldsFunc on non-letters yields (runs of two or more letters), on texts of every
// kind: prose, acronyms, case flips, repeated letters, accents, Greek, Cyrillic, CJK, digits,
// punctuation and invalid UTF-8.
func TestWordLikeAndLetterRuns(t *testing.T) {
	pieces := []string{"the", "The", "THE", "aBc", "NASA", "xyz", "rhythm", "Ggg", "aaab", "AAAA", "ßtraße", "Élan",
		"éte", "œuvre", "λόγος", "ΛΟΓΟΣ", "Москва", "ЁЖ", "日本語", "한국", "a", "B", "1998", "x2y", "e.g.", "co-op",
		"\xff\xfe", "ab\xffcd", "ǅemal", "ﬁne", "", " ", "—", "MüLLer", "iPhone", "ééé", "zzZ", "Ⅻ", "ǈ"}
	var texts []string
	for _, a := range pieces {
		for _, b := range pieces {
			texts = append(texts, a+b, a+"-"+b, a+"\u00ad"+b+"1")
		}
	}
	for _, s := range texts {
		var got []string
		letterRuns(s, func(tok string) { got = append(got, tok) })
		var want []string
		for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if len([]rune(tok)) >= 2 {
				want = append(want, tok)
			}
		}
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Fatalf("letterRuns(%q) = %q, want %q", s, got, want)
		}
		for _, tok := range append(want, s) {
			if wordLike(tok) != wordLikeBefore(tok) {
				t.Fatalf("wordLike(%q) = %v, first version %v", tok, wordLike(tok), wordLikeBefore(tok))
			}
		}
	}
}
