package answer

import "unicode"

const (
	themeMax    = 4   // themes before the rest go under "other"
	themeCommon = 0.8 // a term in more than this share of chosen sentences names no theme
)

// theme is a group of chosen sentences; terms is empty for an ungrouped answer, and other
// marks the sentences that share no theme.
type theme struct {
	terms    []string
	members  []int
	other    bool
	stance   string // for a claim: the stance heading the group
	findings []int  // for a claim: quotes per finding, in member order
}

// groupThemes clusters the chosen sentences by shared key terms: repeatedly the term
// that most of the still unassigned sentences share (weighted by IDF) founds a theme of
// those sentences. Terms nearly every chosen sentence has (the question's subject) found
// none. Themes keep the order of their best sentence; the rest go under "other".
func groupThemes(p *pool, chosen []int) []theme {
	limit := themeCommon * float64(len(chosen))
	count := map[int32]int{}
	for _, i := range chosen {
		for _, t := range p.sents[i].terms {
			count[t.id]++
		}
	}
	assigned := map[int]bool{}
	var out []theme
	for len(out) < themeMax {
		best, bestScore := int32(-1), 0.0
		for t, c := range count {
			if c < 2 || float64(c) > limit || isNumber(p.stems[t]) {
				continue
			}
			n := 0
			for _, i := range chosen {
				if !assigned[i] && p.sents[i].has(t) {
					n++
				}
			}
			score := float64(n) * p.idf[t]
			if n >= 2 && (score > bestScore || score == bestScore && p.stems[t] < p.stems[best]) {
				best, bestScore = t, score
			}
		}
		if best < 0 {
			break
		}
		th := theme{}
		for _, i := range chosen {
			if !assigned[i] && p.sents[i].has(best) {
				assigned[i] = true
				th.members = append(th.members, i)
			}
		}
		th.terms = []string{themePhrase(p, th.members, best)}
		out = append(out, th)
	}
	var rest []int
	for _, i := range chosen {
		if !assigned[i] {
			rest = append(rest, i)
		}
	}
	if len(out) == 0 {
		return []theme{{members: chosen}}
	}
	if len(rest) > 0 {
		out = append(out, theme{members: rest, other: true})
	}
	return out
}

func isNumber(t string) bool {
	for _, r := range t {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
