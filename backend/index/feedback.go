package index

import (
	"context"
	"sort"
)

// rm3Params configure RM3 pseudo-relevance feedback.
type rm3Params struct {
	docs, terms int     // feedback documents and expansion terms
	origWeight  float64 // share of the original query in the expanded one
}

// rm3 expands terms with the relevance model of the top feedback documents
// (Lavrenko and Croft; Anserini's RM3): each document's term distribution
// weighted by its normalised score, the best terms kept and interpolated with
// the original query.
func (s *snapshot) rm3(ctx context.Context, terms []qterm, top []scoredDoc, p rm3Params) ([]qterm, error) {
	if len(top) > p.docs {
		top = top[:p.docs]
	}
	var total float64
	for _, d := range top {
		total += d.score
	}
	if total <= 0 || len(top) == 0 {
		return terms, nil
	}
	rel := map[string]float64{}
	for _, d := range top {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		id, err := s.externalID(d.n)
		if err != nil {
			return nil, err
		}
		txt, _, err := s.stored(id)
		if err != nil {
			return nil, err
		}
		toks := analyze(txt[fBody])
		if len(toks) == 0 {
			continue
		}
		w := d.score / total / float64(len(toks))
		for _, t := range toks {
			rel[t.term] += w
		}
	}
	exp := make([]qterm, 0, len(rel))
	for t, w := range rel {
		exp = append(exp, qterm{t, w})
	}
	sort.Slice(exp, func(i, j int) bool {
		if exp[i].w != exp[j].w {
			return exp[i].w > exp[j].w
		}
		return exp[i].term < exp[j].term
	})
	if len(exp) > p.terms {
		exp = exp[:p.terms]
	}
	var expSum, qSum float64
	for _, e := range exp {
		expSum += e.w
	}
	for _, q := range terms {
		qSum += q.w
	}
	merged := map[string]float64{}
	for _, q := range terms {
		merged[q.term] += p.origWeight * q.w / qSum
	}
	for _, e := range exp {
		merged[e.term] += (1 - p.origWeight) * e.w / expSum
	}
	out := make([]qterm, 0, len(merged))
	for t, w := range merged {
		out = append(out, qterm{t, w})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].term < out[j].term })
	return out, nil
}
