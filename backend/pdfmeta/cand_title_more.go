package pdfmeta

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// labelPrefixRe is an article-type label or a running head set at the title's size before the
// title itself: "Data Descriptor:", "Original Article", "Research Paper", "Smith et al.".
var labelPrefixRe = regexp.MustCompile(`(?i)^(?:(?:original|research|review|short|full|brief|regular|invited|technical|data|special|perspective|opinion|editorial|` +
	`case|mini|rapid|position|systematic|clinical|empirical|theoretical|conceptual|methods?|focus)?\s*` +
	`(?:article|paper|report|communication|note|descriptor|review|letter|survey|essay|contribution|issue|study|commentary|viewpoint|protocol|minireview|mini-review)s?|` +
	`\p{Lu}[\p{L}'-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?\s+et\s+al\.?)\s*(?:[:|—–]\s*|$)`)

// moreTitleCandidates adds a generic title candidate that needs no publisher rule: each
// candidate with a leading type label or running head stripped (`stripped`), when the label
// ends in a colon or a dash or stands on a line of its own.
func (h *header) moreTitleCandidates(cands []Candidate) []Candidate {
	have := func(t string) bool {
		k := compact(t)
		return k == "" || slices.ContainsFunc(cands, func(c Candidate) bool { return compact(c.Text) == k })
	}
	n := len(cands)
	for i := 0; i < n; i++ {
		c := cands[i]
		if c.Features["null"] == 1 {
			continue
		}
		if t := namesCut(c); wordCount(t) >= 3 && !have(t) {
			cands = append(cands, cutCandidate(c, t, "names_cut"))
		}
		t := ""
		if loc := labelPrefixRe.FindStringIndex(c.Text); loc != nil {
			t = strings.TrimSpace(c.Text[loc[1]:]) // "Data Descriptor: A dataset of …"
		} else if len(c.lines) > 1 && labelPrefixRe.MatchString(strings.TrimSpace(c.lines[0].text)) {
			t = strings.TrimSpace(strings.TrimPrefix(c.Text, strings.TrimSpace(c.lines[0].text))) // a label on a line of its own
		}
		if wordCount(t) < 3 || have(t) {
			continue
		}
		cands = append(cands, cutCandidate(c, t, "stripped"))
	}
	return cands
}

// cutCandidate is candidate c with its text cut to t: the block's own source and layout, so
// that only the cut part differs, and the cue that names the cut.
func cutCandidate(c Candidate, t, cue string) Candidate {
	f := map[string]float64{}
	for k, v := range c.Features {
		if k != "rule" {
			f[k] = v
		}
	}
	f[cue], f["words"] = 1, math.Log1p(float64(wordCount(t)))
	f["upper"], f["venue_word"] = b2f(isUpperWord(t)), b2f(venueWordRe.MatchString(t))
	return Candidate{Text: t, Features: f, lines: c.lines}
}

// namesCut is a title block without its last line when that line is a line of names the
// lexicon knows ("… Shallow Water-wave Models / Woo-Pyo Hong and Young-Dae Jung"): an author
// line set at the title's size and read into its block. "" when the last line is no such line.
func namesCut(c Candidate) string {
	if len(c.lines) < 2 {
		return ""
	}
	last := c.lines[len(c.lines)-1]
	names, ok := splitNames(nameText(last))
	if !ok || !lexiconBacked(names) {
		return ""
	}
	if _, ok := splitNames(nameText(c.lines[0])); ok {
		return "" // a block of names, not a title over its author line
	}
	k := strings.TrimSpace(last.text)
	if !strings.HasSuffix(c.Text, k) {
		return ""
	}
	return strings.TrimSpace(strings.TrimSuffix(c.Text, k))
}
