package pdfmeta

import "testing"

// TestNamesAboveSparseCover: a cover of a few lines may set its byline anywhere above a title
// set low on the page; on a full page the same far line is no byline.
func TestNamesAboveSparseCover(t *testing.T) {
	cover := []synthRow{
		{60, 11, []string{"CS TUG, DANTE e.V., GUST, GUTenberg, NTG, TUG"}},
		{150, 14, []string{"B. Jackowski, J. M. Nowacki and P. Strzelczyk"}},
		{560, 24, []string{"Antykwa Poltawskiego Family of Fonts"}},
		{592, 12, []string{"THE TECHNICAL DOCUMENTATION"}},
	}
	full := append([]synthRow{}, cover...)
	for i := range 8 {
		full = append(full, synthRow{620 + 14*float64(i), 10, []string{"The fonts were digitised from the printed specimens of the foundry, line by line."}})
	}
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"sparse cover", cover, "Jackowski, Nowacki, Strzelczyk"},
		{"full page", full, ""},
	} {
		h := newHeader(synthDoc(tc.rows))
		var title []line
		for _, l := range h.page1 {
			if l.size == 24 {
				title = append(title, l)
			}
		}
		if got := familyList(namesAbove(h.page1, title)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
