package pdfmeta

import (
	"math"
	"sort"
	"strings"
)

// abstractStop ends an abstract: the next heading or front-matter label.
func abstractStop(l line) bool {
	t := strings.TrimSpace(l.text)
	if numberedHeading(t) != "" || namedHeading(t) != "" {
		return true
	}
	low := strings.ToLower(t)
	for _, p := range []string{"keywords", "key words", "index terms", "categories and subject", "general terms", "introduction", "1. introduction", "1 introduction", "i. introduction"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

// findAbstract collects the text under an "Abstract" heading (or after an inline
// "Abstract." label) on the first two pages, following the heading's column downward.
func findAbstract(pages [][]line) string {
	for pi, ls := range pages {
		if pi > 1 {
			break
		}
		for hi, h := range ls {
			loc := abstractStart.FindStringIndex(h.text)
			if loc == nil || h.vertical {
				continue
			}
			rest := strings.TrimSpace(h.text[loc[1]:])
			if rest != "" && !startsUpperOrDigit(rest) {
				continue // "Abstracts are ..." in running text
			}
			if t := followColumn(ls, hi, rest); letters(t) >= 80 {
				return t
			}
		}
	}
	return ""
}

func startsUpperOrDigit(s string) bool {
	for _, r := range s {
		return r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127
	}
	return false
}

// followColumn gathers the lines under ls[hi] (or just right of an "ABSTRACT" side label)
// that overlap its column, until a wide gap, a size change or a heading; when the column
// runs out mid-sentence it carries on at the top of the next column.
func followColumn(ls []line, hi int, first string) string {
	h := ls[hi]
	reach := h.size
	if first == "" {
		reach = 6 * h.size
	}
	span := h // an inline label's line is its own column; a heading's is the first line under it
	if first == "" {
		found := false
		for i, l := range ls {
			if i != hi && !l.vertical && l.y0 > h.y0-0.3*h.size && l.x0 <= h.x1+reach && l.x1 >= h.x0-h.size &&
				(l.y0 > h.y1-1 || l.x0 > h.x1) && (!found || l.y0 < span.y0) {
				span, found = l, true
			}
		}
		if !found {
			return ""
		}
	}
	var col []line
	for i, l := range ls {
		if i != hi && !l.vertical && l.y0 >= span.y0-0.3*h.size && l.x0 < span.x1-h.size && l.x1 > span.x0+h.size {
			col = append(col, l)
		}
	}
	texts := []string{first}
	used, ranOut := collectColumn(col, h, 4*h.size, &texts)
	if ranOut && len(used) > 0 && !endsSentence(texts[len(texts)-1]) {
		x0, x1 := used[0].x0, used[0].x1
		for _, l := range used {
			x0, x1 = math.Min(x0, l.x0), math.Max(x1, l.x1)
		}
		var next []line
		for _, l := range ls {
			if !l.vertical && l.x0 > x1-h.size && l.x0 < x1+(x1-x0)/2 && l.y0 > h.y0-3*h.size {
				next = append(next, l)
			}
		}
		collectColumn(next, h, math.Inf(1), &texts)
	}
	return joinLines(texts)
}

func endsSentence(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || strings.ContainsAny(s[len(s)-1:], ".!?)")
}

// collectColumn appends to texts the lines of col, top down, while they read as one
// block; ranOut is true when it stopped only because col had no more lines.
func collectColumn(col []line, h line, firstGap float64, texts *[]string) (used []line, ranOut bool) {
	sort.SliceStable(col, func(i, j int) bool { return col[i].y0 < col[j].y0 })
	prevTop, prevBottom, pitch, size := h.y0, h.y1, 0.0, 0.0
	for _, l := range col {
		if abstractStop(l) || l.y0 > 0.88*l.ph && bannerMatch(l.text) {
			return used, false
		}
		if size == 0 {
			if l.y0-prevBottom > firstGap {
				return used, false
			}
			size = l.size
		} else {
			if math.Abs(l.size-size) > 0.15*size {
				return used, false
			}
			if pitch == 0 {
				pitch = l.y0 - prevTop
			}
			if l.y0-prevTop > 2*math.Max(pitch, size) {
				return used, false
			}
		}
		*texts = append(*texts, l.text)
		used = append(used, l)
		prevTop, prevBottom = l.y0, l.y1
		if len(*texts) > 80 {
			return used, false
		}
	}
	return used, true
}
