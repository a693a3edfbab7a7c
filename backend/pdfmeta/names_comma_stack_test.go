package pdfmeta

import "testing"

// TestStackedCommaName: in a stack of names written "Family, Given" (synthR41 s0210), a name
// whose given name the lexicon does not know ("Munetomo, Masaharu") is read in its place; a
// place written the same way ("Leeds, Yorkshire") is not, nor the lone name without such
// neighbours.
func TestStackedCommaName(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"unknown given name in a stack", []synthRow{
			{0, 10, []string{"Smith, Anna"}},
			{14, 10, []string{"Munetomo, Masaharu"}},
			{28, 10, []string{"Jones, Carl"}},
		}, "Smith, Munetomo, Jones"},
		{"place in a stack", []synthRow{
			{0, 10, []string{"Smith, Anna"}},
			{14, 10, []string{"Pittsburgh, Pennsylvania"}},
			{28, 10, []string{"Jones, Carl"}},
		}, "Smith"}, // the reader stops at the line it cannot read, as it did before
		{"one neighbour only", []synthRow{
			{0, 10, []string{"Smith, Anna"}},
			{14, 10, []string{"Munetomo, Masaharu"}},
		}, "Smith"},
	} {
		if got := layoutFamilies(tc.rows...); got != tc.want {
			t.Errorf("%s: layout reader gave %q, want %q", tc.name, got, tc.want)
		}
	}
}
