package pdfmeta

import "testing"

// TestNameWithOwnAddress: a name followed on its line by its own address (synthR41 s0327,
// "Liu Yi MSc y.liu@example.edu" above names whose addresses wrapped to the next line) is read
// by the layout reader; a line of names with a shared address, or a name with an office's
// address, stays an address line.
func TestNameWithOwnAddress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		first string
		want  string
	}{
		{"own address", "Yi Liu y.liu@leeds.ac.uk", "Liu, Liu, Jones"},
		{"own address after a degree", "Anna Smith PhD anna_smith@leeds.ac.uk", "Smith, Liu, Jones"},
		{"office address", "Anna Smith office@leeds.ac.uk", "Liu, Jones"},
		{"shared address", "Anna Smith, Wei Zhang {smith,zhang}@leeds.ac.uk", "Liu, Jones"},
	} {
		got := layoutFamilies(
			synthRow{0, 10, []string{tc.first}},
			synthRow{12, 10, []string{"Dianqing Liu"}},
			synthRow{24, 9, []string{"d.liu@leeds.ac.uk"}},
			synthRow{36, 10, []string{"Carl Jones"}},
			synthRow{48, 9, []string{"c.jones@leeds.ac.uk"}},
		)
		if got != tc.want {
			t.Errorf("%s: layout reader gave %q, want %q", tc.name, got, tc.want)
		}
	}
}
