// Command pdfwords extracts every PDF of a folder into the scorer's JSON format
// and prints the extraction speed in pages per second.
//
//	go run ./backend/pdf/cmd/pdfwords [-workers N] [-cache DIR] PDFDIR OUTDIR
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"

	"carrel/backend/pdf"
)

func main() {
	workers := flag.Int("workers", 1, "PDFium instances")
	cache := flag.String("cache", filepath.Join(os.TempDir(), "carrel-wazero-cache"), "wazero compilation cache dir")
	stats := flag.Bool("stats", false, "print text-layer statistics per file")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: pdfwords [-workers N] [-cache DIR] PDFDIR OUTDIR")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), flag.Arg(1), *workers, *cache, *stats); err != nil {
		fmt.Fprintln(os.Stderr, err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func run(in, out string, workers int, cache string, stats bool) error {
	t0 := time.Now()
	x, err := pdf.NewExtractor(pdf.Options{Workers: workers, CacheDir: cache})
	if err != nil {
		return err
	}
	defer x.Close()
	fmt.Printf("extractor start: %.2fs\n", time.Since(t0).Seconds())
	files, _ := filepath.Glob(filepath.Join(in, "*.pdf"))
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var total time.Duration
	pages := 0
	cpu0 := cpuTime()
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		t := time.Now()
		doc, xerr := x.Extract(context.Background(), data)
		el := time.Since(t)
		jd := pdf.WordsJSON{Status: pdf.StatusOf(xerr)}
		if doc != nil {
			jd = pdf.ToWordsJSON(doc)
			jd.Status = pdf.StatusOf(xerr)
			if stats {
				fmt.Printf("  %-50s %+v\n", filepath.Base(f), pdf.Stats(doc))
			}
		}
		if xerr != nil {
			jd.Error = xerr.Error()
			jd.Pages = nil
		} else {
			pages += len(doc.Pages)
			total += el
		}
		jd.File, jd.Tool, jd.ElapsedMS = filepath.Base(f), "carrel", float64(el.Microseconds())/1000
		if c, err := pdf.Check(data); err == nil {
			jd.Encrypted = c.Encrypted
		}
		b, _ := json.Marshal(jd)
		name := strings.TrimSuffix(filepath.Base(f), ".pdf") + ".json"
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return err
		}
		fmt.Printf("%-50s %-15s %4d pages %8.1f ms %s\n", filepath.Base(f), jd.Status, len(jd.Pages), jd.ElapsedMS, jd.Error)
	}
	cpu := cpuTime() - cpu0
	fmt.Printf("speed: %d pages from ok docs in %.2fs wall => %.1f pages/s (%d worker); all %d files took %.2fs CPU => %.1f pages/CPU-s\n",
		pages, total.Seconds(), float64(pages)/total.Seconds(), workers, len(files), cpu.Seconds(), float64(pages)/cpu.Seconds())
	return nil
}
