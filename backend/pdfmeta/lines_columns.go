package pdfmeta

import (
	"math"
	"sort"

	"carrel/backend/pdf"
)

// markColumnCuts finds rows of names set in columns over their affiliations, with only a
// word's space between two names ("Martin Mächler Benjamin M. Bolker Steven C. Walker" over
// "ETH Zurich   McMaster University   McMaster University"): the gap between the names is no
// wider than a space, so wideGap cannot see it, but the affiliation row below falls into
// columns at gaps twice its usual word gap. Each word of the name line is placed in the column
// under it, and where the column changes a name ends (line.colCuts, read by nameText). Every
// piece must be centred on its column or start with it, as a column's text is set, so that a
// title or a sentence over a table never splits.
func markColumnCuts(ls []line) {
	for i := range ls {
		l := &ls[i]
		if l.vertical || len(l.words) < 4 || l.y0 >= 0.5*l.ph {
			continue
		}
		cols := belowColumns(ls, *l)
		if len(cols) < 2 {
			continue
		}
		var cuts []float64
		start, prev, n := 0, colOf(cols, l.words[0].X0, l.words[0].X1), 0
		ok := true
		for k := 1; k <= len(l.words) && ok; k++ {
			c := -1
			if k < len(l.words) {
				c = colOf(cols, l.words[k].X0, l.words[k].X1)
				if c == prev {
					continue
				}
				cuts = append(cuts, l.words[k].X0)
				n++
			}
			ok = k-start >= 2 && alignedIn(l.words[start].X0, l.words[k-1].X1, cols[prev], l.size)
			start, prev = k, c
		}
		if ok && n > 0 {
			l.colCuts = cuts
		}
	}
}

// belowColumns gives the x-ranges of the columns of the row right below l (the next
// baseline, within 1.8 of l's sizes), split at gaps over twice the row's median word space
// (its gaps under 0.6 size) and at least half its size; nil when the row is not so set.
func belowColumns(ls []line, l line) [][2]float64 {
	var ws [][2]float64
	size := 0.0
	for _, b := range ls {
		if b.vertical || b.y0 <= l.y1-0.2*l.size || b.y0 > l.y1+1.8*l.size || b.x1 < l.x0 || b.x0 > l.x1 {
			continue
		}
		size = math.Max(size, b.size)
		for _, w := range b.words {
			ws = append(ws, [2]float64{w.X0, w.X1})
		}
	}
	if len(ws) < 3 {
		return nil
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i][0] < ws[j][0] })
	var gaps []float64
	for k := 1; k < len(ws); k++ {
		gaps = append(gaps, ws[k][0]-ws[k-1][1])
	}
	var spaces []float64 // the row's word spaces: a few words in wide columns must not set them
	for _, g := range gaps {
		if g < 0.6*size {
			spaces = append(spaces, g)
		}
	}
	space := 0.3 * size
	if len(spaces) > 0 {
		sort.Float64s(spaces)
		space = spaces[len(spaces)/2]
	}
	limit := math.Max(2*space, 0.5*size)
	cols := [][2]float64{ws[0]}
	for k := 1; k < len(ws); k++ {
		if gaps[k-1] > limit {
			cols = append(cols, ws[k])
			continue
		}
		cols[len(cols)-1][1] = math.Max(cols[len(cols)-1][1], ws[k][1])
	}
	return cols
}

// colCutAt reports whether w starts a name set in its own column on l. Cuts are kept by
// position, not index: later passes may drop or join a line's words.
func colCutAt(l line, w pdf.Word) bool {
	for _, x := range l.colCuts {
		if x == w.X0 {
			return true
		}
	}
	return false
}

// colOf is the column holding the word's centre, or the nearest one.
func colOf(cols [][2]float64, x0, x1 float64) int {
	m := (x0 + x1) / 2
	best, bd := 0, math.Inf(1)
	for k, c := range cols {
		d := math.Max(0, math.Max(c[0]-m, m-c[1]))
		if d < bd {
			best, bd = k, d
		}
	}
	return best
}

// alignedIn reports whether a piece from x0 to x1 is centred on column c or starts with it,
// within a third of the size.
func alignedIn(x0, x1 float64, c [2]float64, size float64) bool {
	tol := math.Max(0.35*size, 2)
	return math.Abs((x0+x1)/2-(c[0]+c[1])/2) <= tol || math.Abs(x0-c[0]) <= tol
}
