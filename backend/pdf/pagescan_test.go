package pdf

import (
	"bytes"
	"strconv"
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
	} {
		if got := declaredPages([]byte(c.in)); got != c.want {
			t.Errorf("declaredPages(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}

// TestDeclaredPagesLongKids: a /Kids array longer than any fixed window between /Type /Pages
// and /Count (the 10^6-page fixture's root has 1,000 kids) still shows its count.
func TestDeclaredPagesLongKids(t *testing.T) {
	var kids []byte
	for i := range 3000 {
		kids = append(kids, []byte(strconv.Itoa(i+10)+" 0 R ")...)
	}
	in := "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj 2 0 obj << /Type /Pages /Kids [" + string(kids) + "] /Count 1000000 >> endobj"
	if got := declaredPages([]byte(in)); got != 1000000 {
		t.Errorf("declaredPages = %d, want 1000000", got)
	}
}

// TestDeclaredPagesInWindows: the windowed scan of a stored file finds a page-tree object that
// straddles a window's edge, as the whole-bytes scan does.
func TestDeclaredPagesInWindows(t *testing.T) {
	obj := []byte("7 0 obj << /Type /Pages /Kids [8 0 R] /Count 250000 >> endobj")
	for _, at := range []int{0, scanChunk - 20, scanChunk + 5, 2*scanChunk - len(obj)/2} {
		data := make([]byte, 3*scanChunk)
		copy(data[at:], obj)
		got, err := declaredPagesIn(bytes.NewReader(data), int64(len(data)))
		if err != nil || got != 250000 {
			t.Errorf("object at %d: %d, %v; want 250000", at, got, err)
		}
	}
}
