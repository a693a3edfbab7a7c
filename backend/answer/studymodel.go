package answer

import (
	"math"
	"slices"
)

// The study model: whether a retrieved study is a gold evidence abstract for the claim, from
// what the study holds as a whole (its best sentence's evidence probability and margin, its
// title's and its text's share of the claim's subject and outcome, its retrieval rank and score
// against the best study's, the claim terms only it holds). SciFact's near-neighbour distractors
// have a likely sentence but less of the claim elsewhere; the sentence model alone cannot see
// that. Policy cites and counts studies by it (Model.StudyCite, StudyCount); `carrel-eval
// train-answer` fits it on SciFact train from StudyFeatures, the function Policy calls.

// studyFeatureNames name the study model's inputs in order: first those read from the evidence
// model's sentence probabilities (StudyFeatures), then the pool's (PolicyStudy.Static).
var studyFeatureNames = []string{
	"best_logit", "best_margin", "best_share_of_top", "prob_rank", "prob_mass", "best_states", "best_about", "best_coverage",
	"title_coverage", "text_subject_share", "text_outcome_share", "retrieval_prior", "inv_rank", "score_share", "doc_coverage",
	"unique_mass", "rarest_held",
}

// staticStudyFeatures is how many of studyFeatureNames come from the pool (the last ones).
const staticStudyFeatures = 9

// StudyFeatureNames names the study model's inputs in order.
func StudyFeatureNames() []string { return slices.Clone(studyFeatureNames) }

// StudyFeatures are the study model's inputs for each study, from its sentences' probabilities
// and its Static features. Pure, so that Policy and the trainer read the same inputs.
func StudyFeatures(studies []PolicyStudy) [][]float64 {
	best := make([]int, len(studies))
	top := 0.0
	for k := range studies {
		best[k] = bestSentence(studies[k].Sentences)
		if best[k] >= 0 {
			top = max(top, studies[k].Sentences[best[k]].Prob)
		}
	}
	probOf := func(k int) float64 {
		if best[k] < 0 {
			return 0
		}
		return studies[k].Sentences[best[k]].Prob
	}
	rank := rankDesc(len(studies), probOf)
	out := make([][]float64, len(studies))
	for k := range studies {
		st := &studies[k]
		x := make([]float64, 0, len(studyFeatureNames))
		b, second, mass := probOf(k), 0.0, 0.0
		for i, s := range st.Sentences {
			mass += s.Prob
			if i != best[k] && s.Matched {
				second = max(second, s.Prob)
			}
		}
		var bs PolicySentence
		if best[k] >= 0 {
			bs = st.Sentences[best[k]]
		}
		x = append(x, logit(b), b-second, safeDiv(b, top), 1/float64(1+rank[k]), math.Log1p(mass),
			b2f(bs.States), b2f(bs.About), bs.Coverage)
		static := st.Static
		if len(static) != staticStudyFeatures {
			static = make([]float64, staticStudyFeatures)
		}
		out[k] = append(x, static...)
	}
	return out
}

// bestSentence is the study's likeliest sentence that answers the question, or failing that
// the likeliest sharing a question term; -1 when none does.
func bestSentence(ss []PolicySentence) int {
	at, atMatched := -1, -1
	for i, s := range ss {
		if s.Relevant && (at < 0 || s.Prob > ss[at].Prob) {
			at = i
		}
		if s.Matched && (atMatched < 0 || s.Prob > ss[atMatched].Prob) {
			atMatched = i
		}
	}
	if at < 0 {
		return atMatched
	}
	return at
}

func logit(p float64) float64 {
	p = min(max(p, 1e-4), 1-1e-4)
	return math.Log(p / (1 - p))
}

// studyProbs is the study model's probability per study, nil when m has no study model.
func studyProbs(m *Model, studies []PolicyStudy) []float64 {
	if len(m.Study.Weights) == 0 {
		return nil
	}
	out := make([]float64, len(studies))
	for k, x := range StudyFeatures(studies) {
		out[k] = m.Study.Prob(x)
	}
	return out
}

// studyStatic are each candidate's study features from the pool (the last staticStudyFeatures
// of studyFeatureNames): its title's share of the claim's terms, its text's (and title's) share
// of the claim's subject and outcome, its retrieval prior, rank and score against the best, its
// coverage of the claim, the share of the claim's IDF mass only it holds among the candidates,
// and whether it holds the claim's rarest term.
func studyStatic(p *pool, q query, cands []Candidate, subject, outcome []gateTerm, weight func(gateTerm) float64) [][]float64 {
	n := len(cands)
	keys := make([]map[gateTerm]bool, n)
	held := make([]map[int32]bool, n)
	for ci, c := range cands {
		keys[ci] = keySet(gateTerms(c.Title))
		held[ci] = map[int32]bool{}
		for _, t := range tokenize(c.Title) {
			if id := p.lookup(t.stem); id >= 0 {
				held[ci][id] = true
			}
		}
	}
	for i := range p.sents {
		s := &p.sents[i]
		for k := range p.findingKeys(s) {
			keys[s.cand][k] = true
		}
		for _, t := range s.terms {
			held[s.cand][t.id] = true
		}
	}
	claimIDs := claimTermIDs(p, q)
	total, rarest := 0.0, int32(-1)
	for _, id := range claimIDs {
		total += p.idf[id]
		if rarest < 0 || p.idf[id] > p.idf[rarest] {
			rarest = id
		}
	}
	holders := map[int32]int{}
	for _, id := range claimIDs {
		for ci := range cands {
			if held[ci][id] {
				holders[id]++
			}
		}
	}
	docRel := sourceCoverage(p, p.weightsByID(q.weights), cands)
	prior := retrievalPrior(cands)
	topScore, ranked := 0.0, false
	for _, c := range cands {
		topScore = max(topScore, c.Score)
		ranked = ranked || c.PaperRank > 0
	}
	// Without the caller's ranking (a chat over chosen documents) the sources' coverage ranking
	// stands in for the rank and the score, as in the evidence features.
	docRank := rankDesc(n, func(c int) float64 { return docRel[c] })
	topDoc := 0.0
	for _, x := range docRel {
		topDoc = max(topDoc, x)
	}
	nq := float64(max(len(q.current), 1))
	out := make([][]float64, n)
	for ci, c := range cands {
		seen := map[string]bool{}
		titleCov := 0.0
		for _, t := range tokenize(c.Title) {
			if q.current[t.stem] && !seen[t.stem] {
				seen[t.stem] = true
				titleCov++
			}
		}
		subj, _ := sideShare(subject, keys[ci], weight)
		outc := subj
		if len(outcome) > 0 {
			outc, _ = sideShare(outcome, keys[ci], weight)
		}
		unique := 0.0
		for _, id := range claimIDs {
			if held[ci][id] && holders[id] == 1 {
				unique += p.idf[id]
			}
		}
		pr, invRank, score := prior[ci], 1/float64(retrievalOrder(cands, ci)), safeDiv(math.Max(c.Score, 0), topScore)
		if !ranked {
			pr, invRank = invRankPrior(docRank[ci]+1), 1/float64(docRank[ci]+1)
		}
		if topScore <= 0 {
			score = safeDiv(docRel[ci], topDoc)
		}
		out[ci] = []float64{titleCov / nq, subj, outc, pr, invRank, score, docRel[ci],
			safeDiv(unique, total), b2f(rarest >= 0 && held[ci][rarest])}
	}
	return out
}
