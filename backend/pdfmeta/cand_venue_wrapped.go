package pdfmeta

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// wrappedBannerName is a journal's name that a banner wraps over two lines, its first line
// above the banner line's start and its last word before the volume and year ("Transactions
// of the Association for Computational" over "Linguistics 2011, 4, 1–10"), as OUP's classes
// set a long name in a narrow head: the line above, its pieces on one baseline in order,
// joined to prefix. The line above must start or end where the banner line does, be set in its
// size right above it, hold no digit, and carry a venue word the prefix lacks ("Transactions",
// "Journal"); otherwise "" (s18-held5).
func (h *header) wrappedBannerName(i int, prefix string) string {
	l := h.page1[i]
	if venueWordRe.MatchString(prefix) || wordCount(prefix) > 3 {
		return ""
	}
	var above []line
	for _, o := range h.page1 {
		gap := l.y0 - o.y0
		if o.vertical || o.page != l.page || math.Abs(o.size-l.size) > 0.5 || gap < 0.6*l.size || gap > 1.8*l.size {
			continue
		}
		if len(above) > 0 && math.Abs(o.y0-above[0].y0) > 1 {
			if o.y0 < above[0].y0 {
				continue // a line further up
			}
			above = above[:0] // a nearer one
		}
		above = append(above, o)
	}
	if len(above) == 0 {
		return ""
	}
	slices.SortFunc(above, func(a, b line) int { return cmp.Compare(a.x0, b.x0) })
	if math.Abs(above[0].x0-l.x0) > 2 && math.Abs(above[len(above)-1].x1-l.x1) > 2 { // set flush left or flush right
		return ""
	}
	var ts []string
	for _, o := range above {
		ts = append(ts, o.text)
	}
	first := joinLines(ts)
	if strings.ContainsAny(first, "0123456789") || !venueWordRe.MatchString(first) || wordCount(first) > 12 {
		return ""
	}
	return joinLines([]string{first, prefix})
}
