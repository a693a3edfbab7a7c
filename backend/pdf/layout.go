package pdf

import (
	"slices"
	"sort"
)

// seg is a run of words on one text line with no wide gap, in content order.
type seg struct {
	words          []wordBuild
	x0, y0, x1, y1 float64
}

type span struct{ a, b float64 }

// orderWords puts words in reading order, numbers their lines and maps their
// boxes from their direction's local frame to the page. Words are first joined
// into line segments; segments are then ordered by a recursive XY-cut that
// keeps two-column bodies together: horizontal strips whose gutters line up
// are merged before cutting at the gutter. Turned text follows upright text.
func orderWords(words []wordBuild) []Word {
	if len(words) == 0 {
		return nil
	}
	var byDir [4][]wordBuild
	var counts [4]int
	for _, w := range words {
		counts[w.dir]++
	}
	if counts[dirRight] == len(words) {
		byDir[dirRight] = words // nearly every page: no turned text, nothing to copy
	} else {
		for d, n := range counts {
			byDir[d] = make([]wordBuild, 0, n)
		}
		for _, w := range words {
			byDir[w.dir] = append(byDir[w.dir], w)
		}
	}
	out := make([]Word, 0, len(words))
	line := 0
	for d, ws := range byDir {
		if len(ws) == 0 {
			continue
		}
		for _, ln := range orderDir(ws) {
			for _, s := range ln {
				for _, w := range s.words {
					w.Line = line
					b := toDisplay(d, box{w.X0, w.Y0, w.X1, w.Y1})
					w.X0, w.Y0, w.X1, w.Y1 = b.x0, b.y0, b.x1, b.y1
					out = append(out, w.Word)
				}
			}
			line++
		}
	}
	return out
}

// orderDir orders words of one direction, in its local frame, into lines.
func orderDir(words []wordBuild) [][]*seg {
	segs := segments(words)
	hs := make([]float64, 0, len(words))
	for _, w := range words {
		hs = append(hs, w.Y1-w.Y0)
	}
	slices.Sort(hs)
	mh := hs[len(hs)/2]
	l := &layout{gutter: max(0.9*mh, 4)}
	return l.order(segs, 0)
}

// segments splits words (in content order) into line segments; each segment's words are a
// run of the input, shared rather than copied.
func segments(words []wordBuild) []*seg {
	var out []*seg
	var cur *seg
	start := 0
	for i, w := range words {
		if cur != nil {
			last := words[i-1]
			h := max(last.Y1-last.Y0, w.Y1-w.Y0)
			gap := w.X0 - last.X1
			if sameLine(last.Y0, last.Y1, w.Y0, w.Y1) && gap < segGapFrac*h && gap > -0.5*h {
				cur.words = words[start : i+1 : i+1]
				cur.x0, cur.y0 = min(cur.x0, w.X0), min(cur.y0, w.Y0)
				cur.x1, cur.y1 = max(cur.x1, w.X1), max(cur.y1, w.Y1)
				continue
			}
		}
		start = i
		cur = &seg{words: words[i : i+1 : i+1], x0: w.X0, y0: w.Y0, x1: w.X1, y1: w.Y1}
		out = append(out, cur)
	}
	return out
}

type layout struct{ gutter float64 }

// order returns the segments of a region as lines in reading order: first
// horizontal strips grouped by shared gutters, top to bottom; a region that is
// one group is cut at its gutters into columns, left to right.
func (l *layout) order(segs []*seg, depth int) [][]*seg {
	if len(segs) <= 1 || depth > 40 {
		return lineSort(segs)
	}
	if strips := yCut(segs); len(strips) > 1 {
		if groups := l.group(strips); len(groups) > 1 {
			var out [][]*seg
			for _, g := range groups {
				out = append(out, l.order(g, depth+1)...)
			}
			return out
		}
	}
	if lines := lineSort(segs); len(lines) == 1 {
		return lines // one visual line ("1   Introduction") is not cut into columns
	}
	if cols := l.xCut(segs); len(cols) > 1 {
		var out [][]*seg
		for _, c := range cols {
			out = append(out, l.order(c, depth+1)...)
		}
		return out
	}
	return lineSort(segs)
}

