package service_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store/zoterogen"
)

// The MapReduce PDF (sp_map-reduce.pdf) reads as title, authors Dean and Ghemawat, and an
// abstract, with no year, venue or DOI: the record formats below carry what it lacks.
const (
	mrTitle    = "MapReduce: simplified data processing on large clusters" // a case variant of the PDF's
	mrDOI      = "10.1145/1327452.1327492"
	mrURL      = "https://research.google/pubs/mapreduce-osdi04"
	mrVenue    = "OSDI"
	mrKey      = "dean2004mapreduce"
	mrAbstract = "The record's own abstract."
)

// mrRecord writes the MapReduce work as one record in format; full adds authors and abstract
// (the record of the "PDF then import" order), otherwise the record lacks what the PDF has.
func mrRecord(format string, full bool) string {
	switch format {
	case "bibtex":
		s := "% exported\n@inproceedings{" + mrKey + ",\n  title = {" + mrTitle + "},\n  booktitle = {" + mrVenue + "},\n  year = {2004},\n  doi = {" + mrDOI + "},\n  url = {" + mrURL + "},\n"
		if full {
			s += "  author = {Dean, Jeffrey and Ghemawat, Sanjay},\n  abstract = {" + mrAbstract + "},\n"
		}
		return s + "}\n"
	case "ris":
		s := "TY  - CONF\nID  - " + mrKey + "\nTI  - " + mrTitle + "\nT2  - " + mrVenue + "\nPY  - 2004\nDO  - " + mrDOI + "\nUR  - " + mrURL + "\n"
		if full {
			s += "AU  - Dean, Jeffrey\nAU  - Ghemawat, Sanjay\nAB  - " + mrAbstract + "\n"
		}
		return s + "ER  - \n"
	case "csl_json":
		extra := ""
		if full {
			extra = `,"author":[{"family":"Dean","given":"Jeffrey"},{"family":"Ghemawat","given":"Sanjay"}],"abstract":"` + mrAbstract + `"`
		}
		return `[{"id":"` + mrKey + `","type":"paper-conference","title":"` + mrTitle + `","container-title":"` + mrVenue +
			`","issued":{"date-parts":[[2004]]},"DOI":"` + mrDOI + `","URL":"` + mrURL + `"` + extra + `}]`
	case "jsonl":
		extra := ""
		if full {
			extra = `,"authors":[{"given":"Jeffrey","family":"Dean"},{"given":"Sanjay","family":"Ghemawat"}],"abstract":"` + mrAbstract + `"`
		}
		return `{"title":"` + mrTitle + `","venue":"` + mrVenue + `","year":2004,"doi":"` + mrDOI + `","url":"` + mrURL + `","publication_type":"conference_paper"` + extra + "}\n"
	}
	panic(format)
}

// mrImport imports the MapReduce record in format (a Zotero library for "zotero") and returns
// how many records were duplicates and how many stored papers they completed.
func mrImport(t *testing.T, svc *service.Service, format string, full bool) (dups, completed int) {
	t.Helper()
	if format == "zotero" {
		dir := t.TempDir()
		it := zoterogen.Item{Key: "MAPREDUC", Type: "conferencePaper", Fields: map[string]string{"title": mrTitle, "date": "2004-12-06",
			"DOI": mrDOI, "url": mrURL, "proceedingsTitle": mrVenue}}
		if full {
			it.Creators, it.Fields["abstractNote"] = [][2]string{{"Jeffrey", "Dean"}, {"Sanjay", "Ghemawat"}}, mrAbstract
		}
		if err := zoterogen.Write(dir, zoterogen.Library{Items: []zoterogen.Item{it}}); err != nil {
			t.Fatal(err)
		}
		res, err := svc.Papers.ImportZotero(docOwner, service.ZoteroImportParams{Dir: dir}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Completed > 0 && !strings.Contains(res.Summary, fmt.Sprintf("(%d completed with fields they lacked)", res.Completed)) {
			t.Errorf("the Zotero summary does not say how many were completed: %q", res.Summary)
		}
		return res.Duplicates, res.Completed
	}
	res, err := svc.Papers.Import(docOwner, service.ImportParams{Format: format, Data: []byte(mrRecord(format, full))})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Failed) > 0 {
		t.Fatalf("%s record failed: %+v", format, res.Failed)
	}
	return res.Duplicates, res.Merged
}

