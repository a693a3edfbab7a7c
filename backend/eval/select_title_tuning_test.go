//go:build tuning

package eval

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// TestSelectTitleEcho tabulates, on a cache's held-out claims (SEL_CACHE, SEL_FOLD), whether a
// sentence that restates its abstract's title is a rationale: the finding against the sentence
// holding most of the title, and further candidates of counted studies by their share of the
// study's probability mass and by how much of the title they hold (recipe 30 analysis).
func TestSelectTitleEcho(t *testing.T) {
	d, _ := selHeldClaims(t)
	hc, m := selFitted(t)
	byPrefix := map[string][]string{}
	for _, doc := range d.ids {
		for _, sp := range d.spans[doc] {
			k := sentKey(d.text[doc][sp[0]:sp[1]])
			byPrefix[k] = append(byPrefix[k], doc)
		}
	}
	docOf := func(c *claimRows, rows []int) string {
		votes := map[string]int{}
		for _, ri := range rows {
			for _, doc := range byPrefix[sentKey(c.rows[ri].row.Quote)] {
				votes[doc]++
			}
		}
		best, n := "", 0
		for doc, v := range votes {
			if v > n || v == n && doc < best {
				best, n = doc, v
			}
		}
		return best
	}
	type cell struct{ pos, n int }
	tab := map[string]*cell{}
	add := func(key string, pos bool) {
		c := tab[key]
		if c == nil {
			c = &cell{}
			tab[key] = c
		}
		c.n++
		if pos {
			c.pos++
		}
	}
	unmapped := 0
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			if !f.Counts {
				continue
			}
			rows := rowsOf[f.Study]
			src := c.rows[rows[0]].source
			gold := c.gold[src] != nil
			doc := docOf(c, rows)
			if doc == "" {
				unmapped++
				continue
			}
			title := titleStems(d.title[doc])
			ss := studies[f.Study].Sentences
			echo := make([]float64, len(ss))
			bestT := -1
			for j, ri := range rows {
				echo[j] = stemShare(title, titleStems(c.rows[ri].row.Quote))
				if ss[j].Matched && (bestT < 0 || echo[j] > echo[bestT] || echo[j] == echo[bestT] && ss[j].Prob > ss[bestT].Prob) {
					bestT = j
				}
			}
			fi := f.Sentences[0]
			g := "other"
			if gold {
				g = "gold"
			}
			add(g+" finding is a rationale", c.rows[rows[fi]].positive)
			if bestT >= 0 {
				add(g+" most-title matched row is a rationale", c.rows[rows[bestT]].positive)
				add(g+fmt.Sprintf(" most-title row is the finding %v", bestT == fi), c.rows[rows[fi]].positive)
			}
			mass := ss[fi].Prob
			for j := range ss {
				if j != fi && ss[j].Matched {
					mass += ss[j].Prob
				}
			}
			for j := range ss {
				if j != fi && !ss[j].Matched {
					add(g+fmt.Sprintf(" unmatched row, relevant=%v", ss[j].Relevant), c.rows[rows[j]].positive)
				}
				if j == fi || !ss[j].Matched {
					continue
				}
				share := ss[j].Prob / mass
				sb := shareBin(share)
				eb := "echo<.2"
				switch {
				case echo[j] >= 0.5:
					eb = "echo>=.5"
				case echo[j] >= 0.35:
					eb = "echo.35-.5"
				case echo[j] >= 0.2:
					eb = "echo.2-.35"
				}
				q := slices.Contains(f.Sentences, j)
				add(fmt.Sprintf("%s further %s %s quoted=%v", g, sb, eb, q), c.rows[rows[j]].positive)
			}
		}
	}
	keys := make([]string, 0, len(tab))
	for k := range tab {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%-60s %4d / %4d = %.2f\n", k, tab[k].pos, tab[k].n, float64(tab[k].pos)/float64(tab[k].n))
	}
	fmt.Println("unmapped studies", unmapped)
}

func sentKey(s string) string {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	if len(s) > 40 {
		s = s[:40]
	}
	return s
}

// titleStems are the lower-cased letter/digit runs of s of four characters or more, cut to six.
func titleStems(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if len(w) < 4 {
			continue
		}
		if len(w) > 6 {
			w = w[:6]
		}
		out[w] = true
	}
	return out
}

// stemShare is the share of title's stems that sent holds.
func stemShare(title, sent map[string]bool) float64 {
	if len(title) == 0 {
		return 0
	}
	n := 0
	for w := range title {
		if sent[w] {
			n++
		}
	}
	return float64(n) / float64(len(title))
}

