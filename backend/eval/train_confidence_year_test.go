package eval

import (
	"testing"

	"carrel/backend/pdf"
)

func TestEraseYear(t *testing.T) {
	page := pdf.Page{Number: 1, Text: "Energy 12 (2017) 1-10\n© 2017 Elsevier\nReceived 3 May 2016\nDOI 10.1016/j.energy.2017.05.012",
		Words: []pdf.Word{
			{Text: "Energy", Line: 0}, {Text: "12", Line: 0}, {Text: "(2017)", Line: 0}, {Text: "1-10", Line: 0},
			{Text: "©", Line: 1}, {Text: "2017", Line: 1}, {Text: "Elsevier", Line: 1},
			{Text: "Received", Line: 2}, {Text: "3", Line: 2}, {Text: "May", Line: 2}, {Text: "2016", Line: 2},
			{Text: "DOI", Line: 3}, {Text: "10.1016/j.energy.2017.05.012", Line: 3},
		}}
	doc := &pdf.Doc{Pages: []pdf.Page{page}, Meta: pdf.Metadata{Created: "2017-03-01", Modified: "2019-01-02", Title: "Energy 2017"}}
	out := eraseYear(doc, 2017)
	if out == nil {
		t.Fatal("nothing erased")
	}
	var kept []string
	for _, w := range out.Pages[0].Words {
		kept = append(kept, w.Text)
	}
	// the year as a number of its own goes, with the file's dates of that year; the DOI and
	// the other years stay, as what the wrong year is then checked against
	want := []string{"Energy", "12", "1-10", "©", "Elsevier", "Received", "3", "May", "2016", "DOI", "10.1016/j.energy.2017.05.012"}
	if len(kept) != len(want) {
		t.Fatalf("words %q, want %q", kept, want)
	}
	for i := range want {
		if kept[i] != want[i] {
			t.Fatalf("words %q, want %q", kept, want)
		}
	}
	if out.Meta.Created != "" || out.Meta.Modified != "2019-01-02" || out.Meta.Title != "Energy " {
		t.Errorf("meta %+v", out.Meta)
	}
	if got := out.Pages[0].Text; got != "Energy 12 () 1-10\n©  Elsevier\nReceived 3 May 2016\nDOI 10.1016/j.energy.2017.05.012" {
		t.Errorf("text %q", got)
	}
	if len(doc.Pages[0].Words) != 13 || doc.Meta.Created == "" {
		t.Error("the original document was changed")
	}
	if eraseYear(doc, 1999) != nil {
		t.Error("a year printed nowhere erased something")
	}
}
