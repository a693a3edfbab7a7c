package answer

import (
	"math"
	"slices"
)

// Scoring parameters, tuned on the SciFact train split (see scifact_test.go).
const (
	bm25K1         = 1.2
	bm25B          = 0.4
	historyWeight  = 0.35 // weight of a term that only an earlier turn used (most recent turn)
	contextFloor   = 0.3  // in a follow-up, the weight left to a source that shares nothing with earlier turns
	anaphoraWeight = 0.75 // the same when the question points back ("its", "they") or is short
	bigramBonus    = 0.5  // times the mean IDF of a query bigram found in order in a sentence
	docWeight      = 1.0  // weight of the whole source's match to the question
	rankWeight     = 0.2  // weight of the caller's retrieval rank and score
	minQuoteBytes  = 20
	maxQuoteBytes  = 1500
)

// weightsByID lays a stem-keyed weight map over the pool's term ids.
func (p *pool) weightsByID(m map[string]float64) []float64 {
	out := make([]float64, len(p.stems))
	for t, w := range m {
		if id := p.lookup(t); id >= 0 {
			out[id] = w
		}
	}
	return out
}

// scorePool sets each sentence's relevance: BM25 of the question over sentences, a bonus
// for question bigrams kept in order, scaled up by how well the whole source matches and
// by the caller's retrieval rank and score, and by finding/aim cues.
func scorePool(p *pool, q query, cands []Candidate) {
	if len(p.sents) == 0 {
		return
	}
	qw := p.weightsByID(q.weights)
	current := make([]bool, len(p.stems))
	total := 0.0
	for _, id := range claimTermIDs(p, q) {
		current[id] = true
		total += p.idf[id]
	}
	bigrams := map[[2]int32]bool{}
	for bg := range q.bigrams {
		a, b := p.lookup(bg[0]), p.lookup(bg[1])
		if a >= 0 && b >= 0 {
			bigrams[[2]int32{a, b}] = true
		}
	}
	avg := 0.0
	for _, s := range p.sents {
		avg += float64(len(s.toks))
	}
	avg /= float64(len(p.sents))
	cues := p.cueKinds()
	docRel := sourceCoverage(p, qw, cands)
	var context []float64
	if q.followUp {
		context = sourceCoverage(p, p.weightsByID(q.history), cands)
	}
	prior := retrievalPrior(cands)
	for i := range p.sents {
		s := &p.sents[i]
		matchedIDF := 0.0
		lengthNorm := bm25K1 * (1 - bm25B + bm25B*float64(len(s.toks))/avg)
		for _, t := range s.terms {
			if qw[t.id] == 0 {
				continue
			}
			tf := float64(t.n)
			s.rel += qw[t.id] * p.idf[t.id] * tf * (bm25K1 + 1) / (tf + lengthNorm)
			if current[t.id] {
				s.matched++
				matchedIDF += p.idf[t.id]
			} else {
				s.historyHit = true
			}
		}
		if len(bigrams) > 0 {
			var seen [][2]int32
			for k := 1; k < len(s.ids); k++ {
				bg := [2]int32{s.ids[k-1], s.ids[k]}
				if bigrams[bg] && !slices.Contains(seen, bg) {
					seen = append(seen, bg)
					s.bigrams++
					s.rel += bigramBonus * (p.idf[bg[0]] + p.idf[bg[1]]) / 2
				}
			}
		}
		if total > 0 {
			s.coverage = matchedIDF / total
		}
		s.rel *= (1 + docWeight*docRel[s.cand] + rankWeight*prior[s.cand]) * cueFactor(s, cues)
		if context != nil {
			s.rel *= contextFloor + (1-contextFloor)*context[s.cand]
		}
	}
}

// sourceCoverage is, per candidate, the share of the terms' weighted IDF mass that its
// title and usable sentences contain anywhere: a whole-source relevance.
func sourceCoverage(p *pool, w []float64, cands []Candidate) []float64 {
	total := 0.0
	for id, x := range w {
		total += x * p.idf[id]
	}
	out := make([]float64, len(cands))
	if total == 0 {
		return out
	}
	mark := make([]int, len(p.stems)) // candidate index + 1 that last counted the term
	add := func(ci int, id int32) {
		if mark[id] != ci+1 {
			mark[id] = ci + 1
			out[ci] += w[id] * p.idf[id]
		}
	}
	for _, s := range p.sents {
		for _, t := range s.terms {
			add(s.cand, t.id)
		}
	}
	for ci, c := range cands {
		for _, t := range tokenize(c.Title) {
			if id := p.lookup(t.stem); id >= 0 {
				add(ci, id)
			}
		}
		out[ci] /= total
	}
	return out
}

// retrievalPrior maps rank and score to [0,1]; all zeros when the caller gave neither.
func retrievalPrior(cands []Candidate) []float64 {
	out := make([]float64, len(cands))
	scores := make([]float64, len(cands))
	for i, c := range cands {
		scores[i] = math.Max(c.Score, 0)
	}
	scores = unitMax(scores)
	for i, c := range cands {
		r := 0.0
		if c.PaperRank > 0 {
			r = 1 / (1 + math.Log(float64(c.PaperRank)))
		}
		out[i] = (r + scores[i]) / 2
	}
	return out
}

func unitMax(xs []float64) []float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	if m > 0 {
		for i := range xs {
			xs[i] /= m
		}
	}
	return xs
}

// claimTermIDs are the pool ids of the question's current terms in id order: sums and ties
// over them must not follow Go's random map order, or one run's answer differs from the next.
func claimTermIDs(p *pool, q query) []int32 {
	var ids []int32
	for t := range q.current {
		if id := p.lookup(t); id >= 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}
