package eval

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"carrel/backend/app"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/service"
)

// evalBackend opens a data folder for an evaluation: dir, or a fresh temporary one removed at the end.
func evalBackend(ctx context.Context, dir string, bulk bool) (*app.Backend, func(), error) {
	cleanup := func() {}
	if dir == "" {
		tmp, err := os.MkdirTemp("", "carrel-eval-")
		if err != nil {
			return nil, nil, err
		}
		dir, cleanup = tmp, func() { os.RemoveAll(tmp) }
	}
	b, err := app.Open(app.Options{DataDir: dir, IndexBulkLoad: bulk})
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	if err := b.Start(ctx); err != nil {
		b.Close()
		cleanup()
		return nil, nil, err
	}
	b.Runner.SetPoll(50 * time.Millisecond)
	return b, func() { b.Close(); cleanup() }, nil
}

// importCorpus loads a corpus file through the paper import service in batches and waits until
// the index has drained the outbox. A data folder that already holds papers is reused as is.
func importCorpus(ctx context.Context, env Env, b *app.Backend, path string, seen func(bibio.Record)) (int, time.Duration, error) {
	owner := service.OwnerContext(ctx)
	if l, err := b.Service.Papers.List(owner, service.ListPapersParams{ListParams: service.ListParams{Limit: 1}}); err == nil && len(l.Data) > 0 {
		fmt.Fprintln(env.Stderr, "eval: data folder already holds papers; reusing it")
		return 0, 0, nil
	}
	start := time.Now()
	n := 0
	err := eachBEIRDoc(path, 5000, func(recs []bibio.Record) error {
		if seen != nil {
			for _, r := range recs {
				seen(r)
			}
		}
		res, err := b.Service.Papers.ImportRecords(owner, recs, nil)
		n += res.Created
		b.Service.Indexer.Notify()
		return err
	})
	if err != nil {
		return n, 0, err
	}
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		return n, 0, err
	}
	return n, time.Since(start), nil
}

// timedSearch runs one query through the same service path as POST /v1/searches (create, the
// search.run job, succeeded) and returns the latency from create to succeeded and the external
// ids of the ranked results: the search's results list, which holds its paper_count papers (20,
// 50 or 200 by depth), so recall is read at that depth's list and named for it.
func timedSearch(ctx context.Context, b *app.Backend, query, depth string) (float64, []string, error) {
	owner := service.OwnerContext(ctx)
	t0 := time.Now()
	s, err := b.Service.Searches.Create(owner, service.CreateSearchParams{Query: &query, Depth: &depth})
	if err != nil {
		return 0, nil, err
	}
	s, err = b.Service.Searches.Wait(owner, s.ID)
	ms := float64(time.Since(t0).Microseconds()) / 1000
	if err != nil {
		return 0, nil, err
	}
	if s.Status != domain.StatusSucceeded {
		return 0, nil, fmt.Errorf("search %s ended %s: %+v", s.ID, s.Status, s.Error)
	}
	res, err := b.Service.Searches.Results(owner, s.ID, service.ListParams{Limit: 100})
	if err != nil {
		return 0, nil, err
	}
	ids := make([]string, 0, len(res.Data))
	for _, r := range res.Data {
		if r.Paper.ExternalID != nil {
			ids = append(ids, *r.Paper.ExternalID)
		}
	}
	return ms, ids, nil
}

// evalSearchResult is the one JSON line eval search prints.
type evalSearchResult struct {
	NDCG10 float64 `json:"ndcg_at_10"`
	// Recall100 is recall within the first 100 listed papers; a standard (20) or high_quality (50)
	// search lists fewer, so ListedCap says at how many it was really read.
	Recall100 float64 `json:"recall_at_100"`
	ListedCap int     `json:"recall_read_at"`
	P50       float64 `json:"p50_ms"`
	P95       float64 `json:"p95_ms"`
	Queries   int     `json:"queries"`
}

func evalSearch(env Env, args []string) error {
	fs := flag.NewFlagSet("eval search", flag.ContinueOnError)
	dataset := fs.String("dataset", "", "BEIR folder (corpus.jsonl, queries.jsonl, qrels/<split>.tsv)")
	split := fs.String("split", "test", "qrels split: test or train")
	depth := fs.String("depth", domain.DepthStandard, "standard, high_quality or deep_review")
	data := fs.String("data", "", "data folder (default: a fresh temporary one)")
	bulk := fs.Bool("bulk", true, "open the index in bulk-load mode (no fsync per batch)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dataset == "" {
		return errors.New("eval search: --dataset is required")
	}
	if _, ok := domain.SearchPrice[*depth]; !ok {
		return fmt.Errorf("eval search: unknown depth %q", *depth)
	}
	queries, err := beir.Queries(*dataset)
	if err != nil {
		return err
	}
	qrels, err := beir.LoadQrels(*dataset, *split)
	if err != nil {
		return err
	}
	corpus, err := beir.CorpusFile(*dataset)
	if err != nil {
		return err
	}
	ctx := context.Background()
	b, done, err := evalBackend(ctx, *data, *bulk)
	if err != nil {
		return err
	}
	defer done()
	if n, took, err := importCorpus(ctx, env, b, corpus, nil); err != nil {
		return err
	} else if n > 0 {
		fmt.Fprintf(env.Stderr, "eval: imported and indexed %d papers in %s\n", n, took.Round(time.Millisecond))
	}
	ids := make([]string, 0, len(qrels))
	for id := range qrels {
		if _, ok := queries[id]; ok {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	owner := service.OwnerContext(ctx)
	if err := b.Service.Credits.TopUp(owner, len(ids)*domain.SearchPrice[*depth]); err != nil {
		return err
	}
	var out evalSearchResult
	lat := make([]float64, 0, len(ids))
	for _, id := range ids {
		ms, ranked, err := timedSearch(ctx, b, queries[id], *depth)
		if err != nil {
			return fmt.Errorf("query %s: %w", id, err)
		}
		lat = append(lat, ms)
		out.NDCG10 += beir.NDCG(ranked, qrels[id], 10)
		out.Recall100 += beir.Recall(ranked, qrels[id], 100)
	}
	out.Queries = len(ids)
	out.ListedCap = min(100, domain.MaxPapers[*depth])
	if out.Queries > 0 {
		out.NDCG10 /= float64(out.Queries)
		out.Recall100 /= float64(out.Queries)
	}
	sort.Float64s(lat)
	out.P50, out.P95 = beir.Percentile(lat, 50), beir.Percentile(lat, 95)
	return json.NewEncoder(env.Stdout).Encode(round4(out))
}

func round4(r evalSearchResult) evalSearchResult {
	f := func(x float64) float64 { return float64(int64(x*10000+0.5)) / 10000 }
	r.NDCG10, r.Recall100, r.P50, r.P95 = f(r.NDCG10), f(r.Recall100), f(r.P50), f(r.P95)
	return r
}
