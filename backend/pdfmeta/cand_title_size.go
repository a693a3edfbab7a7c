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

// headStep is how much larger than every line above it a line must be to end a block's head:
// a banner is set a little smaller than the title under it, and its numbers say what it is.
const headStep = 1.03

// sizeHeadLines is how many of a block's first lines are set a step smaller than the line under
// them (a journal's banner read in over its title: "Computational Linguistics 5 (2018) 2844–2871"
// at 10 pt over a title at 10.5): the first line set over headStep × every line above it; 0
// when none is.
func sizeHeadLines(ls []line) int {
	most := 0.0
	for i, l := range ls {
		if i > 0 && l.size > headStep*most {
			return i
		}
		most = max(most, l.size)
	}
	return 0
}

// dropFirstLines is a block's text without the words that print its first cut lines, matched
// by their letters; "" when the text does not start with them (or cut is 0 or the whole block).
func dropFirstLines(c Candidate, cut int) string {
	if cut == 0 || cut >= len(c.lines) {
		return ""
	}
	var want strings.Builder
	for _, l := range c.lines[:cut] {
		want.WriteString(compact(l.text))
	}
	words := strings.Fields(c.Text)
	for j := 1; j < len(words); j++ {
		k := compact(strings.Join(words[:j], ""))
		if k == want.String() {
			return strings.Join(words[j:], " ")
		}
		if len(k) > want.Len() {
			break
		}
	}
	return ""
}

// volumeBannerRe is a banner's volume, year or pages: "5 (2018)", "Vol. 3", "2844–2871".
var volumeBannerRe = regexp.MustCompile(`(?i)\b\d+\s*\((?:19|20)\d\d\)|\bvol(?:ume|\.)?\s*\d+|\b\d+\s*[–-]\s*\d+\b`)

// sizeCutCandidates adds each layout, rank-2 and page-2 block cut where its size steps down,
// when the kept lines hold at least three words.
func sizeCutCandidates(cands []Candidate) []Candidate {
	for i, n := 0, len(cands); i < n; i++ {
		c := cands[i]
		if c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] != 1 {
			continue
		}
		if k := sizeCutLines(c.lines); k > 0 {
			cands = addSizeCut(cands, c, dropLastLines(c, len(c.lines)-k), c.lines[:k])
		}
		if k := sizeHeadLines(c.lines); k > 0 {
			cands = addSizeCut(cands, c, dropFirstLines(c, k), c.lines[k:])
		}
	}
	return cands
}

// addSizeCut adds block c cut to text t on lines ls (`size_cut`), when t holds at least three
// words; a candidate of that text already offered is marked instead.
func addSizeCut(cands []Candidate, c Candidate, t string, ls []line) []Candidate {
	if wordCount(t) < 3 {
		return cands
	}
	if j := indexText(cands, compact(t)); j >= 0 {
		cands[j].Features["size_cut"] = 1 // another reading (the bold block) already stops there
		return cands
	}
	cut := cutCandidate(c, t, "size_cut")
	cut.lines = ls
	cut.Features["lines"] = float64(len(ls))
	return append(cands, cut)
}

// abstractLabelRe is an abstract's label leading a line: "Abstract.", "ABSTRACT:", "Summary —".
var abstractLabelRe = regexp.MustCompile(`(?i)^\W*(abstract|summary)\b`)

// bylineMarkRe is what only a byline prints: an academic degree after a name ("Bang, D., Ph.D.",
// "Anna Smith, MSc") or an e-mail address.
var bylineMarkRe = regexp.MustCompile(`\bPh\.\s?D\b|\bPhD\b|\bM\.?Sc\b|\S@\S+\.[a-z]{2,}`)

// roleLine reports whether a line under a title's size step plays another part: an
// affiliation, a line of names (or a byline's degree or e-mail), or the abstract's label.
func roleLine(l line) bool {
	if isAffiliation(l.text) || abstractLabelRe.MatchString(l.text) || bylineMarkRe.MatchString(l.text) {
		return true
	}
	_, ok := splitNames(nameText(l))
	return ok
}

// sizeCutRule is the rule's title when its block steps down in size to an affiliation, a line
// of names or the abstract's label (roleLine), or steps up from a banner's line with a volume,
// year or pages (volumeBannerRe): the block cut there, when that keeps at least three words;
// ruleLayout otherwise.
func sizeCutRule(cands []Candidate, ruleLayout string) string {
	for _, c := range cands {
		if c.Text != ruleLayout || c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] != 1 {
			continue
		}
		if k := sizeCutLines(c.lines); k > 0 && roleLine(c.lines[k]) {
			if t := dropLastLines(c, len(c.lines)-k); wordCount(t) >= 3 {
				ruleLayout, c.Text, c.lines = t, t, c.lines[:k]
			}
		}
		if k := sizeHeadLines(c.lines); k > 0 && volumeBannerRe.MatchString(joinLines(lineTextsOf(c.lines[:k]))) {
			if t := dropFirstLines(c, k); wordCount(t) >= 3 {
				ruleLayout = t
			}
		}
		return ruleLayout
	}
	return ruleLayout
}

// lineTextsOf is the lines' texts.
func lineTextsOf(ls []line) []string {
	out := make([]string, 0, len(ls))
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}
