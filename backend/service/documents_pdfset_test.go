package service_test

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

// manifestFile is one row of shared/testdata/pdfs/MANIFEST.tsv.
type manifestFile struct {
	name, kind, note string
	pages            int // 0 when the manifest gives none
}

func readPDFManifest(t *testing.T, dir string) []manifestFile {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []manifestFile
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 4 || c[0] == "filename" {
			continue
		}
		m := manifestFile{name: c[0], kind: c[3]}
		m.pages, _ = strconv.Atoi(c[2])
		if len(c) > 5 {
			m.note = c[5]
		}
		out = append(out, m)
	}
	return out
}

// expectedOutcome is how a manifest kind must end through the watched folder: succeeded, or
// failed with the spec's code. Owner-password-only files open without a password and succeed;
// scans, and garbled text layers, are read by OCR where Tesseract is installed (issue 25).
func expectedOutcome(m manifestFile) (status, code string) {
	switch {
	case strings.HasPrefix(m.kind, "scholarly"), m.kind == "scanned-ocr":
		return domain.StatusSucceeded, ""
	case (m.kind == "scanned" || m.kind == "garbled-text") && pdf.Tesseract() != "":
		return domain.StatusSucceeded, ""
	case m.kind == "encrypted" && strings.Contains(m.note, "empty user password"):
		return domain.StatusSucceeded, ""
	case m.kind == "encrypted":
		return domain.StatusFailed, "file_encrypted"
	case m.kind == "other":
		return domain.StatusFailed, "file_unsupported_type"
	}
	return domain.StatusFailed, "file_not_parseable" // scanned, garbled-text, corrupt
}

// TestWatchedFolderPDFSet drops every file of the shared PDF set into the watched folder: each
// ends as its MANIFEST kind says (failed ones with the spec's code, never raised), with the
// manifest's page count, and a failed parse is refunded.
func TestWatchedFolderPDFSet(t *testing.T) {
	src := shareddata.Require(t, "testdata/pdfs")
	files := readPDFManifest(t, src)
	watchDir := filepath.Join(t.TempDir(), "Dropbox Papers")
	if err := os.MkdirAll(watchDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, m := range files {
		data, err := os.ReadFile(filepath.Join(src, m.name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(watchDir, m.name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := docOpen(t, t.TempDir())
	defer b.Close()
	start := time.Now()
	if err := b.StartWatch(app.WithWatchOptions(context.Background(), app.WatchOptions{Stable: 200 * time.Millisecond, Rescan: time.Second}), watchDir); err != nil {
		t.Fatal(err)
	}
	st := watchOutcome(t, b.Service, len(files))
	byName := map[string]domain.Document{}
	docWait(t, 10*time.Minute, "parses to finish", func() (bool, string) {
		docs := docAll(t, b.Service)
		n := 0
		for _, d := range docs {
			byName[d.Filename] = d
			if docTerminal(d.Status) {
				n++
			}
		}
		return n == len(docs) && len(docs) == len(files), strconv.Itoa(n) + " terminal of " + strconv.Itoa(len(docs))
	})
	t.Logf("%d files settled in %s", len(files), time.Since(start).Round(time.Millisecond))
	for _, f := range st.Files {
		if f.Status == "duplicate" || f.Status == "ignored" {
			t.Errorf("%s: %s", f.Path, f.Status)
		}
	}
	ctx := context.Background()
	for _, m := range files {
		d := byName[m.name]
		status, code := expectedOutcome(m)
		got := ""
		if d.Error != nil {
			got = d.Error.Code
		}
		if d.Status != status || got != code {
			t.Errorf("%s (%s): %s %q, want %s %q", m.name, m.kind, d.Status, got, status, code)
			continue
		}
		charged, _ := b.Store.R().ChargedFor(ctx, d.ID)
		if status == domain.StatusFailed {
			if charged != 0 {
				t.Errorf("%s: failed but %d credits remain charged", m.name, charged)
			}
			continue
		}
		if m.pages > 0 && (d.PageCount == nil || *d.PageCount != m.pages) {
			t.Errorf("%s: page_count %v, manifest says %d", m.name, d.PageCount, m.pages)
		}
		if d.PaperID == nil {
			t.Errorf("%s: succeeded without a paper", m.name)
		}
		if d.PageCount != nil && charged != (*d.PageCount+9)/10 {
			t.Errorf("%s: charged %d for %d pages", m.name, charged, *d.PageCount)
		}
	}
}
