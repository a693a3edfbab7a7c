// Command ireval measures the index's ranking on a BEIR folder (SciFact by
// default): nDCG@10, recall@100 and query latency per depth and split.
//
//	go run ./backend/index/cmd/ireval [-data DIR] [-splits train,test]
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"carrel/backend/index"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/sharedpath"
)

func main() {
	data := flag.String("data", "", "BEIR folder (default: shared datasets/scifact)")
	splits := flag.String("splits", "train,test", "qrels splits to evaluate, in order")
	depthList := flag.String("depths", "standard,high_quality,deep_review", "depths to evaluate")
	flag.Parse()
	if *data == "" {
		*data = sharedpath.Path("datasets/scifact")
	}
	if *data == "" {
		log.Fatal("ireval: no dataset; pass -data or set CARREL_SHARED")
	}
	dir, err := os.MkdirTemp("", "ireval-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ix, err := index.Open(dir, index.Options{BulkLoad: true})
	if err != nil {
		log.Fatal(err)
	}
	defer ix.Close()
	start := time.Now()
	var batch []index.PaperDoc
	flush := func() error { err := ix.IndexPapers(batch); batch = batch[:0]; return err }
	err = beir.EachDoc(*data, func(d beir.Doc) error {
		batch = append(batch, index.PaperDoc{ID: d.ID, Title: d.Title, Abstract: d.Text, Authors: d.Authors, Venue: d.Venue, Year: d.Year, DOI: d.DOI})
		if len(batch) == 1000 {
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
	n, _, _ := ix.Count()
	fmt.Printf("indexed %d docs from %s in %.1fs\n", n, *data, time.Since(start).Seconds())
	queries, err := beir.Queries(*data)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%-6s %-13s %7s %8s %10s %7s %7s\n", "split", "depth", "queries", "nDCG@10", "recall@100", "p50ms", "p95ms")
	for _, split := range strings.Split(*splits, ",") {
		qrels, err := beir.LoadQrels(*data, split)
		if err != nil {
			log.Fatal(err)
		}
		for _, depth := range strings.Split(*depthList, ",") {
			res, err := beir.Run(queries, qrels, func(text string) ([]string, error) {
				hits, err := ix.SearchPapers(context.Background(), index.Query{Text: text, Depth: depth, Limit: 100})
				ids := make([]string, len(hits))
				for i, h := range hits {
					ids[i] = h.PaperID
				}
				return ids, err
			})
			if err != nil {
				log.Fatal(err)
			}
			fmt.Printf("%-6s %-13s %7d %8.4f %10.4f %7.1f %7.1f\n", split, depth, res.Queries, res.NDCG10, res.Rec100, res.P50ms, res.P95ms)
		}
	}
}
