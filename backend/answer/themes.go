package answer

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	themeMax       = 4   // themes before the rest go under "other"
	themeCommon    = 0.8 // a term in more than this share of chosen sentences names no theme
	themeMaxTerms  = 3
	themeMinShared = 2 // a heading term should occur in this many of the theme's sentences
)

// theme is a group of chosen sentences; terms is empty for an ungrouped answer, and other
// marks the sentences that share no theme.
type theme struct {
	terms   []string
	members []int
	other   bool
}

// groupThemes clusters the chosen sentences by shared key terms: repeatedly the term
// that most of the still unassigned sentences share (weighted by IDF) founds a theme of
// those sentences. Terms nearly every chosen sentence has (the question's subject) found
// none. Themes keep the order of their best sentence; the rest go under "other".
func groupThemes(p *pool, chosen []int) []theme {
	limit := themeCommon * float64(len(chosen))
	count := map[string]int{}
	for _, i := range chosen {
		for t := range p.sents[i].tf {
			count[t]++
		}
	}
	assigned := map[int]bool{}
	var out []theme
	for len(out) < themeMax {
		best, bestScore := "", 0.0
		for t, c := range count {
			if c < 2 || float64(c) > limit || isNumber(t) {
				continue
			}
			n := 0
			for _, i := range chosen {
				if !assigned[i] && p.sents[i].tf[t] > 0 {
					n++
				}
			}
			score := float64(n) * p.idf[t]
			if n >= 2 && (score > bestScore || score == bestScore && t < best) {
				best, bestScore = t, score
			}
		}
		if best == "" {
			break
		}
		th := theme{}
		for _, i := range chosen {
			if !assigned[i] && p.sents[i].tf[best] > 0 {
				assigned[i] = true
				th.members = append(th.members, i)
			}
		}
		th.terms = themeTerms(p, th.members, best, func(t string) bool { return float64(count[t]) <= limit })
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

// themeTerms is the heading of a theme founded by term lead: lead, then the terms most of
// its members share (at least themeMinShared), of the highest summed weight.
func themeTerms(p *pool, members []int, lead string, ok func(string) bool) []string {
	weight := map[string]float64{}
	count := map[string]int{}
	for _, i := range members {
		for t, x := range p.sents[i].vec {
			weight[t] += x
			count[t]++
		}
	}
	var terms []string
	for t := range weight {
		if t != lead && count[t] >= themeMinShared && ok(t) && !isNumber(t) {
			terms = append(terms, t)
		}
	}
	slices.SortFunc(terms, func(a, b string) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		if weight[a] != weight[b] {
			if weight[a] > weight[b] {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	terms = append([]string{lead}, terms...)
	if len(terms) > themeMaxTerms {
		terms = terms[:themeMaxTerms]
	}
	out := make([]string, 0, len(terms))
	for _, t := range terms {
		out = append(out, surfaceOf(p, members, t))
	}
	return out
}

// surfaceOf is the most frequent written form of stem t among the members, lower-cased
// unless it is an acronym or mixed-case name (HbA1c, TNF).
func surfaceOf(p *pool, members []int, t string) string {
	forms := map[string]int{}
	best := t
	for _, i := range members {
		for _, tok := range p.sents[i].toks {
			if tok.stem != t {
				continue
			}
			f := tok.surface
			if r, w := utf8.DecodeRuneInString(f); unicode.IsUpper(r) && strings.ToLower(f[w:]) == f[w:] {
				f = strings.ToLower(f)
			}
			forms[f]++
			if forms[f] > forms[best] || (forms[f] == forms[best] && f < best) {
				best = f
			}
		}
	}
	return best
}

func isNumber(t string) bool {
	for _, r := range t {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
