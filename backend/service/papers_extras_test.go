package service_test

import (
	"slices"
	"strings"
	"testing"

	"carrel/backend/service"
)

const extrasBib = `@article{Smith2020:trees,
  title = {Urban Trees and Summer Heat},
  author = {Smith, Anna and Jones, Bo},
  journal = {Journal of Urban Climate},
  year = {2020},
  keywords = {urban heat; street trees, shade},
  note = {Read for chapter 3: compare with {Raman} 2022}
}
@inproceedings{lee-19,
  title = {Layout Matters for Parsing},
  author = {Lee, Kim},
  booktitle = {Proceedings of Layout},
  year = {2019}
}
`

func allPaperIDs(t *testing.T, svc *service.Service) []string {
	t.Helper()
	l, err := svc.Papers.List(docOwner, service.ListPapersParams{ListParams: service.ListParams{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, p := range l.Data {
		ids = append(ids, p.ID)
	}
	return ids
}

func exportBib(t *testing.T, svc *service.Service) string {
	t.Helper()
	out, err := svc.Citations.ExportPapers(docOwner, service.ExportPapersParams{PaperIDs: allPaperIDs(t, svc), Format: "bibtex"})
	if err != nil {
		t.Fatal(err)
	}
	return string(out.Data)
}

func TestBibTeXExportKeepsKeysKeywordsNotesAndRoundTrips(t *testing.T) {
	a := docOpen(t, t.TempDir())
	defer a.Close()
	if _, err := a.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Filename: "x.bib", Data: []byte(extrasBib)}); err != nil {
		t.Fatal(err)
	}
	first := exportBib(t, a.Service)
	for _, want := range []string{"{Smith2020:trees,", "{lee-19,", "keywords = {urban heat, street trees, shade}", "note = {Read for chapter 3: compare with Raman 2022}"} {
		if !strings.Contains(first, want) {
			t.Fatalf("export lacks %q:\n%s", want, first)
		}
	}
	// The export imports into a fresh library and exports the same file again.
	b := docOpen(t, t.TempDir())
	defer b.Close()
	res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Filename: "y.bib", Data: []byte(first)})
	if err != nil || res.Created != 2 {
		t.Fatalf("re-import of the export: %+v %v", res, err)
	}
	if second := exportBib(t, b.Service); sortedRecords(second, "}\n\n") != sortedRecords(first, "}\n\n") {
		t.Fatalf("round trip changed the file:\n--- first\n%s\n--- second\n%s", first, second)
	}
}

func exportRIS(t *testing.T, svc *service.Service) string {
	t.Helper()
	out, err := svc.Citations.ExportPapers(docOwner, service.ExportPapersParams{PaperIDs: allPaperIDs(t, svc), Format: "ris"})
	if err != nil {
		t.Fatal(err)
	}
	return string(out.Data)
}

// TestRISExportKeepsKeywordsNotesAndRoundTrips: keywords and notes kept from a BibTeX import
// are written as KW and N1, and the RIS export imports into a fresh library and exports the
// same file again.
func TestRISExportKeepsKeywordsNotesAndRoundTrips(t *testing.T) {
	a := docOpen(t, t.TempDir())
	defer a.Close()
	if _, err := a.Service.Papers.Import(docOwner, service.ImportParams{Format: "bibtex", Filename: "x.bib", Data: []byte(extrasBib)}); err != nil {
		t.Fatal(err)
	}
	first := exportRIS(t, a.Service)
	for _, want := range []string{"KW  - urban heat\r\n", "KW  - street trees\r\n", "KW  - shade\r\n", "N1  - Read for chapter 3: compare with Raman 2022\r\n"} {
		if !strings.Contains(first, want) {
			t.Fatalf("export lacks %q:\n%s", want, first)
		}
	}
	b := docOpen(t, t.TempDir())
	defer b.Close()
	res, err := b.Service.Papers.Import(docOwner, service.ImportParams{Format: "ris", Filename: "y.ris", Data: []byte(first)})
	if err != nil || res.Created != 2 {
		t.Fatalf("re-import of the export: %+v %v", res, err)
	}
	if second := exportRIS(t, b.Service); sortedRecords(second, "ER  - \r\n\r\n") != sortedRecords(first, "ER  - \r\n\r\n") {
		t.Fatalf("round trip changed the file:\n--- first\n%s\n--- second\n%s", first, second)
	}
}

// sortedRecords puts the records of an export (RIS or BibTeX, sep ends each) in a fixed order:
// papers imported in one batch share a created time, so the listing order may differ.
func sortedRecords(file, sep string) string {
	recs := strings.Split(file, sep)
	slices.Sort(recs)
	return strings.Join(recs, sep)
}
