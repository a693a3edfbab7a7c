package watch

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func TestIgnored(t *testing.T) {
	for name, want := range map[string]bool{
		".DS_Store": true, "._paper.pdf": true, "Thumbs.db": true, "desktop.ini": true, "~$draft.docx": true,
		"paper.pdf.part": true, "paper.pdf.crdownload": true, "x.TMP": true, ".hidden.pdf": true,
		"paper.pdf": false, "notes.txt": false, "part.pdf": false, "tmp-results.pdf": false,
	} {
		if got := Ignored(name); got != want {
			t.Errorf("Ignored(%q) = %v, want %v", name, got, want)
		}
	}
}

// collector records handed-over files.
type collector struct {
	mu    sync.Mutex
	files []File
}

func (c *collector) add(f File) { c.mu.Lock(); c.files = append(c.files, f); c.mu.Unlock() }
func (c *collector) get() []File {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]File(nil), c.files...)
}

// TestRun: existing files are found by the start scan, a file is handed over only once it stops
// growing, ignored names and hidden folders never are, a new nested folder is followed, an
// unchanged file is not handed over twice, and a changed one is.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "before.pdf"), []byte("already here"), 0o644)
	os.MkdirAll(filepath.Join(dir, ".hidden"), 0o755)
	os.WriteFile(filepath.Join(dir, ".hidden", "secret.pdf"), []byte("x"), 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var c collector
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, dir, Options{Stable: 400 * time.Millisecond, Rescan: 300 * time.Millisecond, Tick: 50 * time.Millisecond}, c.add)
	}()

	// A file that grows for 1.2 s in steps shorter than Stable.
	growing := filepath.Join(dir, "growing.pdf")
	f, _ := os.Create(growing)
	for i := 0; i < 6; i++ {
		f.Write([]byte("chunk of bytes "))
		time.Sleep(200 * time.Millisecond)
		for _, got := range c.get() {
			if got.Path == growing {
				t.Fatalf("handed over while still growing (after chunk %d)", i)
			}
		}
	}
	f.Close()
	os.WriteFile(filepath.Join(dir, "download.pdf.part"), []byte("partial"), 0o644)
	os.WriteFile(filepath.Join(dir, ".DS_Store"), []byte("junk"), 0o644)
	os.MkdirAll(filepath.Join(dir, "new", "deeper"), 0o755)
	os.WriteFile(filepath.Join(dir, "new", "deeper", "nested.pdf"), []byte("nested"), 0o644)

	deadline := time.Now().Add(20 * time.Second)
	want := map[string]bool{"before.pdf": true, "growing.pdf": true, filepath.Join("new", "deeper", "nested.pdf"): true}
	for time.Now().Before(deadline) && len(c.get()) < len(want) {
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(time.Second) // several rescans: nothing may be handed over twice
	seen := map[string]int{}
	for _, got := range c.get() {
		rel, _ := filepath.Rel(dir, got.Path)
		seen[rel]++
		if rel == "growing.pdf" && got.Size != 6*int64(len("chunk of bytes ")) {
			t.Errorf("growing.pdf handed over at %d bytes", got.Size)
		}
	}
	for rel := range want {
		if seen[rel] != 1 {
			t.Errorf("%s handed over %d times, want once", rel, seen[rel])
		}
	}
	if len(seen) != len(want) {
		t.Errorf("handed over %v, want exactly %v", seen, want)
	}

	// A changed file is handed over again.
	os.WriteFile(filepath.Join(dir, "before.pdf"), []byte("rewritten content"), 0o644)
	deadline = time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) && len(c.get()) < len(want)+1 {
		time.Sleep(50 * time.Millisecond)
	}
	if n := len(c.get()); n != len(want)+1 {
		t.Errorf("after a change: %d hand-overs, want %d", n, len(want)+1)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestRunMissingFolder(t *testing.T) {
	if err := Run(context.Background(), filepath.Join(t.TempDir(), "nope"), Options{}, func(File) {}); err == nil {
		t.Fatal("want an error for a missing folder")
	}
}
