package pdfmeta

import (
	"strings"
	"testing"
)

// TestFamilyInitialNames: one line of bylines printed "Family, Initials" with degrees, marks
// and addresses is read given name first (s17-nometa); a place or a sentence of that shape is
// not, and marked says whether a mark, a degree or an address stood beside the name.
func TestFamilyInitialNames(t *testing.T) {
	for _, tc := range []struct {
		text   string
		want   string // given-first names, "|" between them; "" for nil
		marked bool
	}{
		{"Zadeh, P., PhD", "P. Zadeh", true},
		{"Lee, I", "I. Lee", false},
		{"RAVI, S", "S. RAVI", false},
		{"Bang, D., Ph.D.a", "D. Bang", true},
		{"Nowak, R. D., Ph.D.b", "R. D. Nowak", true},
		{"Zandonati, B, PhD1 ; Pol, AA, PhD1", "B. Zandonati|A. A. Pol", true},
		{"Zhang, X. x.zhang@example.edu", "X. Zhang", true},
		{"Hutter, M.*", "M. Hutter", true},
		{"MIO, Washington, 1 · LIU, Xiuwen, 3,*", "", false}, // "Washington" is a place
		{"SRIVASTAVA, Anuj, 2 · LIU, Xiuwen, 3,*", "Anuj SRIVASTAVA|Xiuwen LIU", true},
		{"London, N.W.", "N. W. London", false}, // unmarked: alone, the block reader leaves it
		{"Seattle, WA", "", false},
		{"Leeds, UK", "", false},
		{"Cambridge, MA 02139", "", false},
		{"Smith, Anna", "", false}, // a given name in full is familyCommaLine's
		{"In this paper, we propose a method", "", false},
	} {
		names, marked := familyInitialNames(tc.text)
		var got []string
		for _, n := range names {
			got = append(got, strings.Join(n, " "))
		}
		if g := strings.Join(got, "|"); g != tc.want || names != nil && marked != tc.marked {
			t.Errorf("%q: got %q marked %v, want %q marked %v", tc.text, g, marked, tc.want, tc.marked)
		}
	}
}

// TestFamilyInitialBlock: a stack of such names over or beside their affiliations and a grid
// of them are read in rows; a lone name is read only with a mark, so a lone place line is not.
func TestFamilyInitialBlock(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"stack with degrees", []synthRow{
			{0, 10, []string{"Zadeh, P., PhD"}},
			{14, 10, []string{"Hosseini, R., PhD"}},
			{28, 10, []string{"Sra, S., PhD,*"}},
		}, "Zadeh, Hosseini, Sra"},
		{"names over their affiliations", []synthRow{
			{0, 10, []string{"Kim, T^{1}"}},
			{14, 9, []string{"Korea Advanced Institute of Science and Technology, Daejeon"}},
			{28, 10, []string{"Girard, A^{2,*}"}},
			{42, 9, []string{"School of Computer Science, Nanyang Technological University"}},
		}, "Kim, Girard"},
		{"grid read by rows", []synthRow{
			{0, 10, []string{"Bang, D., Ph.D.^{a}", "Sung, I., Ph.D.^{a}", "Piao, Y., Ph.D.^{b}"}},
			{14, 9, []string{"KU Leuven", "KU Leuven", "Toronto"}},
			{28, 10, []string{"Lee, S., Ph.D.^{b}", "Kim, S., Ph.D.^{c}"}},
		}, "Bang, Sung, Piao, Lee, Kim"},
		{"one marked name", []synthRow{
			{0, 10, []string{"Hutter, M.*"}},
			{14, 9, []string{"Microsoft Research, Redmond"}},
		}, "Hutter"},
		{"a lone place", []synthRow{
			{0, 10, []string{"London, N.W."}},
		}, ""},
	} {
		h := newHeader(synthPaper(tc.rows...))
		if got := familyList(familyInitialBlock(h.pages)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
