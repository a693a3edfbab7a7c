package service_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// fastWatch shortens the watcher's timings: writers pause 500 ms between chunks, well under Stable.
var fastWatch = app.WatchOptions{Stable: 1500 * time.Millisecond, Rescan: 2 * time.Second, Tick: 100 * time.Millisecond}

// writeSlowly writes data to path in chunks spread over total, the way a download or a copy
// across the network does; a temporary name (if any) is renamed to path at the end.
func writeSlowly(path, tmpName string, data []byte, chunks int, total time.Duration) error {
	target := path
	if tmpName != "" {
		target = filepath.Join(filepath.Dir(path), tmpName)
	}
	f, err := os.Create(target)
	if err != nil {
		return err
	}
	step := (len(data) + chunks - 1) / chunks
	for off := 0; off < len(data); off += step {
		if _, err := f.Write(data[off:min(off+step, len(data))]); err != nil {
			f.Close()
			return err
		}
		time.Sleep(total / time.Duration(chunks))
	}
	if err := f.Close(); err != nil {
		return err
	}
	if tmpName != "" {
		return os.Rename(target, path)
	}
	return nil
}

// watchOutcome waits until every expected file has a settled outcome and every document is terminal.
func watchOutcome(t *testing.T, svc *service.Service, want int) service.WatchStatus {
	t.Helper()
	var st service.WatchStatus
	docWait(t, 4*time.Minute, "watched files to settle", func() (bool, string) {
		var err error
		st, err = svc.Documents.WatchStatus(docOwner)
		if err != nil {
			t.Fatal(err)
		}
		settled := 0
		for _, f := range st.Files {
			if f.Status != "pending" {
				settled++
			}
		}
		return settled >= want && len(st.Files) >= want, fmt.Sprintf("%d of %d settled", settled, want)
	})
	return st
}

func countStatuses(st service.WatchStatus) map[string]int {
	n := map[string]int{}
	for _, f := range st.Files {
		n[f.Status]++
	}
	return n
}

