package answer

import (
	"regexp"
	"strings"
)

// A claim that names which of a kind comes first ("The most prevalent adverse events to
// Semaglutide are cardiovascular") is contradicted by a finding that names another
// ("gastrointestinal events were most common") without any opposite word: the claim's slot is
// filled by another value. The slot reading finds the superlative in both texts and compares
// what fills it.

// superlative is a "most common" phrase, with the copula next to it when there is one.
var superlative = regexp.MustCompile(`(?i)\b(?:(is|are|was|were)\s+(?:the\s+)?)?most\s+(?:common|commonly\s+\w+|prevalent|frequent|frequently\s+\w+)\b(?:\s+(?:\w+\s+){0,6}?(is|are|was|were)\b)?`)

// slotFiller is what fills a text's superlative slot: the words before "X were most common",
// else the words after "the most common Y are X", up to the clause's end; nil when the text
// holds no superlative or no copula beside it.
func slotFiller(text string) map[string]bool {
	loc := superlative.FindStringSubmatchIndex(text)
	if loc == nil {
		return nil
	}
	var part string
	switch {
	case loc[2] >= 0: // "X were (the) most common"
		part = text[:loc[2]]
		if i := strings.LastIndexAny(part, ",;:("); i >= 0 {
			part = part[i+1:]
		}
	case loc[4] >= 0: // "the most common Y are X"
		part = text[loc[5]:]
		if i := strings.IndexAny(part, ",;:(."); i >= 0 {
			part = part[:i]
		}
	default:
		return nil
	}
	out := map[string]bool{}
	for _, w := range words(part) {
		if !isStopword(w) && w[0] > '9' {
			out[stem(w)] = true
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// slotDiffers reports whether claim and sentence both name what comes first of a kind and the
// sentence's filler holds none of the claim's.
func slotDiffers(claim, sent string) bool {
	c := slotFiller(claim)
	if c == nil {
		return false
	}
	s := slotFiller(sent)
	return s != nil && overlap(c, s) == 0
}
