package pdfmeta

import (
	"regexp"
	"strings"
)

var (
	// selfPubRe is a sentence in which a paper says where it is published: "This paper has been
	// published in …", "A version of this manuscript has been published online in …", "… this
	// vignette was produced using an article that appears in …", "This is a preprint of an
	// article published in …", USENIX's cover "This paper is included in the Proceedings of …". Author copies print it in a footnote, a note under the abstract
	// or the abstract itself, where the banner patterns do not look.
	selfPubRe = regexp.MustCompile(`(?i)(?:\b(?:this|the present|our)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:paper|article|manuscript|document|vignette|work|report|chapter|version|note)\b[^.;]*?\b(?:has been|have been|was|is|will be|that|which)\s+(?:[\p{L}-]+\s+){0,2}?|\bpreprint of (?:an? |the )?(?:article|paper)\s+(?:[\p{L}-]+\s+)?)(?:published|appear(?:s|ed|ing)?|accepted|included)\b`)
	// otherVersionRe is a sentence about another version of the paper, whose venue is not the
	// paper's own: "A preliminary version of this paper was presented at …".
	otherVersionRe = regexp.MustCompile(`(?i)\b(?:preliminary|earlier|previous|prior|shorter|short|abridged|extended|conference|early|initial|first)\s+version\b`)
	// appearLineRe is a line that names, or opens, the "published in" of a sentence.
	appearLineRe = regexp.MustCompile(`(?i)\b(?:published|appear(?:s|ed|ing)?|accepted|included)\b`)
	// citeParenRe opens a parenthesis after a venue's name that holds its citation or address,
	// not an acronym: "(Meyer, Zeileis, and Hornik 2006)", "(URL: http://…".
	citeParenRe = regexp.MustCompile(`\s*\((?:[^)]*(?:,|\bhttps?\b|\bwww\b|\bURL\b|\bDOI\b|\bdoi\b|\s(?:and|&)\s)|[^)]*$)`)
	// lowerTailRe is the sentence going on after a venue's name: ", on Oct. 2015", ", see …",
	// ", with DOI …", "; see …".
	lowerTailRe = regexp.MustCompile(`\s*[,;]\s+\p{Ll}.*$`)
)

// sentenceVenues adds the venue a "published in" sentence about the paper itself names (not
// one "presented at" a meeting, nor one about an earlier version),
// wherever it sits on pages 1–2 (the venue loop reads only page 1's head, foot, front matter
// and small print).
func (h *header) sentenceVenues(add func(text string, year int, feats ...string)) {
	for p := 0; p < min(2, len(h.pages)); p++ {
		ls := h.pages[p]
		for i, l := range ls {
			if l.vertical || !appearLineRe.MatchString(l.text) {
				continue
			}
			at := appearTextIn(ls, i)
			if !selfPubRe.MatchString(at) || otherVersionRe.MatchString(at) {
				continue
			}
			if v := appearVenue(at); v != "" {
				add(appearClean(v), firstYear(at), "appear")
			}
		}
	}
}

// appearClean is the venue's name alone out of what an "Appearing in …" text reads after its
// verb: without a parenthesised citation or address, a URL, the sentence going on ("…
// Software, on Oct. 2015, with DOI …"), and the volume, pages, place and date (cleanVenue).
func appearClean(v string) string {
	if m := citeParenRe.FindStringIndex(v); m != nil && m[0] > 0 {
		v = v[:m[0]]
	}
	if m := urlRe.FindStringIndex(v); m != nil && m[0] > 0 {
		v = v[:m[0]]
	}
	if m := lowerTailRe.FindStringIndex(v); m != nil && m[0] > 0 {
		v = v[:m[0]]
	}
	v = strings.TrimRight(strings.TrimSpace(v), " -–:,")
	if c := cleanVenue(v); letters(c) >= 3 {
		return c
	}
	return v
}
