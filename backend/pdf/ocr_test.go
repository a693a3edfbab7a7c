package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// requireTesseract skips (or, under make test, fails) without Tesseract on PATH.
func requireTesseract(t testing.TB) {
	t.Helper()
	if Tesseract() == "" {
		shareddata.Missing(t, "tesseract not on PATH (Debian: tesseract-ocr tesseract-ocr-eng)")
	}
}

// TestOCRScans (issue 25): scanned PDFs (no text layer, a junk layer) are read by OCR through
// the worker processes and give words, text and the OCR record (the 12-page scanned paper is in
// TestScannedPaperMetadata).
func TestOCRScans(t *testing.T) {
	requireTesseract(t)
	x := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true, Parallel: ParseSlots()}})
	for _, c := range []struct {
		path string
		want []string // words the page must have
	}{
		{"testdata/pdfs/cermine_simple.pdf", []string{"Thin Film Cells", "Hydrogen incorporation"}},
		{"testdata/pdfs/pdfjs_scan-bad.pdf", []string{"pdf.js"}},
	} {
		data, err := os.ReadFile(shareddata.Require(t, c.path))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		var progress []int
		doc, err := x.Extract(WithProgress(context.Background(), func(page, pages int) { progress = append(progress, page) }), data)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		if doc.OCR == nil || len(doc.OCR.Pages) == 0 || len(doc.OCR.Unread) > 0 {
			t.Errorf("%s: OCR record %+v", c.path, doc.OCR)
			continue
		}
		if !slices.Equal(progress, doc.OCR.Pages) {
			t.Errorf("%s: progress reported pages %v, OCR read %v", c.path, progress, doc.OCR.Pages)
		}
		text := doc.Pages[doc.OCR.Pages[0]-1].Text
		t.Logf("%s: %d pages OCR'd in %s, mean confidence %.2f, progress %v; first page: %.200q",
			filepath.Base(c.path), len(doc.OCR.Pages), time.Since(start).Round(time.Millisecond), doc.OCR.MeanConfidence, progress, text)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q not in the OCR text", c.path, w)
			}
		}
	}
}

// TestOCRWithoutTesseract: with Tesseract hidden from PATH a scan fails as one without a text
// layer, saying which packages to install.
func TestOCRWithoutTesseract(t *testing.T) {
	data, err := os.ReadFile(shareddata.Require(t, "testdata/pdfs/cermine_simple.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", t.TempDir()) // the workers inherit it
	x := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true}})
	_, err = x.Extract(context.Background(), data)
	var oe *OCRError
	if !errors.Is(err, ErrNoTextLayer) || !errors.As(err, &oe) || !strings.Contains(Reason(err), "tesseract-ocr and tesseract-ocr-eng") {
		t.Fatalf("Extract: %v; want ErrNoTextLayer with the install hint", err)
	}
	t.Log(Reason(err))
}

// TestOCRProcessKilled: a Tesseract process killed mid-page fails the document with a message
// saying so, and no words come back.
func TestOCRProcessKilled(t *testing.T) {
	requireTesseract(t)
	data, err := os.ReadFile(shareddata.Require(t, "testdata/pdfs/cermine_simple.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	// A tesseract on PATH that records its process id and becomes the real one.
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	script := "#!/bin/sh\necho $$ > " + pidFile + "\nexec " + Tesseract() + " \"$@\"\n"
	if err := os.WriteFile(filepath.Join(dir, "tesseract"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	x := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true}})
	type result struct {
		doc *Doc
		err error
	}
	done := make(chan result, 1)
	go func() {
		doc, err := x.Extract(context.Background(), data)
		done <- result{doc, err}
	}()
	var pid int
	for deadline := time.Now().Add(time.Minute); pid == 0 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if b, err := os.ReadFile(pidFile); err == nil && len(b) > 1 {
			pid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
		}
	}
	if pid == 0 {
		t.Fatal("tesseract never started")
	}
	time.Sleep(200 * time.Millisecond) // mid-page
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatalf("kill %d: %v", pid, err)
	}
	r := <-done
	var oe *OCRError
	if r.doc != nil || !errors.As(r.err, &oe) || !strings.Contains(r.err.Error(), "killed") {
		t.Fatalf("Extract after the kill: doc %v, err %v; want no document and a message saying tesseract was killed", r.doc != nil, r.err)
	}
	t.Log(Reason(r.err))
}

// checkNoTextPageScanned fails when a page with a text layer of more than a stamp's letters was
// taken for a scan (doc extracted with OCR off, so such pages keep their own words).
func checkNoTextPageScanned(t *testing.T, doc *Doc) {
	t.Helper()
	if doc.OCR == nil {
		return
	}
	for _, n := range append(slices.Clone(doc.OCR.Pages), doc.OCR.Unread...) {
		if letters, junk := textLayer(&doc.Pages[n-1]); letters >= maxStampLetters && !junk {
			t.Errorf("page %d, with %d letters of text layer, taken for a scan", n, letters)
		}
	}
}

// TestOCRLanguagesCached: the installed languages are asked of Tesseract once per PATH, not on
// every Settings read, and asked again when PATH changes.
func TestOCRLanguagesCached(t *testing.T) {
	requireTesseract(t)
	t.Setenv("PATH", os.Getenv("PATH")+string(os.PathListSeparator)+t.TempDir()) // a PATH not seen yet
	runs := func() int {
		langCache.Lock()
		defer langCache.Unlock()
		return langCache.runs
	}
	before := runs()
	for range 3 {
		if l := OCRLanguages(); !slices.Contains(l, "eng") {
			t.Fatalf("languages %v, want eng among them", l)
		}
	}
	if n := runs() - before; n != 1 {
		t.Errorf("tesseract --list-langs ran %d times for 3 reads, want 1", n)
	}
	t.Setenv("PATH", t.TempDir())
	if l := OCRLanguages(); l != nil {
		t.Errorf("without tesseract on PATH: languages %v, want none", l)
	}
}
