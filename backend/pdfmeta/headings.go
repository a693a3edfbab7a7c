package pdfmeta

import (
	"regexp"
	"strings"
)

var (
	numberedRe = regexp.MustCompile(`^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(\p{Lu}.*)$`)
	romanRe    = regexp.MustCompile(`^(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)\.?\s+(\p{Lu}.*)$`)
	namedRe    = regexp.MustCompile(`(?i)^(abstract|summary|introduction|background|related work|previous work|prior work|` +
		`preliminaries|motivation|method|methods|methodology|materials and methods|approach|model|experiments?|` +
		`experimental (setup|results)|evaluation|results|results and discussion|discussion|analysis|` +
		`conclusions?|conclusions? and future work|concluding remarks|future work|summary and conclusions?|` +
		`limitations|acknowledg(e)?ments?|references|bibliography|literature cited|appendix( [a-z])?|` +
		`supplementary material|keywords|key words|index terms|general terms|categories and subject descriptors|` +
		`author contributions|competing interests|funding|data availability)$`)
)

// numberedHeading returns the section number of a line like "2.1 Related Work" or
// "IV. EXPERIMENTS", or "" when the line does not look like a numbered heading.
func numberedHeading(text string) string {
	t := strings.TrimSpace(text)
	if wordCount(t) > 12 || strings.HasSuffix(t, ",") {
		return ""
	}
	if m := numberedRe.FindStringSubmatch(t); m != nil && letters(m[2]) >= 3 && !looksLikeSentence(m[2]) {
		return m[1]
	}
	if m := romanRe.FindStringSubmatch(t); m != nil && letters(m[2]) >= 3 && isUpperWord(m[2]) {
		return m[1]
	}
	return ""
}

// namedHeading returns the canonical text of a well-known unnumbered heading, or "".
func namedHeading(text string) string {
	t := strings.TrimRight(strings.TrimSpace(text), ".:")
	if namedRe.MatchString(t) && startsUpperOrDigit(t) {
		return t
	}
	return ""
}

// looksLikeSentence rejects list items and references that begin with a number.
func looksLikeSentence(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") && wordCount(s) > 6 {
		return true
	}
	// Several commas or an "et al." are the shape of a reference, not a heading.
	return strings.Count(s, ",") >= 2 || strings.Contains(s, "et al")
}

// headingLevel is the depth of a section number: "2" is 1, "2.1" is 2; roman numerals are 1.
func headingLevel(num string) int {
	return strings.Count(num, ".") + 1
}