// xGaps lists vertical white bands at least l.gutter wide between segments.
func (l *layout) xGaps(segs []*seg) []span {
	s := slices.Clone(segs)
	sort.Slice(s, func(i, j int) bool { return s[i].x0 < s[j].x0 })
	var gaps []span
	maxX := s[0].x1
	for _, g := range s[1:] {
		if g.x0-maxX >= l.gutter {
			gaps = append(gaps, span{maxX, g.x0})
		}
		maxX = max(maxX, g.x1)
	}
	return gaps
}

// xCut splits at every vertical gap, left to right.
func (l *layout) xCut(segs []*seg) [][]*seg {
	gaps := l.xGaps(segs)
	if len(gaps) == 0 {
		return nil
	}
	cols := make([][]*seg, len(gaps)+1)
	for _, s := range segs {
		k := 0
		for k < len(gaps) && s.x0 >= gaps[k].b {
			k++
		}
		cols[k] = append(cols[k], s)
	}
	return cols
}

// yCut splits at every horizontal white band, top to bottom.
func yCut(segs []*seg) [][]*seg {
	s := slices.Clone(segs)
	sort.Slice(s, func(i, j int) bool { return s[i].y0 < s[j].y0 })
	var out [][]*seg
	start, maxY := 0, s[0].y1
	for i := 1; i < len(s); i++ {
		if s[i].y0 > maxY {
			out = append(out, s[start:i])
			start = i
		}
		maxY = max(maxY, s[i].y1)
	}
	return append(out, s[start:])
}

// group merges consecutive strips that share an uncrossed gutter, so a
// two-column body is cut into columns as a whole rather than strip by strip.
func (l *layout) group(strips [][]*seg) [][]*seg {
	var out [][]*seg
	var cur []*seg
	var gut []span
	for _, st := range strips {
		if cur != nil && len(gut) > 0 {
			if rest := l.uncrossed(gut, st); len(rest) > 0 {
				cur = append(cur, st...)
				gut = rest
				continue
			}
		}
		if cur != nil {
			out = append(out, cur)
		}
		cur = slices.Clone(st)
		if len(st) > 1 {
			gut = l.xGaps(st)
		} else {
			gut = nil
		}
	}
	return append(out, cur)
}

// uncrossed returns the parts of gutters (at least l.gutter wide) no segment
// overlaps. A segment lying wholly inside a gutter (a centred page number or
// heading) removes that gutter: it is not column text.
func (l *layout) uncrossed(gut []span, segs []*seg) []span {
	var out []span
	for _, g := range gut {
		parts := []span{g}
		for _, s := range segs {
			var next []span
			for _, p := range parts {
				if s.x1 <= p.a || s.x0 >= p.b {
					next = append(next, p)
					continue
				}
				if s.x0 > p.a && s.x1 < p.b {
					continue
				}
				if s.x0-p.a >= l.gutter {
					next = append(next, span{p.a, s.x0})
				}
				if p.b-s.x1 >= l.gutter {
					next = append(next, span{s.x1, p.b})
				}
			}
			parts = next
		}
		out = append(out, parts...)
	}
	return out
}

// lineSort groups segments into visual lines, top to bottom, each left to right.
func lineSort(segs []*seg) [][]*seg {
	s := slices.Clone(segs)
	sort.SliceStable(s, func(i, j int) bool { return s[i].y0+s[i].y1 < s[j].y0+s[j].y1 })
	var out [][]*seg
	for _, g := range s {
		if n := len(out); n > 0 {
			ln := out[n-1]
			y0, y1 := ln[0].y0, ln[0].y1
			if sameLine(y0, y1, g.y0, g.y1) {
				out[n-1] = append(ln, g)
				continue
			}
		}
		out = append(out, []*seg{g})
	}
	for _, ln := range out {
		sort.SliceStable(ln, func(i, j int) bool { return ln[i].x0 < ln[j].x0 })
	}
	return out
}
