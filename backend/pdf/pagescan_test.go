package pdf

import "testing"

func TestDeclaredPages(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>", 1000000},
		{"<</Count 12/Type/Pages/Kids[3 0 R]>>", 12},
		{"<< /Type /Outlines /Count 50000 >>", 0},
		{"<< /Type /Pages /Count 3 >> << /Type /Pages /Count 7 >>", 7},
		{"no page tree here", 0},
	} {
		if got := declaredPages([]byte(c.in)); got != c.want {
			t.Errorf("declaredPages(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
