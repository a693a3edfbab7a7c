package eval

import (
	"fmt"
	"io"
	"math"
	"slices"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// setProbs sets each claim's evidence probabilities from m's evidence model.
func setProbs(m *answer.Model, claims []claimRows) {
	for c := range claims {
		claims[c].probs = make([]float64, len(claims[c].rows))
		for i, r := range claims[c].rows {
			claims[c].probs[i] = m.Evidence.Prob(r.evidence)
		}
	}
}

// lossReport prints where the policy's simulated selection loses on claims: predicted sentences
// right, wrong within a gold abstract and in another abstract; gold sentences found, missed
// within a counted gold abstract, in a gold abstract cited as neutral, in one retrieved and not
// cited, and not retrieved; and how many gold rationales have more than one sentence.
func lossReport(w io.Writer, m *answer.Model, claims []claimRows) {
	var predRight, predWrongGold, predOther, goldN, hit, missCounted, missNeutral, missUncited, missUnretrieved int
	var ratN, ratMulti, countedGold, countedOther, neutralGold, neutralOther int
	var otherFirst, otherStates, goldFirst, goldStates int
	further := map[string][2]int{} // rows of counted studies other than the finding: all, rationale
	why := map[string][2]int{}     // why a cited study is neutral: gold, other
	var findRight, findWrong, furRight, furWrong, furOther, findRankMiss, oneOnly int
	for ci := range claims {
		c := &claims[ci]
		goldN += c.nGold
		studies, rowsOf := c.policyStudies()
		state := map[int]string{} // source -> counted / neutral
		preds := map[int][]int{}
		for k, f := range answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			src := c.rows[rowsOf[f.Study][0]].source
			if f.Counts {
				states := studies[f.Study].Sentences[f.Sentences[0]].States
				if c.gold[src] != nil {
					goldFirst += b2i(k == 0)
					goldStates += b2i(states)
				} else {
					otherFirst += b2i(k == 0)
					otherStates += b2i(states)
				}
			}
			if !f.Counts {
				ps := studies[f.Study].Sentences[f.Sentences[0]]
				r := "gate"
				switch {
				case f.Prob < max(m.Threshold, answer.CountProb) && !ps.States:
					r = "weak"
				case f.Prob < answer.SureProb && !ps.About:
					r = "not about"
				}
				if len(m.Gate.Weights) > 0 && !ps.States {
					r = "gate, " + r // the gate alone decided; r is what the evidence bars would have said
				}
				if k == 0 {
					r += " (first)"
					r += fmt.Sprintf(" side%.0f about%v", math.Floor(ps.SideMin*4), ps.About)
				}
				v := why[r]
				v[b2i(c.gold[src] == nil)]++
				why[r] = v
				state[src] = "neutral"
				if c.gold[src] != nil {
					neutralGold++
				} else {
					neutralOther++
				}
				continue
			}
			state[src] = "counted"
			if c.gold[src] != nil {
				countedGold++
			} else {
				countedOther++
			}
			sents := quotedSents(c, rowsOf[f.Study], f.Sentences)
			preds[src] = sents
			g := c.gold[src]
			for j, ri := range rowsOf[f.Study] {
				if j == f.Sentences[0] {
					continue
				}
				ps := studies[f.Study].Sentences[j]
				b := fmt.Sprintf("share%.1f about%v side%v q%v", math.Floor(ps.Prob/max(f.Prob, 1e-9)*5)/5, ps.About, ps.SideMin > 0, slices.Contains(f.Sentences, j))
				v := further[b]
				v[0]++
				if g != nil && c.rows[ri].positive {
					v[1]++
				}
				further[b] = v
			}
			if g != nil {
				// the finding alone against its further quotes
				fs := quotedSents(c, rowsOf[f.Study], f.Sentences[:1])
				for _, s := range fs {
					if inWholeRationale(g.rationales, fs, s) {
						findRight++
						oneOnly++
					} else {
						findWrong++
					}
				}
				for _, s := range sents {
					if containsInt(fs, s) {
						continue
					}
					if inWholeRationale(g.rationales, sents, s) {
						furRight++
					} else {
						furWrong++
					}
				}
				if !slices.ContainsFunc(fs, func(s int) bool { return inWholeRationale(g.rationales, fs, s) }) {
					findRankMiss++
				}
			} else {
				furOther += len(sents)
			}
			for _, s := range sents {
				switch {
				case g != nil && inWholeRationale(g.rationales, sents, s):
					predRight++
				case g != nil:
					predWrongGold++
				default:
					predOther++
				}
			}
		}
		retrieved := map[int]bool{}
		for _, r := range c.rows {
			retrieved[r.source] = true
		}
		found := 0
		for src, g := range c.gold {
			for _, rat := range g.rationales {
				ratN++
				if len(rat) > 1 {
					ratMulti++
				}
				for _, s := range rat {
					found++
					switch {
					case state[src] == "counted" && inWholeRationale(g.rationales, preds[src], s):
						hit++
					case state[src] == "counted":
						missCounted++
					case state[src] == "neutral":
						missNeutral++
					case retrieved[src]:
						missUncited++
					default:
						missUnretrieved++
					}
				}
			}
		}
		missUnretrieved += c.nGold - found // gold abstracts not among the candidates
	}
	pred := predRight + predWrongGold + predOther
	p, r, f := prf(predRight, pred, goldN)
	fmt.Fprintf(w, "  simulated selection P %.4f R %.4f F1 %.4f (%d claims)\n", p, r, f, len(claims))
	fmt.Fprintf(w, "  predicted %d: right %d, wrong in a gold abstract %d, in another abstract %d\n", pred, predRight, predWrongGold, predOther)
	fmt.Fprintf(w, "  gold %d: found %d, missed in a counted gold abstract %d, in a neutral gold abstract %d, retrieved not cited %d, not retrieved %d\n",
		goldN, hit, missCounted, missNeutral, missUncited, missUnretrieved)
	fmt.Fprintf(w, "  studies counted: gold %d other %d; neutral: gold %d other %d; rationales %d (%d of several sentences)\n",
		countedGold, countedOther, neutralGold, neutralOther, ratN, ratMulti)
	fmt.Fprintf(w, "  in counted gold abstracts: finding sentences right %d wrong %d (finding holds no rationale %d); further sentences right %d wrong %d; in other abstracts %d\n",
		findRight, findWrong, findRankMiss, furRight, furWrong, furOther)
	var fk []string
	for k := range further {
		fk = append(fk, k)
	}
	slices.Sort(fk)
	for _, k := range fk {
		fmt.Fprintf(w, "  further %s: %d rows, %d rationale (%.2f)\n", k, further[k][0], further[k][1], float64(further[k][1])/float64(further[k][0]))
	}
	fmt.Fprintf(w, "  neutral (gold/other) by reason: %v\n", why)
	fmt.Fprintf(w, "  counted gold: first cited %d, stating the claim %d; counted other: first cited %d, stating the claim %d\n",
		goldFirst, goldStates, otherFirst, otherStates)
}

