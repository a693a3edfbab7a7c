package service_test

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/bibio"
	"carrel/backend/samples"
	"carrel/backend/service"
	"carrel/backend/store/zoterogen"
)

// attachCase is one attachment path an importer is handed, and what must become of it: want ""
// means it becomes a document; otherwise the failure must contain want.
type attachCase struct {
	name, path string
	ownerWant  string // as the local owner (command line, window)
	keyWant    string // as a live API key
}

// hostileTree builds root/refs (the imported file's folder) and root/outside: good.pdf and
// outside/real.pdf are real PDFs; zero.pdf links to /dev/zero, pipe.pdf is a FIFO, folder.pdf
// a directory, link.pdf a symlink to outside/real.pdf.
func hostileTree(t *testing.T, dir string) (outsidePDF string) {
	t.Helper()
	pdfs := samples.All()
	os.MkdirAll(filepath.Join(dir, "refs", "folder.pdf"), 0o755)
	os.MkdirAll(filepath.Join(dir, "outside"), 0o755)
	outsidePDF = filepath.Join(dir, "outside", "real.pdf")
	must(t, os.WriteFile(filepath.Join(dir, "refs", "good.pdf"), pdfs[0].Data, 0o644))
	must(t, os.WriteFile(outsidePDF, pdfs[1].Data, 0o644))
	must(t, os.Symlink("/dev/zero", filepath.Join(dir, "refs", "zero.pdf")))
	must(t, os.Symlink(outsidePDF, filepath.Join(dir, "refs", "link.pdf")))
	must(t, syscall.Mkfifo(filepath.Join(dir, "refs", "pipe.pdf"), 0o644))
	return outsidePDF
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func rssMB(t *testing.T) float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			kb, _ := strconv.Atoi(strings.Fields(l)[1])
			return float64(kb) / 1024
		}
	}
	return 0
}

// within runs fn and fails the test if it has not returned after limit (a FIFO read hangs forever).
func within(t *testing.T, limit time.Duration, fn func()) time.Duration {
	t.Helper()
	start := time.Now()
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	select {
	case <-done:
	case <-time.After(limit):
		t.Fatalf("the import did not return within %s (an attachment was read without bound or blocked)", limit)
	}
	return time.Since(start)
}

func liveKeyContext(t *testing.T, b *app.Backend) context.Context {
	t.Helper()
	owner := service.OwnerContext(context.Background())
	k, err := b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "importer", Scopes: []string{"all"}})
	must(t, err)
	p, err := b.Service.Keys.Authenticate(owner, k.Secret)
	must(t, err)
	return service.WithPrincipal(context.Background(), p)
}

func countDocuments(t *testing.T, b *app.Backend) int {
	t.Helper()
	l, err := b.Service.Documents.List(service.OwnerContext(context.Background()), service.ListDocumentsParams{ListParams: service.ListParams{Limit: 100}})
	must(t, err)
	return len(l.Data)
}

