package pdfmeta

import (
	"regexp"
	"strings"
)

var pageNumRe = regexp.MustCompile(`^(page\s*)?[\divxlc]{1,5}(\s*(of|/)\s*\d+)?$`)

// furniture finds running heads, running feet and page numbers: lines in the top or
// bottom margin that are a bare page number or repeat (digits aside) on other pages.
func furniture(pages [][]line) map[[2]int]bool {
	key := func(l line) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, compact(l.text))
	}
	inMargin := func(l line) bool { return l.y1 < 0.09*l.ph || l.y0 > 0.91*l.ph }
	seen := map[string]map[int]bool{}
	for pi, ls := range pages {
		for _, l := range ls {
			if inMargin(l) {
				k := key(l)
				if seen[k] == nil {
					seen[k] = map[int]bool{}
				}
				seen[k][pi] = true
			}
		}
	}
	out := map[[2]int]bool{}
	for pi, ls := range pages {
		for i, l := range ls {
			if !inMargin(l) {
				continue
			}
			k := key(l)
			if pageNumRe.MatchString(strings.ToLower(strings.TrimSpace(l.text))) || k != "" && len(seen[k]) >= 3 {
				out[[2]int{pi, i}] = true
			}
		}
	}
	return out
}