// uploadPDF adds a PDF and returns its document once parsed.
func uploadPDF(t *testing.T, svc *service.Service, name string, data []byte) domain.Document {
	t.Helper()
	res, err := svc.Documents.CreateFromBytes(docOwner, name, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var d domain.Document
	docWait(t, 2*time.Minute, name+" parsed", func() (bool, string) {
		d, err = svc.Documents.Get(docOwner, res.Document.ID)
		return err == nil && docTerminal(d.Status), d.Status
	})
	if d.Status != domain.StatusSucceeded || d.PaperID == nil {
		t.Fatalf("%s: %s %+v", name, d.Status, d.Error)
	}
	return d
}

func mustPaper(t *testing.T, svc *service.Service, id string) domain.Paper {
	t.Helper()
	p, err := svc.Papers.Get(docOwner, id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func val[T any](p *T) (v T) {
	if p != nil {
		v = *p
	}
	return v
}

// bibtexOf exports one paper as BibTeX.
func bibtexOf(t *testing.T, svc *service.Service, id string) string {
	t.Helper()
	f, err := svc.Citations.ExportPapers(docOwner, service.ExportPapersParams{PaperIDs: []string{id}, Format: "bibtex"})
	if err != nil {
		t.Fatal(err)
	}
	return string(f.Data)
}

// TestDuplicatesCompleteEachOther imports the MapReduce work in every format before and after
// its PDF: one paper results each time, holding the PDF's authors and abstract and the record's
// year, venue, DOI and URL (and the BibTeX citation key), each side keeping its own values.
func TestDuplicatesCompleteEachOther(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	pdf, err := os.ReadFile(filepath.Join(dir, "sp_map-reduce.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"bibtex", "ris", "csl_json", "jsonl", "zotero"} {
		t.Run("pdf-then-"+format, func(t *testing.T) {
			b := docOpen(t, t.TempDir())
			defer b.Close()
			d := uploadPDF(t, b.Service, "map-reduce.pdf", pdf)
			before := mustPaper(t, b.Service, *d.PaperID)
			// The header model reads the OSDI year and venue from the PDF, but no DOI or URL.
			if before.DOI != nil || before.URL != nil || len(before.Authors) == 0 || before.Abstract == nil {
				t.Fatalf("the PDF no longer reads as this test assumes: %+v", before)
			}
			wantVenue := mrVenue
			if c, rated := before.FieldConfidence["venue"]; before.Venue != nil && (!rated || c >= service.CheckBelow) {
				wantVenue = *before.Venue // the paper keeps its own venue; one the reading was unsure of, the record replaces
			}
			dups, completed := mrImport(t, b.Service, format, true)
			if dups != 1 || completed != 1 {
				t.Fatalf("import: duplicates %d completed %d, want 1 and 1", dups, completed)
			}
			if n := paperCount(t, b.Service); n != 1 {
				t.Fatalf("%d papers, want 1", n)
			}
			p := mustPaper(t, b.Service, before.ID)
			if val(p.Year) != 2004 || val(p.DOI) != mrDOI || val(p.Venue) != wantVenue || val(p.URL) != mrURL {
				t.Errorf("the paper did not gain the record's year, DOI, venue and URL: year %d DOI %q venue %q URL %q, want %d %q %q %q (before: year %d venue %q)",
					val(p.Year), val(p.DOI), val(p.Venue), val(p.URL), 2004, mrDOI, wantVenue, mrURL, val(before.Year), val(before.Venue))
			}
			if p.Title != before.Title || val(p.Abstract) != val(before.Abstract) || p.Authors[0].Family != "Dean" {
				t.Errorf("the paper lost its own title, abstract or authors: %q %q", p.Title, val(p.Abstract))
			}
			if format == "bibtex" && !strings.Contains(bibtexOf(t, b.Service, p.ID), "{"+mrKey+",") {
				t.Errorf("the BibTeX citation key was lost:\n%s", bibtexOf(t, b.Service, p.ID))
			}
			if again, completed := mrImport(t, b.Service, format, true); again != 1 || completed != 0 {
				t.Errorf("re-import: duplicates %d completed %d, want 1 and 0", again, completed)
			}
		})
		t.Run(format+"-then-pdf", func(t *testing.T) {
			b := docOpen(t, t.TempDir())
			defer b.Close()
			if dups, _ := mrImport(t, b.Service, format, false); dups != 0 {
				t.Fatalf("first import found %d duplicates", dups)
			}
			d := uploadPDF(t, b.Service, "map-reduce.pdf", pdf)
			if n := paperCount(t, b.Service); n != 1 {
				t.Fatalf("%d papers, want 1", n)
			}
			p := mustPaper(t, b.Service, *d.PaperID)
			if p.Title != mrTitle || val(p.Year) != 2004 || val(p.Venue) != mrVenue || val(p.DOI) != mrDOI {
				t.Errorf("the record's own values changed: %+v", p)
			}
			if len(p.Authors) != 2 || p.Authors[0].Family != "Dean" || p.Abstract == nil || !strings.Contains(*p.Abstract, "programming model") {
				t.Errorf("the paper did not gain the PDF's authors and abstract: %+v", p)
			}
			if p.DocumentID == nil || *p.DocumentID != d.ID {
				t.Errorf("the PDF is not linked to the record's paper")
			}
		})
	}
}

// TestEditSurvivesReparseAndReimport edits a PDF's paper, then adds another copy of the PDF (a
// new parse of the same work) and imports a BibTeX record of it: the edited fields stay, the
// others are completed, and exports and CSL output use the edited record.
func TestEditSurvivesReparseAndReimport(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	pdf, err := os.ReadFile(filepath.Join(dir, "cermine_example1.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b := docOpen(t, t.TempDir())
	defer b.Close()
	d := uploadPDF(t, b.Service, "example1.pdf", pdf)
	orig := mustPaper(t, b.Service, *d.PaperID)
	if orig.DOI == nil {
		t.Fatalf("the PDF no longer reads a DOI: %+v", orig)
	}
	title, venue, year, typ := "Stressful life events and dementia (edited)", "Edited Venue", 2013, "review"
	authors := []domain.Author{{Given: "Anna", Family: "Sundström"}, {Given: "Edited", Family: "Coauthor"}}
	p, err := b.Service.Papers.Update(docOwner, orig.ID, service.UpdatePaperParams{Title: &title, Venue: &venue, Year: &year,
		PublicationType: &typ, Authors: &authors, Abstract: orig.Abstract})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"title", "venue", "year", "type", "authors"} {
		if !strings.Contains(strings.Join(p.EditedFields, ","), f) {
			t.Errorf("edited_fields %v lacks %s", p.EditedFields, f)
		}
	}
	if strings.Contains(strings.Join(p.EditedFields, ","), "abstract") {
		t.Errorf("an unchanged abstract counts as edited: %v", p.EditedFields)
	}
	check := func(when string) {
		t.Helper()
		got := mustPaper(t, b.Service, orig.ID)
		if got.Title != title || val(got.Venue) != venue || val(got.Year) != year || val(got.PublicationType) != typ ||
			len(got.Authors) != 2 || got.Authors[1].Family != "Coauthor" {
			t.Fatalf("%s: the edit was overwritten: %+v", when, got)
		}
		if n := paperCount(t, b.Service); n != 1 {
			t.Fatalf("%s: %d papers, want 1", when, n)
		}
	}
	// Another copy of the same PDF (an incremental-update comment makes new bytes): a new parse.
	copy2 := append(append([]byte{}, pdf...), []byte("\n% another copy\n")...)
	d2 := uploadPDF(t, b.Service, "example1-copy.pdf", copy2)
	if *d2.PaperID != orig.ID {
		t.Fatalf("the second copy made paper %s, want %s", *d2.PaperID, orig.ID)
	}
	check("after re-parse")
	bib := "@article{sundstrom2014,\n  title = {Stressful life events are not associated with the development of dementia},\n" +
		"  author = {Sundström, Anna and Rönnlund, Michael},\n  journal = {International Psychogeriatrics},\n  year = {2014},\n" +
		"  doi = {" + *orig.DOI + "},\n  url = {https://example.org/sundstrom2014}\n}\n"
	res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Data: []byte(bib)})
	if err != nil || res.Duplicates != 1 || res.Merged != 1 {
		t.Fatalf("re-import: %+v %v", res, err)
	}
	check("after re-import")
	got := mustPaper(t, b.Service, orig.ID)
	if val(got.URL) != "https://example.org/sundstrom2014" {
		t.Errorf("the record's URL did not complete the paper: %+v", got)
	}
	if out := bibtexOf(t, b.Service, orig.ID); !strings.Contains(out, title) || !strings.Contains(out, "2013") || !strings.Contains(out, "{sundstrom2014,") {
		t.Errorf("the BibTeX export does not use the edited record:\n%s", out)
	}
	bibl, err := b.Service.Citations.FormatBibliography(docOwner, service.FormatBibliographyParams{Style: "apa", PaperIDs: []string{orig.ID}, Format: "text"})
	if err != nil || len(bibl.Entries) != 1 || !strings.Contains(bibl.Entries[0].Text, "(2013)") || !strings.Contains(bibl.Entries[0].Text, "Coauthor") {
		t.Errorf("the APA entry does not use the edited record: %+v %v", bibl, err)
	}
}

// TestDuplicatesByArXivID: a preprint imported with its arXiv URL and a BibTeX entry that names
// the same eprint under another title and no DOI are one paper; the entry completes it.
func TestDuplicatesByArXivID(t *testing.T) {
	b := docOpen(t, t.TempDir())
	defer b.Close()
	first := `{"title":"Attention is all you need (preprint)","url":"https://arxiv.org/abs/1706.03762v5","year":2017,"authors":["Ashish Vaswani"]}` + "\n"
	if res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "jsonl", Data: []byte(first)}); err != nil || res.Created != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	bib := "@inproceedings{vaswani2017,\n  title = {Attention Is All You Need},\n  author = {Vaswani, Ashish and Shazeer, Noam},\n" +
		"  booktitle = {Advances in Neural Information Processing Systems},\n  year = {2017},\n  eprint = {1706.03762},\n  archivePrefix = {arXiv}\n}\n"
	res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Data: []byte(bib)})
	if err != nil || res.Created != 0 || res.Duplicates != 1 || res.Merged != 1 {
		t.Fatalf("the eprint entry was not matched by arXiv id: %+v %v", res, err)
	}
	l, _ := b.Service.Papers.List(docOwner, service.ListPapersParams{ListParams: service.ListParams{Limit: 10}})
	if len(l.Data) != 1 || val(l.Data[0].Venue) != "Advances in Neural Information Processing Systems" || l.Data[0].Title != "Attention is all you need (preprint)" {
		t.Fatalf("papers: %+v", l.Data)
	}
}

