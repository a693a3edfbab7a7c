package pdfmeta

import "testing"

// A title in false small capitals gives a line with one large capital a smaller size than its
// lines with two or more; its lines are matched on either size, so the block keeps them all.
func TestSmallCapsTitleLines(t *testing.T) {
	abstract := abstractRows(300, 10)
	cases := []struct {
		name string
		rows []synthRow
		want string
	}{
		{"a first line with one capital", []synthRow{
			{y: 60, size: 20, cells: []string{"C~{HARACTERIZATION} ~{AND}"}},
			{y: 88, size: 20, cells: []string{"L~{EARNING} ~{OF} C~{AUSAL}"}},
			{y: 116, size: 20, cells: []string{"G~{RAPHS} ~{FROM} H~{ARD}"}},
			{y: 144, size: 20, cells: []string{"I~{NTERVENTIONS}"}},
		}, "CHARACTERIZATION AND LEARNING OF CAUSAL GRAPHS FROM HARD INTERVENTIONS"},
		{"only the first word capitalized", []synthRow{
			{y: 60, size: 20, cells: []string{"T~{HE} ~{NEURAL} ~{MOVING} ~{AVERAGE}"}},
			{y: 88, size: 16, cells: []string{"MODEL FOR SCALABLE INFERENCE"}},
		}, "THE NEURAL MOVING AVERAGE MODEL FOR SCALABLE INFERENCE"},
		{"a drop capital in mixed case stays out", []synthRow{
			{y: 60, size: 20, cells: []string{"Learning of Causal Graphs"}},
			{y: 88, size: 17, cells: []string{"T~{HIS} paper studies graphs"}},
		}, "Learning of Causal Graphs"},
	}
	for _, c := range cases {
		h := newHeader(synthDoc(append(c.rows, abstract...)))
		if got, _ := layoutTitle(h.pages[0]); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
