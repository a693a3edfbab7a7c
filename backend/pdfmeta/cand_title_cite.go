package pdfmeta

import (
	"slices"
	"strings"
)

// A repository's cover ("Institutional Repository", "Please cite as: Kim, M., Seo, S. (2022).
// InfoNeRF: Ray Entropy Minimization …. Artificial Intelligence, 25(11).") sets its own banner
// larger than the paper's title, and the paper's page sets its title barely above the authors,
// who are read into the title's block. The suggested citation prints the title: it picks the
// title's lines out of a block that holds more, and it speaks against a candidate it does not
// hold when it holds another (s14-title).

// lineText is page i's lines in layout order, one a line: a suggested citation whose second
// line the extractor's text stream sets before its first ("… 2019) regression. Neurocomputing …
// Learning rates for kernel-based expectile") reads whole here.
func (h *header) lineText(i int) string {
	var b strings.Builder
	for _, l := range h.pages[i] {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return b.String()
}

// citedPart is the longest run of a block's whole lines, not all of them, that the suggested
// citation (cited, compact) prints, of at least three words; "" when none does. A title set
// over two sizes keeps both ("InfoNeRF:" / "Ray Entropy Minimization …") and loses the author
// and affiliation lines read into its block.
func citedPart(c Candidate, cited string) string {
	n := len(c.lines)
	if n < 2 || cited == "" {
		return ""
	}
	best := ""
	for i := 0; i < n; i++ {
		for j := n; j > i; j-- {
			if i == 0 && j == n {
				continue
			}
			texts := make([]string, 0, j-i)
			for _, l := range c.lines[i:j] {
				texts = append(texts, smallCapsText(l))
			}
			t := cleanTitle(joinLines(texts))
			if wordCount(t) >= 3 && len(t) > len(best) && strings.Contains(cited, compact(t)) {
				best = t
			}
		}
	}
	return best
}

// citedTitleCandidates adds each layout, rank-2 and page-2 block cut to the part the suggested
// citation prints (`cite_cut`), with the block's own layout features.
func citedTitleCandidates(cands []Candidate, cited string) []Candidate {
	if cited == "" {
		return cands
	}
	for i, n := 0, len(cands); i < n; i++ {
		c := cands[i]
		if c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] != 1 || strings.Contains(cited, compact(c.Text)) ||
			slices.ContainsFunc(c.lines, func(l line) bool { return citeLabelRe.MatchString(l.text) }) {
			continue // the whole block is cited, or it is the citation itself
		}
		t := citedPart(c, cited)
		k := compact(t)
		if t == "" || k == compact(c.Text) {
			continue
		}
		if j := indexText(cands, k); j >= 0 {
			cands[j].Features["cite_cut"] = 1 // another reading already stops there
			continue
		}
		cands = append(cands, cutCandidate(c, t, "cite_cut"))
	}
	return cands
}

// markCiteElsewhere sets `cite_elsewhere` on each candidate the suggested citation does not
// hold when it holds another: a cover's banner or a journal's name set large, beside the
// title the citation names.
func markCiteElsewhere(cands []Candidate) {
	held := false
	for _, c := range cands {
		held = held || c.Features["in_cite"] == 1
	}
	if !held {
		return
	}
	for i := range cands {
		if cands[i].Features["in_cite"] == 0 && cands[i].Features["null"] == 0 {
			cands[i].Features["cite_elsewhere"] = 1
		}
	}
}

// citedRuleTitle is the rule's title on a cover or front page (front): when the suggested
// citation does not print the rule's block (a repository's "Institutional Repository" banner)
// but prints a page-2 block or its cut part, the longest of those; ruleLayout otherwise.
func citedRuleTitle(cands []Candidate, cited, ruleLayout string, front bool) string {
	if !front || cited == "" || ruleLayout == "" || strings.Contains(cited, compact(ruleLayout)) {
		return ruleLayout
	}
	best := ""
	for _, c := range cands {
		if c.Features["page2"] == 1 && wordCount(c.Text) >= 3 && len(c.Text) > len(best) && strings.Contains(cited, compact(c.Text)) {
			best = c.Text
		}
	}
	if best == "" {
		return ruleLayout
	}
	return best
}
