package pdfmeta

import "testing"

// TestLabelGridNames: names set as a grid beside a lone "Authors:" label, a row above the
// label's and one in it, are read by rows; a label with prose beside it gives nothing.
func TestLabelGridNames(t *testing.T) {
	grid := []synthRow{
		{600, 9, []string{"", "E Rapoport^{a}", "E Cohen^{a}"}},
		{626, 9, []string{"Authors:", "U Stemmer^{a}", ""}},
	}
	prose := []synthRow{
		{626, 9, []string{"Authors:", "we thank the reviewers for their comments", ""}},
	}
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"grid beside the label", grid, "Rapoport, Cohen, Stemmer"},
		{"prose beside the label", prose, ""},
	} {
		h := newHeader(synthDoc(append([]synthRow{{60, 17, []string{"Measuring the Drift of Coastal Sediment"}}}, tc.rows...)))
		if got := familyList(labelGridNames(h.page1)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
