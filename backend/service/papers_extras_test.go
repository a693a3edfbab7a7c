package service_test

import (
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
	if second := exportBib(t, b.Service); second != first {
		t.Fatalf("round trip changed the file:\n--- first\n%s\n--- second\n%s", first, second)
	}
}
