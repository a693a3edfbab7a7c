package answer

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxPhraseWords bounds a heading's noun phrase.
const maxPhraseWords = 4

// phraseBreakers are words that end a noun phrase although they are not stop words: verbs
// and adverbs a finding is told with ("reduced", "showed", "significantly").
var phraseBreakers = wordSet("reduce reduces reduced reducing increase increases increased decrease decreases " +
	"decreased lower lowered raise raised rose rise rises fell fall falls doubled halved improve improves improved " +
	"show showed shows demonstrate demonstrated reveal revealed suggest suggests indicate indicates associated " +
	"occurred occur occurs appeared appear appears compared remained remain took take takes caused causes " +
	"led lead leads supports support prevent prevents prevented inhibit inhibits inhibited restored closes close " +
	"declined decline declines impaired impair affect affects affected related significantly slightly mostly " +
	"respectively daily per whereas expands expand contains contain requires require uses use provides provide " +
	"represents represent includes include allows allow becomes become describes describe")

// phraseWord is a word of a sentence with its byte range.
type phraseWord struct {
	start, end int
	lower      string
}

// sentenceWords are s's words (letters, digits, inner hyphens and apostrophes) with byte
// ranges; gap[k] reports that punctuation other than spaces separates word k from word k-1.
func sentenceWords(s string) (ws []phraseWord, gap []bool) {
	i, broken := 0, false
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			broken = broken || !unicode.IsSpace(r)
			i += w
			continue
		}
		j := i
		for j < len(s) {
			r2, w2 := utf8.DecodeRuneInString(s[j:])
			if unicode.IsLetter(r2) || unicode.IsDigit(r2) || unicode.Is(unicode.Mn, r2) {
				j += w2
				continue
			}
			if (r2 == '-' || r2 == '\'') && j+w2 < len(s) {
				if r3, _ := utf8.DecodeRuneInString(s[j+w2:]); unicode.IsLetter(r3) || unicode.IsDigit(r3) {
					j += w2
					continue
				}
			}
			break
		}
		ws = append(ws, phraseWord{start: i, end: j, lower: strings.ToLower(s[i:j])})
		gap = append(gap, broken)
		broken = false
		i = j
	}
	return ws, gap
}

// nounish reports whether w (lower-cased) can be part of a heading's noun phrase: no stop word, number,
// finding verb or adverb, and no "-ed"/"-ly" word unless hyphenated ("aspirin-related").
func nounish(w string) bool {
	if isStopword(w) || phraseBreakers[w] {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsDigit(r) {
		return false
	}
	if !strings.Contains(w, "-") && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly")) && len(w) > 4 {
		return false
	}
	return true
}

// nounPhrase is the noun phrase of quote around the first word whose stem is lead: the run
// of nounish words next to it, unbroken by punctuation, at most maxPhraseWords, verbatim.
// Empty when lead does not occur in quote.
func nounPhrase(quote, lead string) string {
	ws, gap := sentenceWords(quote)
	at := -1
	for k, w := range ws {
		if stem(w.lower) == lead || anyStem(w.lower, lead) {
			at = k
			break
		}
	}
	if at < 0 {
		return ""
	}
	lo, hi := at, at
	for hi-lo+1 < maxPhraseWords && hi+1 < len(ws) && !gap[hi+1] && nounish(ws[hi+1].lower) {
		hi++
	}
	for hi-lo+1 < maxPhraseWords && lo > 0 && !gap[lo] && nounish(ws[lo-1].lower) {
		lo--
	}
	return quote[ws[lo].start:ws[hi].end]
}

// themePhrase is a theme's heading: the noun phrase around its lead term that most of its
// quotes share (the longer one on a tie), verbatim from one of them; where no word matches
// (CJK bigram terms), the lead term as first written in a quote.
func themePhrase(p *pool, members []int, lead int32) string {
	count := map[string]int{}
	best := ""
	for _, i := range members {
		ph := nounPhrase(p.sents[i].quote, p.stems[lead])
		if ph == "" {
			continue
		}
		key, bk := strings.ToLower(ph), strings.ToLower(best)
		count[key]++
		if best == "" || count[key] > count[bk] || count[key] == count[bk] && len(strings.Fields(ph)) > len(strings.Fields(best)) {
			best = ph
		}
	}
	if best != "" {
		return best
	}
	for _, i := range members {
		for k, tok := range p.sents[i].toks {
			if p.sents[i].ids[k] == lead {
				return tok.surface
			}
		}
	}
	return p.stems[lead]
}

// anyStem reports whether a hyphenated word holds lead as one of its parts' stems, as
// tokenize sees "aspirin-related".
func anyStem(w, lead string) bool {
	for _, t := range tokenize(w) {
		if t.stem == lead {
			return true
		}
	}
	return false
}