// storedFiles counts the PDFs in the data folder's documents/ (nothing may be half-written).
func storedFiles(dataDir string) int {
	n := 0
	filepath.WalkDir(filepath.Join(dataDir, "documents"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}

// TestImportersRefuseHostilePaths: /dev/zero (directly and through a symlink named zero.pdf), a
// FIFO, a directory, a symlink to outside, ../ and an absolute path, in a BibTeX file, an RIS
// file and a Zotero library, as the local owner and as an API key: each refused at once with its
// reason, no memory growth, and no document or stored file for any of them.
func TestImportersRefuseHostilePaths(t *testing.T) {
	root := t.TempDir()
	outsidePDF := hostileTree(t, root)
	refs := filepath.Join(root, "refs")
	cases := []attachCase{
		{"dev zero", "/dev/zero", "not a regular file (a device)", "only for the local owner"},
		{"absolute symlink to dev zero", filepath.Join(refs, "zero.pdf"), "not a regular file (a device)", "only for the local owner"},
		{"symlink to dev zero", "zero.pdf", "outside the imported file's folder", "outside the imported file's folder"},
		{"fifo", "pipe.pdf", "not a regular file (a named pipe)", "not a regular file (a named pipe)"},
		{"directory", "folder.pdf", "not a regular file (a directory)", "not a regular file (a directory)"},
		{"symlink outside", "link.pdf", "outside the imported file's folder", "outside the imported file's folder"},
		{"dot dot", "../outside/real.pdf", "leaves the imported file's folder", "leaves the imported file's folder"},
		{"absolute outside", outsidePDF, "", "only for the local owner"},
		{"good", "good.pdf", "", ""},
	}
	var bib, ris strings.Builder
	for i, c := range cases {
		fmt.Fprintf(&bib, "@article{c%d,\n title = {Case %s},\n doi = {10.5555/attach.%d},\n file = {:%s:PDF}}\n", i, c.name, i, strings.ReplaceAll(c.path, ":", `\:`))
		if !strings.HasSuffix(c.path, ".pdf") {
			continue // RIS L1 names only .pdf files; others are never opened
		}
		fmt.Fprintf(&ris, "TY  - JOUR\nTI  - Case %s\nDO  - 10.5555/ris.%d\nL1  - %s\nER  - \n", c.name, i, c.path)
	}
	for _, format := range []string{"bibtex", "ris"} {
		raw := bib.String()
		if format == "ris" {
			raw = ris.String()
		}
		for _, asOwner := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s owner=%v", format, asOwner), func(t *testing.T) {
				data := t.TempDir()
				b, err := app.Open(app.Options{DataDir: data})
				must(t, err)
				defer b.Close()
				ctx := service.OwnerContext(context.Background())
				if !asOwner {
					ctx = liveKeyContext(t, b)
				}
				recs, _, _, err := bibio.ParseWarn(format, bytes.NewReader([]byte(raw)))
				must(t, err)
				before := rssMB(t)
				var res service.PaperImport
				took := within(t, 20*time.Second, func() {
					res, err = b.Service.Papers.ImportStream(ctx, func(chunk func([]bibio.Record) error) error { return chunk(recs) }, false, refs, nil)
				})
				must(t, err)
				grew := rssMB(t) - before
				t.Logf("%s owner=%v: %d failed, %d documents, %s, RSS %+.1f MB", format, asOwner, len(res.Failed), res.Documents, took.Round(time.Millisecond), grew)
				if grew > 20 {
					t.Errorf("RSS grew %.1f MB", grew)
				}
				wantDocs := 0
				i := -1
				for _, c := range cases {
					if format == "ris" && !strings.HasSuffix(c.path, ".pdf") {
						continue
					}
					i++
					want := c.keyWant
					if asOwner {
						want = c.ownerWant
					}
					var got string
					for _, f := range res.Failed {
						if f.Line == recs[i].Line {
							got = f.Error
						}
					}
					if checkRefusal(t, c.name, got, want) {
						wantDocs++
					}
				}
				if res.Documents != wantDocs || countDocuments(t, b) != wantDocs || storedFiles(data) != wantDocs {
					t.Errorf("documents: result %d, listed %d, stored files %d; want %d", res.Documents, countDocuments(t, b), storedFiles(data), wantDocs)
				}
			})
		}
	}
}

