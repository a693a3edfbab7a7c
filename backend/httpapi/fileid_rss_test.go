package httpapi_test

import (
	"bufio"
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
	"testing"

	"carrel/backend/domain"
)

// writeBigPDF writes a valid one-page PDF of about size bytes to path (an unreferenced filler
// stream makes up the size) without holding it in memory.
func writeBigPDF(t *testing.T, path string, size int) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	off := 0
	var offsets []int
	put := func(s string) { n, _ := w.WriteString(s); off += n }
	obj := func(body string) {
		offsets = append(offsets, off)
		put(fmt.Sprintf("%d 0 obj\n%s\nendobj\n", len(offsets), body))
	}
	put("%PDF-1.4\n")
	content := "BT /F1 12 Tf 72 720 Td (A large upload of filler text) Tj ET"
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>")
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content))
	filler := size - 2048
	offsets = append(offsets, off)
	put(fmt.Sprintf("5 0 obj\n<< /Length %d >>\nstream\n", filler))
	line := strings.Repeat("x", 1023) + "\n"
	for left := filler; left > 0; left -= len(line) {
		put(line[:min(left, len(line))])
	}
	put("\nendstream\nendobj\n")
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
	xref := off
	put(fmt.Sprintf("xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1))
	for _, o := range offsets {
		put(fmt.Sprintf("%010d 00000 n \n", o))
	}
	put(fmt.Sprintf("trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref))
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// TestFileIDCreateRSS (issue 16 item 10): creating a document from a 99 MB upload (file_id)
// reads the stored file from disk in pieces: this process's RSS grows by well under the file's
// size. Figures: go test ./backend/httpapi -run TestFileIDCreateRSS -v
func TestFileIDCreateRSS(t *testing.T) {
	e := newEnv(t)
	path := filepath.Join(t.TempDir(), "big.pdf")
	const size = 99 << 20
	writeBigPDF(t, path, size)
	// Upload streamed from disk, so the client side adds nothing to the figure.
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		mw.WriteField("purpose", "document")
		part, _ := mw.CreateFormFile("file", "big.pdf")
		f, err := os.Open(path)
		if err == nil {
			io.Copy(part, f)
			f.Close()
		}
		mw.Close()
		pw.CloseWithError(err)
	}()
	req, _ := http.NewRequest("POST", e.url+"/v1/files", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+e.keys["all"])
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	var file domain.File
	if res.StatusCode != 200 || json.Unmarshal(body, &file) != nil || file.ID == "" {
		t.Fatalf("upload: %d %s", res.StatusCode, body)
	}
	runtime.GC()
	debug.FreeOSMemory()
	before := rssNow()
	peak, stop := sampleRSS()
	cres, cbody := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": file.ID})})
	stop()
	if cres.StatusCode != 202 {
		t.Fatalf("create: %d %s", cres.StatusCode, cbody)
	}
	grew := peak() - before
	t.Logf("file_id create of a %d MB upload: RSS %d MB before, peak %d MB, grew %d MB", size>>20, before>>20, peak()>>20, grew>>20)
	if grew > 40<<20 {
		t.Errorf("RSS grew %d MB creating from a %d MB file_id", grew>>20, size>>20)
	}
}
