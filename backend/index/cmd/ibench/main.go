// Command ibench measures indexing throughput, query latency and memory at
// scale on the ML Anthology corpus (156k papers):
//
//	go run ./backend/index/cmd/ibench [-data DIR] [-batch 2000] [-queries 200]
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"carrel/backend/index"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/sharedpath"
)

func main() {
	data := flag.String("data", "", "folder with corpus.jsonl.gz (default: shared datasets/mlanthology)")
	batchSize := flag.Int("batch", 2000, "papers per IndexPapers call")
	nq := flag.Int("queries", 200, "queries to time (titles of every n-th paper)")
	flag.Parse()
	if *data == "" {
		*data = sharedpath.Path("datasets/mlanthology")
	}
	if *data == "" {
		log.Fatal("ibench: no dataset; pass -data or set CARREL_SHARED")
	}
	dir, err := os.MkdirTemp("", "ibench-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ix, err := index.Open(dir, index.Options{BulkLoad: true})
	if err != nil {
		log.Fatal(err)
	}
	defer ix.Close()

	var titles []string
	var batch []index.PaperDoc
	var indexTime time.Duration
	flush := func() error {
		t := time.Now()
		err := ix.IndexPapers(batch)
		indexTime += time.Since(t)
		batch = batch[:0]
		return err
	}
	start := time.Now()
	n := 0
	err = beir.EachDoc(*data, func(d beir.Doc) error {
		n++
		if n%800 == 0 {
			titles = append(titles, d.Title)
		}
		batch = append(batch, index.PaperDoc{ID: d.ID, Title: d.Title, Abstract: d.Text, Authors: d.Authors, Venue: d.Venue, Year: d.Year, DOI: d.DOI, PublicationType: "conference_paper"})
		if len(batch) == *batchSize {
			return flush()
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	if err != nil {
		log.Fatal(err)
	}
	wall := time.Since(start)
	count, _, _ := ix.Count()
	fmt.Printf("indexed %d papers: wall %.1fs (IndexPapers calls %.1fs, %.0f papers/s), batch %d\n",
		count, wall.Seconds(), indexTime.Seconds(), float64(count)/indexTime.Seconds(), *batchSize)
	fmt.Printf("process CPU time so far %s (the machine is shared: wall time includes waiting for a core)\n", cpuTime())
	fmt.Printf("after indexing: %s\n", rss())
	// The service's indexer hands freed heap back to the OS after a bulk
	// import (backend/service/indexer.go); do the same before timing queries.
	debug.FreeOSMemory()
	fmt.Printf("after returning freed memory: %s\n", rss())
	fmt.Printf("index size on disk %.0f MB\n", float64(dirSize(dir))/1e6)
	if len(titles) > *nq {
		titles = titles[:*nq]
	}
	for _, depth := range []string{index.DepthStandard, index.DepthHighQuality, index.DepthDeepReview} {
		lat := make([]float64, 0, len(titles))
		for _, t := range titles {
			q := time.Now()
			if _, err := ix.SearchPapers(context.Background(), index.Query{Text: t, Depth: depth, Limit: 20}); err != nil {
				log.Fatal(err)
			}
			lat = append(lat, float64(time.Since(q).Microseconds())/1000)
		}
		fmt.Printf("%-13s %d queries: p50 %.1f ms, p95 %.1f ms; %s\n", depth, len(lat), beir.Percentile(lat, 50), beir.Percentile(lat, 95), rss())
	}
	lat := []float64{}
	for _, t := range titles {
		q := time.Now()
		if _, err := ix.SearchPapers(context.Background(), index.Query{Text: t, Filters: index.Filters{YearFrom: 2020, Venue: []string{"neurips", "icml"}}, Limit: 20}); err != nil {
			log.Fatal(err)
		}
		lat = append(lat, float64(time.Since(q).Microseconds())/1000)
	}
	fmt.Printf("standard+filters (year>=2020, venue in neurips,icml): p50 %.1f ms, p95 %.1f ms\n", beir.Percentile(lat, 50), beir.Percentile(lat, 95))
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("Go heap in use %.0f MB, sys %.0f MB; %s\n", float64(ms.HeapInuse)/1e6, float64(ms.Sys)/1e6, rss())
}

// cpuTime is the user+system CPU time of the process.
func cpuTime() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "unavailable"
	}
	u := time.Duration(ru.Utime.Nano())
	s := time.Duration(ru.Stime.Nano())
	return fmt.Sprintf("user %.1fs + sys %.1fs", u.Seconds(), s.Seconds())
}

// rss reads the process's resident and peak resident memory from /proc (Linux).
func rss() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "RSS unavailable"
	}
	var parts []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS") || strings.HasPrefix(l, "VmHWM") || strings.HasPrefix(l, "RssAnon") || strings.HasPrefix(l, "RssFile") {
			parts = append(parts, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(parts, ", ")
}

func dirSize(dir string) int64 {
	var n int64
	filepath.Walk(dir, func(_ string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() {
			n += fi.Size()
		}
		return nil
	})
	return n
}
