package index

import (
	"context"
	"fmt"
	"sort"

	bindex "github.com/blevesearch/bleve_index_api"
)

// termPositions returns, for each term, the word positions of that term in each
// candidate document (cands sorted ascending).
func (s *snapshot) termPositions(ctx context.Context, field string, terms []string, cands []uint64) (map[string]map[uint64][]int, error) {
	out := make(map[string]map[uint64][]int, len(terms))
	for _, term := range terms {
		if _, done := out[term]; done {
			continue
		}
		m := map[uint64][]int{}
		out[term] = m
		tfr, err := s.r.TermFieldReader(ctx, []byte(term), field, true, false, true)
		if err != nil {
			return nil, fmt.Errorf("index: postings: %w", err)
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
		}
		tfr.Close()
		if err != nil {
			return nil, fmt.Errorf("index: postings: %w", err)
		}
	}
	return out, nil
}

// pairCount counts occurrences of a and b within window positions of each other
// (either order), each occurrence of a counted at most once.
func pairCount(a, b []int, window int) int {
	n, j := 0, 0
	for _, p := range a {
		for j < len(b) && b[j] < p-window {
			j++
		}
		if j < len(b) && b[j] <= p+window && b[j] != p {
			n++
		}
	}
	return n
}

// proximityScores scores each candidate by how often adjacent query terms occur
// close together, a BM25-saturated count per pair weighted by the pair's idf:
// the "unordered window" part of the sequential dependence model.
func (s *snapshot) proximityScores(ctx context.Context, field string, seq []string, idf map[string]float64, cands []uint64, window int) (map[uint64]float64, error) {
	out := make(map[uint64]float64, len(cands))
	if len(seq) < 2 {
		return out, nil
	}
	pos, err := s.termPositions(ctx, field, seq, cands)
	if err != nil {
		return nil, err
	}
	const k1 = 1.2
	for i := 0; i+1 < len(seq); i++ {
		a, b := seq[i], seq[i+1]
		if a == b {
			continue
		}
		w := (idf[a] + idf[b]) / 2
		for _, c := range cands {
			pa, pb := pos[a][c], pos[b][c]
			if len(pa) == 0 || len(pb) == 0 {
				continue
			}
			if tf := float64(pairCount(pa, pb, window)); tf > 0 {
				out[c] += w * tf * (k1 + 1) / (tf + k1)
			}
		}
	}
	return out, nil
}
