package bibio

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// TestRISExportKeepsKeywordsNotesAndRoundTrips: keywords are written one KW each and notes one
// N1 per paragraph; reading the export back gives the same keywords and note, and writing that
// again gives the same bytes.
func TestRISExportKeepsKeywordsNotesAndRoundTrips(t *testing.T) {
	y := 2020
	papers := []domain.Paper{
		{ID: "pap_1", Title: "Urban Trees and Summer Heat", Authors: []domain.Author{{Given: "Anna", Family: "Smith"}}, Year: &y,
			Venue: sp("Journal of Urban Climate"), PublicationType: sp("journal_article"),
			Keywords: []string{"urban heat", "street trees, shade", "Ørsted"}, Note: "Read for chapter 3.\n\nCompare with Raman\n2022: same city."},
		{ID: "pap_2", Title: "No extras", PublicationType: sp("report")},
	}
	var buf bytes.Buffer
	if err := WriteRIS(&buf, papers); err != nil {
		t.Fatal(err)
	}
	first := buf.String()
	for _, want := range []string{"KW  - urban heat\r\n", "KW  - street trees, shade\r\n", "KW  - Ørsted\r\n",
		"N1  - Read for chapter 3.\r\nN1  - Compare with Raman 2022: same city.\r\nER  - \r\n"} {
		if !strings.Contains(first, want) {
			t.Fatalf("export lacks %q:\n%s", want, first)
		}
	}
	if second := first[strings.Index(first, "TY  - RPRT"):]; strings.Contains(second, "KW") || strings.Contains(second, "N1") {
		t.Errorf("a paper without keywords or note got tags:\n%s", second)
	}
	recs, errs := ParseRIS(strings.NewReader(first))
	if len(errs) > 0 || len(recs) != 2 {
		t.Fatalf("reparse: %d records, %v", len(recs), errs)
	}
	if !slices.Equal(recs[0].Keywords, papers[0].Keywords) {
		t.Errorf("keywords %q, want %q", recs[0].Keywords, papers[0].Keywords)
	}
	if want := "Read for chapter 3.\n\nCompare with Raman 2022: same city."; recs[0].Note != want {
		t.Errorf("note %q, want %q", recs[0].Note, want)
	}
	if len(recs[1].Keywords) != 0 || recs[1].Note != "" {
		t.Errorf("second record has extras: %q %q", recs[1].Keywords, recs[1].Note)
	}
	again := make([]domain.Paper, len(recs))
	for i, r := range recs {
		r.Paper.ID = papers[i].ID
		again[i] = r.Paper
	}
	buf.Reset()
	if err := WriteRIS(&buf, again); err != nil {
		t.Fatal(err)
	}
	if buf.String() != first {
		t.Fatalf("round trip changed the file:\n--- first\n%s\n--- second\n%s", first, buf.String())
	}
}

// TestRISKeywordsOnOneLine: a ";" list on one KW line (some tools write that) is split, repeats dropped.
func TestRISKeywordsOnOneLine(t *testing.T) {
	recs, errs := ParseRIS(strings.NewReader("TY  - JOUR\r\nTI  - A\r\nKW  - heat; shade ;Heat\r\nKW  - trees\r\nER  - \r\n"))
	if len(errs) > 0 || len(recs) != 1 {
		t.Fatalf("%v %v", recs, errs)
	}
	if want := []string{"heat", "shade", "trees"}; !slices.Equal(recs[0].Keywords, want) {
		t.Errorf("keywords %q, want %q", recs[0].Keywords, want)
	}
}
