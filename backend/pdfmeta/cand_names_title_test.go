package pdfmeta

import "testing"

// TestTitleBlockNames: a title block that is wholly a byline gives its names (s17-nometa, dev
// s16 ap-info); a real title, and one person-like line without initials or marks, do not.
func TestTitleBlockNames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		title []string
		want  string
	}{
		{"byline in initials", []string{"B. Jackowski, J. M. Nowacki and P. Strzelczyk"}, "Jackowski, Nowacki, Strzelczyk"},
		{"byline with marks", []string{"Anna Smith^{1}, Wei Zhang^{2}"}, "Smith, Zhang"},
		{"a title", []string{"Measuring the Drift of Coastal Sediment"}, ""},
		{"one name alone", []string{"Grace Hopper"}, ""},
	} {
		var rows []synthRow
		for i, s := range tc.title {
			rows = append(rows, synthRow{60 + 20*float64(i), 17, []string{s}})
		}
		h := newHeader(synthDoc(rows))
		if got := familyList(titleBlockNames(h.page1)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
