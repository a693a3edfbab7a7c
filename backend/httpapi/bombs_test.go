package httpapi_test

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/pdfbomb"
	"carrel/backend/pdf"
)

// rssNow is this process's resident set in bytes.
func rssNow() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	n, _ := strconv.ParseInt(f[1], 10, 64)
	return n * int64(os.Getpagesize())
}

// sampleRSS records the peak RSS of this process every 5 ms until stop is called.
func sampleRSS() (peak func() int64, stop func()) {
	var p atomic.Int64
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			if r := rssNow(); r > p.Load() {
				p.Store(r)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return p.Load, func() { close(done) }
}

// TestPDFBombs (issue 16 item 9): hostile PDFs uploaded over HTTP end failed with a clear code
// and message within 30 s, and neither the service process nor its
// parse worker grows past 300 MB. Figures are logged: go test ./backend/httpapi -run TestPDFBombs -v
func TestPDFBombs(t *testing.T) {
	if !pdf.Isolated() {
		t.Fatal("the test binary must serve parse workers (TestMain)")
	}
	e := newEnv(t)
	e.b.Runner.SetPoll(50 * time.Millisecond)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		data    []byte
		status  int    // of POST /v1/documents
		code    string // error code: of the failed document (202) or of the refusal
		message string // part of the message saying why
	}{
		{"content stream inflating to 1 GB", pdfbomb.ContentBomb(1 << 30), 202, "file_not_parseable", "memory"},
		{"content stream inflating to 2 GB", pdfbomb.ContentBomb(2 << 30), 202, "file_not_parseable", "memory"},
		{"20000x20000 RGB image (1.2 GB of samples)", pdfbomb.ImageBomb(20000), 202, "file_not_parseable", "text layer"},
		{"objects nested 100000 deep", pdfbomb.DeepNesting(100000), 202, "file_not_parseable", "text layer"},
		{"page tree of 10^6 pages", pdfbomb.ManyPages(1000), 202, "file_not_parseable", "1000000 pages"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pdf.ResetPeakWorkerRSS()
			before := rssNow()
			peak, stop := sampleRSS()
			start := time.Now()
			id := e.uploadFile(t, "all", "bomb.pdf", c.data)
			res, body := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": id})})
			if res.StatusCode != c.status {
				stop()
				t.Fatalf("create: %d %s, want %d", res.StatusCode, body, c.status)
			}
			var code, msg string
			if c.status == 202 {
				var d domain.Document
				json.Unmarshal(body, &d)
				if res.Header.Get("X-Credits-Cost") == "" {
					t.Error("no X-Credits-Cost")
				}
				for time.Since(start) < 30*time.Second {
					_, b := e.do(scenario{method: "GET", path: "/v1/documents/" + d.ID, key: "all"})
					json.Unmarshal(b, &d)
					if d.Status == domain.StatusFailed || d.Status == domain.StatusSucceeded {
						break
					}
					time.Sleep(50 * time.Millisecond)
				}
				if d.Status != domain.StatusFailed || d.Error == nil {
					stop()
					t.Fatalf("document %s after %s, want failed", d.Status, time.Since(start))
				}
				code, msg = d.Error.Code, d.Error.Message
			} else {
				var eb struct {
					Error struct{ Code, Message string }
				}
				json.Unmarshal(body, &eb)
				code, msg = eb.Error.Code, eb.Error.Message
			}
			took := time.Since(start)
			stop()
			if code != c.code || !strings.Contains(msg, c.message) {
				t.Errorf("code %q message %q, want %q mentioning %q", code, msg, c.code, c.message)
			}
			srv, wk := peak(), pdf.PeakWorkerRSS()
			t.Logf("%d KB file: %s in %s, %q; service RSS %d MB (was %d MB), worker peak %d MB, sum %d MB",
				len(c.data)>>10, code, took.Round(time.Millisecond), msg, srv>>20, before>>20, wk>>20, (srv+wk)>>20)
			if took > 30*time.Second {
				t.Errorf("took %s, over 30 s", took)
			}
			if srv+wk > 300<<20 {
				t.Errorf("service %d MB + worker %d MB > 300 MB", srv>>20, wk>>20)
			}
		})
	}
}
