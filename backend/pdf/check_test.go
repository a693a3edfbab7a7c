package pdf

import (
	"errors"
	"testing"

	"carrel/backend/domain"
)

func TestCheckMinimal(t *testing.T) {
	data := minimalPDF(0, "Hello")
	if c, err := Check(data); err != nil || c.PageCount != 1 || c.Version != "1.4" {
		t.Fatalf("Check = %+v, %v", c, err)
	}
	if _, err := Check([]byte("plain text")); !errors.Is(err, ErrNotPDF) {
		t.Errorf("text: %v", err)
	}
	if _, err := Check(data[:len(data)/8]); !errors.Is(err, ErrCorrupt) {
		t.Errorf("truncated: %v", err)
	}
	if _, err := Check(make([]byte, domain.MaxDocumentBytes+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("too large: %v", err)
	}
}

// FuzzCheck feeds arbitrary bytes to Check: it must return, never panic, and
// classify every failure.
func FuzzCheck(f *testing.F) {
	good := minimalPDF(0, "Seed text")
	f.Add(good)
	f.Add(minimalPDF(90, "rotated", "two lines"))
	f.Add(good[:len(good)/2])
	f.Add([]byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"))
	f.Add([]byte("%PDF-"))
	f.Add([]byte("not a pdf"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// In process: the fuzzer is after pdfcpu's own failures, not the worker's limits.
		c, err := checkInProcess(data)
		if err == nil {
			if c.PageCount <= 0 {
				t.Fatalf("ok with %d pages", c.PageCount)
			}
			return
		}
		if !isClassified(err) {
			t.Fatalf("unclassified error %v", err)
		}
	})
}
