package pdfmeta

import (
	"regexp"
	"strings"
)

// doiCand is one DOI printed on pages 1–2, scored by how plainly it is the paper's own.
type doiCand struct {
	doi   string
	page  int
	score int
	own   bool // labelled as a DOI or held by the paper's suggested citation
}

var etAlNearRe = regexp.MustCompile(`(?i)\bet al\b`)

// pageDOIs lists the DOIs of pages 1–2 in reading order with their scores. A DOI gains for
// page 1 (+1), a "DOI"/"doi.org" label (+2), a suggested citation or permanent link of the
// paper around it (+2: "Cite this article", "To link to this article"), being printed more
// than once (+1) and extending another DOI as a chapter's does ("…-27926-8_24", +1). It loses
// on a reference's line ("[3] …", "et al." just before, −2) and for a data registrant's prefix
// (−1). A figure's DOI stands for its paper's ("….g001" cut off). A DOI said to be another work's ("reply
// to", "data set", "supplementary") is left out, and so is an unlabelled one on page 2 or one
// after page 2's reference heading. Page 1's DOIs need a score of at least 0.
func pageDOIs(pages []string) []doiCand {
	var cs []doiCand
	count := map[string]int{}
	for i, text := range pages {
		if i > 1 {
			break
		}
		text = unspaceLetters(doiChars(text), "1 0 . ")
		if !strings.Contains(text, "10.") {
			continue // every DOI, even one broken inside its prefix, starts so
		}
		if low := foldASCII(text); strings.Contains(low, "doi10.") || strings.Contains(low, "doi:10.") {
			text = doiGlueRe.ReplaceAllString(text, "$1 $2")
		}
		text = doiSpacedSlashRe.ReplaceAllString(text, "$1/$2")
		if strings.Contains(text, "10. ") || strings.Contains(text, "10.\t") {
			text = doiSpacedPrefixRe.ReplaceAllString(text, "${1}10.$2")
		}
		text = doiBrokenSlashRe.ReplaceAllString(text, "$1$2")
		text = doiBrokenPrefixRe.ReplaceAllString(text, "$1$2")
		text = spacedDOIRe.ReplaceAllStringFunc(text, func(d string) string { return strings.Join(strings.Fields(d), "") })
		if i == 1 {
			text = beforeReferences(text)
		}
		for _, loc := range doiRe.FindAllStringIndex(text, -1) {
			raw := text[loc[0]:loc[1]]
			d := cleanDOI(raw)
			if last := raw[len(raw)-1:]; d == raw || strings.ContainsAny(last, doiJoinEnds) && strings.HasSuffix(raw, d+last) {
				d = cleanDOI(joinDOI(raw, doiContinued(raw, text[loc[1]:])))
			}
			lineStart := strings.LastIndexByte(text[:loc[0]], '\n') + 1
			if !usableDOI(d) || otherDOIRe.MatchString(text[max(0, loc[0]-80):loc[0]]) || otherLeadRe.MatchString(text[lineStart:loc[0]]) {
				continue
			}
			before := text[max(0, loc[0]-300):loc[0]]
			labelled := doiLabelRe.MatchString(text[max(0, loc[0]-30):loc[0]])
			cited := citeOwnRe.MatchString(before)
			if i == 1 && !labelled && !cited {
				continue
			}
			s := 0
			if i == 0 {
				s++
			}
			if labelled {
				s += 2
			}
			if cited {
				s += 2
			} else if inReference(text, loc[0]) {
				s -= 2
			}
			for _, p := range dataDOIPrefixes {
				if strings.HasPrefix(d, p) {
					s--
				}
			}
			if preprintDOI(d) {
				s-- // a preprint's DOI beside the journal's: the paper is filed as the journal's
			}
			if m := partDOIRe.FindStringSubmatchIndex(d); m != nil {
				d = d[:m[2]]
			}
			count[strings.ToLower(d)]++
			cs = append(cs, doiCand{doi: d, page: i, score: s, own: labelled || cited})
		}
	}
	out := cs[:0]
	for _, c := range cs {
		key := strings.ToLower(c.doi)
		if count[key] > 1 {
			c.score++
		}
		for _, o := range cs {
			if extendsDOI(key, o.doi, "") {
				c.score++
				break
			}
		}
		if c.page == 0 && c.score < 0 {
			continue
		}
		out = append(out, c)
	}
	return out
}

// inReference reports whether what starts at start sits in a reference-list entry: its line
// opens as one ("[3] …", "12. Smith") or "et al." stands just before it, on its line or the
// line above.
func inReference(text string, start int) bool {
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	prev := strings.LastIndexByte(text[:max(0, lineStart-1)], '\n') + 1
	return refLineRe.MatchString(text[lineStart:start]) || etAlNearRe.MatchString(text[max(prev, start-120):start])
}

// beforeReferences is text up to its reference list's heading, if it has one.
func beforeReferences(text string) string {
	if loc := referencesR.FindStringIndex(text); loc != nil {
		return text[:loc[0]]
	}
	return text
}
