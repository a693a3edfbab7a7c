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
		th.terms = themeTerms(p, th.members, best, func(t int32) bool { return float64(count[t]) <= limit })
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
func themeTerms(p *pool, members []int, lead int32, ok func(int32) bool) []string {
	weight := map[int32]float64{}
	count := map[int32]int{}
	for _, i := range members {
		for _, x := range p.sents[i].vec {
			weight[x.id] += x.w
			count[x.id]++
		}
	}
	var terms []int32
	for t := range weight {
		if t != lead && count[t] >= themeMinShared && ok(t) && !isNumber(p.stems[t]) {
			terms = append(terms, t)
		}
	}
	slices.SortFunc(terms, func(a, b int32) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		if weight[a] != weight[b] {
			if weight[a] > weight[b] {
				return -1
			}
			return 1
		}
		return strings.Compare(p.stems[a], p.stems[b])
	})
	terms = append([]int32{lead}, terms...)
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
func surfaceOf(p *pool, members []int, t int32) string {
	forms := map[string]int{}
	best := p.stems[t]
	for _, i := range members {
		for k, tok := range p.sents[i].toks {
			if p.sents[i].ids[k] != t {
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
