package pdfmeta

import (
	"carrel/backend/domain"
)

// labelGridNames reads the names a lone "Authors:" label heads when they are set as a grid
// beside it (s17-nometa, synthR31 s0019: the label at a page's foot, "E Rapoport a" and "E
// Cohen a" in the row above its own, "U Stemmer a" in its row; s0208: one wide line of names
// with their addresses just under it). labelBlockNames reads only a column right under the
// label and labelBesideNames only the label's own line. Read by rows: the lines to the label's
// right from four sizes above its row to six below (a row under it may start under the label)
// that split wholly into names.
func labelGridNames(page []line) []domain.Author {
	for _, l := range page {
		if l.vertical || !soleLabelRe.MatchString(l.text) || len(l.words) > 2 {
			continue
		}
		var grid []line
		for _, g := range page {
			below := g.y0 > l.y1-0.2*l.size // a row under the label's may start under it
			if g.vertical || g.page != l.page || g.y0 < l.y0-4*l.size || g.y0 > l.y1+6*l.size ||
				g.x0 < l.x1-1 && !(below && g.x0 > l.x0-2*l.size) {
				continue
			}
			if _, ok := gridNames(g); ok {
				grid = append(grid, g)
			}
		}
		if len(grid) == 0 {
			continue
		}
		sortRows(grid)
		var toks [][]string
		for _, g := range grid {
			names, _ := gridNames(g)
			toks = append(toks, names...)
		}
		if hasTitleWord(toks) {
			continue
		}
		return stackAuthors(toks)
	}
	return nil
}

// gridNames splits a line of the grid into names: its name text, or its plain text when the
// name text's wide gaps part a name from its address ("LIANG Shunkun, PhD1  s.liang@…").
func gridNames(l line) ([][]string, bool) {
	if names, ok := splitNames(nameText(l)); ok {
		return names, true
	}
	return splitNames(l.text)
}
