package answer

import (
	"math"
	"slices"
)

// The within-study model: which sentence of a study that is evidence for the claim is a
// rationale, P(rationale | the study is a gold evidence abstract). The evidence model is fitted
// on every retrieved sentence, so most of its weight goes to what tells studies apart (retrieval,
// the source's coverage); inside one study those are constant, and on SciFact train's folds
// about half the sentences quoted from a counted gold abstract were not its rationale (199 of 392
// on fold 0, docs/answers.md, recipe 20). Fitted by `carrel-eval train-answer` on the sentences
// of SciFact train's retrieved gold abstracts from WithinFeatures, the function Policy calls.

// withinStaticNames are the within-study model's inputs read from the pool per sentence
// (PolicySentence.Within): evidence features by name, then the structured abstract's section.
var withinStaticNames = []string{
	"position", "first", "last", "finding_cue", "aim_cue", "has_number", "has_stats", "negation", "log_length",
	"conclusion_cue", "coverage", "matched_share", "outcome_share", "side_min", "sentence_precision", "longest_run",
	"bigrams", "cosine", "rel_source", "section_result", "section_conclusion",
}

// withinFeatureNames name the within-study model's inputs in order: those read from the
// sentence's probability against its study's (WithinFeatures), then withinStaticNames.
var withinFeatureNames = append([]string{
	"logit", "prob_share", "prob_rank", "next_to_best", "coverage_share", "outcome_share_of_best", "after_best",
}, withinStaticNames...)

// WithinFeatureNames names the within-study model's inputs in order.
func WithinFeatureNames() []string { return slices.Clone(withinFeatureNames) }

// withinStatic is a pool sentence's PolicySentence.Within from its evidence features and section.
func withinStatic(ev []float64, section int) []float64 {
	out := make([]float64, 0, len(withinStaticNames))
	for _, n := range withinStaticNames[:len(withinStaticNames)-2] {
		out = append(out, ev[evidenceIndex[n]])
	}
	return append(out, b2f(section == sectionResult), b2f(section == sectionConclusion))
}

// evidenceIndex is each evidence feature's index by name.
var evidenceIndex = func() map[string]int {
	out := map[string]int{}
	for i, n := range evidenceFeatureNames {
		out[n] = i
	}
	return out
}()

// WithinFeatures are the within-study model's inputs for each sentence of study st, from the
// sentences' probabilities against the study's likeliest and their Within vectors (nil rows for
// a sentence without one). Pure, so that Policy and the trainer read the same inputs.
func WithinFeatures(st *PolicyStudy) [][]float64 {
	ss := st.Sentences
	best := bestSentence(ss)
	top, topCov, topOut := 0.0, 0.0, 0.0
	if best >= 0 {
		top = ss[best].Prob
	}
	outAt := evidenceIndexIn(withinStaticNames, "outcome_share")
	for _, s := range ss {
		topCov = max(topCov, s.Coverage)
		if len(s.Within) == len(withinStaticNames) {
			topOut = max(topOut, s.Within[outAt])
		}
	}
	rank := rankDesc(len(ss), func(i int) float64 { return ss[i].Prob })
	out := make([][]float64, len(ss))
	for i, s := range ss {
		if len(s.Within) != len(withinStaticNames) {
			continue
		}
		next := best >= 0 && (i == best-1 || i == best+1)
		after := best >= 0 && i > best
		x := []float64{logit(s.Prob), safeDiv(s.Prob, top), 1 / float64(1+rank[i]), b2f(next),
			safeDiv(s.Coverage, topCov), safeDiv(s.Within[outAt], topOut), b2f(after)}
		out[i] = append(x, s.Within...)
	}
	return out
}

func evidenceIndexIn(names []string, n string) int { return slices.Index(names, n) }

// withinProbs is the within-study model's probability per sentence of each study, nil when m
// has none (or a sentence has no Within vector: its evidence probability stands in).
func withinProbs(m *Model, studies []PolicyStudy) [][]float64 {
	if len(m.Within.Weights) == 0 {
		return nil
	}
	out := make([][]float64, len(studies))
	for k := range studies {
		out[k] = make([]float64, len(studies[k].Sentences))
		for i, x := range WithinFeatures(&studies[k]) {
			if x == nil {
				out[k][i] = studies[k].Sentences[i].Prob
				continue
			}
			out[k][i] = m.Within.Prob(x)
		}
	}
	return out
}

// withinOrder sorts a study's rows by the within-study model's probability (wp), most likely
// first, ties by evidence probability.
func withinOrder(rows []int, wp []float64, ss []PolicySentence) {
	slices.SortStableFunc(rows, func(a, b int) int {
		switch {
		case wp[a] > wp[b]:
			return -1
		case wp[a] < wp[b]:
			return 1
		}
		return -cmpFloat(ss[a].Prob, ss[b].Prob)
	})
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b || math.IsNaN(a):
		return -1
	case a > b:
		return 1
	}
	return 0
}

// WithinFinding lets the within-study model choose a study's finding (else the evidence model's
// likeliest answering sentence stays the finding and the within-study model only chooses the
// further quotes).
var WithinFinding = true

// withinQuotes are a study's quoted sentences by the within-study model (wp, the study's
// probability sp): the finding is its likeliest sentence that answers the question (answers;
// else evidence's likeliest, best), then further sentences sharing a question term while the
// study's probability times theirs reaches WithinExtra or their evidence probability Extra,
// maxFindingQuotes in all.
func withinQuotes(m *Model, ss []PolicySentence, best int, wp []float64, sp float64, answers func(int) bool) []int {
	rows := make([]int, len(ss))
	for i := range rows {
		rows[i] = i
	}
	withinOrder(rows, wp, ss)
	finding := best
	if WithinFinding {
		if at := slices.IndexFunc(rows, answers); at >= 0 {
			finding = rows[at]
		}
	}
	out := []int{finding}
	for _, i := range rows {
		if len(out) >= maxFindingQuotes {
			break
		}
		if i != finding && ss[i].Matched && (sp*wp[i] >= m.WithinExtra || ss[i].Prob >= m.Extra) {
			out = append(out, i)
		}
	}
	return out
}
