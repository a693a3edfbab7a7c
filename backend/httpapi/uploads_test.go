package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"carrel/backend/app"
)

// zeroPDF streams a "PDF" of n bytes: a PDF header then zeros, generated on the fly.
type zeroPDF struct{ n, off int64 }

func (z *zeroPDF) Read(p []byte) (int, error) {
	if z.off >= z.n {
		return 0, io.EOF
	}
	k := min(int64(len(p)), z.n-z.off)
	clear(p[:k])
	if z.off == 0 {
		copy(p[:k], "%PDF-1.7\n")
	}
	z.off += k
	return int(k), nil
}

// streamUpload POSTs a multipart upload of size bytes without ever holding it; chunked says
// whether Content-Length is left out (the server must then stop reading by itself).
func (e *env) streamUpload(size int64, chunked bool) (int, []byte) {
	var prefix bytes.Buffer
	mw := multipart.NewWriter(&prefix)
	mw.WriteField("purpose", "document")
	mw.CreateFormFile("file", "big.pdf")
	suffix := "\r\n--" + mw.Boundary() + "--\r\n"
	body := io.MultiReader(bytes.NewReader(prefix.Bytes()), &zeroPDF{n: size}, strings.NewReader(suffix))
	if chunked {
		body = struct{ io.Reader }{body} // hides the length from the client
	}
	req, _ := http.NewRequest("POST", e.url+"/v1/files", body)
	req.Header.Set("Authorization", "Bearer "+e.keys["all"])
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if !chunked {
		req.ContentLength = int64(prefix.Len()) + size + int64(len(suffix))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

// TestStreamingUploads (issue 16 item 10): uploads stream to disk with the 100 MB cap enforced
// while reading, identical bytes are stored once, unused uploads expire after 24 h, and memory
// stays flat. Figures: go test ./backend/httpapi -run TestStreamingUploads -v
func TestStreamingUploads(t *testing.T) {
	var skew atomic.Int64 // the service clock runs this far ahead
	e := newEnv(t, func(o *app.Options) { o.Now = func() time.Time { return time.Now().Add(time.Duration(skew.Load())) } })
	dataDir := e.b.Service.Config().DataDir
	debug.FreeOSMemory()
	var bigIDs []string // the eight 99 MB uploads, created from below

	for _, chunked := range []bool{false, true} {
		t.Run(fmt.Sprintf("200 MB refused, chunked=%v", chunked), func(t *testing.T) {
			runtime.GC()
			debug.FreeOSMemory()
			before := rssNow()
			peak, stop := sampleRSS()
			start := time.Now()
			status, body := e.streamUpload(200<<20, chunked)
			stop()
			var eb struct{ Error struct{ Code string } }
			json.Unmarshal(body, &eb)
			if status != 400 || eb.Error.Code != "file_too_large" {
				t.Fatalf("status %d %s, want 400 file_too_large", status, body)
			}
			grow := peak() - before
			t.Logf("200 MB body (chunked=%v): 400 file_too_large in %s; RSS %d MB -> peak %d MB, growth %.1f MB",
				chunked, time.Since(start).Round(time.Millisecond), before>>20, peak()>>20, float64(grow)/(1<<20))
			if grow > 20<<20 {
				t.Errorf("RSS grew %d MB, over 20 MB", grow>>20)
			}
		})
	}

	t.Run("eight concurrent 99 MB uploads", func(t *testing.T) {
		runtime.GC()
		debug.FreeOSMemory()
		before := rssNow()
		peak, stop := sampleRSS()
		var wg sync.WaitGroup
		errs := make(chan string, 8)
		start := time.Now()
		var idMu sync.Mutex
		for range 8 {
			wg.Go(func() {
				status, body := e.streamUpload(99<<20, false)
				if status != 200 {
					errs <- fmt.Sprintf("%d %s", status, body)
					return
				}
				var f struct{ ID string }
				json.Unmarshal(body, &f)
				idMu.Lock()
				bigIDs = append(bigIDs, f.ID)
				idMu.Unlock()
			})
		}
		wg.Wait()
		stop()
		close(errs)
		for m := range errs {
			t.Error(m)
		}
		t.Logf("8 x 99 MB uploads in %s: RSS %d MB -> peak %d MB", time.Since(start).Round(time.Millisecond), before>>20, peak()>>20)
		if peak() > 400<<20 {
			t.Errorf("peak RSS %d MB, over 400 MB", peak()>>20)
		}
		// The eight uploads had the same bytes: stored once.
		ents, _ := os.ReadDir(filepath.Join(dataDir, "files"))
		if len(ents) != 1 {
			t.Errorf("%d stored files for eight identical uploads, want 1", len(ents))
		}
	})

	// Creating documents from those uploads reads each stored file whole for the check; the
	// service holds at most admitBudget (200 MB) of them at once, the rest wait their turn.
	t.Run("eight concurrent creates from 99 MB file ids", func(t *testing.T) {
		if len(bigIDs) != 8 {
			t.Skipf("the uploads subtest gave %d file ids", len(bigIDs))
		}
		runtime.GC()
		debug.FreeOSMemory()
		before := rssNow()
		peak, stop := sampleRSS()
		var wg sync.WaitGroup
		start := time.Now()
		for _, id := range bigIDs {
			wg.Go(func() {
				res, body := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: `{"file_id":"` + id + `"}`})
				if res.StatusCode != 422 || !strings.Contains(string(body), "document_unparseable") {
					t.Errorf("create from %s: %d %.200s (a PDF header then zeros is unparseable)", id, res.StatusCode, body)
				}
			})
		}
		wg.Wait()
		stop()
		t.Logf("8 x 99 MB creates from file ids in %s: RSS %d MB -> peak %d MB", time.Since(start).Round(time.Millisecond), before>>20, peak()>>20)
		if peak() > 400<<20 {
			t.Errorf("peak RSS %d MB, over 400 MB", peak()>>20)
		}
	})

	t.Run("same bytes twice: two file ids, one stored copy; unused files expire after 24 h", func(t *testing.T) {
		data := miniPDF(77)
		a, b := e.uploadFile(t, "all", "a.pdf", data), e.uploadFile(t, "all", "b.pdf", data)
		if a == b || a == "" {
			t.Fatalf("ids %q %q", a, b)
		}
		dir := filepath.Join(dataDir, "files")
		before, _ := os.ReadDir(dir)
		skew.Store(int64(25 * time.Hour))
		defer skew.Store(0)
		if _, err := e.b.Service.Files.DeleteExpired(t.Context()); err != nil {
			t.Fatal(err)
		}
		after, _ := os.ReadDir(dir)
		if len(after) != 0 {
			t.Errorf("%d files left after 25 h (had %d), want 0", len(after), len(before))
		}
		res, body := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": a})})
		if res.StatusCode != 404 {
			t.Errorf("document from an expired upload: %d %s, want 404", res.StatusCode, body)
		}
	})
}
