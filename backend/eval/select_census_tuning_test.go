//go:build tuning

package eval

import (
	"fmt"
	"math"
	"os"
	"slices"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// Recipe 33 (s16-select): an out-of-fold census of selection losses and the mechanisms measured
// against its largest categories, on the grouped folds. Run with
//
//	GROUP_FOLDS=1 SEL_CACHE=all.gob SEL_FOLD=K go test -tags tuning -run TestSelectCensus -v ./backend/eval/
//
// (the cache of `train-answer --holdout K --group-folds --report --cache all.gob`). One fit per
// fold; every variant below reads the same fitted model and the held-out claims.

// keptScore is one claim's scored counts for kept findings as simulateCounts scores them.
func keptScore(c *claimRows, rowsOf [][]int, kept []answer.PolicyFinding) (right, pred int) {
	for _, f := range kept {
		if !f.Counts {
			continue
		}
		sents := quotedSents(c, rowsOf[f.Study], f.Sentences)
		pred += len(sents)
		if g := c.gold[c.rows[rowsOf[f.Study][f.Sentences[len(f.Sentences)-1]]].source]; g != nil {
			for _, s := range sents {
				if inWholeRationale(g.rationales, sents, s) {
					right++
				}
			}
		}
	}
	return right, pred
}

// variantF1 is the held-out selection F1 when edit rewrites each claim's kept findings (nil:
// Policy as fitted).
func variantF1(m *answer.Model, hc []claimRows, edit func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding, gp []float64) []answer.PolicyFinding) (p, r, f float64, right, pred int) {
	gold := 0
	for ci := range hc {
		c := &hc[ci]
		gold += c.nGold
		studies, rowsOf := c.policyStudies()
		kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		if edit != nil {
			gf := answer.GateFeatures(studies, kept, studyProbsOf(m, studies))
			gp := make([]float64, len(kept))
			for k := range kept {
				gp[k] = m.Gate.Prob(gf[k])
			}
			kept = edit(c, studies, rowsOf, kept, gp)
		}
		a, b := keptScore(c, rowsOf, kept)
		right, pred = right+a, pred+b
	}
	p, r, f = prf(right, pred, gold)
	return p, r, f, right, pred
}

