package samples

import (
	"bytes"
	"testing"
)

func TestAllAreRealPDFs(t *testing.T) {
	got := All()
	if len(got) != 3 {
		t.Fatalf("want 3 sample PDFs, got %d", len(got))
	}
	for _, f := range got {
		if !bytes.HasPrefix(f.Data, []byte("%PDF-")) || len(f.Data) < 10000 {
			t.Errorf("%s is not a PDF of plausible size (%d bytes)", f.Name, len(f.Data))
		}
	}
}
