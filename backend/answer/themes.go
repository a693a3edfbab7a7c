package answer

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	themeSim       = 0.12 // cosine (question terms left out) to join a theme
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

// groupThemes clusters the chosen sentences (in order of relevance) by the key terms they
// share beyond the question's own, and names each theme after its strongest shared terms.
func groupThemes(p *pool, chosen []int, q query) []theme {
	vecs := make(map[int]map[string]float64, len(chosen))
	for _, i := range chosen {
		v := map[string]float64{}
		norm := 0.0
		for t, x := range p.sents[i].vec {
			if q.weights[t] == 0 {
				v[t] = x
				norm += x * x
			}
		}
		for t := range v {
			v[t] /= math.Sqrt(norm + 1e-12)
		}
		vecs[i] = v
	}
	var groups []theme
	for _, i := range chosen {
		best, bestSim := -1, themeSim
		for g := range groups {
			sim := 0.0
			for _, j := range groups[g].members {
				sim += cosine(vecs[i], vecs[j])
			}
			sim /= float64(len(groups[g].members))
			if sim >= bestSim {
				best, bestSim = g, sim
			}
		}
		if best < 0 {
			groups = append(groups, theme{members: []int{i}})
		} else {
			groups[best].members = append(groups[best].members, i)
		}
	}
	var out []theme
	var rest []int
	for _, g := range groups {
		if len(g.members) < 2 {
			rest = append(rest, g.members...)
			continue
		}
		g.terms = themeTerms(p, g.members, vecs)
		out = append(out, g)
	}
	if len(out) == 0 {
		return []theme{{members: chosen, terms: themeTerms(p, chosen, nil)}}
	}
	if len(rest) > 0 {
		out = append(out, theme{members: rest, other: true})
	}
	return out
}

// themeTerms picks the heading words: the highest summed weight among terms shared by at
// least themeMinShared members (vecs nil: use full vectors, question terms included).
func themeTerms(p *pool, members []int, vecs map[int]map[string]float64) []string {
	weight := map[string]float64{}
	count := map[string]int{}
	for _, i := range members {
		v := p.sents[i].vec
		if vecs != nil {
			v = vecs[i]
		}
		for t, x := range v {
			weight[t] += x
			count[t]++
		}
	}
	var terms []string
	for t := range weight {
		if count[t] >= min(themeMinShared, len(members)) && !isNumber(t) {
			terms = append(terms, t)
		}
	}
	slices.SortFunc(terms, func(a, b string) int {
		if weight[a] != weight[b] {
			if weight[a] > weight[b] {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
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
