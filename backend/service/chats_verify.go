package service

import (
	"fmt"
	"slices"
	"strings"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// grounded reports whether a citation's quote is verbatim in what its source stores: the
// abstract of an abstract-only paper (no locations), the page text of the one page its boxes
// are on, or, for a sentence printed across a page break, each part on its own page.
func (g *chatGround) grounded(c domain.Citation) bool {
	if abs, ok := g.abstracts[c.Source.ID]; ok && len(c.Locations) == 0 {
		return answer.Verify(c.Quote, abs)
	}
	doc, ok := g.docOf[c.Source.ID]
	if !ok || len(c.Locations) == 0 {
		return false
	}
	var pages []int
	for _, l := range c.Locations {
		if !slices.Contains(pages, l.Page) {
			pages = append(pages, l.Page)
		}
	}
	switch {
	case len(pages) == 1:
		return answer.Verify(c.Quote, g.pages[doc][pages[0]])
	case len(pages) == 2 && pages[1] == pages[0]+1:
		parts, ok := g.crossings[c.Quote]
		return ok && c.Quote == parts[0]+" "+parts[1] &&
			answer.Verify(parts[0], g.pages[doc][pages[0]]) && answer.Verify(parts[1], g.pages[doc][pages[1]])
	}
	return false
}

// verify keeps only grounded citations; a claim whose citation fails is removed and the other
// markers are renumbered 1..n in order. With none left the answer says nothing was found.
func (g *chatGround) verify(res answer.Result, req answer.Request) answer.Result {
	var segs []answer.Segment
	n := 0
	dropped := false
	for _, seg := range res.Segments {
		if len(seg.Citations) == 0 {
			segs = append(segs, seg)
			continue
		}
		var keep []domain.Citation
		text := seg.Text
		for _, c := range seg.Citations {
			if !g.grounded(c) {
				text = chatReplaceLast(text, fmt.Sprintf(" [%d]", c.Index), "")
				dropped = true
				continue
			}
			n++
			text = chatReplaceLast(text, fmt.Sprintf("[%d]", c.Index), fmt.Sprintf("[%d]", n))
			c.Index = n
			if c.Locations == nil {
				c.Locations = []domain.Location{}
			}
			keep = append(keep, c)
		}
		if len(keep) == 0 {
			continue // the claim was the quote itself: without its citation it goes
		}
		segs = append(segs, answer.Segment{Text: text, Citations: keep})
	}
	if n == 0 && dropped {
		req.Candidates = nil
		if r, err := answer.Compose(req); err == nil {
			return r
		}
	}
	return answer.Result{Segments: segs, UnsourcedClaimCount: res.UnsourcedClaimCount, Claim: res.Claim}
}

// chatReplaceLast replaces the last old in s: a marker follows its quote, which may itself
// contain bracketed numbers.
func chatReplaceLast(s, old, repl string) string {
	i := strings.LastIndex(s, old)
	if i < 0 {
		return s
	}
	return s[:i] + repl + s[i+len(old):]
}
