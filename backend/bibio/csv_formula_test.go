package bibio

import (
	"bytes"
	"encoding/csv"
	"testing"

	"carrel/backend/domain"
)

// TestCSVFormulaNeutralized (issue 16 item 15): a text cell a spreadsheet would run as a formula gets a leading apostrophe.
func TestCSVFormulaNeutralized(t *testing.T) {
	for _, c := range []struct{ title, want string }{
		{"=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"},
		{"+1+1", "'+1+1"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1", "'\t=1"},
		{"A normal title", "A normal title"},
		{"", ""},
	} {
		var buf bytes.Buffer
		if err := WriteCSV(&buf, []Row{{Rank: 1, Paper: domain.Paper{Title: c.title}}}); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		col := -1
		for i, h := range recs[0] {
			if h == "title" {
				col = i
			}
		}
		if col < 0 || recs[1][col] != c.want {
			t.Errorf("title %q exported as %q, want %q", c.title, recs[1][col], c.want)
		}
	}
}
