package pdfmeta

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"carrel/backend/pdf"
)

var captionRe = regexp.MustCompile(`^(Figure|Fig\.?|FIGURE|FIG\.?|Table|TABLE)\s*(\d+|[IVX]+)(\s*[:.|—–]|\s*$)`)

// captioned finds figure and table captions on one page, the regions they label and,
// for tables, the rows; every line it consumes is marked in used.
func captioned(ls []line, used map[int]bool, body float64) (figs []Figure, tabs []Table) {
	for i, l := range ls {
		if used[i] {
			continue
		}
		m := captionRe.FindStringSubmatch(strings.TrimSpace(l.text))
		if m == nil {
			continue
		}
		block := []int{i} // the caption and its continuation lines
		used[i] = true
		for j := i + 1; j < len(ls); j++ {
			p, n := ls[block[len(block)-1]], ls[j]
			if used[j] || n.y0 < p.y0 || n.y0-p.y1 > 0.8*p.size || math.Abs(n.size-p.size) > 0.15*p.size ||
				n.x1 < p.x0 || n.x0 > p.x1 || captionRe.MatchString(n.text) {
				break
			}
			block = append(block, j)
			used[j] = true
		}
		var texts []string
		cx0, cy0, cx1, cy1 := l.x0, l.y0, l.x1, l.y1
		for _, k := range block {
			texts = append(texts, ls[k].text)
			cx0, cy0 = math.Min(cx0, ls[k].x0), math.Min(cy0, ls[k].y0)
			cx1, cy1 = math.Max(cx1, ls[k].x1), math.Max(cy1, ls[k].y1)
		}
		caption := joinLines(texts)
		isTable := strings.HasPrefix(strings.ToLower(m[1]), "tab")
		below := region(ls, used, body, cx0, cx1, cy1, +1, l.ph)
		above := region(ls, used, body, cx0, cx1, cy0, -1, l.ph)
		area := above
		if isTable && len(below) > 0 && tabular(ls, below) >= tabular(ls, above) {
			area = below
		}
		x0, y0, x1, y1 := cx0, cy0, cx1, cy1
		if len(area) == 0 && !isTable { // a picture without text: the blank band above the caption
			top := 0.06 * l.ph
			for k, o := range ls {
				if !used[k] && o.y1 <= cy0 && o.x1 > cx0 && o.x0 < cx1 {
					top = math.Max(top, o.y1)
				}
			}
			if cy0-top > 2*l.size {
				y0 = top + 1
			}
		}
		for _, k := range area {
			used[k] = true
			x0, y0 = math.Min(x0, ls[k].x0), math.Min(y0, ls[k].y0)
			x1, y1 = math.Max(x1, ls[k].x1), math.Max(y1, ls[k].y1)
		}
		box := bboxOf(x0, y0, x1, y1, l.pw, l.ph)
		if isTable {
			tabs = append(tabs, Table{Page: l.page, BBox: box, Caption: caption, Rows: tableRows(ls, area)})
		} else {
			figs = append(figs, Figure{Page: l.page, BBox: box, Caption: caption})
		}
	}
	return figs, tabs
}

// tabular counts the lines of idx that share their row with another line of idx.
func tabular(ls []line, idx []int) int {
	n := 0
	for _, i := range idx {
		for _, j := range idx {
			if c := (ls[j].y0 + ls[j].y1) / 2; i != j && c > ls[i].y0 && c < ls[i].y1 {
				n++
				break
			}
		}
	}
	return n
}

// prose reports whether l reads as running text rather than figure labels or table cells.
func prose(l line, body float64) bool {
	return wordCount(l.text) >= 7 && math.Abs(l.size-body) <= 0.12*body && l.x1-l.x0 > 0.3*l.pw
}

// region walks from a caption edge at y in direction dir (+1 down, -1 up) and returns the
// non-prose lines overlapping [x0, x1] up to the first prose line, heading or caption.
func region(ls []line, used map[int]bool, body, x0, x1, y float64, dir int, ph float64) []int {
	var cand []int
	for i, l := range ls {
		if used[i] || l.x1 < x0 || l.x0 > x1 {
			continue
		}
		if dir > 0 && l.y0 >= y-1 || dir < 0 && l.y1 <= y+1 {
			cand = append(cand, i)
		}
	}
	sort.Slice(cand, func(a, b int) bool {
		return float64(dir)*ls[cand[a]].y0 < float64(dir)*ls[cand[b]].y0
	})
	var out []int
	edge := y
	for _, i := range cand {
		l := ls[i]
		gap := l.y0 - edge
		if dir < 0 {
			gap = edge - l.y1
		}
		if prose(l, body) || captionRe.MatchString(l.text) || numberedHeading(l.text) != "" || gap > 0.12*ph {
			break
		}
		out = append(out, i)
		if dir > 0 {
			edge = math.Max(edge, l.y1)
		} else {
			edge = math.Min(edge, l.y0)
		}
	}
	return out
}

// tableRows groups the words of the table lines into rows by baseline and into cells at
// gaps wider than about one character height.
func tableRows(ls []line, idx []int) [][]string {
	var ws []pdf.Word
	for _, i := range idx {
		ws = append(ws, ls[i].words...)
	}
	if len(ws) == 0 {
		return [][]string{}
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Y0+ws[i].Y1 < ws[j].Y0+ws[j].Y1 })
	var rows [][]pdf.Word
	for _, w := range ws {
		if n := len(rows); n > 0 {
			r := rows[n-1]
			c := (r[0].Y0 + r[0].Y1) / 2
			if math.Abs((w.Y0+w.Y1)/2-c) < 0.4*wordSize(r[0]) {
				rows[n-1] = append(r, w)
				continue
			}
		}
		rows = append(rows, []pdf.Word{w})
	}
	out := make([][]string, 0, len(rows))
	for _, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].X0 < r[j].X0 })
		var cells []string
		cell := []string{r[0].Text}
		for k := 1; k < len(r); k++ {
			if r[k].X0-r[k-1].X1 > 0.8*wordSize(r[k]) {
				cells = append(cells, strings.Join(cell, " "))
				cell = nil
			}
			cell = append(cell, r[k].Text)
		}
		out = append(out, append(cells, strings.Join(cell, " ")))
	}
	return out
}
