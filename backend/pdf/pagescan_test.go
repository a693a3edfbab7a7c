package pdf

import (
	"strings"
	"testing"
)

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
		{"<< /Type /Pages /Kids [" + strings.Repeat("12 0 R ", 2000) + "] /Count 4000000 >>", 4000000}, // a long /Kids array
		{"<< /Type /Pages /Resources << /Font << /F1 5 0 R >> >> /Count 20000 >>", 20000},              // nested dictionaries
		{"<< /Type /PagesX /Count 99999 >>", 0},
		{strings.Repeat("<< ", 100000) + "/Type /Pages /Count 99999" + strings.Repeat(" >>", 100000), 0}, // too deep to track
		{"<< /Type /Pages /Count 5 >>>> >> << /Type /Pages /Count 8 >>", 8},                              // stray closers
	} {
		if got := declaredPages([]byte(c.in)); got != c.want {
			t.Errorf("declaredPages(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
