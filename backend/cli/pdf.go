package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"carrel/backend/pdf"
)

func pdfCmd(env Env, args []string) error {
	if len(args) == 0 || args[0] != "words" {
		return errors.New("usage: carrel pdf words [--cache DIR] FILE...")
	}
	fs := flag.NewFlagSet("pdf words", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	cache := fs.String("cache", filepath.Join(os.TempDir(), "carrel-wazero"), "compiled WebAssembly cache folder")
	outDir := fs.String("o", "", "write one FILE.json per PDF into this folder instead of JSON lines on stdout")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("usage: carrel pdf words [--cache DIR] FILE...")
	}
	x, err := pdf.NewExtractor(pdf.Options{Workers: 1, CacheDir: *cache})
	if err != nil {
		return err
	}
	defer x.Close()
	for _, path := range fs.Args() {
		if err := printWords(env, x, path, *outDir); err != nil {
			return err
		}
	}
	return nil
}

// printWords writes one document's word JSON (the pdf-scorer format); a PDF that cannot be
// extracted is still written, with its status and error, as the scorer expects.
func printWords(env Env, x *pdf.Extractor, path, outDir string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	start := time.Now()
	doc, xerr := x.Extract(context.Background(), data)
	elapsed := float64(time.Since(start).Microseconds()) / 1000
	var out pdf.WordsJSON
	if xerr != nil {
		fmt.Fprintf(env.Stderr, "carrel: %s: %v\n", path, xerr)
		out = pdf.WordsJSON{Tool: "carrel", Status: pdf.StatusOf(xerr), Error: xerr.Error()}
	} else {
		out = pdf.ToWordsJSON(doc)
	}
	out.File, out.ElapsedMS = filepath.Base(path), elapsed
	w := env.Stdout
	if outDir != "" {
		f, err := os.Create(filepath.Join(outDir, filepath.Base(path)+".json"))
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	return json.NewEncoder(w).Encode(out)
}
