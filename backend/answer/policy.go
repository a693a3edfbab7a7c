package answer

import (
	"cmp"
	"slices"
)

// The claim answer's policy as one pure function of the candidates' scores: which studies are
// cited, with which sentences, and which of them count in the verdict. The answer (selectFindings)
// and `carrel-eval train-answer` (its grid search over Threshold, Extra and Relative) both call
// it, so that a change to the policy is written once.

// PolicySentence is one candidate sentence of a study as the policy sees it.
type PolicySentence struct {
	Prob     float64 // the evidence model's probability
	Relevant bool    // answers the question at all (shares enough of its terms)
	Matched  bool    // shares at least one question term
	States   bool    // states the claim (StatesClaimShares)
	About    bool    // is about the claim's subject and outcome (AboutClaim)
	Coverage float64 // share of the question's IDF mass it holds
	// OutcomeShare, SideMin and MatchedShare are its evidence features outcome_share, side_min
	// and matched_share, which the fitted gate reads of a finding (GateFeatures).
	OutcomeShare, SideMin, MatchedShare float64
}

// PolicyStudy is one study (source) reached by the search, with its sentences.
type PolicyStudy struct {
	Rank      int // retrieval order; lower is better
	FullText  bool
	Sentences []PolicySentence
	Static    []float64 // the study model's inputs read from the pool (studyStatic)
}

// PolicyFinding is a cited study: its sentences (indices into the study's Sentences, the finding
// first), the finding's probability, and whether it counts in the verdict.
type PolicyFinding struct {
	Study     int
	Sentences []int
	Prob      float64
	Counts    bool
}

