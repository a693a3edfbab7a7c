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
	// Papers imported in one batch share created_at, so list order (and export order) between
	// two libraries is the random ids' order: compare the entries, not their sequence.
	if second := exportBib(t, b.Service); !sameEntries(first, second) {
		t.Fatalf("round trip changed the file:\n--- first\n%s\n--- second\n%s", first, second)
	}
}

// sameEntries reports whether two BibTeX files hold the same entries in any order.
func sameEntries(a, b string) bool {
	split := func(s string) []string {
		parts := strings.Split(s, "\n@")
		for i := range parts {
			parts[i] = strings.TrimSpace(strings.TrimPrefix(parts[i], "@"))
		}
		slices.Sort(parts)
		return parts
	}
	return slices.Equal(split(a), split(b))
}
