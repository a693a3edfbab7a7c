package pdfmeta

import (
	"strings"
	"unicode"
)

// A wrong title on a page no layout taught is most often a block as large as the real title
// (a cover's product name, a report series' label, a subtitle or a paper size printed as
// large) or a sentence of the front matter set in display type ("This package is based on
// …"). The features here say so from the text and the page alone, whatever the publisher.

// sentenceVerbs are finite verbs and auxiliaries (and the author's "we") that a sentence
// carries and a title seldom does: a title names its subject ("Learning to Rank"), a sentence
// says something of it.
var sentenceVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true,
	"been": true, "has": true, "have": true, "had": true, "would": true, "will": true, "shall": true,
	"should": true, "can": true, "cannot": true, "could": true, "may": true, "might": true,
	"must": true, "does": true, "did": true, "we": true}

// sentenceStarts are first words that open a sentence of running text, not a title.
var sentenceStarts = map[string]bool{"this": true, "these": true, "we": true, "our": true, "it": true,
	"here": true, "please": true, "if": true, "when": true, "thanks": true}

// titleReadsAsSentence says whether t reads as a sentence of running text: it opens as one
// ("This package …", "We …") or it carries a finite verb and ends on a full stop.
func titleReadsAsSentence(t string) bool {
	ws := strings.Fields(strings.ToLower(t))
	if len(ws) < 5 {
		return false
	}
	if sentenceStarts[strings.Trim(ws[0], ",:;.")] {
		return true
	}
	verb := false
	for _, w := range ws {
		if sentenceVerbs[strings.Trim(w, ",:;.!?()")] {
			verb = true
		}
	}
	return verb && strings.HasSuffix(strings.TrimSpace(t), ".")
}

// titleTextFeatures add what the chosen title's text and its rivals say beyond the features
// above: `rival_even` (another block of four words or more is set as large: the page does not
// single the chosen one out), `sentence` (it reads as running text) and `long` (more than 20
// words: a paragraph or a blurb rather than a title).
func titleTextFeatures(f map[string]float64, t string) {
	f["rival_even"] = b2f(f["rival_size"] >= 0.95)
	f["sentence"] = b2f(titleReadsAsSentence(t))
	f["long"] = b2f(wordCount(t) > 20)
}

// lowerWordStart says whether a title that starts in lower case reads as running text or a
// list: its first word is not a name set before a colon ("network: A Package for …") and the
// words after it are mostly in lower case ("sediment; storms; coastal drift", a sentence's
// tail), where a program's name heads a title in title case ("cddlib Reference Manual").
func lowerWordStart(t string) bool {
	ws := strings.Fields(t)
	if len(ws) == 0 || strings.HasSuffix(ws[0], ":") {
		return false
	}
	words, capital := 0, 0
	for _, w := range ws[1:] {
		if letters(w) < 3 {
			continue
		}
		words++
		if r := []rune(w); unicode.IsUpper(r[0]) {
			capital++
		}
	}
	return words == 0 || 2*capital < words
}
