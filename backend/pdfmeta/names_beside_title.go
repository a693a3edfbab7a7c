package pdfmeta

import (
	"math"
	"sort"
)

// A column of names beside the title (s14-lostnames): some title pages set the byline in a
// narrow side column, one name a line over its e-mail address, whose top is level with the
// title's first line, while the title and abstract fill the wider column. The readers that
// start under the title's last line read that column only from there on and lost its first
// names ("Zheng Zhu" / "(z.zhu@…)" beside the title, "Xianda Guo" and the rest under its level).

// sideHead is the lines of a side column beside the title, level with it, that head a column of
// names the area (lines under the title) already holds: read upward from the area's line in
// that column, each within 2.5 sizes above the next and in its column (left edges within a
// size), only names and e-mail lines, up to half a size above the title's top.
func sideHead(ls []line, title []line, area []line) []line {
	if len(title) == 0 || title[0].pw <= 0 {
		return nil
	}
	x0, x1, pw := titleSpan(title)
	top, last := title[0], title[len(title)-1]
	var side []line
	for _, l := range ls {
		beside := l.x1 <= x0-0.01*pw || l.x0 >= x1+0.01*pw
		if !l.vertical && beside && l.y0 >= top.y0-0.5*l.size && l.y0 < last.y1-1 {
			side = append(side, l)
		}
	}
	if len(side) == 0 {
		return nil
	}
	sort.SliceStable(side, func(i, j int) bool { return side[i].y0 > side[j].y0 }) // bottom first
	var head []line
	below, found := line{}, false
	for _, a := range area { // the column's first line under the title's level
		if (a.x1 <= x0-0.01*pw || a.x0 >= x1+0.01*pw) && (!found || a.y0 < below.y0) && allNames(a) {
			below, found = a, true
		}
	}
	if !found {
		return nil
	}
	for _, l := range side {
		if math.Abs(l.x0-below.x0) > below.size || below.y0-l.y1 > 2.5*below.size || below.y0 <= l.y0 {
			continue
		}
		if !allNames(l) && !emailLine(l.text) {
			break
		}
		head = append(head, l)
		below = l
	}
	return head
}
