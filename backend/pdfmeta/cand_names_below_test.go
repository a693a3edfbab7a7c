package pdfmeta

import "testing"

// TestBelowAbstractNames: a byline set under the abstract and its keywords (s17-nometa) is read,
// with its second line; a line of capitalised words there that holds no name and no mark is
// not, and nothing is read after the first numbered section.
func TestBelowAbstractNames(t *testing.T) {
	head := []synthRow{
		{60, 17, []string{"Measuring the Drift of Coastal Sediment"}},
		{100, 10, []string{"Abstract. We measure how sediment drifts along the coast in storms."}},
		{114, 10, []string{"The drift doubles in the winter months of every year we observed."}},
		{134, 10, []string{"Index Terms— sediment, storms, coasts"}},
	}
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"byline under the keywords", []synthRow{
			{160, 10, []string{"Yaadhav Raaj,^{1,*} Siddharth Ancha,^{1} Robert Tamburo,^{1} and"}},
			{174, 10, []string{"David Held^{2}"}},
			{200, 12, []string{"1 Introduction"}},
		}, "Raaj, Ancha, Tamburo, Held"},
		{"no name there", []synthRow{
			{160, 10, []string{"Coastal Sediment Transport Models"}},
			{200, 12, []string{"1 Introduction"}},
		}, ""},
		{"after the first section", []synthRow{
			{160, 12, []string{"1 Introduction"}},
			{180, 10, []string{"Anna Smith^{1}, Wei Zhang^{2}"}},
		}, ""},
	} {
		h := newHeader(synthDoc(append(append([]synthRow{}, head...), tc.rows...)))
		if got := familyList(belowAbstractNames(h.page1)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
