//go:build tuning

package eval

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"carrel/backend/answer"
)

// TestSelectFurtherCues tabulates the further candidates of counted gold abstracts (rows sharing
// a question term, not the finding) by their share of the finding's probability and a cue: next
// to the finding, the abstract's last sentence, a conclusion phrase (SEL_CACHE, SEL_CUE).
func TestSelectFurtherCues(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if !f.Counts || c.gold[c.rows[rowsOf[f.Study][0]].source] == nil {
				continue
			}
			ss := studies[f.Study].Sentences
			fr := c.rows[rowsOf[f.Study][f.Sentences[0]]]
			fp := ss[f.Sentences[0]].Prob
			lastSent := 0
			for _, ri := range rowsOf[f.Study] {
				for _, s := range c.rows[ri].sents {
					lastSent = max(lastSent, s)
				}
			}
			sec := 0
			for j, ri := range rowsOf[f.Study] {
				if s, ok := answer.HeadingSection(c.rows[ri].row.Quote); ok {
					sec = s
				}
				if j == f.Sentences[0] || !ss[j].Matched {
					continue
				}
				r := c.rows[ri]
				cue := ""
				switch cueName() {
				case "section":
					cue = fmt.Sprint(sec)
				case "adj":
					cue = fmt.Sprint(adjacent(r.sents, fr.sents))
				case "last":
					cue = fmt.Sprint(slices.Contains(r.sents, lastSent))
				case "concl":
					cue = fmt.Sprint(conclusionPhrase(r.row.Quote))
				case "quoted":
					cue = fmt.Sprint(slices.Contains(f.Sentences, j))
				}
				key := fmt.Sprintf("share %.1f %s", math.Floor(min(ss[j].Prob/fp, 0.99)*5)/5, cue)
				if os.Getenv("SEL_MASS") != "" {
					mass := 0.0
					for _, x := range ss {
						if x.Matched {
							mass += x.Prob
						}
					}
					key = fmt.Sprintf("mass %.2f %s", math.Floor(min(ss[j].Prob/mass, 0.99)*10)/10, cue)
				}
				tally(tab, key, r.positive)
			}
		}
	})
	printStudyTab(tab)
}

func cueName() string {
	if v := os.Getenv("SEL_CUE"); v != "" {
		return v
	}
	return "adj"
}

func adjacent(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y+1 || x == y-1 {
				return true
			}
		}
	}
	return false
}

func conclusionPhrase(s string) bool {
	low := strings.ToLower(s)
	for _, p := range []string{"we found", "these results", "these findings", "these data", "suggest", "conclude", "in conclusion", "we show", "our results", "our findings", "demonstrate"} {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// TestSelectBounds prints the held-out simulated selection with parts of it made oracle: no
// counted study on a claim without gold evidence; every counted study's finding a rationale when
// one of its rows is (SEL_CACHE).
func TestSelectBounds(t *testing.T) {
	hc, m := selFitted(t)
	var tot, nei, orc [3]int
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if !f.Counts {
				continue
			}
			g := c.gold[c.rows[rowsOf[f.Study][0]].source]
			score := func(rows []int) (int, int) {
				sents := quotedSents(c, rowsOf[f.Study], rows)
				right := 0
				if g != nil {
					for _, s := range sents {
						if inWholeRationale(g.rationales, sents, s) {
							right++
						}
					}
				}
				return right, len(sents)
			}
			r, p := score(f.Sentences)
			tot[0], tot[1] = tot[0]+r, tot[1]+p
			if c.nGold > 0 {
				nei[0], nei[1] = nei[0]+r, nei[1]+p
			}
			rows := slices.Clone(f.Sentences)
			if g != nil && !c.rows[rowsOf[f.Study][rows[0]]].positive {
				for j, ri := range rowsOf[f.Study] {
					if c.rows[ri].positive && studies[f.Study].Sentences[j].Matched {
						rows[0] = j
						break
					}
				}
			}
			r, p = score(rows)
			orc[0], orc[1] = orc[0]+r, orc[1]+p
		}
		tot[2] += c.nGold
	})
	for _, x := range []struct {
		name string
		v    [3]int
	}{{"as is", tot}, {"no NEI counted", [3]int{nei[0], nei[1], tot[2]}}, {"oracle finding", [3]int{orc[0], orc[1], tot[2]}}} {
		p, r, f := prf(x.v[0], x.v[1], x.v[2])
		fmt.Printf("%s: right %d pred %d gold %d P %.4f R %.4f F1 %.4f\n", x.name, x.v[0], x.v[1], x.v[2], p, r, f)
	}
}

// TestSelectCountedNEI tabulates the counted studies by whether the claim has gold evidence,
// whether the finding states the claim, and the gate's probability (SEL_CACHE).
func TestSelectCountedNEI(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		gf := answer.GateFeatures(studies, kept, studyProbsOf(&m, studies))
		for k, f := range kept {
			if !f.Counts {
				continue
			}
			g := m.Gate.Prob(gf[k])
			st := studies[f.Study].Sentences[f.Sentences[0]].States
			key := fmt.Sprintf("claim gold %v states %v g %.1f n %d", c.nGold > 0, st, math.Floor(g*5)/5, len(f.Sentences))
			tally(tab, key, c.gold[c.rows[rowsOf[f.Study][0]].source] != nil)
		}
	})
	printStudyTab(tab)
}

// TestSelectUnmatched tabulates the rows of cited studies by Relevant / Matched and their share
// of the study's best probability, against rationale (SEL_CACHE).
func TestSelectUnmatched(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if !f.Counts || c.gold[c.rows[rowsOf[f.Study][0]].source] == nil {
				continue
			}
			ss := studies[f.Study].Sentences
			fp := ss[f.Sentences[0]].Prob
			for j, ri := range rowsOf[f.Study] {
				if j == f.Sentences[0] {
					continue
				}
				key := fmt.Sprintf("rel %v matched %v over finding %v", ss[j].Relevant, ss[j].Matched, ss[j].Prob > fp)
				tally(tab, key, c.rows[ri].positive)
			}
		}
	})
	printStudyTab(tab)
}

// TestSelectRowSents counts the quoted rows of counted studies by how many SciFact sentences each
// covers (SEL_CACHE).
func TestSelectRowSents(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if !f.Counts {
				continue
			}
			for q, j := range f.Sentences {
				r := c.rows[rowsOf[f.Study][j]]
				tally(tab, fmt.Sprintf("quote %d sents %d", min(q, 1), len(r.sents)), r.positive)
			}
		}
	})
	printStudyTab(tab)
}
