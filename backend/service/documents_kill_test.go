package service_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store"
)

// killBatch is what the child ingests: generated papers of 8 to 27 pages, plus (when the shared
// set is present) a scan without text, whose failure must be refunded exactly once.
func killBatch() map[string][]byte {
	files := map[string][]byte{}
	for i := 0; i < 20; i++ {
		files[fmt.Sprintf("kill-%02d.pdf", i)] = docMakePDF(500+i, 8+i)
	}
	if dir := shareddata.Path("testdata/pdfs"); dir != "" {
		if data, err := os.ReadFile(filepath.Join(dir, "pdfjs_scan-bad.pdf")); err == nil {
			files["kill-19.pdf"] = data
		}
	}
	return files
}

// TestDocumentsChildProcess is the process TestDocumentsResumeAfterSIGKILL kills; not a test on its own.
func TestDocumentsChildProcess(t *testing.T) {
	dir := os.Getenv("CARREL_DOCS_CHILD_DIR")
	if dir == "" {
		t.Skip("helper process for TestDocumentsResumeAfterSIGKILL")
	}
	b := docOpen(t, filepath.Join(dir, "data"))
	var ids []string
	for name, data := range killBatch() {
		res, err := b.Service.Documents.CreateFromBytes(docOwner, name, data, nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.Document.ID)
	}
	if err := os.WriteFile(filepath.Join(dir, "accepted"), []byte(strings.Join(ids, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Hour) // parsing goes on until the parent kills us
}

// TestDocumentsResumeAfterSIGKILL kills a real process while it parses 20 accepted documents;
// after a restart every one reaches a terminal state and the ledger holds exactly one charge per
// document (and its refund when it failed).
func TestDocumentsResumeAfterSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns and kills a child process")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestDocumentsChildProcess$", "-test.v")
	cmd.Env = append(os.Environ(), "CARREL_DOCS_CHILD_DIR="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	var ids []string
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "accepted")); err == nil && len(b) > 0 {
			ids = strings.Split(string(b), "\n")
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("child never accepted the documents")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Kill once a few documents are through, so the kill lands in the middle of the batch.
	if st, err := store.Open(filepath.Join(dir, "data")); err == nil {
		for time.Now().Before(deadline) {
			done := 0
			for _, id := range ids {
				if d, err := st.R().Document(context.Background(), id); err == nil && docTerminal(d.Status) {
					done++
				}
			}
			if done >= 3 {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		st.Close()
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	b := docOpen(t, filepath.Join(dir, "data"))
	defer b.Close()
	ctx := context.Background()
	unfinished := 0
	for _, id := range ids {
		if d, err := b.Service.Documents.Get(docOwner, id); err != nil {
			t.Fatal(err)
		} else if !docTerminal(d.Status) {
			unfinished++
		}
	}
	t.Logf("%d of %d documents unfinished right after the kill", unfinished, len(ids))
	if unfinished == 0 {
		t.Fatal("every document finished before the kill; the test proves nothing")
	}
	docs := map[string]domain.Document{}
	docWait(t, 5*time.Minute, "documents to finish after restart", func() (bool, string) {
		n := 0
		for _, id := range ids {
			d, _ := b.Service.Documents.Get(docOwner, id)
			docs[id] = d
			if docTerminal(d.Status) {
				n++
			}
		}
		return n == len(ids), fmt.Sprintf("%d of %d terminal", n, len(ids))
	})
	if all := docAll(t, b.Service); len(all) != len(ids) {
		t.Fatalf("%d documents exist, %d were accepted", len(all), len(ids))
	}
	want := 0
	for id, d := range docs {
		charged, err := b.Store.R().ChargedFor(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case d.Status == domain.StatusSucceeded && charged != service.Credits(*d.PageCount):
			t.Errorf("%s (%s): succeeded with %d pages, charged %d", id, d.Filename, *d.PageCount, charged)
		case d.Status == domain.StatusFailed && charged != 0:
			t.Errorf("%s (%s): failed, %d credits still charged", id, d.Filename, charged)
		}
		if d.Status == domain.StatusSucceeded {
			want += service.Credits(*d.PageCount)
		}
	}
	today := time.Now().UTC().Format("2006-01-02")
	if used, _ := b.Store.R().Consumed(ctx, "live", today, today); used != want {
		t.Errorf("live pool consumed %d credits, the succeeded documents cost %d", used, want)
	}
}
