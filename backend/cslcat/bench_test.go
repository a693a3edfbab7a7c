package cslcat

import (
	"testing"
)

// Targets: a style-list query <= 5 ms; Resolve plus load of one style, cold, <= 20 ms.

func BenchmarkListQueryAPA(b *testing.B) {
	c := openArchive(b, "")
	for b.Loop() {
		if page, _, _, err := c.List(Query{Text: "apa", Limit: 20}); err != nil || len(page) == 0 {
			b.Fatal(len(page), err)
		}
	}
}

func BenchmarkListFirstPage(b *testing.B) {
	c := openArchive(b, "")
	for b.Loop() {
		if page, _, _, err := c.List(Query{}); err != nil || len(page) != MaxLimit {
			b.Fatal(len(page), err)
		}
	}
}

// BenchmarkResolveCold drops the inflated-chunk cache before each Resolve of a dependent
// style, so every iteration reads and inflates its parent's chunk.
func BenchmarkResolveCold(b *testing.B) {
	c := openArchive(b, "")
	purge := c.builtin.src.(interface{ Purge() })
	for b.Loop() {
		purge.Purge()
		r, err := c.Resolve("2d-materials")
		if err != nil || len(r.XML) == 0 {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveWarm(b *testing.B) {
	c := openArchive(b, "")
	for b.Loop() {
		if _, err := c.Resolve("apa"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOpenArchive(b *testing.B) {
	dir := testArchive(b)
	for b.Loop() {
		if c, err := Open(Options{ArchiveDir: dir}); err != nil || c.Err() != nil {
			b.Fatal(err, c.Err())
		}
	}
}

func BenchmarkOpenEmbedded(b *testing.B) {
	if c, _ := Open(Options{}); c.Err() != nil || c.Source() == "" || c.builtin.src == nil {
		b.Skip("no embedded archive")
	}
	for b.Loop() {
		if c, err := Open(Options{}); err != nil || c.Err() != nil {
			b.Fatal(err, c.Err())
		}
	}
}

// BenchmarkOpenFallback measures the first Open of a process without an archive: every
// style file under /usr/share is read and its <info> parsed.
func BenchmarkOpenFallback(b *testing.B) {
	src := requireSource(b)
	for b.Loop() {
		scans.Delete(src)
		if c, err := Open(Options{NoEmbedded: true, SourceDir: src}); err != nil || c.Err() != nil {
			b.Fatal(err, c.Err())
		}
	}
}