// TestZoteroImportRefusesHostilePaths: attachments whose item key climbs out of storage/, whose
// stored name is a path, which are symlinks (to /dev/zero or outside), FIFOs or directories
// inside storage/, or linked to /dev/zero: each refused with its reason in the summary's failures.
func TestZoteroImportRefusesHostilePaths(t *testing.T) {
	root := t.TempDir()
	outsidePDF := hostileTree(t, root)
	zdir := filepath.Join(root, "Zotero")
	type zcase struct {
		name, key, path    string
		link               string // create storage/KEY/NAME as a symlink to this
		fifo, dir, good    bool
		ownerWant, keyWant string
		linkMode           int
	}
	cases := []zcase{
		{name: "symlink to dev zero", key: "ZERO0001", path: "storage:zero.pdf", link: "/dev/zero", ownerWant: "outside", keyWant: "outside"},
		{name: "linked dev zero", key: "LINK0001", path: "/dev/zero", linkMode: 2, ownerWant: "not a regular file (a device)", keyWant: "only for the local owner"},
		{name: "fifo", key: "FIFO0001", path: "storage:pipe.pdf", fifo: true, ownerWant: "named pipe", keyWant: "named pipe"},
		{name: "directory", key: "DIRS0001", path: "storage:dir.pdf", dir: true, ownerWant: "a directory", keyWant: "a directory"},
		{name: "symlink outside", key: "OUTS0001", path: "storage:real.pdf", link: outsidePDF, ownerWant: "outside", keyWant: "outside"},
		{name: "key climbs out", key: "../../outside", path: "storage:real.pdf", ownerWant: "is not a Zotero key", keyWant: "is not a Zotero key"},
		{name: "name climbs out", key: "NAME0001", path: "storage:../../outside/real.pdf", ownerWant: "not a plain file name", keyWant: "not a plain file name"},
		{name: "linked outside", key: "LINK0002", path: outsidePDF, linkMode: 2, ownerWant: "", keyWant: "only for the local owner"},
		{name: "good", key: "GOOD0001", path: "storage:good.pdf", good: true},
	}
	lib := zoterogen.Library{}
	for i, c := range cases {
		lib.Items = append(lib.Items, zoterogen.Item{Key: fmt.Sprintf("ITEM%04d", i), Type: "journalArticle",
			Fields: map[string]string{"title": "Zotero case " + c.name, "DOI": fmt.Sprintf("10.5555/zotero.case.%d", i)}})
	}
	must(t, zoterogen.Write(zdir, lib))
	db, err := sql.Open("sqlite", filepath.Join(zdir, "zotero.sqlite"))
	must(t, err)
	for i, c := range cases {
		itemID := int64(1000 + i)
		_, err := db.Exec(`INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, 14, 1, ?)`, itemID, c.key)
		must(t, err)
		_, err = db.Exec(`INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path) VALUES (?, ?, ?, 'application/pdf', ?)`,
			itemID, i+1, c.linkMode, c.path)
		must(t, err)
		if !strings.HasPrefix(c.path, "storage:") || strings.Contains(c.key, "/") || strings.Contains(c.path, "/") {
			continue
		}
		dir := filepath.Join(zdir, "storage", c.key)
		os.MkdirAll(dir, 0o755)
		name := filepath.Join(dir, strings.TrimPrefix(c.path, "storage:"))
		switch {
		case c.link != "":
			must(t, os.Symlink(c.link, name))
		case c.fifo:
			must(t, syscall.Mkfifo(name, 0o644))
		case c.dir:
			must(t, os.Mkdir(name, 0o755))
		case c.good:
			must(t, os.WriteFile(name, samples.All()[2].Data, 0o644))
		}
	}
	db.Close()
	for _, asOwner := range []bool{true, false} {
		t.Run(fmt.Sprintf("owner=%v", asOwner), func(t *testing.T) {
			data := t.TempDir()
			b, err := app.Open(app.Options{DataDir: data})
			must(t, err)
			defer b.Close()
			ctx := service.OwnerContext(context.Background())
			if !asOwner {
				ctx = liveKeyContext(t, b)
			}
			before := rssMB(t)
			var res service.ZoteroImport
			took := within(t, 20*time.Second, func() {
				res, err = b.Service.Papers.ImportZotero(ctx, service.ZoteroImportParams{Dir: zdir}, nil)
			})
			must(t, err)
			grew := rssMB(t) - before
			t.Logf("zotero owner=%v: %s (%s, RSS %+.1f MB)", asOwner, res.Summary, took.Round(time.Millisecond), grew)
			if grew > 20 {
				t.Errorf("RSS grew %.1f MB", grew)
			}
			wantDocs := 0
			for _, c := range cases {
				want := c.keyWant
				if asOwner {
					want = c.ownerWant
				}
				var got string
				for _, f := range res.Failed {
					if f.Key == c.key {
						got = f.Error
					}
				}
				if checkRefusal(t, c.name, got, want) {
					wantDocs++
				}
			}
			if res.Documents != wantDocs || countDocuments(t, b) != wantDocs || storedFiles(data) != wantDocs {
				t.Errorf("documents: result %d, listed %d, stored files %d; want %d", res.Documents, countDocuments(t, b), storedFiles(data), wantDocs)
			}
			if !strings.Contains(res.Summary, fmt.Sprintf("%d failed", len(cases)-wantDocs)) {
				t.Errorf("summary %q does not count the %d refusals", res.Summary, len(cases)-wantDocs)
			}
		})
	}
}

// checkRefusal checks one import line's outcome: want "" expects a document (reported true),
// otherwise a failure whose reason says want.
func checkRefusal(t *testing.T, name, got, want string) bool {
	t.Helper()
	if want == "" {
		if got != "" {
			t.Errorf("%s: failed %q, want a document", name, got)
		}
		return true
	}
	if !strings.Contains(got, want) {
		t.Errorf("%s: failure %q, want it to say %q", name, got, want)
	}
	return false
}
