package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// failingReader fails after its first bytes, as a copy cut short would.
type failingReader struct{ sent bool }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.sent {
		return 0, errors.New("cut short")
	}
	f.sent = true
	return copy(p, "half"), nil
}

func TestWriteReplacesWholeOrNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.txt")
	if err := WriteFile(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, &failingReader{}); err == nil {
		t.Fatal("a failed copy reported no error")
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "first" {
		t.Fatalf("after a failed write the file holds %q (%v), want the first version whole", got, err)
	}
	left, _ := os.ReadDir(filepath.Dir(path))
	if len(left) != 1 {
		t.Fatalf("a failed write left %d files in the folder, want only f.txt", len(left))
	}
}
