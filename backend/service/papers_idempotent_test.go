package service_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store/zoterogen"
)

// noTextPDF is a valid one-page PDF that draws a line and holds no text: it passes the upload
// checks and fails its parse (no text layer).
func noTextPDF() []byte {
	content := "0 0 m 200 200 l S\n"
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", len(content), content)}
	return docAssemblePDF(objs)
}

// waitAllParsed waits until no document is queued or running and returns them all.
func waitAllParsed(t *testing.T, svc *service.Service) []domain.Document {
	t.Helper()
	var docs []domain.Document
	docWait(t, 2*time.Minute, "documents parsed", func() (bool, string) {
		docs = docAll(t, svc)
		for _, d := range docs {
			if !docTerminal(d.Status) {
				return false, d.ID + " " + d.Status
			}
		}
		return true, ""
	})
	return docs
}

func countStatus(docs []domain.Document, status string) int {
	n := 0
	for _, d := range docs {
		if d.Status == status {
			n++
		}
	}
	return n
}

// TestReimportWithFailingPDFAddsNothing imports a Zotero library and a BibTeX file whose PDFs
// include one that fails its parse, three times each: one document per file, the failed one
// included, and the re-imports add nothing while still naming the failure.
func TestReimportWithFailingPDFAddsNothing(t *testing.T) {
	pdfDir := shareddata.Require(t, "testdata/pdfs")
	tmp := t.TempDir()
	bad := filepath.Join(tmp, "scan-without-text.pdf")
	if err := os.WriteFile(bad, noTextPDF(), 0o644); err != nil {
		t.Fatal(err)
	}
	zdir := filepath.Join(tmp, "zotero")
	lib := zoterogen.Library{Items: []zoterogen.Item{
		{Key: "GOODPDF1", Type: "journalArticle", Fields: map[string]string{"title": "Bi-criteria algorithm for scheduling jobs on cluster platforms"},
			Creators: [][2]string{{"Pierre-François", "Dutot"}}, PDF: filepath.Join(pdfDir, "grobid_sample.pdf")},
		{Key: "BADPDF01", Type: "report", Fields: map[string]string{"title": "A scanned report without any text layer"},
			Creators: [][2]string{{"Ada", "Scanner"}}, PDF: bad},
	}}
	if err := zoterogen.Write(zdir, lib); err != nil {
		t.Fatal(err)
	}
	b := docOpen(t, t.TempDir())
	defer b.Close()
	for round := 1; round <= 3; round++ {
		res, err := b.Service.Papers.ImportZotero(docOwner, service.ZoteroImportParams{Dir: zdir}, nil)
		if err != nil {
			t.Fatal(err)
		}
		docs := waitAllParsed(t, b.Service)
		if len(docs) != 2 || countStatus(docs, domain.StatusFailed) != 1 {
			t.Fatalf("round %d: %d documents (%d failed), want 2 (1 failed)", round, len(docs), countStatus(docs, domain.StatusFailed))
		}
		if round > 1 {
			if res.Documents != 0 || len(res.Failed) != 1 || !strings.Contains(res.Failed[0].Error, "already in Carrel as failed document") {
				t.Fatalf("round %d: %+v", round, res)
			}
		}
	}
	// The same failing PDF named by a BibTeX file: still no new document.
	bib := filepath.Join(tmp, "refs.bib")
	os.WriteFile(bib, []byte("@techreport{scanner2020,\n  title = {A scanned report without any text layer},\n  author = {Scanner, Ada},\n  file = {scan-without-text.pdf}\n}\n"), 0o644)
	raw, _ := os.ReadFile(bib)
	recs, _, _, err := bibio.ParseWarn("bibtex", bytes.NewReader(raw))
	if err != nil || len(recs) != 1 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	res, err := b.Service.Papers.ImportStream(docOwner, func(chunk func([]bibio.Record) error) error { return chunk(recs) }, false, tmp, nil)
	if err != nil {
		t.Fatal(err)
	}
	docs := waitAllParsed(t, b.Service)
	if len(docs) != 2 || res.Documents != 0 || len(res.Failed) != 1 {
		t.Fatalf("BibTeX with the failing PDF: %d documents, result %+v", len(docs), res)
	}
	// Retry is the explicit way: the same document is parsed again (and fails again here).
	for _, d := range docs {
		_, err := b.Service.Documents.Retry(docOwner, d.ID)
		var ae *apierr.Error
		if d.Status == domain.StatusSucceeded {
			if !errors.As(err, &ae) || ae.Code != "document_not_failed" {
				t.Errorf("retry of a succeeded document: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("retry: %v", err)
		}
		again := waitAllParsed(t, b.Service)
		if len(again) != 2 || countStatus(again, domain.StatusFailed) != 1 {
			t.Fatalf("after retry: %+v", again)
		}
		if got, _ := b.Service.Documents.Get(docOwner, d.ID); got.Status != domain.StatusFailed || got.Error == nil {
			t.Fatalf("retried document: %+v", got)
		}
	}
}

// TestZotero4Database imports the same library written in Zotero 4's schema and in Zotero 7's:
// both give the same papers, authors in order, and the PDF.
func TestZotero4Database(t *testing.T) {
	pdfDir := shareddata.Require(t, "testdata/pdfs")
	items := []zoterogen.Item{
		{Key: "Z4ITEM01", Type: "journalArticle", Fields: map[string]string{"title": "Stressful life events are not associated with the development of dementia",
			"date": "2014-01", "DOI": "10.1017/S1041610213001804", "publicationTitle": "International Psychogeriatrics"},
			Creators: [][2]string{{"Anna", "Sundström"}, {"Michael", "Rönnlund"}, {"", "The Betula Study Group"}}, Collections: []string{"Ageing"},
			PDF: filepath.Join(pdfDir, "cermine_example1.pdf"), Note: "read again"},
		{Key: "Z4ITEM02", Type: "conferencePaper", Fields: map[string]string{"title": "Sparse information extraction: unsupervised language models to the rescue",
			"date": "2007", "proceedingsTitle": "Proceedings of ACL"}, Creators: [][2]string{{"Doug", "Downey"}, {"Stefan", "Schoenmackers"}, {"Oren", "Etzioni"}}},
		{Key: "Z4TRASH1", Type: "book", Fields: map[string]string{"title": "A trashed book"}, Trashed: true},
	}
	type seen struct {
		titles, authors []string
		docs            int
		summary         string
	}
	importAs := func(zotero4 bool) seen {
		dir := t.TempDir()
		if err := zoterogen.Write(dir, zoterogen.Library{Collections: []string{"Ageing"}, Items: items, Zotero4: zotero4}); err != nil {
			t.Fatal(err)
		}
		b := docOpen(t, t.TempDir())
		defer b.Close()
		res, err := b.Service.Papers.ImportZotero(docOwner, service.ZoteroImportParams{Dir: dir}, nil)
		if err != nil {
			t.Fatalf("zotero4=%v: %v", zotero4, err)
		}
		if res.Created != 2 || res.Documents != 1 || len(res.Failed) != 0 || res.NotesSkipped != 1 || len(res.Libraries) != 1 {
			t.Fatalf("zotero4=%v: %+v", zotero4, res)
		}
		var s seen
		s.summary = res.Summary
		l, err := b.Service.Papers.List(docOwner, service.ListPapersParams{ListParams: service.ListParams{Limit: 10}})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range l.Data {
			var names []string
			for _, a := range p.Authors {
				names = append(names, a.Given+"|"+a.Family+"|"+a.Literal)
			}
			s.titles = append(s.titles, p.Title)
			s.authors = append(s.authors, p.Title+": "+strings.Join(names, "; "))
		}
		slices.Sort(s.titles)
		slices.Sort(s.authors)
		s.docs = len(waitAllParsed(t, b.Service))
		return s
	}
	z4, z7 := importAs(true), importAs(false)
	if !slices.Equal(z4.titles, z7.titles) || !slices.Equal(z4.authors, z7.authors) || z4.docs != z7.docs || z4.docs != 1 {
		t.Fatalf("Zotero 4 import differs from Zotero 7's:\n%+v\n%+v", z4, z7)
	}
	if !strings.Contains(strings.Join(z4.authors, "\n"), "Anna|Sundström|; Michael|Rönnlund|; ||The Betula Study Group") {
		t.Errorf("authors out of order or names lost: %v", z4.authors)
	}
	t.Logf("Zotero 4: %s", z4.summary)
}

// TestImportNoEntries: an empty file, or one holding only comments, says "no entries found"
// and imports nothing.
func TestImportNoEntries(t *testing.T) {
	b := docOpen(t, t.TempDir())
	defer b.Close()
	for name, data := range map[string]string{
		"empty.bib":    "",
		"comments.bib": "% my references\n@comment{jabref-meta: databaseType:bibtex;}\n@preamble{\"\\newcommand{\\x}{y}\"}\n",
		"blank.ris":    "\n\n",
	} {
		_, err := b.Service.Papers.Import(docOwner, service.ImportParams{Filename: name, Data: []byte(data)})
		var ae *apierr.Error
		if !errors.As(err, &ae) || ae.Status != 400 || !strings.Contains(ae.Message, "no entries found") || !strings.Contains(ae.Message, name) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if n := paperCount(t, b.Service); n != 0 {
		t.Errorf("%d papers after empty imports", n)
	}
}
