package answer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is a content word of a text: its stem (the matching key) and its surface form.
type token struct {
	stem    string
	surface string
}

// tokenize returns the content words of s in order: lower-cased, stop words dropped,
// English-stemmed. Runs of Han, kana or Hangul, which carry no spaces, become overlapping
// character bigrams so CJK text still matches.
func tokenize(s string) []token {
	s = joinHyphenated(s)
	out := make([]token, 0, len(s)/8+1)
	i := 0
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += w
			continue
		}
		j := i
		cjk := isCJK(r)
		for j < len(s) {
			r2, w2 := utf8.DecodeRuneInString(s[j:])
			if !(unicode.IsLetter(r2) || unicode.IsDigit(r2) || unicode.Is(unicode.Mn, r2)) || isCJK(r2) != cjk {
				break
			}
			j += w2
		}
		word := s[i:j]
		i = j
		if cjk {
			out = append(out, cjkBigrams(word)...)
			continue
		}
		lw := strings.ToLower(word)
		if isStopword(lw) || (utf8.RuneCountInString(lw) < 2 && !unicode.IsDigit(r)) {
			continue
		}
		out = append(out, token{stem: stem(lw), surface: word})
	}
	return out
}

// lineHyphen is a word broken over a line end by page layout ("treat-\nment").
var lineHyphen = regexp.MustCompile(`(\pL)-[ \t]*\r?\n\s*(\p{Ll})`)

// joinHyphenated rejoins words that page layout broke over lines and drops soft hyphens,
// for matching only: quotes keep the text as it is.
func joinHyphenated(s string) string {
	if strings.Contains(s, "-\n") || strings.Contains(s, "-\r\n") || strings.Contains(s, "- \n") {
		s = lineHyphen.ReplaceAllString(s, "$1$2")
	}
	return strings.ReplaceAll(s, "\u00ad", "")
}

func isCJK(r rune) bool {
	if r < 0x1100 { // below Hangul Jamo: Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

func cjkBigrams(word string) []token {
	rs := []rune(word)
	if len(rs) == 1 {
		return []token{{stem: word, surface: word}}
	}
	out := make([]token, 0, len(rs)-1)
	for k := 0; k+1 < len(rs); k++ {
		bg := string(rs[k : k+2])
		out = append(out, token{stem: bg, surface: bg})
	}
	return out
}

// stem is a light English suffix stripper: it only needs to map inflections of one word to
// the same key (increase/increased/increasing), not to produce real words. Words with
// non-ASCII letters are left alone.
func stem(w string) string {
	if len(w) <= 3 || !isASCIIWord(w) {
		return w
	}
	switch {
	case strings.HasSuffix(w, "sses"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		w = w[:len(w)-1]
	}
	for _, sf := range suffixes {
		if strings.HasSuffix(w, sf.from) && len(w)-len(sf.from) >= sf.min && hasVowel(w[:len(w)-len(sf.from)]) {
			w = w[:len(w)-len(sf.from)] + sf.to
			if sf.undouble {
				w = undouble(w)
			}
			break
		}
	}
	if len(w) > 4 && strings.HasSuffix(w, "e") {
		w = w[:len(w)-1]
	}
	if len(w) > 4 && strings.HasSuffix(w, "y") {
		w = w[:len(w)-1] + "i"
	}
	return w
}

var suffixes = []struct {
	from, to string
	min      int
	undouble bool
}{
	{"izations", "ize", 3, false}, {"ization", "ize", 3, false}, {"ational", "ate", 3, false},
	{"ations", "ate", 3, false}, {"ation", "ate", 3, false}, {"iveness", "ive", 3, false},
	{"fulness", "ful", 3, false}, {"ousness", "ous", 3, false}, {"nesses", "", 4, false},
	{"ness", "", 4, false}, {"ments", "", 4, false}, {"ment", "", 4, false},
	{"ingly", "", 3, true}, {"edly", "", 3, true}, {"ing", "", 3, true}, {"ed", "", 3, true},
	{"ities", "", 4, false}, {"ity", "", 4, false}, {"ly", "", 4, false},
}

func undouble(w string) string {
	n := len(w)
	if n >= 2 && w[n-1] == w[n-2] && !strings.ContainsRune("aeioulsz", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	return true
}
