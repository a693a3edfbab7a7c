package pdfmeta

import (
	"regexp"
	"strings"
)

// titleSuspectCap is the confidence a title that reads as broken is held under, so that the
// Library marks it "check" (CheckBelow) rather than showing it as read.
const titleSuspectCap = 0.45

var (
	// a running head's or a citation's "Qian et al." inside the text, or a reference number set
	// apart in brackets ("( 54 )"), is no title's wording
	titleCiteRe = regexp.MustCompile(`(?i)\bet\s+al\b|[(\[]\s+\d{1,4}\s+[)\]]`)
	// a title cut at the end of a line ends on a word no title ends on
	titleCutWords = map[string]bool{"of": true, "for": true, "and": true, "the": true, "with": true,
		"to": true, "a": true, "an": true, "on": true, "by": true, "from": true, "at": true, "or": true,
		"via": true, "its": true, "their": true}
)

// suspectTitle says whether a chosen title reads as broken: it quotes a citation's "et al." or
// a bracketed reference number, its brackets do not close, or it ends on a word that only
// begins a phrase ("DEEP LEARNING ALGORITHMS FOR"). The value is kept; only its confidence is
// capped, since a broken title shown as sure is worse than one marked for checking.
func suspectTitle(t string) bool {
	if t == "" {
		return false
	}
	if titleCiteRe.MatchString(t) || strings.Count(t, "(") != strings.Count(t, ")") {
		return true
	}
	f := strings.Fields(strings.TrimRight(t, " .,;:"))
	return len(f) > 1 && titleCutWords[strings.ToLower(f[len(f)-1])]
}
