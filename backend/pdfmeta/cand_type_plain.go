package pdfmeta

import (
	"regexp"
	"strings"
)

// Two things a title block prints that tell a program's documentation and a draft from a
// meeting's camera-ready copy, on pages that print no other type cue (s16-s15open, from batch
// s15's misses): a software release's number ("Version 1.1.4", "ANN, Version 1.1.1") and the
// authors' contact addresses, which every meeting's template asks for under the names and a
// package's vignette does not print there.

// releaseRe is a software release's number as a title block prints it: "Version 1.1.4",
// "VERSION 2.4.6,", "(version 7.0.3)", "DDS v2.8", "Release 3.02". A number with a point, so
// that "Parallel Version of …" or a draft's "Version 2" is none.
var releaseRe = regexp.MustCompile(`(?i)(?:\bversion|\brelease|\bv)\s*\d+\.\d+`)

// releaseLineWords is the most words a release line holds ("First Edition, for DDD Version
// 3.3.12", "nauty and Traces User's Guide (Version 2.8.6)"); a sentence about a release ("From
// version 1.02 on, R package gstat provides …") holds more.
const releaseLineWords = 8

// releaseLine reports whether page 1's title block (its upper half, all of a title page) holds a
// line that names a software release: a manual's or a program's note, which a journal, a meeting
// or a preprint server never prints under a title.
func (h *header) releaseLine() bool {
	if len(h.pages) == 0 {
		return false
	}
	whole := h.titlePage()
	for _, l := range h.pages[0] {
		if l.vertical || l.y0 > 0.5*l.ph && !whole || l.atEdge() {
			continue
		}
		if wordCount(l.text) <= releaseLineWords && releaseRe.MatchString(l.text) && !stampWordRe.MatchString(l.text) {
			return true
		}
	}
	return false
}

// contactRe is an author's contact address: an e-mail ("ag@uni-mainz.de", "{a, b}@x.org") or
// one spelled out against harvesters ("stanmoore1 at gmail.com", "x at y dot org").
var contactRe = regexp.MustCompile(`(?i)@\s*[\w-]+(?:\.[\w-]+)+|\b[\w.-]+\s+at\s+[\w-]+(?:\.|\s+dot\s+)(?:com|org|edu|net|gov|[a-z]{2})\b`)

// titleBlockContact reports whether a line of page 1 above its abstract's heading, in the page's
// upper half, prints a contact address. A meeting's camera-ready copy prints its authors'
// addresses under their names (NeurIPS, ACL, LNCS, IEEE, USENIX templates); a package's vignette
// or a program's note prints none there (JSS-style vignettes put them at the end), so a bare page
// without one is no meeting's copy.
func (h *header) titleBlockContact() bool {
	if len(h.pages) == 0 {
		return false
	}
	for _, l := range h.pages[0] {
		if l.vertical {
			continue
		}
		if low := strings.ToLower(strings.TrimSpace(l.text)); strings.HasPrefix(low, "abstract") || strings.HasPrefix(low, "summary") {
			return false // the abstract's heading: the title block is over
		}
		if l.y0 > 0.5*l.ph {
			return false
		}
		if contactRe.MatchString(l.text) {
			return true
		}
	}
	return false
}
