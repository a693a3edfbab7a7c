package pdfmeta

import (
	"regexp"
	"strings"
)

// Three things a document's own title block and abstract say of it that no publisher's copy
// prints (s17-type, from the open dev batches' type misses): the date its source was last
// built ("typeset on November 10, 2022", "This version was compiled on January 11, 2022",
// "LaTeX'ed January 30, 2023"), which a package's vignette or an author's draft carries and a
// journal's or a meeting's typeset copy does not; and an abstract that calls the document a
// manual or a guide ("This short manual describes …"), as a program's documentation
// does and a paper ("this paper", "this article") does not. "This document" is no such word: an
// R vignette (a preprint) and R News' updated papers say it as much as a program's notes. And a
// title that names the document a manual or a program's guide ("The RAxML v8.2.X Manual").

// latexedLabel is "LaTeX'ed" or "TeXed" as a build stamp prints it, the extractor perhaps parting
// LaTeX's raised letters: the one spelling the year's buildStampRe and the type's builtDateRe
// read.
const latexedLabel = `(?:l\s?a\s?t\s?e\s?x|tex)\s?['’]?ed`

// builtDateRe is a build label right before a full date: what precedes fullDateRe's match on
// the line ends with it. "LaTeX" may come apart as the extractor reads its raised letters.
// "Generated" and "processed" are left out: a repository's cover stamps the day it generated
// its PDF of a published paper ("PDF generated on …"), and a journal may stamp a manuscript
// "processed".
var builtDateRe = regexp.MustCompile(`(?i)\b(?:typeset|compiled|` + latexedLabel + `)\s*(?:on|at)?\s*:?\s*$`)

// builtDate reports whether page 1's upper half (all of a title page) holds a line that dates
// the file's build: a build label before a full date. Its running text is not read: "the data
// were compiled on May 5, 2019" in a body paragraph says nothing of the copy.
func (h *header) builtDate() bool {
	if len(h.pages) == 0 {
		return false
	}
	whole := h.titlePage()
	for _, l := range h.pages[0] {
		if l.vertical || l.y0 > 0.5*l.ph && !whole || wordCount(l.text) > builtLineWords {
			continue
		}
		for _, m := range fullDateRe.FindAllStringIndex(l.text, 2) {
			if builtDateRe.MatchString(strings.TrimRight(l.text[:m[0]], "( ")) {
				return true
			}
		}
	}
	return false
}

// builtLineWords is the most words a build date's line holds ("This version was compiled on
// January 11, 2022"; a paragraph's line that happens to hold a date is longer or no label's).
const builtLineWords = 12

// selfDocRe is an abstract calling its document a manual or a guide. "This tutorial" is left
// out: an arXiv tutorial (a preprint) and a journal's tutorial paper say it.
var selfDocRe = regexp.MustCompile(`(?i)\bthis (?:short |brief |little |small )?(?:manual|(?:user['’]?s?\s+)?guide)\b`)

// selfDocChars is how much of page 1's text is read for it: the title block and the abstract
// (the body's "the rest of this document" is no description of it).
const selfDocChars = 1500

// selfDocument reports whether page 1's opening calls the document a manual or a guide.
func (h *header) selfDocument() bool {
	if len(h.texts) == 0 {
		return false
	}
	t := h.texts[0]
	if len(t) > selfDocChars {
		t = t[:selfDocChars]
	}
	return strings.Contains(strings.ToLower(t), "this ") && selfDocRe.MatchString(strings.ReplaceAll(t, "\n", " "))
}

// manualTitleRe is a title that names its document a manual or a program's guide ("The RAxML
// v8.2.X Manual", "CEA User Manual", "Sprout Reference Guide"); "A Guide to …" and "Handbook
// of …" do not end so, and a handbook is a book.
var manualTitleRe = regexp.MustCompile(`(?i)\b(?:manual|(?:user|users|user['’]s|reference|programmer['’]?s?|installation|developer['’]?s?)\s+guide)\s*$`)

// manualTitleWords is the most words such a title holds (a paper's long title that ends on
// "manual" is a sentence about one).
const manualTitleWords = 10

// manualTitle reports whether page 1's layout title names the document a manual or a guide: a
// program's documentation, which a journal or a meeting does not print (s17-type: RAxML's
// manual read as a journal page through a "Volume" in its text).
func (h *header) manualTitle() bool {
	t, _ := h.layoutTitleOf(0)
	t = strings.TrimSpace(t)
	return t != "" && wordCount(t) <= manualTitleWords && manualTitleRe.MatchString(t)
}