// TestSelectCensus prints the census (where each predicted and each gold sentence stands) and
// the mechanisms' held-out figures.
func TestSelectCensus(t *testing.T) {
	hc, m := selFitted(t)
	fmt.Printf("fold %s bars: threshold %.2f extra %.2f relative %.2f study_cite %.2f study_count %.2f gate_count %.2f gate_extra %.3f\n",
		os.Getenv("SEL_FOLD"), m.Threshold, m.Extra, m.Relative, m.StudyCite, m.StudyCount, m.GateCount, m.GateExtra)
	census(&m, hc)
	report := func(name string, edit func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding, gp []float64) []answer.PolicyFinding) {
		p, r, f, right, pred := variantF1(&m, hc, edit)
		fmt.Printf("VARIANT %-48s P %.4f R %.4f F1 %.4f (%d / %d)\n", name, p, r, f, right, pred)
	}
	report("base", nil)
	// 1. How many quotes a counted study gets: the gate × mass-share bar, and a cap.
	keep := m.GateExtra
	for _, x := range []float64{0.1, 0.11, 0.125, 0.14, 0.15, 0.16, 0.175} {
		m.GateExtra = x
		report(fmt.Sprintf("gate_extra %.3f", x), nil)
	}
	m.GateExtra = keep
	for _, n := range []int{1, 2} {
		report(fmt.Sprintf("at most %d quotes", n), func(_ *claimRows, _ []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
			for k := range kept {
				kept[k].Sentences = kept[k].Sentences[:min(n, len(kept[k].Sentences))]
			}
			return kept
		})
	}
	// the bar as a function of the gate: g^a × share
	for _, a := range []float64{0.5, 2, 3} {
		for _, bar := range []float64{0.075, 0.1, 0.125, 0.15} {
			report(fmt.Sprintf("g^%.1f × mass share ≥ %.3f", a, bar), func(_ *claimRows, studies []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, gp []float64) []answer.PolicyFinding {
				for k := range kept {
					if kept[k].Counts {
						kept[k].Sentences = furtherBy(studies[kept[k].Study].Sentences, kept[k].Sentences[0], math.Pow(gp[k], a), bar)
					}
				}
				return kept
			})
		}
	}
	// further quotes from the second-ranked on only in the first cited study
	report("further quotes only in the first cited", func(_ *claimRows, _ []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
		for k := range kept {
			if k > 0 {
				kept[k].Sentences = kept[k].Sentences[:1]
			}
		}
		return kept
	})
	// 2. Adjacent-sentence continuation: the unquoted neighbour of a quote when it shares a
	// question term and its probability reaches frac of the quote's.
	for _, frac := range []float64{0.2, 0.4, 0.6} {
		report(fmt.Sprintf("adjacent continuation from %.1f", frac), func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
			for k := range kept {
				if !kept[k].Counts || len(kept[k].Sentences) >= 3 {
					continue
				}
				ss := studies[kept[k].Study].Sentences
				q := slices.Clone(kept[k].Sentences)
				for _, j := range kept[k].Sentences {
					for _, nb := range []int{j - 1, j + 1} {
						if nb >= 0 && nb < len(ss) && ss[nb].Matched && !slices.Contains(q, nb) && ss[nb].Prob >= frac*ss[j].Prob && len(q) < 3 {
							q = append(q, nb)
						}
					}
				}
				kept[k].Sentences = q
			}
			return kept
		})
	}
	// 3. The count of studies counted: at most n, or others only from a higher gate bar.
	for _, n := range []int{1, 2} {
		report(fmt.Sprintf("at most %d counted", n), func(_ *claimRows, _ []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
			seen := 0
			for k := range kept {
				if kept[k].Counts {
					seen++
					kept[k].Counts = seen <= n
				}
			}
			return kept
		})
	}
	for _, bar := range []float64{0.3, 0.35, 0.4, 0.5, 0.55, 0.6, 0.7} {
		report(fmt.Sprintf("others counted from gate %.2f", bar), func(_ *claimRows, studies []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, gp []float64) []answer.PolicyFinding {
			for k := range kept {
				if k > 0 && !studies[kept[k].Study].Sentences[kept[k].Sentences[0]].States {
					kept[k].Counts = gp[k] >= bar
				}
			}
			return kept
		})
	}
	// 5. Combinations and further forms of the quote rule.
	adj := func(frac float64, after bool) func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
		return func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
			for k := range kept {
				if !kept[k].Counts {
					continue
				}
				ss := studies[kept[k].Study].Sentences
				q := slices.Clone(kept[k].Sentences)
				for _, j := range kept[k].Sentences {
					nbs := []int{j - 1, j + 1}
					if after {
						nbs = []int{j + 1}
					}
					for _, nb := range nbs {
						if nb >= 0 && nb < len(ss) && ss[nb].Matched && !slices.Contains(q, nb) && ss[nb].Prob >= frac*ss[j].Prob && len(q) < 3 {
							q = append(q, nb)
						}
					}
				}
				kept[k].Sentences = q
			}
			return kept
		}
	}
	for _, x := range []float64{0.125, 0.15, 0.16} {
		m.GateExtra = x
		for _, frac := range []float64{0.4, 0.6, 0.8} {
			report(fmt.Sprintf("gate_extra %.3f + adjacent from %.1f", x, frac), adj(frac, false))
			report(fmt.Sprintf("gate_extra %.3f + next sentence from %.1f", x, frac), adj(frac, true))
		}
		for _, pmin := range []float64{0.05, 0.1, 0.2} {
			report(fmt.Sprintf("gate_extra %.3f, further prob ≥ %.2f", x, pmin), func(_ *claimRows, studies []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, _ []float64) []answer.PolicyFinding {
				for k := range kept {
					ss := studies[kept[k].Study].Sentences
					q := kept[k].Sentences[:1]
					for _, j := range kept[k].Sentences[1:] {
						if ss[j].Prob >= pmin {
							q = append(q, j)
						}
					}
					kept[k].Sentences = q
				}
				return kept
			})
		}
		for _, y := range []float64{0.1, 0.125, 0.15, 0.2} {
			report(fmt.Sprintf("gate_extra %.3f, first cited's bar %.3f", x, y), func(_ *claimRows, studies []answer.PolicyStudy, _ [][]int, kept []answer.PolicyFinding, gp []float64) []answer.PolicyFinding {
				if len(kept) > 0 && kept[0].Counts {
					kept[0].Sentences = furtherBy(studies[kept[0].Study].Sentences, kept[0].Sentences[0], gp[0], y)
				}
				return kept
			})
		}
	}
	m.GateExtra = keep
	// 4. The bars refitted on the grouped folds: gate_count × gate_extra.
	kc := m.GateCount
	for _, gc := range []float64{0.35, 0.4, 0.45, 0.5, 0.55} {
		m.GateCount = gc
		for _, x := range []float64{0.1, 0.125, 0.15} {
			m.GateExtra = x
			gold, other := countedSplit(&m, hc)
			p, r, f, right, pred := variantF1(&m, hc, nil)
			fmt.Printf("VARIANT gate_count %.2f gate_extra %.3f%-17s P %.4f R %.4f F1 %.4f (%d / %d) counted gold %d other %d\n", gc, x, "", p, r, f, right, pred, gold, other)
		}
	}
	m.GateCount, m.GateExtra = kc, keep
	// threshold / relative / extra as the shipped model has them (the full-train fit)
	kt, ke, kr, ks := m.Threshold, m.Extra, m.Relative, m.StudyCount
	m.Threshold, m.Extra, m.Relative, m.StudyCount = 0.21, 0.23, 0.9, 0.2
	report("shipped bars 0.21/0.23/0.9/0.2", nil)
	for _, th := range []float64{0.11, 0.21, 0.29, 0.37, 0.45} {
		for _, rel := range []float64{0, 0.45, 0.9} {
			m.Threshold, m.Relative = th, rel
			report(fmt.Sprintf("threshold %.2f relative %.2f", th, rel), nil)
		}
	}
	m.Threshold, m.Extra, m.Relative, m.StudyCount = kt, ke, kr, ks
}

