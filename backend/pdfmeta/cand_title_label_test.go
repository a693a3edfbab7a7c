package pdfmeta

import "testing"

// TestLabelOverTitle: a department's head set larger than the title right over it ("Graphics
// Applications" over a TUGboat article, whose title is set bold at about the text's size) is no
// title; a short title over its authors' names or
// their affiliation set large still is (s13-type).
func TestLabelOverTitle(t *testing.T) {
	body := []synthRow{{y: 200, size: 10, cells: []string{"Abstract"}},
		{y: 213, size: 10, cells: []string{"We show how a drawing language can make animations of polyhedra, frame by frame."}},
		{y: 226, size: 10, cells: []string{"The frames are then collated into one animated file with common tools."}}}
	for _, tc := range []struct {
		name string
		rows []synthRow
		want string
	}{
		{"department head over the title", append([]synthRow{{y: 60, size: 17, cells: []string{"Graphics Applications"}},
			{y: 100, size: 10, cells: []string{"Creating animations of polyhedra with a"}},
			{y: 113, size: 10, cells: []string{"drawing language"}},
			{y: 140, size: 10, cells: []string{"Anna Smith"}}}, body...), "Creating animations of polyhedra with a drawing language"},
		{"short title over its authors", append([]synthRow{{y: 60, size: 17, cells: []string{"Drift Tables"}},
			{y: 100, size: 12, cells: []string{"Anna Smith, Bo Li, Carla Diaz"}},
			{y: 140, size: 10, cells: []string{"University of Somewhere"}}}, body...), "Drift Tables"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if m := ExtractPaper(synthDoc(tc.rows)); m.Title != tc.want {
				t.Errorf("title %q, want %q", m.Title, tc.want)
			}
		})
	}
}
