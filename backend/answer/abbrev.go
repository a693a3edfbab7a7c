package answer

import (
	"strings"
	"unicode"
)

// abbrev is an abbreviation an abstract defines ("interleukin-18 (IL18)"): the short form's
// stem and the long form's stems.
type abbrev struct {
	short string
	long  []string
}

// Abbreviation bounds: a short form is 2–10 bytes, and its long form is looked for in at most
// this many words before the parenthesis (Schwartz and Hearst's min(|SF|+5, 2|SF|)).
const (
	minShortForm = 2
	maxShortForm = 10
)

// definedAbbrevs finds the "long form (SF)" definitions of text with Schwartz and Hearst's
// algorithm: every letter and digit of the short form occurs in order in the long form,
// the first one at the start of a word. Biomedical abstracts define a term once and then use
// the short form, so a finding that says "IL18 binding" answers a claim about interleukin-18.
func definedAbbrevs(text string) []abbrev {
	var out []abbrev
	for i := 0; i < len(text); i++ {
		if text[i] != '(' {
			continue
		}
		end := strings.IndexByte(text[i:], ')')
		if end < 0 {
			break
		}
		sf := text[i+1 : i+end]
		if !shortForm(sf) {
			continue
		}
		words := precedingWords(text[:i], min(len(sf)+5, 2*len(sf)))
		lf := initialsForm(sf, words)
		if lf == "" {
			lf = longForm(sf, words)
		}
		if lf == "" {
			continue
		}
		st, lt := tokenize(sf), tokenize(lf)
		if len(st) != 1 || len(lt) == 0 || len(lt) > 8 {
			continue
		}
		a := abbrev{short: st[0].stem}
		for _, t := range lt {
			if t.stem == a.short {
				a.long = nil
				break
			}
			a.long = append(a.long, t.stem)
		}
		if len(a.long) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// shortForm reports whether s can be an abbreviation: one ASCII word of 2–10 bytes that
// starts with a letter or digit, holds a letter, and has a capital letter ("IL18", "mTOR").
func shortForm(s string) bool {
	if len(s) < minShortForm || len(s) > maxShortForm || !isASCIIWord(s) {
		return false
	}
	upper, letter := false, false
	for k, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper, letter = true, true
		case unicode.IsLower(r):
			letter = true
		case unicode.IsDigit(r):
		case k > 0 && (r == '-' || r == '/'):
		default:
			return false
		}
	}
	first := rune(s[0])
	return upper && letter && (unicode.IsLetter(first) || unicode.IsDigit(first))
}

// precedingWords is the end of text, at most n words, stopping at a sentence end or an
// opening parenthesis so that a long form never spans two clauses.
func precedingWords(text string, n int) string {
	start := max(strings.LastIndexAny(text, ".;:([\n"), -1) + 1
	words := strings.Fields(text[start:])
	if len(words) > n {
		words = words[len(words)-n:]
	}
	return strings.Join(words, " ")
}

// longForm is the shortest end of words that contains the short form's letters and digits
// in order, the first at a word start; "" when there is none.
func longForm(sf, words string) string {
	s, l := len(sf)-1, len(words)-1
	for s >= 0 {
		c := lowerByte(sf[s])
		if !isAlnumByte(c) {
			s--
			continue
		}
		for l >= 0 && (lowerByte(words[l]) != c || s == 0 && l > 0 && isAlnumByte(lowerByte(words[l-1]))) {
			l--
		}
		if l < 0 {
			return ""
		}
		l--
		s--
	}
	return words[strings.LastIndexByte(words[:l+1], ' ')+1:]
}

// initialsForm is the last words of words whose initials spell the short form's letters
// ("multiple myeloma (MM)"), which the shortest-match search would cut to "myeloma"; "" when
// they do not.
func initialsForm(sf, words string) string {
	var letters []byte
	for k := 0; k < len(sf); k++ {
		if c := lowerByte(sf[k]); c >= 'a' && c <= 'z' {
			letters = append(letters, c)
		}
	}
	ws := strings.Fields(words)
	if len(letters) < 2 || len(ws) < len(letters) {
		return ""
	}
	ws = ws[len(ws)-len(letters):]
	for k, w := range ws {
		if lowerByte(w[0]) != letters[k] {
			return ""
		}
	}
	return strings.Join(ws, " ")
}

func lowerByte(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

func isAlnumByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }

// abbrevStems are the stems a sentence means without writing them: the long form of each
// defined short form it uses, and the short form of each long form it spells out, so that
// either way of naming a thing matches the question's.
func abbrevStems(toks []token, abbrs []abbrev) []string {
	if len(abbrs) == 0 {
		return nil
	}
	has := make(map[string]bool, len(toks))
	for _, t := range toks {
		has[t.stem] = true
	}
	var out []string
	add := func(st string) {
		if !has[st] {
			has[st] = true
			out = append(out, st)
		}
	}
	for _, a := range abbrs {
		all := true
		for _, l := range a.long {
			all = all && has[l]
		}
		switch {
		case has[a.short] && !all:
			for _, l := range a.long {
				add(l)
			}
		case all && !has[a.short]:
			add(a.short)
		}
	}
	return out
}
