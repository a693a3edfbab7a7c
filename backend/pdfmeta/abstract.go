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

// followColumn gathers the lines under ls[hi] that sit in its column, until a gap,
// a size change or a heading.
func followColumn(ls []line, hi int, first string) string {
	h := ls[hi]
	hc := (h.x0 + h.x1) / 2
	if first != "" {
		hc = h.x0 + 2*h.size // inline label: the column starts at the label
	}
	var below []line
	for i, l := range ls {
		if i != hi && !l.vertical && l.y0 > h.y0+0.5*h.size && l.x0-h.size <= hc && hc <= l.x1+h.size {
			below = append(below, l)
		}
	}
	sort.SliceStable(below, func(i, j int) bool { return below[i].y0 < below[j].y0 })
	texts := []string{first}
	prevBottom, size := h.y1, 0.0
	for _, l := range below {
		if l.y0-prevBottom > 1.6*math.Max(l.size, h.size*0.8) || abstractStop(l) {
			break
		}
		if size == 0 {
			size = l.size
		} else if math.Abs(l.size-size) > 0.15*size {
			break
		}
		texts = append(texts, l.text)
		prevBottom = l.y1
		if len(texts) > 60 {
			break
		}
	}
	return joinLines(texts)
}
