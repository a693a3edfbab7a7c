package pdfmeta

import (
	"regexp"
	"strings"
)

// A title set barely above the body (or at it) takes into its block the lines under it that are
// set up to 12% smaller: an affiliation ("a Dipartimento di Ingegneria, Politecnico di Milano"),
// an author line ("Bang, D., Ph.D. a"), the abstract's first line ("Abstract. We study …").
// Publishers set these a step smaller than the title; the block cut where the size steps down is
// offered as a candidate of its own (`size_cut`), and the model weighs it against the whole
// block, since a title's own lines may also be set over two sizes (s14-title).

// sizeStep is how much smaller than every line above it a line must be to start a new part.
const sizeStep = 0.95

// sizeCutLines is how many of a block's first lines come before its size steps down: the first
// line set under sizeStep × the smallest line above it; 0 when no line does.
func sizeCutLines(ls []line) int {
	if len(ls) < 2 {
		return 0
	}
	least := ls[0].size
	for i := 1; i < len(ls); i++ {
		if ls[i].size < sizeStep*least {
			return i
		}
		least = min(least, ls[i].size)
	}
	return 0
}

// sizeCutCandidates adds each layout, rank-2 and page-2 block cut where its size steps down,
// when the kept lines hold at least three words.
func sizeCutCandidates(cands []Candidate) []Candidate {
	for i, n := 0, len(cands); i < n; i++ {
		c := cands[i]
		if c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] != 1 {
			continue
		}
		k := sizeCutLines(c.lines)
		if k == 0 {
			continue
		}
		t := dropLastLines(c, len(c.lines)-k)
		if wordCount(t) < 3 {
			continue
		}
		if j := indexText(cands, compact(t)); j >= 0 {
			cands[j].Features["size_cut"] = 1 // another reading (the bold block) already stops there
			continue
		}
		cut := cutCandidate(c, t, "size_cut")
		cut.lines = c.lines[:k]
		cut.Features["lines"] = float64(k)
		cands = append(cands, cut)
	}
	return cands
}

// abstractLabelRe is an abstract's label leading a line: "Abstract.", "ABSTRACT:", "Summary —".
var abstractLabelRe = regexp.MustCompile(`(?i)^\W*(abstract|summary)\b`)

// roleLine reports whether a line under a title's size step plays another part: an
// affiliation, a line of names, or the abstract's label.
func roleLine(l line) bool {
	if isAffiliation(l.text) || abstractLabelRe.MatchString(l.text) {
		return true
	}
	_, ok := splitNames(nameText(l))
	return ok
}

// sizeCutRule is the rule's title when its block steps down in size to an affiliation, a line
// of names or the abstract's label (roleLine): the block cut there, when that keeps at least
// three words; ruleLayout otherwise.
func sizeCutRule(cands []Candidate, ruleLayout string) string {
	for _, c := range cands {
		if c.Text != ruleLayout || c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] != 1 {
			continue
		}
		if k := sizeCutLines(c.lines); k > 0 && roleLine(c.lines[k]) {
			if t := dropLastLines(c, len(c.lines)-k); wordCount(t) >= 3 {
				return strings.TrimSpace(t)
			}
		}
	}
	return ruleLayout
}