// TestWatchedFolder: 200 PDFs written in chunks over 3 s each (some under temporary names renamed
// at the end, a quarter in a nested folder) plus 50 byte-identical copies give exactly one
// document per unique PDF, none parsed half-written, originals untouched; then 20 files added while
// the app is closed are imported at the next start and nothing is imported twice.
func TestWatchedFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 270 files over several seconds")
	}
	dataDir := t.TempDir()
	watchDir := filepath.Join(t.TempDir(), "Inbox")
	for _, d := range []string{"nested/deeper", "copies"} {
		if err := os.MkdirAll(filepath.Join(watchDir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	b := docOpen(t, dataDir)
	if err := b.StartWatch(app.WithWatchOptions(context.Background(), fastWatch), watchDir); err != nil {
		t.Fatal(err)
	}
	written := map[string][]byte{} // rel path -> bytes
	pages := map[string]int{}      // file name -> pages
	type job struct{ rel, tmp string }
	var jobs []job
	for i := 0; i < 200; i++ {
		rel := fmt.Sprintf("paper-%03d.pdf", i)
		if i%4 == 0 {
			rel = "nested/deeper/" + rel
		}
		written[rel] = docMakePDF(i, 1+i%3)
		pages[filepath.Base(rel)] = 1 + i%3
		tmp := ""
		switch i % 10 {
		case 1:
			tmp = filepath.Base(rel) + ".part"
		case 2:
			tmp = filepath.Base(rel) + ".crdownload"
		case 3:
			tmp = "~$" + filepath.Base(rel)
		}
		jobs = append(jobs, job{rel, tmp})
	}
	for k := 0; k < 50; k++ {
		orig := fmt.Sprintf("paper-%03d.pdf", k*4+1)
		rel := fmt.Sprintf("copies/copy-of-%03d.pdf", k*4+1)
		written[rel] = written[orig]
		pages[filepath.Base(rel)] = pages[orig]
		jobs = append(jobs, job{rel, ""})
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(jobs))
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- writeSlowly(filepath.Join(watchDir, j.rel), j.tmp, written[j.rel], 6, 3*time.Second)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	st := watchOutcome(t, b.Service, 250)
	docWait(t, 4*time.Minute, "documents to finish", func() (bool, string) {
		docs := docAll(t, b.Service)
		n := 0
		for _, d := range docs {
			if docTerminal(d.Status) {
				n++
			}
		}
		return n == len(docs), fmt.Sprintf("%d of %d terminal", n, len(docs))
	})
	docs := docAll(t, b.Service)
	counts := countStatuses(st)
	t.Logf("watch outcomes: %v; documents: %d", counts, len(docs))
	if len(docs) != 200 || counts["imported"] != 200 || counts["duplicate"] != 50 || len(st.Files) != 250 {
		t.Fatalf("want 200 documents, 200 imported and 50 duplicates; got %d documents, outcomes %v over %d files", len(docs), counts, len(st.Files))
	}
	checkWatchedDocs(t, b, docs, pages, st)
	for rel, data := range written {
		got, err := os.ReadFile(filepath.Join(watchDir, rel))
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("original %s changed (err %v)", rel, err)
		}
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}

	// Twenty files arrive while the app is closed.
	for i := 200; i < 220; i++ {
		rel := fmt.Sprintf("nested/later-%03d.pdf", i)
		written[rel] = docMakePDF(i, 1)
		if err := os.WriteFile(filepath.Join(watchDir, rel), written[rel], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b = docOpen(t, dataDir)
	defer b.Close()
	if err := b.StartWatch(app.WithWatchOptions(context.Background(), fastWatch), watchDir); err != nil {
		t.Fatal(err)
	}
	st = watchOutcome(t, b.Service, 270)
	docWait(t, 3*time.Minute, "documents after restart", func() (bool, string) {
		docs = docAll(t, b.Service)
		n := 0
		for _, d := range docs {
			if d.Status == domain.StatusSucceeded {
				n++
			}
		}
		return n == 220, fmt.Sprintf("%d of %d succeeded", n, len(docs))
	})
	// Give the start-up scan and a rescan time to (wrongly) import anything twice.
	time.Sleep(2 * fastWatch.Rescan)
	if docs = docAll(t, b.Service); len(docs) != 220 {
		t.Fatalf("after restart: %d documents, want 220", len(docs))
	}
	counts = countStatuses(st)
	if counts["imported"] != 220 || counts["duplicate"] != 50 {
		t.Fatalf("after restart: outcomes %v, want 220 imported and 50 duplicates", counts)
	}
}

// checkWatchedDocs: every document succeeded with the page count it was written with (a parse of
// a half-written file would have failed or produced a second document), is filed in the folder's
// library, was charged once, and every duplicate names the document of its original.
func checkWatchedDocs(t *testing.T, b *app.Backend, docs []domain.Document, pages map[string]int, st service.WatchStatus) {
	t.Helper()
	lib, err := b.Store.R().LibraryByName(context.Background(), "Inbox")
	if err != nil {
		t.Fatalf("library named after the folder: %v", err)
	}
	byID := map[string]domain.Document{}
	for _, d := range docs {
		byID[d.ID] = d
		if d.Status != domain.StatusSucceeded || d.PageCount == nil || *d.PageCount != pages[d.Filename] {
			t.Errorf("%s (%s): status %s, pages %v, want succeeded with %d", d.ID, d.Filename, d.Status, d.PageCount, pages[d.Filename])
			continue
		}
		if d.LibraryID == nil || *d.LibraryID != lib.ID {
			t.Errorf("%s not filed in library Inbox", d.ID)
		}
		if n, _ := b.Store.R().ChargedFor(context.Background(), d.ID); n != service.Credits(*d.PageCount) {
			t.Errorf("%s charged %d, want %d", d.ID, n, service.Credits(*d.PageCount))
		}
	}
	// An original and its copy are written at the same time: either may become the document,
	// the other must name it.
	num := func(name string) string { return strings.TrimSuffix(name[len(name)-7:], ".pdf") }
	for _, f := range st.Files {
		if f.Status != "duplicate" {
			continue
		}
		if f.DuplicateOf == nil {
			t.Errorf("%s: duplicate without duplicate_of", f.Path)
			continue
		}
		d, ok := byID[*f.DuplicateOf]
		if !ok || num(d.Filename) != num(filepath.Base(f.Path)) || d.Filename == filepath.Base(f.Path) {
			t.Errorf("%s: duplicate_of %s (%s), want the document of its twin", f.Path, *f.DuplicateOf, d.Filename)
		}
	}
}
