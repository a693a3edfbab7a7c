package answer

import "carrel/backend/domain"

// Selection parameters, tuned on the SciFact train split (see scifact_test.go).
const (
	mmrLambda     = 0.7  // relevance against redundancy
	sourcePenalty = 0.1  // per sentence already taken from the same source
	keepFraction  = 0.35 // past the minimum count, a sentence must reach this share of the best
	floorFraction = 0.15 // below this share of the best a sentence is never taken
	minCoverage   = 0.15 // share of the question's IDF mass a sentence must contain
	minMatched    = 2    // distinct question terms a sentence must share (fewer if the question has fewer)
	duplicateSim  = 0.8  // cosine above which a sentence repeats one already taken
)

type limits struct{ min, max int }

// depthLimits is how many sentences each depth tier answers with.
var depthLimits = map[string]limits{
	domain.DepthStandard:    {3, 5},
	domain.DepthHighQuality: {5, 8},
	domain.DepthDeepReview:  {8, 12},
}

// relevant reports whether s answers the question at all: it shares minMatched question
// terms beyond stop words (all of them for a shorter question), or for a follow-up one
// question term and one term of the earlier turns. One shared word is not an answer.
func relevant(s *sentence, q query) bool {
	if len(q.current) == 0 {
		return s.historyHit
	}
	hits, need := s.matched, min(minMatched, len(q.current))
	if q.followUp && s.historyHit {
		hits++
		need = min(minMatched, len(q.current)+1)
	}
	return s.matched > 0 && hits >= need && s.coverage >= minCoverage
}

// selectSentences picks up to lim.max sentences by maximal marginal relevance, with a
// penalty for sources already quoted so that answers spread over papers.
func selectSentences(p *pool, q query, lim limits) []int {
	var cand []int
	top := 0.0
	for i := range p.sents {
		if relevant(&p.sents[i], q) && p.sents[i].rel > 0 {
			cand = append(cand, i)
			top = max(top, p.sents[i].rel)
		}
	}
	var chosen []int
	perSource := map[string]int{}
	taken := make([]bool, len(p.sents))
	for len(chosen) < lim.max {
		best, bestScore := -1, 0.0
		for _, i := range cand {
			s := &p.sents[i]
			if taken[i] || s.rel < floorFraction*top {
				continue
			}
			if len(chosen) >= lim.min && s.rel < keepFraction*top {
				continue
			}
			sim := 0.0
			for _, j := range chosen {
				sim = max(sim, cosine(s.vec, p.sents[j].vec))
			}
			if sim > duplicateSim {
				continue
			}
			score := mmrLambda*s.rel/top - (1-mmrLambda)*sim - sourcePenalty*float64(perSource[s.source])
			if best < 0 || score > bestScore {
				best, bestScore = i, score
			}
		}
		if best < 0 {
			break
		}
		taken[best] = true
		chosen = append(chosen, best)
		perSource[p.sents[best].source]++
	}
	return chosen
}

// leadWithTopRanked makes an open question's answer open with the best-ranked candidate that
// has a relevant sentence: its sentence already chosen, or else its most relevant one in place
// of the last choice. Composing then keeps the relevance the ranking had (the
// first citation is as often relevant as the first result), while the rest stays in MMR order.
func leadWithTopRanked(p *pool, q query, cands []Candidate, chosen []int, lim limits) []int {
	lead := -1
	for i := range p.sents {
		s := &p.sents[i]
		if s.rel <= 0 || !relevant(s, q) {
			continue
		}
		switch {
		case lead < 0, retrievalOrder(cands, s.cand) < retrievalOrder(cands, p.sents[lead].cand):
			lead = i
		case s.cand == p.sents[lead].cand && s.rel > p.sents[lead].rel:
			lead = i
		}
	}
	if lead < 0 {
		return chosen
	}
	for k, i := range chosen {
		if p.sents[i].cand == p.sents[lead].cand {
			return toFront(chosen, k)
		}
	}
	if len(chosen) >= lim.max && len(chosen) > 0 {
		chosen = chosen[:len(chosen)-1]
	}
	return append([]int{lead}, chosen...)
}

// MaxStudies is how many studies a claim's answer cites at most at depth (0 for an unknown depth).
func MaxStudies(depth string) int { return depthLimits[depth].max }

// answeringFirst opens an open question's answer with the sentence that answers it: of the
// chosen sentences from the lead's source, the one holding most of the question's terms (then
// most of its IDF mass), so
// "How does MapReduce handle worker failures?" opens with "MapReduce is resilient to large-scale
// worker failures" rather than a sentence on how the library handles a function's output.
func answeringFirst(p *pool, chosen []int) []int {
	if len(chosen) < 2 {
		return chosen
	}
	best := 0
	for k, i := range chosen {
		a, b := &p.sents[i], &p.sents[chosen[best]]
		if a.source == p.sents[chosen[0]].source && (a.matched > b.matched || a.matched == b.matched && a.coverage > b.coverage) {
			best = k
		}
	}
	return toFront(chosen, best)
}