// TestDuplicatesByArXivIDBatch: one import naming two eprints, one id a prefix of the other's,
// completes each stored preprint from its own entry (the batch's single arXiv lookup confirms
// which id a stored URL names).
func TestDuplicatesByArXivIDBatch(t *testing.T) {
	b := docOpen(t, t.TempDir())
	defer b.Close()
	first := `{"title":"A long-id preprint","url":"https://arxiv.org/abs/1706.03762v5","year":2017,"authors":["Ashish Vaswani"]}` + "\n" +
		`{"title":"A short-id preprint","url":"http://www.arxiv.org/pdf/1706.0376.pdf","year":2017,"authors":["Jane Roe"]}` + "\n"
	if res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "jsonl", Data: []byte(first)}); err != nil || res.Created != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	bib := "@article{short,\n  title = {Short},\n  author = {Roe, Jane},\n  journal = {Journal S},\n  year = {2017},\n  eprint = {1706.0376},\n  archivePrefix = {arXiv}\n}\n" +
		"@article{long,\n  title = {Long},\n  author = {Vaswani, Ashish},\n  journal = {Journal L},\n  year = {2017},\n  eprint = {1706.03762},\n  archivePrefix = {arXiv}\n}\n"
	res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Data: []byte(bib)})
	if err != nil || res.Created != 0 || res.Duplicates != 2 || res.Merged != 2 {
		t.Fatalf("the two eprints were not each matched: %+v %v", res, err)
	}
	l, _ := b.Service.Papers.List(docOwner, service.ListPapersParams{ListParams: service.ListParams{Limit: 10}})
	venues := map[string]string{}
	for _, p := range l.Data {
		venues[p.Title] = val(p.Venue)
	}
	if len(l.Data) != 2 || venues["A long-id preprint"] != "Journal L" || venues["A short-id preprint"] != "Journal S" {
		t.Fatalf("venues by title: %v", venues)
	}
}