// countSweep prints, for a range of study_count bars, the simulated selection F1 and the
// counted studies that are gold evidence or not (the relevance gate's trade-off).
func countSweep(w io.Writer, m *answer.Model, claims []claimRows) {
	bar, name := &m.StudyCount, "study_count"
	if len(m.Gate.Weights) > 0 {
		bar, name = &m.GateCount, "gate_count"
	}
	keep := *bar
	defer func() { *bar = keep }()
	for c := 0.1; c < 0.61; c += 0.05 {
		*bar = c
		gold, other := countedSplit(m, claims)
		fmt.Fprintf(w, "  %s %.2f: F1 %.4f counted gold %d other %d (other share %.3f)\n", name, c, simulateSelection(m, claims), gold, other, float64(other)/float64(max(gold+other, 1)))
	}
}

// countedSplit counts the studies Policy counts that are gold evidence and those that are not.
func countedSplit(m *answer.Model, claims []claimRows) (gold, other int) {
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			if !f.Counts {
				continue
			}
			if c.gold[c.rows[rowsOf[f.Study][0]].source] != nil {
				gold++
			} else {
				other++
			}
		}
	}
	return gold, other
}

// relativeSweep prints the simulated selection F1 for a range of Relative bars, the rest of the
// policy as fitted (analysis: how much the grid's in-sample choice of Relative moves held out).
func relativeSweep(w io.Writer, m *answer.Model, claims []claimRows) {
	keep := m.Relative
	defer func() { m.Relative = keep }()
	for r := 0.0; r < 0.95; r += 0.15 {
		m.Relative = r
		gold, other := countedSplit(m, claims)
		fmt.Fprintf(w, "  relative %.2f: F1 %.4f counted gold %d other %d\n", r, simulateSelection(m, claims), gold, other)
	}
}
