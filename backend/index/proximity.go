package index

import (
	"context"
	"fmt"
	"sort"

	bindex "github.com/blevesearch/bleve_index_api"
)

// positions holds, per term, the word positions of that term in each
// candidate, and each candidate's field length (from the postings' norms).
type positions struct {
	of  map[string]map[uint64][]int
	len map[uint64]float64
}

// termPositions reads the positions of terms in the candidates (sorted ascending).
func (s *snapshot) termPositions(ctx context.Context, field string, terms []string, cands []uint64) (positions, error) {
	out := positions{of: make(map[string]map[uint64][]int, len(terms)), len: map[uint64]float64{}}
	for _, term := range terms {
		if _, done := out.of[term]; done {
			continue
		}
		m := map[uint64][]int{}
		out.of[term] = m
		tfr, err := s.r.TermFieldReader(ctx, []byte(term), field, true, true, true)
		if err != nil {
			return out, fmt.Errorf("index: postings: %w", err)
		}
		var cur *bindex.TermFieldDoc
		for _, c := range cands {
			if cur == nil || cur.ID.Value() < c {
				cur, err = tfr.Advance(bindex.NewIndexInternalID(nil, c), cur)
				if err != nil || cur == nil {
					break
				}
			}
			if cur.ID.Value() != c {
				continue
			}
			ps := make([]int, len(cur.Vectors))
			for i, v := range cur.Vectors {
				ps[i] = int(v.Pos)
			}
			sort.Ints(ps)
			m[c] = ps
			if cur.Norm > 0 {
				out.len[c] = 1 / (cur.Norm * cur.Norm)
			}
		}
		tfr.Close()
		if err != nil {
			return out, fmt.Errorf("index: postings: %w", err)
		}
	}
	return out, nil
}

// pairCount counts occurrences of a followed (ordered) or surrounded
// (unordered) by b within window positions, each occurrence of a counted once.
func pairCount(a, b []int, window int, ordered bool) int {
	n, j := 0, 0
	lo := window
	if ordered {
		lo = 0
	}
	for _, p := range a {
		for j < len(b) && b[j] < p-lo {
			j++
		}
		for k := j; k < len(b) && b[k] <= p+window; k++ {
			if b[k] != p && (!ordered || b[k] > p) {
				n++
				break
			}
		}
	}
	return n
}

// proximity adds to out, per candidate, how often adjacent query words occur
// close together: a BM25-saturated count per pair weighted by the pair's mean
// idf, the window features of the sequential dependence model.
func proximity(seq []string, idf map[string]float64, pos positions, cands []uint64, window int, ordered bool, out sparse) {
	const k1 = 1.2
	for i := 0; i+1 < len(seq); i++ {
		a, b := seq[i], seq[i+1]
		if a == b {
			continue
		}
		w := (idf[a] + idf[b]) / 2
		for _, c := range cands {
			pa, pb := pos.of[a][c], pos.of[b][c]
			if len(pa) == 0 || len(pb) == 0 {
				continue
			}
			if tf := float64(pairCount(pa, pb, window, ordered)); tf > 0 {
				out[c] += w * tf * (k1 + 1) / (tf + k1)
			}
		}
	}
}

// proximityScores is the unordered proximity of the query's adjacent words in
// field for the candidates (sorted ascending).
func (s *snapshot) proximityScores(ctx context.Context, field, text string, cands []uint64, window int) (sparse, error) {
	out := make(sparse, len(cands))
	seq, idf, err := s.querySequence(ctx, text)
	if err != nil || len(seq) < 2 {
		return out, err
	}
	pos, err := s.termPositions(ctx, field, seq, cands)
	if err != nil {
		return nil, err
	}
	proximity(seq, idf, pos, cands, window, false, out)
	return out, nil
}

// querySequence returns the analyzed query words in order and their idf.
func (s *snapshot) querySequence(ctx context.Context, text string) ([]string, map[string]float64, error) {
	var seq []string
	idf := map[string]float64{}
	for _, t := range analyze(text) {
		seq = append(seq, t.term)
		if _, ok := idf[t.term]; !ok {
			df, err := s.docFreq(ctx, fBody, t.term)
			if err != nil {
				return nil, nil, err
			}
			idf[t.term] = s.idf(df)
		}
	}
	return seq, idf, nil
}
