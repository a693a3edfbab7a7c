package eval

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/sharedpath"
	"carrel/backend/service"
)

// evalScaleResult is the one JSON line eval scale prints.
type evalScaleResult struct {
	Papers int `json:"papers"`
	// WithAbstracts counts the imported records that carried an abstract (BEIR `text`).
	WithAbstracts int     `json:"with_abstracts"`
	ImportS       float64 `json:"import_s"`
	ImportCPU     float64 `json:"import_cpu_s"` // the machine may be shared: CPU time says what the import costs
	P50           float64 `json:"p50_ms"`
	P95           float64 `json:"p95_ms"`
	Queries       int     `json:"queries"`
	PeakRSSMB     float64 `json:"peak_rss_mb"`
}

// evalScale imports a large corpus (the ML Anthology, 156k papers, by default), then times
// standard searches whose questions are titles of papers spread through the corpus.
func evalScale(env Env, args []string) error {
	fs := flag.NewFlagSet("eval scale", flag.ContinueOnError)
	corpus := fs.String("corpus", sharedpath.Path("datasets/mlanthology/corpus.jsonl.gz"), "corpus.jsonl(.gz) to import")
	nq := fs.Int("queries", 200, "number of searches to time")
	depth := fs.String("depth", domain.DepthStandard, "depth of the timed searches")
	data := fs.String("data", "", "data folder (default: a fresh temporary one)")
	bulk := fs.Bool("bulk", true, "open the index in bulk-load mode (no fsync per batch)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if *corpus == "" {
		return errors.New("eval scale: --corpus is required (the shared ML Anthology set was not found)")
	}
	ctx := context.Background()
	b, done, err := evalBackend(ctx, *data, *bulk)
	if err != nil {
		return err
	}
	defer done()
	var titles []string
	withAbstracts := 0
	cpu0 := cpuSeconds()
	n, took, err := importCorpus(ctx, env, b, *corpus, func(r bibio.Record) {
		if r.Abstract != nil && *r.Abstract != "" {
			withAbstracts++
		}
		if len(titles) < 20000 && len(r.Title) > 20 {
			titles = append(titles, r.Title)
		}
	})
	if err != nil {
		return err
	}
	out := evalScaleResult{Papers: n, WithAbstracts: withAbstracts, ImportS: took.Seconds(), ImportCPU: float64(int64((cpuSeconds()-cpu0)*100)) / 100}
	if len(titles) == 0 {
		return errors.New("eval scale: no titles to ask")
	}
	step := max(1, len(titles) / *nq)
	if err := b.Service.Credits.TopUp(service.OwnerContext(ctx), *nq*domain.SearchPrice[*depth]); err != nil {
		return err
	}
	var lat []float64
	for i := 0; i < len(titles) && len(lat) < *nq; i += step {
		ms, _, err := timedSearch(ctx, b, titles[i], *depth)
		if err != nil {
			return fmt.Errorf("query %q: %w", titles[i], err)
		}
		lat = append(lat, ms)
	}
	sort.Float64s(lat)
	out.Queries, out.P50, out.P95 = len(lat), beir.Percentile(lat, 50), beir.Percentile(lat, 95)
	out.PeakRSSMB = peakRSSMB()
	out.ImportS = float64(int64(out.ImportS*100+0.5)) / 100
	return json.NewEncoder(env.Stdout).Encode(out)
}

// peakRSSMB reads the process's peak resident set (VmHWM) from /proc; 0 where unavailable.
func peakRSSMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return float64(int64(kb/1024*10)) / 10
		}
	}
	return 0
}
