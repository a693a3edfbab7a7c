//go:build tuning

package index

import (
	"context"
	"fmt"
	"os"
	"sort"
	"testing"

	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// loadBEIR indexes a BEIR corpus into a fresh index in a temp folder.
func loadBEIR(t testing.TB, dir string) *Index {
	t.Helper()
	ix, err := Open(t.TempDir(), Options{BulkLoad: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	var batch []PaperDoc
	err = beir.EachDoc(dir, func(d beir.Doc) error {
		batch = append(batch, PaperDoc{ID: d.ID, Title: d.Title, Abstract: d.Text})
		if len(batch) == 1000 {
			err := ix.IndexPapers(batch)
			batch = batch[:0]
			return err
		}
		return nil
	})
	if err == nil {
		err = ix.IndexPapers(batch)
	}
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// evalCfg runs one recipe over a split.
func evalCfg(t testing.TB, ix *Index, queries map[string]string, qrels beir.Qrels, cfg depthConfig) beir.Result {
	t.Helper()
	res, err := beir.Run(queries, qrels, func(text string) ([]string, error) {
		hits, err := ix.search(context.Background(), Query{Text: text, Limit: 100}, cfg)
		ids := make([]string, len(hits))
		for i, h := range hits {
			ids[i] = h.PaperID
		}
		return ids, err
	})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestTuneSciFact is the tuning harness behind RANKING.md: it only runs with
// CARREL_TUNE=1 and only ever reads the train split.
func TestTuneSciFact(t *testing.T) {
	if os.Getenv("CARREL_TUNE") == "" {
		t.Skip("set CARREL_TUNE=1 to run the SciFact train tuning grid")
	}
	dir := shareddata.Require(t, "datasets/scifact")
	ix := loadBEIR(t, dir)
	queries, err := beir.Queries(dir)
	if err != nil {
		t.Fatal(err)
	}
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	even, odd := halves(qrels)
	for _, v := range tuneGrid() {
		r := evalCfg(t, ix, queries, qrels, v.cfg)
		e, o := evalCfg(t, ix, queries, even, v.cfg), evalCfg(t, ix, queries, odd, v.cfg)
		fmt.Printf("%-44s nDCG@10 %.4f (even %.4f odd %.4f) R@100 %.4f p50 %.1fms p95 %.1fms\n", v.name, r.NDCG10, e.NDCG10, o.NDCG10, r.Rec100, r.P50ms, r.P95ms)
	}
}

// halves splits qrels into the queries at even and odd positions of the
// sorted ids: the two folds RANKING.md checks every train gain on.
func halves(qrels beir.Qrels) (even, odd beir.Qrels) {
	ids := make([]string, 0, len(qrels))
	for id := range qrels {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	even, odd = beir.Qrels{}, beir.Qrels{}
	for i, id := range ids {
		if i%2 == 0 {
			even[id] = qrels[id]
		} else {
			odd[id] = qrels[id]
		}
	}
	return even, odd
}

type variant struct {
	name string
	cfg  depthConfig
}

func tuneGrid() []variant {
	var out []variant
	switch os.Getenv("CARREL_TUNE_GRID") {
	case "first":
		return firstPassGrid()
	case "translation":
		return translationGrid()
	case "deep":
		return deepGrid()
	}
	for _, c := range []struct{ title, prox float64 }{{0.2, 0.4}, {0.2, 0.2}, {0.1, 0.4}, {0.1, 0.2}, {0.3, 0.6}} {
		v := depths[DepthHighQuality]
		v.titleWeight, v.proximity = c.title, c.prox
		out = append(out, variant{fmt.Sprintf("high_quality, title %.1f prox %.1f", c.title, c.prox), v})
	}
	for _, d := range []string{DepthStandard, DepthHighQuality, DepthDeepReview} {
		out = append(out, variant{"shipped " + d, depths[d]})
	}
	return out
}

// firstPassGrid is the first round of RANKING.md: BM25 constants, then
// proximity and title weights, each alone on top of BM25 (the RM3 rows of
// RANKING.md came from the feedback code removed since; see git history).
func firstPassGrid() []variant {
	var out []variant
	base := depths[DepthStandard]
	for _, k1 := range []float64{0.9, 1.2} {
		for _, b := range []float64{0.4, 0.6, 0.75} {
			c := base
			c.body = bm25Params{k1, b}
			out = append(out, variant{fmt.Sprintf("bm25 k1=%.1f b=%.2f", k1, b), c})
		}
	}
	for _, w := range []float64{0.1, 0.2, 0.4} {
		for _, win := range []int{2, 4, 8} {
			c := base
			c.pool, c.proximity, c.window = 100, w, win
			out = append(out, variant{fmt.Sprintf("prox w=%.1f win=%d", w, win), c})
		}
	}
	for _, w := range []float64{0.2, 0.5, 1.0} {
		c := base
		c.pool, c.titleWeight = 100, w
		out = append(out, variant{fmt.Sprintf("title w=%.1f", w), c})
	}
	return out
}

// TestTuneAnalysis compares analysis choices on SciFact train
// (CARREL_TUNE=analysis): each variant rebuilds the index.
func TestTuneAnalysis(t *testing.T) {
	if os.Getenv("CARREL_TUNE") != "analysis" {
		t.Skip("set CARREL_TUNE=analysis to compare analyzers on SciFact train")
	}
	dir := shareddata.Require(t, "datasets/scifact")
	queries, _ := beir.Queries(dir)
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { analysisOpts = analysisOptions{}; stemCache.Clear() }()
	for _, v := range []struct {
		name string
		opts analysisOptions
	}{
		{"porter, lucene33 stop (shipped)", analysisOptions{}},
		{"snowball", analysisOptions{snowball: true}},
		{"no stemming", analysisOptions{noStemming: true}},
		{"snowball 180 stop list", analysisOptions{bigStop: true}},
		{"hyphen compounds joined", analysisOptions{compounds: true}},
	} {
		analysisOpts = v.opts
		stemCache.Clear()
		ix := loadBEIR(t, dir)
		for _, d := range []string{DepthStandard, DepthHighQuality} {
			r := evalCfg(t, ix, queries, qrels, depths[d])
			fmt.Printf("%-34s %-13s nDCG@10 %.4f R@100 %.4f\n", v.name, d, r.NDCG10, r.Rec100)
		}
		ix.Close()
	}
}

// translationGrid weighs query coverage and translation on top of the title and
// proximity rescoring of the best 100 (the second pass of high_quality).
func translationGrid() []variant {
	var out []variant
	for _, c := range []struct{ cov, trans float64 }{{0, 0}, {0.5, 0}, {0.25, 1}, {0.5, 1}, {0.75, 1}, {0.25, 1.25}, {0.5, 1.25}, {0.75, 1.25}, {0.25, 1.5}, {0.5, 1.5}, {0.75, 1.5}, {0.5, 2}, {0.75, 2}, {1, 2}} {
		v := depths[DepthHighQuality]
		v.coverage, v.translation = c.cov, c.trans
		out = append(out, variant{fmt.Sprintf("title .2 prox .2 + coverage %.2f translation %.2f", c.cov, c.trans), v})
	}
	return out
}

// deepGrid compares pool sizes and translation effort for deep_review (the
// window row of RANKING.md came from a best-32-word-window weight, since removed).
func deepGrid() []variant {
	out := []variant{{"high_quality", depths[DepthHighQuality]}}
	for _, c := range []struct {
		pool, top, sample int
		cov, trans        float64
	}{{300, 30, 200, 0.5, 1.5}, {300, 30, 100, 0.5, 1.5}, {300, 20, 100, 0.5, 1.5}, {300, 20, 200, 0.5, 1.5}, {300, 50, 500, 0.5, 1.5}, {300, 30, 200, 0.75, 1.5}, {300, 30, 200, 0.5, 1.25}, {100, 30, 200, 0.5, 1.5}} {
		v := depths[DepthDeepReview]
		v.pool, v.transTop, v.transSample, v.coverage, v.translation = c.pool, c.top, c.sample, c.cov, c.trans
		out = append(out, variant{fmt.Sprintf("pool %d top %d sample %d cov %.2f trans %.2f", c.pool, c.top, c.sample, c.cov, c.trans), v})
	}
	return out
}
