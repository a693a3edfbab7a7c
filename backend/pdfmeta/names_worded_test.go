package pdfmeta

import (
	"strings"
	"testing"
)

// TestInitialedWordNames: a family name that is also a word, after initials ("S. Proper"), is
// read beside another name (synthR31 s0144); a lettered heading ("B. Results"), alone or with
// another of its kind, is not.
func TestInitialedWordNames(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
	}{
		{"S. Proper and P. Tadepalli", "S. Proper|P. Tadepalli"},
		{"S. Proper1, Anna Smith2", "S. Proper|Anna Smith"},
		{"B. Results", ""},
		{"A. Methods and B. Results", ""},
	} {
		names, ok := splitNames(tc.text)
		var got []string
		for _, n := range names {
			got = append(got, strings.Join(n, " "))
		}
		if g := strings.Join(got, "|"); g != tc.want || ok != (tc.want != "") {
			t.Errorf("%q: got %q (%v), want %q", tc.text, g, ok, tc.want)
		}
	}
}
