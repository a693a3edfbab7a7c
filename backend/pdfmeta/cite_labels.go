package pdfmeta

import (
	"regexp"
	"slices"
)

// labelRes are the citation-label expressions that several readers look for in the same page
// texts (citedNames, citedYear, citedTitles, citeTupleVenues, and citedVenue once per title
// mention), with literals (lower case) of which every match holds one. A page of ~4,000
// characters took each of them a full scan per reader; labelsIn reads each page once.
var labelRes = map[*regexp.Regexp][]string{
	citeLabelRe:    {"cite", "citation"},
	refFormatRe:    {"acm reference format"},
	ownCiteLabelRe: {"original", "similar", "published"},
}

// labelKey is one expression over one text.
type labelKey struct {
	re   *regexp.Regexp
	text string
}

// labelsIn is re.FindAllStringIndex(text, -1) for one of labelRes, read once per paper; text
// whose folded form (foldASCII) holds none of the expression's literals is not scanned. The
// slice is clipped so that a caller's append copies it.
func (h *header) labelsIn(re *regexp.Regexp, text string) [][]int {
	k := labelKey{re, text}
	if locs, ok := h.labels[k]; ok {
		return locs
	}
	var locs [][]int
	if containsAny(foldASCII(text), labelRes[re]) {
		locs = slices.Clip(re.FindAllStringIndex(text, -1))
	}
	if h.labels == nil {
		h.labels = map[labelKey][][]int{}
	}
	h.labels[k] = locs
	return locs
}

// firstLabels is labelsIn's first n matches, as re.FindAllStringIndex(text, n) gives them.
func (h *header) firstLabels(re *regexp.Regexp, text string, n int) [][]int {
	locs := h.labelsIn(re, text)
	return locs[:min(n, len(locs)):min(n, len(locs))]
}
