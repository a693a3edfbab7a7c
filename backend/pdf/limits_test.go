package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/internal/pdfbomb"
	"carrel/backend/internal/shareddata"
)

// realPaper reads a realpdfs paper whose PDFium heap reaches about 63 MB, the most of the set.
func realPaper(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(shareddata.Require(t, "testdata/realpdfs"), "pdfs", "036.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func isolatedExtractor(t *testing.T, opts Options) *Extractor {
	t.Helper()
	if !Isolated() {
		t.Fatal("the test binary must serve parse workers (TestMain)")
	}
	opts.CacheDir = filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")
	x, err := NewExtractor(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(x.Close)
	return x
}

// TestRetryWithMachineCeiling: a real paper that passes a first ceiling too small for it is
// read on the retry with the machine's ceiling, and is not called a bomb on the way.
func TestRetryWithMachineCeiling(t *testing.T) {
	data := realPaper(t)
	x := isolatedExtractor(t, Options{MemoryLimit: workerOverhead + 40<<20})
	doc, err := x.Extract(context.Background(), data)
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	if got := x.workers.retries.Load(); got != 1 || len(doc.Pages) == 0 {
		t.Errorf("%d retries, %d pages; want 1 retry and the pages", got, len(doc.Pages))
	}
}

// TestFinalLimitNeverSaysBomb: when even the retry's ceiling is too small for a real paper, the
// failure names the ceiling and does not call the paper a bomb.
func TestFinalLimitNeverSaysBomb(t *testing.T) {
	data := realPaper(t)
	old := retryLimit
	retryLimit = func() int64 { return workerOverhead + 48<<20 }
	defer func() { retryLimit = old }()
	x := isolatedExtractor(t, Options{MemoryLimit: workerOverhead + 40<<20})
	_, err := x.Extract(context.Background(), data)
	var me *MemoryError
	if !errors.As(err, &me) || !errors.Is(err, ErrLimit) {
		t.Fatalf("Extract: %v, want a MemoryError", err)
	}
	msg := Reason(err)
	if !me.Final || me.Bomb != "" || strings.Contains(msg, "bomb") || !strings.Contains(msg, "memory limit of") {
		t.Errorf("final %v bomb %q, reason %q: want the final ceiling named and no bomb", me.Final, me.Bomb, msg)
	}
	t.Log(msg)
}

// TestBombsRefused: the pdfbomb fixtures fail within the first ceiling, the inflating one named
// as a bomb, without a retry. Worker peaks and times are logged (the 2 GB bomb and the service's
// memory are in httpapi's TestPDFBombs).
func TestBombsRefused(t *testing.T) {
	x := isolatedExtractor(t, Options{})
	for _, c := range []struct {
		name string
		data []byte
		bomb bool
		want error
	}{
		{"content stream inflating to 1 GB", pdfbomb.ContentBomb(1 << 30), true, ErrLimit},
		{"20000x20000 RGB image", pdfbomb.ImageBomb(20000), false, ErrNoTextLayer},
		{"objects nested 100000 deep", pdfbomb.DeepNesting(100000), false, ErrNoTextLayer},
	} {
		ResetPeakWorkerRSS()
		start := time.Now()
		_, err := x.Extract(context.Background(), c.data)
		took := time.Since(start)
		var me *MemoryError
		if !errors.Is(err, c.want) || errors.As(err, &me) != c.bomb || (c.bomb && me.Bomb == "") {
			t.Errorf("%s: %v, want %v (bomb %v)", c.name, err, c.want, c.bomb)
		}
		peak := PeakWorkerRSS()
		t.Logf("%s: %v in %s, worker peak %d MB", c.name, err, took.Round(time.Millisecond), peak>>20)
		if peak > rssLimitFor(FirstMemoryLimit, int64(len(c.data))) || took > 30*time.Second {
			t.Errorf("%s: worker peak %d MB in %s, over the first ceiling or 30 s", c.name, peak>>20, took)
		}
	}
	if n := x.workers.retries.Load(); n != 0 {
		t.Errorf("%d retries for bombs, want 0", n)
	}
}

// TestFindBomb: the bomb scan finds the inflating fixtures and nothing in real papers.
func TestFindBomb(t *testing.T) {
	if s := findBomb(pdfbomb.ContentBomb(bombBytes + 1<<20)); !strings.Contains(s, "inflates over") {
		t.Errorf("content bomb: %q", s)
	}
	for _, dir := range []string{"testdata/pdfs", "testdata/realpdfs/pdfs"} {
		files, _ := filepath.Glob(filepath.Join(shareddata.Require(t, dir), "*.pdf"))
		start := time.Now()
		defer func() {
			t.Logf("%s: %d files scanned in %s", dir, len(files), time.Since(start).Round(time.Millisecond))
		}()
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if s := findBomb(data); s != "" {
				t.Errorf("%s called a bomb: %s", filepath.Base(f), s)
			}
		}
	}
}

// TestIdleWorkersExit: a worker with no work for the idle timeout is stopped and reaped.
func TestIdleWorkersExit(t *testing.T) {
	x := isolatedExtractor(t, Options{IdleTimeout: 300 * time.Millisecond})
	if _, err := x.Extract(context.Background(), minimalPDF(0, "Idle workers go away after thirty seconds.", "A second line of plain text.")); err != nil {
		t.Fatal(err)
	}
	pids := x.workers.pids()
	if len(pids) != 1 {
		t.Fatalf("%d workers after a parse, want 1", len(pids))
	}
	time.Sleep(100 * time.Millisecond)
	if x.workers.running() != 1 {
		t.Fatal("the worker stopped before its idle timeout")
	}
	deadline := time.Now().Add(5 * time.Second)
	for x.workers.running() > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := x.workers.running(); n != 0 {
		t.Fatalf("%d workers still running after the idle timeout", n)
	}
	if err := syscall.Kill(pids[0], 0); err == nil {
		t.Errorf("worker %d still exists", pids[0])
	}
	// The next parse starts a worker again.
	if _, err := x.Extract(context.Background(), minimalPDF(0, "Back to work for the next document.", "A second line of plain text.")); err != nil {
		t.Fatal(err)
	}
}

// TestDefaultIdleTimeout: without an IdleTimeout, workers (parse and check pools) stop after 30 s.
func TestDefaultIdleTimeout(t *testing.T) {
	x := isolatedExtractor(t, Options{})
	if x.workers.idleTimeout != 30*time.Second || checkPool().idleTimeout != 30*time.Second {
		t.Errorf("idle timeouts %s, %s; want 30s", x.workers.idleTimeout, checkPool().idleTimeout)
	}
}
