//go:build tuning

package index

import (
	"context"
	"fmt"
	"math"
	"os"
	"sort"
	"testing"

	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// trainRow is one query's candidate pool with features and judgments.
type trainRow struct {
	ids   []string
	feats [][numFeatures]float64
	rel   map[string]int
}

func poolNDCG(rows []trainRow, w *[numFeatures]float64) float64 {
	var sum float64
	for _, r := range rows {
		idx := make([]int, len(r.ids))
		sc := make([]float64, len(r.ids))
		for i := range idx {
			idx[i] = i
			sc[i] = dot(w, &r.feats[i])
		}
		sort.SliceStable(idx, func(a, b int) bool { return sc[idx[a]] > sc[idx[b]] })
		ranked := make([]string, len(idx))
		for i, j := range idx {
			ranked[i] = r.ids[j]
		}
		sum += beir.NDCG(ranked, r.rel, 10)
	}
	return sum / float64(len(rows))
}

// coordinateAscent maximises mean nDCG@10 over rows one weight at a time
// (Metzler and Croft), starting from BM25 alone: each round line-searches every
// other weight over -0.5..1 in steps of 0.05 with the rest fixed.
func coordinateAscent(rows []trainRow) [numFeatures]float64 {
	w := [numFeatures]float64{1}
	best := poolNDCG(rows, &w)
	for round := 0; round < 5; round++ {
		improved := false
		for f := 1; f < numFeatures; f++ {
			for v := -0.5; v <= 1.0001; v += 0.05 {
				c := w
				c[f] = math.Round(v*100) / 100
				if x := poolNDCG(rows, &c); x > best+1e-5 {
					best, w, improved = x, c, true
				}
			}
		}
		if !improved {
			break
		}
	}
	return w
}

// TestLearnSciFact fits the deep_review weights on SciFact train (CARREL_TUNE=learn)
// and prints a two-fold cross-validated estimate next to the fit.
func TestLearnSciFact(t *testing.T) {
	if os.Getenv("CARREL_TUNE") != "learn" {
		t.Skip("set CARREL_TUNE=learn to fit the deep_review weights on SciFact train")
	}
	dir := shareddata.Require(t, "datasets/scifact")
	ix := loadBEIR(t, dir)
	queries, _ := beir.Queries(dir)
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	cfg := depths[DepthDeepReview]
	s, err := ix.papers.snapshot()
	if err != nil {
		t.Fatal(err)
	}
	defer s.close()
	var qids []string
	for id := range qrels {
		qids = append(qids, id)
	}
	sort.Strings(qids)
	var rows []trainRow
	ctx := context.Background()
	for _, id := range qids {
		text := queries[id]
		terms := queryTerms(text)
		first, err := s.firstPass(ctx, terms, nil, cfg)
		if err != nil {
			t.Fatal(err)
		}
		pool, feats, err := s.candidates(ctx, text, terms, first, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := trainRow{feats: feats, rel: qrels[id]}
		for _, n := range pool {
			ext, _ := s.externalID(n)
			r.ids = append(r.ids, ext)
		}
		rows = append(rows, r)
	}
	var even, odd []trainRow
	for i, r := range rows {
		if i%2 == 0 {
			even = append(even, r)
		} else {
			odd = append(odd, r)
		}
	}
	var we, wo, w [numFeatures]float64
	var cv float64
	if os.Getenv("CARREL_ASCENT") != "" {
		we, wo = coordinateAscent(even), coordinateAscent(odd)
		cv = (poolNDCG(odd, &we)*float64(len(odd)) + poolNDCG(even, &wo)*float64(len(even))) / float64(len(rows))
		w = coordinateAscent(rows)
	}
	base := [numFeatures]float64{1}
	fmt.Printf("pool-only BM25 %.4f  2-fold CV %.4f  fit %.4f\n", poolNDCG(rows, &base), cv, poolNDCG(rows, &w))
	for _, c := range [][numFeatures]float64{
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0, 0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0, 0.2},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0, 0.5},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0, 1.0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.2, 0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.2, 0.2},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.2, 0.5},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.2, 1.0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.5, 0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.5, 0.2},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.5, 0.5},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 0.5, 1.0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 1.0, 0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 1.0, 0.2},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 1.0, 0.5},
		{1, 0, 0.2, 0, 0, 0.2, 0, 0, 0, 1.0, 1.0},
		{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5},
		{1, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0},
		{1, 0, 0.2, 0, 0, 0.2, 0, 4, 0, 0, 0.5},
	} {
		fmt.Printf("raw %v: even %.4f odd %.4f all %.4f\n", c, poolNDCG(even, &c), poolNDCG(odd, &c), poolNDCG(rows, &c))
	}
	for i, name := range featureNames {
		fmt.Printf("  %-9s even %6.2f  odd %6.2f  all %6.2f\n", name, we[i], wo[i], w[i])
	}
}
