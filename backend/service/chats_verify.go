package service

import (
	"slices"

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

// verify keeps only grounded citations (answer.KeepGrounded); a kept citation without
// locations gets an empty list, as chat messages always carry one.
func (g *chatGround) verify(res answer.Result, req answer.Request) answer.Result {
	res = answer.KeepGrounded(res, req, g.grounded)
	for i := range res.Segments {
		for j := range res.Segments[i].Citations {
			if res.Segments[i].Citations[j].Locations == nil {
				res.Segments[i].Citations[j].Locations = []domain.Location{}
			}
		}
	}
	return res
}
