package answer

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbreviations end in a period that does not end a sentence; compared lower-cased,
// without the final period.
var abbreviations = wordSet("al e.g i.e vs cf approx ca resp pp viz spp sp var subsp fig figs eq eqs ref refs tab sect ch")

// titles are abbreviations only when capitalized: "Dr. Smith", but "1.2 ms. In".
var titles = wordSet("Dr Mr Mrs Ms Prof No Nos St Jr Sr Co Inc Ltd Dept Univ Vol")

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// SplitSentences splits text (an abstract) into sentence spans with surrounding whitespace
// trimmed. A period ends a sentence only when whitespace and a character that is not
// lower-case follow it, and the word before it is not an abbreviation ("et al.", "e.g.",
// "Fig.", "vs.") or an initial ("J."); decimals never split since no space follows.
// CJK full stops split without a following space; blank lines always split.
func SplitSentences(text string) []Span {
	var out []Span
	start := 0
	emit := func(end int) {
		s, e := trimSpan(text, start, end)
		if e > s {
			out = append(out, Span{Start: s, End: e})
		}
		start = end
	}
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '\n' && strings.HasPrefix(strings.TrimLeft(text[i+w:], " \t\r"), "\n"):
			emit(i)
		case r == '。' || r == '！' || r == '？':
			emit(i + w)
		case r == '.' || r == '!' || r == '?':
			end := i + w
			for end < len(text) && strings.ContainsRune(".!?\"'”’)]", rune(text[end])) {
				end++
			}
			if endsSentence(text, i, end, r) {
				i = end
				emit(end)
				continue
			}
		}
		i += w
	}
	emit(len(text))
	return out
}

// endsSentence reports whether the terminator at i (closing punctuation up to end) ends a sentence.
func endsSentence(text string, i, end int, r rune) bool {
	if end >= len(text) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(text[end:])
	if !unicode.IsSpace(next) {
		return false
	}
	rest := strings.TrimLeftFunc(text[end:], unicode.IsSpace)
	if rest == "" {
		return true
	}
	first, _ := utf8.DecodeRuneInString(rest)
	if unicode.IsLower(first) {
		return false
	}
	if r != '.' || end != i+1 {
		return true
	}
	word := lastWord(text[:i])
	if word == "" {
		return true
	}
	if utf8.RuneCountInString(word) == 1 {
		w, _ := utf8.DecodeRuneInString(word)
		before, _ := utf8.DecodeLastRuneInString(text[:i-1])
		// an initial such as "J.", but not the unit in "14.7K."
		return !unicode.IsUpper(w) || i-1 > 0 && (unicode.IsLetter(before) || unicode.IsDigit(before))
	}
	return !abbreviations[strings.ToLower(word)] && !titles[word]
}

// lastWord is the run of letters and inner periods just before position i.
func lastWord(s string) string {
	j := len(s)
	for j > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:j])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		j -= w
	}
	return strings.Trim(s[j:], ".")
}

func trimSpan(text string, s, e int) (int, int) {
	for s < e {
		r, w := utf8.DecodeRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		s += w
	}
	for e > s {
		r, w := utf8.DecodeLastRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		e -= w
	}
	return s, e
}