// Policy picks the cited studies of a claim's answer, in retrieval order, at most maxStudies. Per study
// the finding is its likeliest sentence that answers the question (on full text, the likeliest
// that states the claim), with further ones the model is as sure of (Extra), three at most. The
// best-ranked study is cited whenever it has a sentence sharing a question term (composing must
// not lose the ranking's relevance); the others when above the threshold and Relative of the
// strongest, or when the finding states the claim; a study alone above the threshold is topped up
// to minStudies by the likeliest further study whose finding holds TopUpCoverage. repeats, when
// not nil, drops a finding that says what a kept one says. A cited study counts in the verdict
// (Counts) unless it is no evidence (under the threshold and not stating the claim) or, under
// SureProb, its finding is not about the claim (the relevance gate). With a study model (m.Study,
// P(gold evidence abstract), StudyFeatures) a study other than the best-ranked one whose finding
// does not state the claim is also cited only from StudyCite (a finding that states the claim is
// always cited: recipe 18 let StudyCite drop it too, and a refit then dropped a trial reading
// "Vitamin K supplementation reduced hip fractures in older women" for that very claim,
// TestUnsureLeadIsNeutral), one whose finding does not state the claim counts only from
// StudyCount, and a further
// sentence is quoted when the study's probability times the sentence's share of the finding's
// reaches StudyExtra (likelyFurther). With a fitted gate (m.Gate, GateFeatures) a cited study whose finding does not
// state the claim counts only from GateCount: the gate alone decides such a study, without the
// evidence bars (Counts), StudyCount or OtherProb; with GateExtra it also re-chooses a counted
// study's further quotes (furtherByGate).
func Policy(m *Model, studies []PolicyStudy, maxStudies int, repeats func(kept []PolicyFinding, f PolicyFinding) bool) []PolicyFinding {
	sp := studyProbs(m, studies)
	order := make([]int, len(studies))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return studies[a].Rank - studies[b].Rank })
	var out []PolicyFinding
	top := 0.0
	for k, si := range order {
		st := &studies[si]
		rows := make([]int, len(st.Sentences))
		for i := range rows {
			rows[i] = i
		}
		ss := st.Sentences
		slices.SortStableFunc(rows, func(a, b int) int {
			switch {
			case ss[a].Prob > ss[b].Prob:
				return -1
			case ss[a].Prob < ss[b].Prob:
				return 1
			}
			return 0
		})
		if st.FullText {
			rows = statingFirstRows(ss, rows)
		}
		first := k == 0
		at := slices.IndexFunc(rows, func(i int) bool { return ss[i].Relevant || first && ss[i].Matched })
		if at < 0 && first {
			at = 0 // only the best-ranked study's title matched: its likeliest sentence still opens
		}
		if at < 0 || !first && ss[rows[at]].Prob < m.Threshold*floorShare && !ss[rows[at]].States {
			continue
		}
		f := PolicyFinding{Study: si, Prob: ss[rows[at]].Prob, Sentences: []int{rows[at]}}
		for j, i := range rows {
			if len(f.Sentences) >= maxFindingQuotes || ss[i].Prob < m.Extra && !likelyFurther(sp, si, ss[i].Prob, f.Prob, m.StudyExtra) {
				break
			}
			if j != at && ss[i].Matched { // not a sentence the pool ruled out (another compound, a methods heading)
				f.Sentences = append(f.Sentences, i)
			}
		}
		out = append(out, f)
		top = max(top, f.Prob)
	}
	finding := func(f PolicyFinding) *PolicySentence { return &studies[f.Study].Sentences[f.Sentences[0]] }
	unlikely := func(f PolicyFinding, bar float64) bool { return sp != nil && sp[f.Study] < bar }
	var kept []PolicyFinding
	taken := map[int]bool{}
	for k, f := range out {
		if len(kept) >= maxStudies {
			break
		}
		if k > 0 && (!finding(f).States && (f.Prob < m.Threshold || f.Prob < m.Relative*top || unlikely(f, m.StudyCite))) {
			continue
		}
		if repeats != nil && repeats(kept, f) {
			continue
		}
		taken[f.Study] = true
		kept = append(kept, f)
	}
	for len(kept) > 0 && kept[0].Prob >= m.Threshold && len(kept) < min(minStudies, maxStudies) {
		next := -1
		for k, f := range out {
			if !taken[f.Study] && (repeats == nil || !repeats(kept, f)) && finding(f).Coverage >= TopUpCoverage && (next < 0 || f.Prob > out[next].Prob) {
				next = k
			}
		}
		if next < 0 {
			break
		}
		f := out[next]
		f.Sentences = f.Sentences[:1]
		taken[f.Study] = true
		kept = append(kept, f)
	}
	slices.SortStableFunc(kept, func(a, b PolicyFinding) int { return studies[a.Study].Rank - studies[b.Study].Rank })
	gp := gateProbs(m, studies, kept, sp)
	for k := range kept {
		s := finding(kept[k])
		if gp != nil && !s.States {
			kept[k].Counts = gp[k] >= m.GateCount // the gate alone decides (docs/answers.md, recipe 21)
			continue
		}
		other := k == 0 || kept[k].Prob >= OtherProb || s.States
		kept[k].Counts = Counts(m, kept[k].Prob, s.States, s.About) && other && (s.States || !unlikely(kept[k], m.StudyCount))
	}
	if gp != nil && m.GateExtra > 0 {
		for k := range kept {
			if kept[k].Counts {
				kept[k].Sentences = furtherByGate(studies[kept[k].Study].Sentences, kept[k].Sentences[0], gp[k], m.GateExtra)
			}
		}
	}
	return kept
}

// furtherByGate are a counted study's quotes when the gate chooses its further sentences: the
// finding, then in probability order each sentence sharing a question term whose share of the
// study's probability mass (the finding's and those sentences' summed) times the gate's
// probability g reaches bar, three at most. A further quote is right only in a gold evidence
// abstract, which is what the gate estimates: in a cited near neighbour every further quote costs
// precision (docs/answers.md, recipe 23). The mass share reads a study's sentences against each
// other, as the finding's share did not: a second sentence at 0.4 of the finding's probability is
// likelier a rationale where it is the only other candidate than where five sentences stand near
// it (recipe 25 selection).
func furtherByGate(ss []PolicySentence, finding int, g, bar float64) []int {
	rows := make([]int, 0, len(ss))
	for i := range ss {
		if i != finding && ss[i].Matched {
			rows = append(rows, i)
		}
	}
	slices.SortStableFunc(rows, func(a, b int) int { return cmp.Compare(ss[b].Prob, ss[a].Prob) })
	out := []int{finding}
	mass := ss[finding].Prob
	for _, i := range rows {
		mass += ss[i].Prob
	}
	for _, i := range rows {
		if len(out) >= maxFindingQuotes || g*safeDiv(ss[i].Prob, mass) < bar {
			break
		}
		out = append(out, i)
	}
	return out
}

