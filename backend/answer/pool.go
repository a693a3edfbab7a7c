package answer

import (
	"math"
	"slices"
	"unicode/utf8"
)

// termCount and termWeight are sparse vector entries keyed by a pool's term id, kept
// sorted by id so that dot products are a merge.
type termCount struct {
	id int32
	n  int32
}

type termWeight struct {
	id int32
	w  float64
}

// sentence is one usable quote of the pool with its scoring state.
type sentence struct {
	cand       int
	span       Span
	quote      string
	source     string
	toks       []token
	ids        []int32      // term id of each token
	terms      []termCount  // distinct terms with their counts
	vec        []termWeight // unit-length TF-IDF vector for similarity
	rel        float64
	matched    int     // distinct current-question terms found
	coverage   float64 // share of the question's IDF mass found
	historyHit bool
	bigrams    int // question bigrams found in order
}

// has reports whether term id occurs in the sentence.
func (s *sentence) has(id int32) bool {
	_, ok := slices.BinarySearchFunc(s.terms, id, func(e termCount, id int32) int { return int(e.id - id) })
	return ok
}

// pool is every usable sentence of a request with its vocabulary: terms are interned to
// ids so that scoring works on slices rather than string maps.
type pool struct {
	sents []sentence
	vocab map[string]int32
	stems []string
	idf   []float64
}

func (p *pool) id(stem string) int32 {
	if id, ok := p.vocab[stem]; ok {
		return id
	}
	id := int32(len(p.stems))
	p.vocab[stem] = id
	p.stems = append(p.stems, stem)
	return id
}

// lookup is the id of stem, or -1 when no sentence has it.
func (p *pool) lookup(stem string) int32 {
	if id, ok := p.vocab[stem]; ok {
		return id
	}
	return -1
}

// buildPool keeps the sentences whose span is a valid, non-trivial UTF-8 span of its text,
// once per source and quote, and computes BM25 IDFs over them.
func buildPool(cands []Candidate) *pool {
	p := &pool{vocab: map[string]int32{}}
	type key struct{ src, quote string }
	seen := map[key]bool{}
	var scratch []int32
	for ci, c := range cands {
		src := c.SourceType + "\x00" + c.SourceID
		abbrs := definedAbbrevs(c.Text)
		for _, sp := range c.Sentences {
			if sp.Start < 0 || sp.End > len(c.Text) || sp.Start >= sp.End {
				continue
			}
			s, e := trimSpan(c.Text, sp.Start, sp.End)
			quote := c.Text[s:e]
			if len(quote) < minQuoteBytes || len(quote) > maxQuoteBytes || !utf8.ValidString(quote) || !prose(quote) {
				continue
			}
			if seen[key{src, quote}] {
				continue
			}
			seen[key{src, quote}] = true
			toks := tokenize(quote)
			if len(toks) == 0 {
				continue
			}
			ids := make([]int32, len(toks))
			for k, t := range toks {
				ids[k] = p.id(t.stem)
			}
			terms := ids
			if extra := abbrevStems(toks, abbrs); len(extra) > 0 {
				terms = slices.Clone(ids)
				for _, st := range extra {
					terms = append(terms, p.id(st))
				}
			}
			p.sents = append(p.sents, sentence{cand: ci, span: Span{Start: s, End: e, Locations: sp.Locations},
				quote: quote, source: src, toks: toks, ids: ids, terms: countTerms(terms, &scratch)})
		}
	}
	df := make([]int, len(p.stems))
	for _, s := range p.sents {
		for _, t := range s.terms {
			df[t.id]++
		}
	}
	n := float64(len(p.sents))
	p.idf = make([]float64, len(p.stems))
	for id, d := range df {
		p.idf[id] = math.Log(1 + (n-float64(d)+0.5)/(float64(d)+0.5))
	}
	for i := range p.sents {
		p.sents[i].vec = p.tfidf(p.sents[i].terms)
	}
	return p
}

// countTerms counts the distinct ids; scratch is a reusable sort buffer.
func sortTermCounts(ts []termCount) {
	slices.SortFunc(ts, func(a, b termCount) int { return int(a.id - b.id) })
}

func countTerms(ids []int32, scratch *[]int32) []termCount {
	sorted := append((*scratch)[:0], ids...)
	*scratch = sorted
	slices.Sort(sorted)
	out := make([]termCount, 0, len(sorted))
	for _, id := range sorted {
		if n := len(out); n > 0 && out[n-1].id == id {
			out[n-1].n++
		} else {
			out = append(out, termCount{id: id, n: 1})
		}
	}
	return out
}

func (p *pool) tfidf(terms []termCount) []termWeight {
	v := make([]termWeight, len(terms))
	norm := 0.0
	for k, t := range terms {
		w := float64(t.n) * p.idf[t.id]
		v[k] = termWeight{id: t.id, w: w}
		norm += w * w
	}
	norm = math.Sqrt(norm + 1e-12)
	for k := range v {
		v[k].w /= norm
	}
	return v
}

// cosine is the dot product of two unit vectors sorted by id.
func cosine(a, b []termWeight) float64 {
	dot := 0.0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i].id < b[j].id:
			i++
		case a[i].id > b[j].id:
			j++
		default:
			dot += a[i].w * b[j].w
			i++
			j++
		}
	}
	return dot
}