// furtherBy is furtherByGate's rule with weight w in place of the gate's probability
// (analysis: the quotes as a function of the study's scores).
func furtherBy(ss []answer.PolicySentence, finding int, w, bar float64) []int {
	rows := []int{}
	mass := ss[finding].Prob
	for i := range ss {
		if i != finding && ss[i].Matched {
			rows = append(rows, i)
			mass += ss[i].Prob
		}
	}
	slices.SortStableFunc(rows, func(a, b int) int {
		switch {
		case ss[a].Prob > ss[b].Prob:
			return -1
		case ss[a].Prob < ss[b].Prob:
			return 1
		}
		return 0
	})
	out := []int{finding}
	for _, i := range rows {
		if len(out) >= 3 || w*ss[i].Prob/mass < bar {
			break
		}
		out = append(out, i)
	}
	return out
}

// census prints where the held-out predicted and gold sentences stand under Policy as fitted:
// precision by wrong study (a claim without gold evidence, another abstract of a claim with it;
// first cited or not), right study wrong sentence (the finding), extra quote (a further quote);
// recall by gold abstract not retrieved, not cited (by rank), cited as related (first cited or
// not, by the gate's probability), counted with no rationale quoted, counted with another
// rationale quoted, and a later sentence of a multi-sentence rationale.
func census(m *answer.Model, hc []claimRows) {
	tab := map[string]int{}
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		gf := answer.GateFeatures(studies, kept, studyProbsOf(m, studies))
		state := map[int]string{}
		preds := map[int][]int{}
		gateOf := map[int]float64{}
		for k, f := range kept {
			src := c.rows[rowsOf[f.Study][0]].source
			gateOf[src] = m.Gate.Prob(gf[k])
			pos := "first"
			if k > 0 {
				pos = "other"
			}
			if !f.Counts {
				state[src] = "related " + pos
				continue
			}
			state[src] = "counted"
			sents := quotedSents(c, rowsOf[f.Study], f.Sentences)
			preds[src] = sents
			g := c.gold[src]
			fs := quotedSents(c, rowsOf[f.Study], f.Sentences[:1])
			for _, s := range sents {
				switch {
				case g != nil && inWholeRationale(g.rationales, sents, s):
					tab["P right"]++
				case g == nil && c.nGold == 0:
					tab["P wrong study: claim without evidence, "+pos]++
				case g == nil:
					tab["P wrong study: claim with evidence, "+pos]++
				case containsInt(fs, s):
					tab["P right study, wrong finding"]++
				default:
					tab["P right study, extra quote"]++
				}
			}
		}
		retrieved := map[int]int{}
		for _, r := range c.rows {
			if _, ok := retrieved[r.source]; !ok {
				retrieved[r.source] = r.row.Rank
			}
		}
		found := 0
		for src, g := range c.gold {
			anyQuoted := false
			for _, rat := range g.rationales {
				for _, s := range rat {
					anyQuoted = anyQuoted || containsInt(preds[src], s)
				}
			}
			for _, rat := range g.rationales {
				for si, s := range rat {
					found++
					st := state[src]
					switch {
					case st == "counted" && inWholeRationale(g.rationales, preds[src], s):
						tab["R found"]++
					case st == "counted" && len(rat) > 1 && slices.ContainsFunc(rat, func(x int) bool { return containsInt(preds[src], x) }):
						tab[fmt.Sprintf("R counted, multi-sentence rationale quoted in part (sentence %d of it)", min(si+1, 2))]++
					case st == "counted" && !anyQuoted:
						tab["R counted, no rationale of the abstract quoted"]++
					case st == "counted":
						tab["R counted, another rationale quoted, not this one"]++
					case st != "":
						tab[fmt.Sprintf("R cited as related (%s), gate %.1f", st[len("related "):], math.Floor(gateOf[src]*5)/5)]++
					default:
						if rk, ok := retrieved[src]; ok {
							b := "rank 1"
							switch {
							case rk <= 1:
								b = "rank 1"
							case rk == 2:
								b = "rank 2"
							case rk <= 5:
								b = "rank 3-5"
							default:
								b = "rank 6-20"
							}
							tab["R retrieved, not cited, "+b]++
						} else {
							tab["R not retrieved"]++
						}
					}
				}
			}
		}
		tab["R not retrieved"] += c.nGold - found
	}
	keys := make([]string, 0, len(tab))
	for k := range tab {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("CENSUS %s: %d\n", k, tab[k])
	}
}