// Counts reports whether a cited study whose finding has probability prob counts in the verdict:
// it is evidence (at or above the threshold, or stating the claim) and, under SureProb, it is
// about the claim's subject and outcome. A study that does not count is listed as related
// (neutral) and never colours the bar. Policy also asks OtherProb of a study other than the
// best-ranked one whose finding does not state the claim.
func Counts(m *Model, prob float64, states, about bool) bool {
	return (prob >= max(m.Threshold, CountProb) || states) && (prob >= SureProb || about)
}

// CountProb is the least evidence probability at which a study counts in the verdict whatever
// the model's citing threshold: the grid search picks that threshold for selection F1, on a flat
// optimum (0.05 to 0.15 across refits), and at 0.05 the bar counted studies the selection cites
// as the best available. 0.2 on SciFact train (docs/answers.md, recipe 12).
var CountProb = 0.2

// SureProb is the evidence probability from which a finding counts without the relevance gate:
// the evidence model is then sure enough that the sentence is about the claim however it words
// it. 0.5 since recipe 7 (with SideShare); recipe 14 re-chose it on SciFact train held out in two
// folds with the verdict's decision (Settle): at 0.4 verdict precision 0.760/0.749 at coverage
// 0.681/0.657 against 0.751/0.744 at 0.658/0.629, contradiction recall 0.464/0.405 against
// 0.425/0.392, not-relevant share 0.126/0.112 against 0.115/0.118 (docs/answers.md).
var SureProb = 0.4

// OtherProb is the evidence probability a cited study other than the best-ranked one needs to
// count in the verdict unless its finding states the claim: a lower-ranked study cited below it
// (a top-up) is listed as related. On SciFact train it brings the not-relevant share of counted
// studies from 13.1% to 11.4% (docs/answers.md); 0.4 since recipe 15 (train folds, replay: not
// relevant 0.116/0.118 → 0.107/0.115 at the same coverage).
var OtherProb = 0.4

// likelyFurther reports whether a further sentence of study si with probability prob, its
// finding's being best, is quoted by the study model: the study's probability of being a gold
// evidence abstract times the sentence's share of the finding's reaches bar. In a gold abstract
// a further sentence at 0.6 of the finding's probability is another rationale 46 % of the time, in
// any other abstract never (SciFact train).
func likelyFurther(sp []float64, si int, prob, best, bar float64) bool {
	return sp != nil && bar > 0 && sp[si]*safeDiv(prob, best) >= bar
}

// statingFirstRows moves a full text's likeliest sentence that states the claim to the front of
// rows (sorted by probability). The evidence model learned from abstracts; on a paper's pages it
// rates "The other VMs … achieve an overall speedup of 3.0x" above "…achieving 2x-20x speedups on
// many programs" for "Does tracing achieve speedups on JavaScript programs?", while a sentence
// that holds the claim's words is the paper's own statement of it.
func statingFirstRows(ss []PolicySentence, rows []int) []int {
	k := slices.IndexFunc(rows, func(i int) bool { return ss[i].States })
	if k <= 0 {
		return rows
	}
	return toFront(rows, k)
}

// toFront returns xs with its k-th element moved first, the others in order (xs is not changed).
func toFront(xs []int, k int) []int {
	return append([]int{xs[k]}, append(xs[:k:k], xs[k+1:]...)...)
}
