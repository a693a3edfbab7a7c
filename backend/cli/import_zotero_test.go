package cli

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store/zoterogen"
)

// zoteroTypes cycles the test items through the item types Carrel maps, with the field each keeps its venue in.
var zoteroTestTypes = []struct{ typ, venueField, want string }{
	{"journalArticle", "publicationTitle", "journal_article"}, {"conferencePaper", "proceedingsTitle", "conference_paper"},
	{"preprint", "repository", "preprint"}, {"book", "publisher", "book"}, {"bookSection", "bookTitle", "book_chapter"},
	{"thesis", "university", "thesis"}, {"report", "institution", "report"}, {"document", "publisher", "other"},
}

// zoteroTestLibrary builds, from shared papers and PDFs, a Zotero library of 220 items (10 with
// PDFs, 3 collections one nested, notes, one trashed item, one DOI that Carrel already holds).
func zoteroTestLibrary(t *testing.T) (zoterogen.Library, string) {
	t.Helper()
	corpus := shareddata.Require(t, "datasets/mlanthology/corpus.jsonl.gz")
	pdfDir := shareddata.Require(t, "testdata/pdfs")
	f, err := os.Open(corpus)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	lib := zoterogen.Library{Collections: []string{"Reading", "Thesis", "Thesis/Chapter 2"}}
	sc := bufio.NewScanner(gz)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	pdfs := []string{"cermine_example1.pdf", "cermine_test1.pdf", "cermine_test2.pdf", "cermine_test3.pdf", "grobid_1001._0908.0054.pdf",
		"grobid_Wang-paperAVE2008.pdf", "grobid_sample.pdf", "pdfcpu_schmager_plateau10.pdf", "sp_P07-1088.pdf", "sp_bohnet09.pdf"}
	const dupDOI = "10.5555/carrel.zotero.duplicate"
	for n := 0; len(lib.Items) < 220 && sc.Scan(); n++ {
		var d struct {
			Title, Text, Venue, URL string
			Year                    int
			Authors                 []string
		}
		if json.Unmarshal(sc.Bytes(), &d) != nil || len(d.Authors) < 2 || d.Text == "" {
			continue
		}
		i := len(lib.Items)
		ty := zoteroTestTypes[i%len(zoteroTestTypes)]
		it := zoterogen.Item{Key: fmt.Sprintf("ZK%06d", i), Type: ty.typ, Fields: map[string]string{
			"title": d.Title, "abstractNote": d.Text, "date": fmt.Sprintf("%d-00-00 %d", d.Year, d.Year), ty.venueField: d.Venue,
			"DOI": fmt.Sprintf("10.5555/zotero.%d", i)}}
		if d.URL != "" {
			it.Fields["url"] = d.URL
		}
		for _, a := range d.Authors {
			if sp := strings.LastIndexByte(a, ' '); sp > 0 {
				it.Creators = append(it.Creators, [2]string{a[:sp], a[sp+1:]})
			}
		}
		if i%7 == 3 {
			it.Creators = append(it.Creators, [2]string{"", "The Carrel Consortium"})
		}
		switch {
		case i < 10:
			it.PDF = filepath.Join(pdfDir, pdfs[i])
			it.Collections = []string{lib.Collections[i%3]}
		case i%25 == 0:
			it.Collections = []string{"Reading", "Thesis"}
		}
		if i == 42 {
			it.Fields["DOI"] = "https://doi.org/" + strings.ToUpper(dupDOI)
		}
		if i%40 == 5 {
			it.Note = "<p>My reading note</p>"
		}
		if i == 219 {
			it.Trashed = true
		}
		lib.Items = append(lib.Items, it)
	}
	if len(lib.Items) != 220 {
		t.Fatalf("only %d shared papers usable", len(lib.Items))
	}
	return lib, dupDOI
}

