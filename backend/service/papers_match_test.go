package service_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// The PDFs that testdata/shared-pdfs.bib describes (one work per PDF).
var sharedBibPDFs = []string{"sp_P07-1088.pdf", "sp_P14-1059.pdf", "sp_bohnet09.pdf", "sp_bunescu-acl07.pdf", "sp_map-reduce.pdf", "cermine_example1.pdf"}

// works in shared-pdfs.bib: 9 entries, one a case/punctuation variant of another (same work),
// one with the same title as another but a different author and year (a different work).
const bibEntries, bibWorks = 9, 8

func importBib(t *testing.T, svc *service.Service) service.PaperImport {
	t.Helper()
	data, err := os.ReadFile("testdata/shared-pdfs.bib")
	if err != nil {
		t.Fatal(err)
	}
	res, err := svc.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Filename: "shared-pdfs.bib", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func ingestShared(t *testing.T, svc *service.Service, dir string) map[string]string {
	t.Helper()
	paperOf := map[string]string{}
	var ids []string
	for _, name := range sharedBibPDFs {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		res, err := svc.Documents.CreateFromBytes(docOwner, name, data, nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.Document.ID)
	}
	docWait(t, 3*time.Minute, "shared PDFs parsed", func() (bool, string) {
		for _, id := range ids {
			d, err := svc.Documents.Get(docOwner, id)
			if err != nil || d.Status != "succeeded" {
				return false, id + " " + d.Status
			}
			paperOf[d.Filename] = *d.PaperID
		}
		return true, ""
	})
	return paperOf
}

func paperCount(t *testing.T, svc *service.Service) int {
	t.Helper()
	n, cursor := 0, ""
	for {
		l, err := svc.Papers.List(docOwner, service.ListPapersParams{ListParams: service.ListParams{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		n += len(l.Data)
		if !l.HasMore {
			return n
		}
		cursor = *l.NextCursor
	}
}

func TestDedupBibTeXThenPDFs(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	b := docOpen(t, t.TempDir())
	defer b.Close()
	res := importBib(t, b.Service)
	if res.Created != bibWorks || res.Duplicates != bibEntries-bibWorks {
		t.Fatalf("first import: created %d duplicates %d, want %d and %d", res.Created, res.Duplicates, bibWorks, bibEntries-bibWorks)
	}
	paperOf := ingestShared(t, b.Service, dir)
	if n := paperCount(t, b.Service); n != bibWorks {
		t.Fatalf("after the PDFs: %d papers, want %d (one per work)", n, bibWorks)
	}
	seen := map[string]string{}
	for name, pid := range paperOf {
		if other, ok := seen[pid]; ok {
			t.Fatalf("%s and %s share paper %s", name, other, pid)
		}
		seen[pid] = name
		p, err := b.Service.Papers.Get(docOwner, pid)
		if err != nil || p.DocumentID == nil {
			t.Fatalf("%s: paper %s has no PDF linked (%v)", name, pid, err)
		}
		if p.Venue == nil {
			t.Errorf("%s: the BibTeX venue was lost", name)
		}
	}
	again := importBib(t, b.Service)
	if again.Created != 0 || again.Duplicates != bibEntries {
		t.Fatalf("re-import: created %d duplicates %d, want 0 and %d", again.Created, again.Duplicates, bibEntries)
	}
	if n := paperCount(t, b.Service); n != bibWorks {
		t.Fatalf("after re-import: %d papers", n)
	}
	t.Logf("%d BibTeX entries + %d PDFs → %d papers; re-import created %d", bibEntries, len(sharedBibPDFs), bibWorks, again.Created)
}

func TestDedupPDFsThenBibTeXMergesMetadata(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	b := docOpen(t, t.TempDir())
	defer b.Close()
	paperOf := ingestShared(t, b.Service, dir)
	if n := paperCount(t, b.Service); n != len(sharedBibPDFs) {
		t.Fatalf("%d papers from %d PDFs", n, len(sharedBibPDFs))
	}
	res := importBib(t, b.Service)
	// The six PDF works are found; the seventh work, its case variant and the other "Efficient
	// parsing" paper are new: created 2 (nopdf2020, someone2015), duplicates 7.
	if res.Created != bibWorks-len(sharedBibPDFs) || res.Duplicates != bibEntries-(bibWorks-len(sharedBibPDFs)) || res.Merged == 0 {
		t.Fatalf("import after PDFs: %+v", res)
	}
	if n := paperCount(t, b.Service); n != bibWorks {
		t.Fatalf("%d papers, want %d", n, bibWorks)
	}
	p, err := b.Service.Papers.Get(docOwner, paperOf["sp_map-reduce.pdf"])
	if err != nil || p.DOI == nil || *p.DOI != "10.1145/1327452.1327492" || p.Year == nil || *p.Year != 2004 {
		t.Fatalf("MapReduce paper did not take the BibTeX DOI and year: %+v %v", p, err)
	}
}
