package pdfmeta

import (
	"iter"
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// citeTailRe is what a citation prints between its names and the title: a separator, a year.
var citeTailRe = regexp.MustCompile(`[\s,.:;]*(?:\(\s*(?:19|20)\d\d[a-z]?\s*\)[\s,.:;]*)?$`)

// roleTailRe ends the text right before names that are not the paper's authors.
var roleTailRe = regexp.MustCompile(`(?i)(?:(?:edited|reviewed|communicated|translated|supervised|compiled)\s+by|editors?|eds?\.|reviewers?|supervisors?)\s*:?\s*$`)

// namesBeforeTitle reads the names a citation of the paper prints right before its title
// anywhere on pages 1-2, given name first ("… acknowledgement: Chapter 3. Espen Aarseth,
// Solveig Marie Smedstad & Lise Sunnanå, A multidimensional typology of games."): the longest
// run of words before the title that splits wholly into names, most of them known to the name
// lexicon. No publisher's label is needed.
func (h *header) namesBeforeTitle(title string) []domain.Author {
	for t, i := range h.titleMentions(title) {
		before := citeTailRe.ReplaceAllString(t[max(0, i-200):i], "")
		if before == "" || strings.HasSuffix(t[max(0, i-3):i], "\n") {
			continue
		}
		ws := strings.Fields(before)
		if len(ws) < 2 || !startsUpperRune(ws[len(ws)-1]) {
			continue // a name ends the text before the title
		}
		for s := max(0, len(ws)-16); s < len(ws)-1; s++ {
			if !startsUpperRune(ws[s]) {
				continue
			}
			names, ok := splitNames(strings.Join(ws[s:], " "))
			if ok && lexiconBacked(names) && !initialsLast(names) {
				if roleTailRe.MatchString(strings.Join(ws[max(0, s-4):s], " ")) {
					break // "Edited by Maria Garcia and Dan Brown" over the title: a volume's editors
				}
				return authorsOf(names)
			}
		}
	}
	return nil
}

// titleMentions yields each of pages 1-2's texts (collapsed) with every offset at which the
// title's first five words are printed in it (compared in lower case); nothing for a title of
// under three words, which would be found by chance.
func (h *header) titleMentions(title string) iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		tw := strings.Fields(strings.ToLower(title))
		if len(tw) < 3 {
			return
		}
		head := strings.Join(tw[:min(len(tw), 5)], " ")
		for _, t := range h.texts {
			t = collapse(t)
			low := strings.ToLower(t)
			for from := 0; ; {
				i := strings.Index(low[from:], head)
				if i < 0 {
					break
				}
				i += from
				from = i + len(head)
				if !yield(t, i) {
					return
				}
			}
		}
	}
}

// initialsLast reports whether a name list is written family first with initials after
// ("Vlachas PR, Byeon W"): a last word of one or two capitals is no family name.
func initialsLast(names [][]string) bool {
	for _, toks := range names {
		last := strings.TrimSuffix(toks[len(toks)-1], ".")
		if letters(last) <= 2 && isUpperWord(last) {
			return true
		}
	}
	return false
}