// TestSelectAdjacentRate tabulates the unquoted rows of counted studies that share a question
// term by their probability's share of the finding's and whether they stand next to a quote,
// with how many are rationales (SEL_CACHE, SEL_FOLD; SEL_GX sets gate_extra first).
func TestSelectAdjacentRate(t *testing.T) {
	hc, m := selFitted(t)
	if x := os.Getenv("SEL_GX"); x != "" {
		fmt.Sscanf(x, "%g", &m.GateExtra)
	}
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if !f.Counts {
				continue
			}
			gold := c.gold[c.rows[rowsOf[f.Study][0]].source] != nil
			ss := studies[f.Study].Sentences
			fp := ss[f.Sentences[0]].Prob
			for j, ri := range rowsOf[f.Study] {
				if slices.Contains(f.Sentences, j) || !ss[j].Matched {
					continue
				}
				next := slices.Contains(f.Sentences, j-1) || slices.Contains(f.Sentences, j+1)
				key := fmt.Sprintf("gold %v share %.1f next to a quote %v", gold, math.Floor(min(ss[j].Prob/fp, 0.99)*5)/5, next)
				tally(tab, key, c.rows[ri].positive)
			}
		}
	})
	printTab(tab, "rows", "rationale")
}

// TestSelectQuoteGrid prints the held-out simulated selection for gate_extra × gate_adjacent,
// read by the one Policy (SEL_CACHE, SEL_FOLD).
func TestSelectQuoteGrid(t *testing.T) {
	hc, m := selFitted(t)
	for _, x := range []float64{0.125, 0.14, 0.15, 0.16, 0.175, 0.2} {
		for _, a := range []float64{0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8} {
			m.GateExtra, m.GateAdjacent = x, a
			p, r, f, right, pred := variantF1(&m, hc, nil)
			fmt.Printf("GRID gate_extra %.3f gate_adjacent %.1f P %.4f R %.4f F1 %.4f (%d / %d)\n", x, a, p, r, f, right, pred)
		}
	}
}
