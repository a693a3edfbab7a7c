package pdfmeta

import "testing"

// TestCoverFootNames: a manual's cover that sets its authors' names at its foot, under a title
// block at its top, is read for them (s16-s15open); a page of text whose foot holds a line of
// names (a footnote, a citation) is not.
func TestCoverFootNames(t *testing.T) {
	cover := []synthRow{{y: 90, size: 25, cells: []string{"COLLECTIVE DRIFT MODULE"}},
		{y: 122, size: 25, cells: []string{"Reference manual for Sprout"}},
		{y: 160, size: 11, cells: []string{"Code version: 2021-09-21"}},
		{y: 658, size: 12, cells: []string{"Anna Smith, Bo Li, Carl Berg, David Jones,"}},
		{y: 672, size: 12, cells: []string{"Emma Brown, Frank Miller"}},
		{y: 687, size: 11, cells: []string{"(HTML version)"}}}
	page2 := []synthRow{{y: 60, size: 11, cells: []string{"Contents"}}, {y: 80, size: 11, cells: []string{"1 Overview of the module . . . 3"}}}
	got := ExtractPaper(synthDoc(cover, page2)).Authors
	if len(got) != 6 || got[0].Family != "Smith" || got[5].Family != "Miller" {
		t.Errorf("cover's foot names = %v, want the six names", got)
	}
	text := append([]synthRow{}, cover[:3]...)
	text = append(text, synthRow{y: 300, size: 11, cells: []string{"We measure how sediment drifts along a coast under seasonal storms, using three years of buoy records"}})
	text = append(text, cover[3:]...)
	if h := newHeader(synthDoc(text, page2)); len(h.coverFootNames()) != 0 {
		t.Errorf("a page of text read for the names at its foot: %v", h.coverFootNames())
	}
}
