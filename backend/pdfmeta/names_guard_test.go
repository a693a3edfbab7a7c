package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// TestMetaAuthorsRefusePlaceholders: a file whose Info author is the word processor's user
// or the machine gives no metadata names, so the layout's names are not outvoted by them.
func TestMetaAuthorsRefusePlaceholders(t *testing.T) {
	for _, a := range []string{"Windows User", "Microsoft Office User", "Administrator", "user", "Lenovo", "Author Name", "Valued Customer"} {
		if got := metaAuthors(pdf.Metadata{Author: a}); got != nil {
			t.Errorf("%q gave %v", a, got)
		}
	}
	if got := metaAuthors(pdf.Metadata{Author: "Anna Smith; Wei Zhang"}); len(got) != 2 {
		t.Errorf("a real list was refused: %v", got)
	}
}

// TestDropRoleBlocks: the lines under a lone role label go, and the block ends at the next
// label that names no role; an author line is kept.
func TestDropRoleBlocks(t *testing.T) {
	p := freePage(1, `
40 100 7 Edited by:
40 109 7 Maria Garcia,
40 118 7 University of Madrid, Spain
40 132 7 Reviewed by:
40 141 7 Dan Brown,
40 155 7 Received: 3 May 2021
40 164 7 Anna Smith
200 100 10 Anna Smith and Wei Zhang
`)
	var kept []string
	for _, l := range dropRoleBlocks(pageLines(&p)) {
		kept = append(kept, l.text)
	}
	want := []string{"Received: 3 May 2021", "Anna Smith", "Anna Smith and Wei Zhang"}
	if len(kept) != len(want) {
		t.Fatalf("kept %q, want %q", kept, want)
	}
	for i := range want {
		if kept[i] != want[i] {
			t.Errorf("kept %q, want %q", kept, want)
		}
	}
}

// TestMetaFamilyFirstIsTurned: Info names written "Smith Anna; Zhang Wei" for a page that
// prints "Anna Smith" are read given name first, and the model keeps the page's families.
func TestMetaFamilyFirstIsTurned(t *testing.T) {
	doc := synthPaper(synthRow{0, 11, []string{"Anna Smith^{1}, Wei Zhang^{2} and Carl Jones^{1}"}})
	doc.Meta.Author = "Smith Anna; Zhang Wei; Jones Carl"
	h := newHeader(doc)
	if got := familyList(orientMeta(metaAuthors(doc.Meta), h.page1Text)); got != "Smith, Zhang, Jones" {
		t.Errorf("oriented %q", got)
	}
	if got := familyList(ExtractPaper(doc).Authors); got != "Smith, Zhang, Jones" {
		t.Errorf("chose %q", got)
	}
	doc.Meta.Author = "Anna Smith; Wei Zhang; Carl Jones"
	if got := familyList(orientMeta(metaAuthors(doc.Meta), h.page1Text)); got != "Smith, Zhang, Jones" {
		t.Errorf("a list given name first was turned: %q", got)
	}
}

// TestNoNamesInRoleAndVenueLines: lines that name editors, supervisors or a journal give no
// author names.
func TestNoNamesInRoleAndVenueLines(t *testing.T) {
	for _, in := range []string{
		"Edited by Maria Garcia",
		"Academic Editor: Maria Garcia",
		"Supervisor: Wei Zhang",
		"The Lancet",
		"The Astrophysical Journal",
		"Nature Communications",
		"Scientific Reports",
		"University of Leeds, United Kingdom",
		"Hong Kong",
		"Check for updates",
	} {
		if names, ok := splitNames(in); ok {
			t.Errorf("%q gave names %v", in, names)
		}
	}
}