// TestImportZoteroLibrary: `carrel import --zotero DIR` over a library built with Zotero's own
// schema maps every field, parses the PDFs as documents of their items' papers, makes the
// collections libraries, does not double a paper whose DOI Carrel already holds, and a second
// import creates nothing.
func TestImportZoteroLibrary(t *testing.T) {
	lib, dupDOI := zoteroTestLibrary(t)
	zdir := filepath.Join(t.TempDir(), "Zotero")
	if err := zoterogen.Write(zdir, lib); err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(t.TempDir(), "data")
	b, err := app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	b.Service.Credits.TopUp(owner, 500)
	pre, err := b.Service.Papers.Import(owner, service.ImportParams{Format: "jsonl", Data: []byte(`{"title": "Already here", "doi": "` + dupDOI + `"}`)})
	if err != nil || pre.Created != 1 {
		t.Fatalf("seed: %+v %v", pre, err)
	}
	b.Close()
	run := func() string {
		var out, errb bytes.Buffer
		if code := Run(Env{Stdout: &out, Stderr: &errb}, []string{"import", "--data", data, "--zotero", zdir}); code != 0 {
			t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
		}
		return out.String()
	}
	out := run()
	t.Logf("first import: %s", out)
	want := "219 items: 218 papers created, 1 already in Carrel (1 completed with fields they lacked); 10 PDFs added (0 already present); 3 collections as libraries (3 new); 0 failed. Notes (6) and annotations (0) are not imported."
	if !strings.Contains(out, want) {
		t.Fatalf("first import said\n%s\nwant %s", out, want)
	}
	b, err = app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	papers := allPapers(t, b)
	if len(papers) != 219 {
		t.Fatalf("%d papers, want 218 new + 1 seeded", len(papers))
	}
	byKey := map[string]domain.Paper{}
	for _, p := range papers {
		if p.ExternalID != nil {
			byKey[*p.ExternalID] = p
		}
	}
	libs, err := b.Service.Libraries.List(owner, service.ListParams{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	libID := map[string]string{}
	for _, l := range libs.Data {
		libID[l.Name] = l.ID
	}
	for _, name := range []string{"Reading", "Thesis", "Thesis / Chapter 2"} {
		if libID[name] == "" {
			t.Errorf("collection %q is not a library (libraries %v)", name, libID)
		}
	}
	for i, it := range lib.Items {
		p, ok := byKey[it.Key]
		if it.Trashed {
			if ok {
				t.Errorf("trashed item %s imported", it.Key)
			}
			continue
		}
		if !ok {
			t.Errorf("item %s has no paper", it.Key)
			continue
		}
		ty := zoteroTestTypes[i%len(zoteroTestTypes)]
		if i == 42 {
			// The paper already in Carrel keeps its title and gains what it lacked (issue 22).
			if p.Title != "Already here" || p.DOI == nil || *p.DOI != dupDOI || deref(p.URL) != it.Fields["url"] ||
				deref(p.Venue) != it.Fields[ty.venueField] || len(p.Authors) != len(it.Creators) {
				t.Errorf("duplicate DOI item: %+v", p)
			}
			continue
		}
		var names []string
		for _, a := range p.Authors {
			names = append(names, a.Given+"|"+a.Family+"|"+a.Literal)
		}
		var wantNames []string
		for _, c := range it.Creators {
			if c[0] == "" {
				wantNames = append(wantNames, "||"+c[1])
			} else {
				wantNames = append(wantNames, c[0]+"|"+c[1]+"|")
			}
		}
		year := strings.Fields(it.Fields["date"])[1]
		got := []string{p.Title, deref(p.Abstract), deref(p.Venue), deref(p.DOI), deref(p.URL), deref(p.PublicationType), fmt.Sprint(deref(p.Year))}
		exp := []string{strings.Join(strings.Fields(it.Fields["title"]), " "), it.Fields["abstractNote"], it.Fields[ty.venueField], it.Fields["DOI"], it.Fields["url"], ty.want, year}
		if !slices.Equal(got, exp) || !slices.Equal(names, wantNames) {
			t.Errorf("item %s:\n got  %q %q\n want %q %q", it.Key, got, names, exp, wantNames)
		}
		if it.PDF != "" {
			if p.DocumentID == nil {
				t.Errorf("item %s: its PDF is not the paper's document", it.Key)
				continue
			}
			d, err := b.Service.Documents.Get(owner, *p.DocumentID)
			if err != nil || d.Status != "succeeded" || d.PaperID == nil || *d.PaperID != p.ID || d.PageCount == nil || *d.PageCount == 0 {
				t.Errorf("item %s: document %+v %v", it.Key, d, err)
			}
			coll := strings.ReplaceAll(it.Collections[0], "/", " / ")
			if d.LibraryID == nil || *d.LibraryID != libID[coll] {
				t.Errorf("item %s: document library %v, want %s", it.Key, d.LibraryID, coll)
			}
		}
	}
	docs, err := b.Service.Documents.List(owner, service.ListDocumentsParams{ListParams: service.ListParams{Limit: 100}})
	if err != nil || len(docs.Data) != 10 {
		t.Fatalf("%d documents, want 10 (%v)", len(docs.Data), err)
	}
	b.Close()

	out = run()
	want = "219 items: 0 papers created, 219 already in Carrel; 0 PDFs added (10 already present); 3 collections as libraries (0 new); 0 failed."
	if !strings.Contains(out, want) {
		t.Fatalf("second import said\n%s\nwant %s", out, want)
	}
	b2, err := app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	defer b2.Close()
	if n := len(allPapers(t, b2)); n != 219 {
		t.Errorf("second import changed the paper count to %d", n)
	}
}

func allPapers(t *testing.T, b *app.Backend) []domain.Paper {
	t.Helper()
	var out []domain.Paper
	owner := service.OwnerContext(context.Background())
	cursor := ""
	for {
		l, err := b.Service.Papers.List(owner, service.ListPapersParams{ListParams: service.ListParams{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l.Data...)
		if !l.HasMore {
			return out
		}
		cursor = *l.NextCursor
	}
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
