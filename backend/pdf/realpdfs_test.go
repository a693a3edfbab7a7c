package pdf

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// refusedBefore are realpdfs papers the size-proportional ceiling (192 MB + 3x file) refused as
// decompression bombs in the service (issue 22): the largest worker peaks of the set.
var refusedBefore = []string{"011.pdf", "021.pdf", "032.pdf", "036.pdf", "037.pdf", "041.pdf", "067.pdf", "073.pdf"}

// TestRealPDFsParse (issue 22): every realpdfs paper with a text layer passes Check and Extract
// through the worker processes the app uses, none refused (all 88 take about 20 s on two busy
// cores); with -short only the papers the old ceiling refused are read:
//
//	go test ./backend/pdf -run TestRealPDFsParse -v
func TestRealPDFsParse(t *testing.T) {
	if !Isolated() {
		t.Fatal("the test binary must serve parse workers (TestMain)")
	}
	dir := shareddata.Require(t, "testdata/realpdfs")
	f, err := os.Open(filepath.Join(dir, "truth.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var files []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var row struct {
			File      string `json:"file"`
			TextLayer bool   `json:"text_layer"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		if row.TextLayer && (!testing.Short() || slices.Contains(refusedBefore, row.File)) {
			files = append(files, row.File)
		}
	}
	if len(files) == 0 {
		t.Fatal("no text-layer papers in truth.jsonl")
	}
	x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	var pages int
	var most int64
	start := time.Now()
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join(dir, "pdfs", name))
		if err != nil {
			t.Fatal(err)
		}
		ResetPeakWorkerRSS()
		if _, err := Check(data); err != nil {
			t.Errorf("%s: Check: %v", name, err)
			continue
		}
		doc, err := x.Extract(context.Background(), data)
		if err != nil {
			t.Errorf("%s (%s): refused: %v", name, sizeText(int64(len(data))), err)
			continue
		}
		checkNoTextPageScanned(t, doc)
		pages += len(doc.Pages)
		most = max(most, PeakWorkerRSS())
	}
	t.Logf("%d papers, %d pages parsed in %s; largest worker peak %d MB; %d retries with the machine's ceiling",
		len(files), pages, time.Since(start).Round(time.Millisecond), most>>20, x.workers.retries.Load())
}
