package index

import (
	"context"
	"fmt"
	"sort"

	bindex "github.com/blevesearch/bleve_index_api"
)

// qterm is one analyzed query term and its weight (its query frequency).
type qterm struct {
	term string
	w    float64
}

// bm25Params are the BM25 saturation and length-normalisation constants.
type bm25Params struct{ k1, b float64 }

// queryTerms analyzes text and merges repeated terms into weights.
func queryTerms(text string) []qterm {
	idx := map[string]int{}
	var out []qterm
	for _, t := range analyze(text) {
		if i, ok := idx[t.term]; ok {
			out[i].w++
			continue
		}
		idx[t.term] = len(out)
		out = append(out, qterm{term: t.term, w: 1})
	}
	return out
}

// bm25 adds weight * BM25(field) of every term to acc for the documents in
// allow (all documents when allow is nil).
func (s *snapshot) bm25(ctx context.Context, field string, terms []qterm, p bm25Params, weight float64, allow docSet, acc scores) error {
	avg := s.c.avgLen(field, s.n)
	for _, qt := range terms {
		if err := ctx.Err(); err != nil {
			return err
		}
		tfr, err := s.r.TermFieldReader(ctx, []byte(qt.term), field, true, true, false)
		if err != nil {
			return fmt.Errorf("index: postings: %w", err)
		}
		idf := s.idf(tfr.Count()) * qt.w * weight
		var tfd *bindex.TermFieldDoc
		for {
			tfd, err = tfr.Next(tfd)
			if err != nil || tfd == nil {
				break
			}
			n := tfd.ID.Value()
			if allow != nil {
				if _, ok := allow[n]; !ok {
					continue
				}
			}
			dl := 1.0
			if tfd.Norm > 0 {
				dl = 1 / (tfd.Norm * tfd.Norm)
			}
			tf := float64(tfd.Freq)
			acc.add(n, idf*tf*(p.k1+1)/(tf+p.k1*(1-p.b+p.b*dl/avg)))
		}
		tfr.Close()
		if err != nil {
			return fmt.Errorf("index: postings: %w", err)
		}
	}
	return nil
}

// scoredDoc is a document number and its score in the current pass.
type scoredDoc struct {
	n     uint64
	score float64
}

// topN returns the k best entries of acc, best first, ties by document number.
// A bounded min-heap keeps this O(n log k): a common query word can put most
// of a 150k-paper library in acc.
func topN(acc scores, k int) []scoredDoc { return topEach(acc.each, k) }

// topEach is topN over any stream of (document, score) pairs.
func topEach(each func(fn func(n uint64, v float64)), k int) []scoredDoc {
	if k <= 0 {
		return nil
	}
	h := make([]scoredDoc, 0, min(k, 1024))
	worse := func(a, b scoredDoc) bool { return a.score < b.score || (a.score == b.score && a.n > b.n) }
	down := func(i int) {
		for {
			l, m := 2*i+1, i
			if l < len(h) && worse(h[l], h[m]) {
				m = l
			}
			if r := l + 1; r < len(h) && worse(h[r], h[m]) {
				m = r
			}
			if m == i {
				return
			}
			h[i], h[m] = h[m], h[i]
			i = m
		}
	}
	each(func(n uint64, sc float64) {
		d := scoredDoc{n, sc}
		if len(h) < k {
			h = append(h, d)
			for i := len(h) - 1; i > 0; {
				p := (i - 1) / 2
				if !worse(h[i], h[p]) {
					break
				}
				h[i], h[p] = h[p], h[i]
				i = p
			}
			return
		}
		if worse(h[0], d) {
			h[0] = d
			down(0)
		}
	})
	sortScored(h)
	return h
}

func sortScored(out []scoredDoc) {
	sort.Slice(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].n < out[j].n
	})
}