// TestSelectWrongFinding tabulates, on a cache's held-out claims, where the rationale stands in
// a counted gold abstract whose finding holds none: its rank by the evidence probability, its
// share of the finding's, whether it is quoted, and its place against the finding.
func TestSelectWrongFinding(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string]int{}
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			rows := rowsOf[f.Study]
			if !f.Counts || c.gold[c.rows[rows[0]].source] == nil {
				continue
			}
			ss := studies[f.Study].Sentences
			fi := f.Sentences[0]
			last := len(ss) - 1
			tab[fmt.Sprintf("finding right=%v finding last=%v", c.rows[rows[fi]].positive, fi == last)]++
			if c.rows[rows[fi]].positive {
				continue
			}
			best := -1
			for j := range ss {
				if c.rows[rows[j]].positive && (best < 0 || ss[j].Prob > ss[best].Prob) {
					best = j
				}
			}
			if best < 0 {
				tab["wrong finding: no rationale row"]++
				continue
			}
			rank := 1
			for j := range ss {
				if ss[j].Prob > ss[best].Prob {
					rank++
				}
			}
			share := ss[best].Prob / ss[fi].Prob
			tab[fmt.Sprintf("wrong finding: rationale rank %d", min(rank, 4))]++
			tab[fmt.Sprintf("wrong finding: rationale share>=.5 %v quoted %v", share >= 0.5, slices.Contains(f.Sentences, best))]++
			tab[fmt.Sprintf("wrong finding: rationale after finding %v, last %v, matched %v relevant %v", best > fi, best == last, ss[best].Matched, ss[best].Relevant)]++
			tab[fmt.Sprintf("wrong finding: finding relevant %v states %v; rationale states %v", ss[fi].Relevant, ss[fi].States, ss[best].States)]++
		}
	}
	keys := make([]string, 0, len(tab))
	for k := range tab {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%-90s %4d\n", k, tab[k])
	}
}

// TestSelectFurtherByLength tabulates the further candidates of counted studies (gold and not)
// by their share of the study's probability mass and by how many candidates share it: does a
// long abstract hold more rationales than the mass share credits it with?
func TestSelectFurtherByLength(t *testing.T) {
	hc, m := selFitted(t)
	type cell struct{ pos, n int }
	tab := map[string]*cell{}
	add := func(k string, pos bool) {
		c := tab[k]
		if c == nil {
			c = &cell{}
			tab[k] = c
		}
		c.n++
		if pos {
			c.pos++
		}
	}
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			rows := rowsOf[f.Study]
			if !f.Counts {
				continue
			}
			g := "other"
			if c.gold[c.rows[rows[0]].source] != nil {
				g = "gold"
				nr := 0
				for _, ri := range rows {
					if c.rows[ri].positive {
						nr++
					}
				}
				add(fmt.Sprintf("gold abstract rows %02d-%02d: rationale rows", len(rows)/4*4, len(rows)/4*4+3), false)
				tab[fmt.Sprintf("gold abstract rows %02d-%02d: rationale rows", len(rows)/4*4, len(rows)/4*4+3)].pos += nr
			}
			ss := studies[f.Study].Sentences
			fi := f.Sentences[0]
			mass, n := ss[fi].Prob, 0
			for j := range ss {
				if j != fi && ss[j].Matched {
					mass += ss[j].Prob
					n++
				}
			}
			nb := "n<5"
			switch {
			case n >= 9:
				nb = "n>=9"
			case n >= 5:
				nb = "n5-8"
			}
			for j := range ss {
				if j == fi || !ss[j].Matched {
					continue
				}
				share := ss[j].Prob / mass
				sb := shareBin(share)
				add(fmt.Sprintf("%s %s %s", g, sb, nb), c.rows[rows[j]].positive)
			}
		}
	}
	keys := make([]string, 0, len(tab))
	for k := range tab {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%-50s %4d / %4d = %.2f\n", k, tab[k].pos, tab[k].n, float64(tab[k].pos)/float64(tab[k].n))
	}
}

// withStanceInputs appends the named stance inputs of every row (the direction, effect and
// comparison words a sentence holds) to its evidence inputs and returns the extended names
// (analysis: does a sentence that states a direction or an effect tell a finding apart?). A
// name "any_dir" is 1 when the sentence holds any direction, no-effect or effect word.
func withStanceInputs(fit, held []claimRows, pick []string) []string {
	names := answer.EvidenceFeatureNames()[:len(fit[0].rows[0].evidence)]
	sn := answer.StanceFeatureNames()
	idx := map[string]int{}
	for i, n := range sn {
		idx[n] = i
	}
	names = append(names, pick...)
	for _, cs := range [][]claimRows{fit, held} {
		for c := range cs {
			for i := range cs[c].rows {
				r := &cs[c].rows[i]
				v := slices.Clip(r.evidence)
				for _, n := range pick {
					if n == "any_dir" {
						x := 0.0
						for _, k := range []string{"sent_up", "sent_down", "no_effect", "effect_agree", "effect_oppose", "effect_null", "compare_better", "compare_not_better", "compare_similar"} {
							if r.stance[idx[k]] != 0 {
								x = 1
							}
						}
						v = append(v, x)
						continue
					}
					v = append(v, r.stance[idx[n]])
				}
				r.evidence = v
			}
		}
	}
	return names
}

// shareBin is a further sentence's share of its study's matched probability mass, binned.
func shareBin(share float64) string {
	switch {
	case share >= 0.2:
		return "share>=.2"
	case share >= 0.1:
		return "share.1-.2"
	case share >= 0.05:
		return "share.05-.1"
	}
	return "share<.05"
}
