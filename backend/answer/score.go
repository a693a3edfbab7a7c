package answer

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
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

// query is the weighted bag of question stems; earlier chat turns add lighter weights.
type query struct {
	weights  map[string]float64
	current  map[string]bool
	history  map[string]float64 // terms only earlier turns used
	followUp bool               // the question points back at earlier turns
	bigrams  map[[2]string]bool
	total    float64 // sum of current-term IDFs, set by scorePool
}

func buildQuery(q string, history []string) query {
	out := query{weights: map[string]float64{}, current: map[string]bool{}, history: map[string]float64{},
		bigrams: map[[2]string]bool{}}
	toks := tokenize(q)
	for i, t := range toks {
		out.weights[t.stem] = 1
		out.current[t.stem] = true
		if i > 0 && toks[i-1].stem != t.stem {
			out.bigrams[[2]string{toks[i-1].stem, t.stem}] = true
		}
	}
	w := historyWeight
	if len(history) > 0 && (len(toks) <= 2 || pointsBack(q)) {
		w = anaphoraWeight
		out.followUp = true
	}
	for i := len(history) - 1; i >= 0 && w > 0.05; i-- {
		for _, t := range tokenize(history[i]) {
			if out.weights[t.stem] < w {
				out.weights[t.stem] = w
				out.history[t.stem] = w
			}
		}
		w /= 2
	}
	return out
}

// anaphors are words by which a follow-up question refers to an earlier turn.
var anaphors = wordSet("it its it's they them their this that these those he she his her such " +
	"er sie es ihr ihre dies diese il elle ils elles ce cette ces ello ella ellos esto esta estos")

func pointsBack(q string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if anaphors[w] {
			return true
		}
	}
	return false
}

// sentence is one usable quote of the pool with its scoring state.
type sentence struct {
	cand       int
	pos        int // order of the sentence within its candidate
	span       Span
	quote      string
	source     string
	toks       []token
	tf         map[string]int
	vec        map[string]float64 // unit-length TF-IDF vector for similarity
	rel        float64
	matched    int     // distinct current-question stems found
	coverage   float64 // share of the question's IDF mass found
	historyHit bool
}

type pool struct {
	sents []sentence
	idf   map[string]float64
}

// buildPool keeps the sentences whose span is a valid, non-trivial UTF-8 span of its text,
// once per source and quote.
func buildPool(cands []Candidate) *pool {
	p := &pool{idf: map[string]float64{}}
	seen := map[string]bool{}
	for ci, c := range cands {
		src := c.SourceType + "\x00" + c.SourceID
		for si, sp := range c.Sentences {
			if sp.Start < 0 || sp.End > len(c.Text) || sp.Start >= sp.End {
				continue
			}
			s, e := trimSpan(c.Text, sp.Start, sp.End)
			quote := c.Text[s:e]
			if len(quote) < minQuoteBytes || len(quote) > maxQuoteBytes || !utf8.ValidString(quote) {
				continue
			}
			key := src + "\x00" + quote
			if seen[key] {
				continue
			}
			seen[key] = true
			toks := tokenize(quote)
			if len(toks) == 0 {
				continue
			}
			tf := map[string]int{}
			for _, t := range toks {
				tf[t.stem]++
			}
			p.sents = append(p.sents, sentence{cand: ci, pos: si, span: Span{Start: s, End: e, Locations: sp.Locations},
				quote: quote, source: src, toks: toks, tf: tf})
		}
	}
	df := map[string]int{}
	for _, s := range p.sents {
		for t := range s.tf {
			df[t]++
		}
	}
	n := float64(len(p.sents))
	for t, d := range df {
		p.idf[t] = math.Log(1 + (n-float64(d)+0.5)/(float64(d)+0.5))
	}
	return p
}

// scorePool sets each sentence's relevance: BM25 of the question over sentences, a bonus
// for question bigrams kept in order, scaled up by how well the whole source matches and
// by the caller's retrieval rank and score.
func scorePool(p *pool, q query, cands []Candidate) {
	if len(p.sents) == 0 {
		return
	}
	for t := range q.current {
		q.total += p.idf[t]
	}
	avg := 0.0
	for _, s := range p.sents {
		avg += float64(len(s.toks))
	}
	avg /= float64(len(p.sents))
	for i := range p.sents {
		s := &p.sents[i]
		matchedIDF := 0.0
		norm := 0.0
		for t, f := range s.tf {
			idf := p.idf[t]
			w := float64(f) * idf
			norm += w * w
			qw := q.weights[t]
			if qw == 0 {
				continue
			}
			tf := float64(f)
			s.rel += qw * idf * tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*float64(len(s.toks))/avg))
			if q.current[t] {
				s.matched++
				matchedIDF += idf
			} else {
				s.historyHit = true
			}
		}
		s.vec = make(map[string]float64, len(s.tf))
		for t, f := range s.tf {
			s.vec[t] = float64(f) * p.idf[t] / math.Sqrt(norm+1e-12)
		}
		var seen [][2]string
		for k := 1; k < len(s.toks) && len(q.bigrams) > 0; k++ {
			bg := [2]string{s.toks[k-1].stem, s.toks[k].stem}
			if q.bigrams[bg] && !slices.Contains(seen, bg) {
				seen = append(seen, bg)
				s.rel += bigramBonus * (p.idf[bg[0]] + p.idf[bg[1]]) / 2
			}
		}
		if q.total > 0 {
			s.coverage = matchedIDF / q.total
		}
	}
	docRel := sourceCoverage(p, q.weights, cands)
	var context []float64
	if q.followUp {
		context = sourceCoverage(p, q.history, cands)
	}
	prior := retrievalPrior(cands)
	for i := range p.sents {
		s := &p.sents[i]
		s.rel *= (1 + docWeight*docRel[s.cand] + rankWeight*prior[s.cand]) * cueFactor(s)
		if context != nil {
			s.rel *= contextFloor + (1-contextFloor)*context[s.cand]
		}
	}
}

// sourceCoverage is, per candidate, the share of the terms' weighted IDF mass that
// its title and usable sentences contain anywhere: a whole-source relevance.
func sourceCoverage(p *pool, weights map[string]float64, cands []Candidate) []float64 {
	total := 0.0
	for t, w := range weights {
		total += w * p.idf[t]
	}
	terms := make([]map[string]bool, len(cands))
	for i, c := range cands {
		terms[i] = map[string]bool{}
		for _, t := range tokenize(c.Title) {
			terms[i][t.stem] = true
		}
	}
	for _, s := range p.sents {
		for t := range s.tf {
			terms[s.cand][t] = true
		}
	}
	out := make([]float64, len(cands))
	if total == 0 {
		return out
	}
	for i := range cands {
		for t := range terms[i] {
			out[i] += weights[t] * p.idf[t]
		}
		out[i] /= total
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
