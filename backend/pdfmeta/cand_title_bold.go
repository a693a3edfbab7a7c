package pdfmeta

import (
	"math"
	"sort"
)

// boldTitleBlock is the first block of bold lines in the upper part of page 1 that is no
// banner, label, keywords line or list of names: a title set at the body's size and told from
// the text around it by its weight alone (a preprint's or thesis chapter's first page), which
// layoutTitle, reading sizes, cannot see. body is the page's body size.
func boldTitleBlock(page []line, body float64) (string, []line) {
	ls := append([]line(nil), page...)
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].y0 < ls[j].y0 })
	usable := func(l line) bool {
		return l.allBold && l.y0 < 0.45*l.ph && l.size >= 0.95*body && titleCandidate(l) && !keywordsGoOn(ls, l) &&
			!abstractStart.MatchString(l.text) && !namesLine(l) && !numberedRe.MatchString(l.text) // "2 TEX's mouth …": a section's head
	}
	for i, l := range ls {
		if !usable(l) || wordCount(l.text) < 2 || institutionRe.MatchString(l.text) {
			continue // an affiliation set bold: "Department of Computer Science and" / "Institute for …" (s17-open16)
		}
		block := []line{l}
		for _, n := range ls[i+1:] {
			last := block[len(block)-1]
			if n.y0 <= last.y0 || n.page != l.page || n.x0 >= last.x1 || n.x1 <= last.x0 {
				continue // a line of the other column, beside the block (s17-open16)
			}
			if len(block) == 4 || n.y0-last.y1 > 1.3*l.size || math.Abs(n.size-l.size) > 0.05*l.size || !usable(n) {
				break
			}
			block = append(block, n)
		}
		var texts []string
		for _, b := range block {
			texts = append(texts, smallCapsText(b))
		}
		t := cleanTitle(joinLines(texts))
		if wordCount(t) < 3 || wordCount(t) > 40 {
			continue
		}
		return t, block
	}
	return "", nil
}

// namesLine reports a line that splits wholly into names ("A. C. F. Colchester", "Woo-Pyo
// Hong and Young-Dae Jung"): no title line of a bold block.
func namesLine(l line) bool {
	_, ok := splitNames(nameText(l))
	return ok
}
