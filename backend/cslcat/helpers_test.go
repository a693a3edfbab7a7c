package cslcat

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"carrel/backend/cslcat/internal/pack"
)

// requireSource skips when the Debian CSL packages are not installed.
func requireSource(tb testing.TB) string {
	tb.Helper()
	if _, err := os.Stat(filepath.Join(DefaultSourceDir, "styles")); err != nil {
		tb.Skipf("CSL styles not installed (%v): apt-get install citation-style-language-styles citation-style-language-locales", err)
	}
	return DefaultSourceDir
}

// countCSL counts the .csl files the way a person would, independently of pack.Scan.
func countCSL(tb testing.TB, root string) int {
	tb.Helper()
	n := 0
	err := filepath.WalkDir(filepath.Join(root, "styles"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".csl") {
			n++
		}
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

var (
	archiveOnce sync.Once
	archiveDir  string
	archiveErr  error
	tempDirs    []string
)

// testArchive builds the archive from the installed packages once per test binary.
func testArchive(tb testing.TB) string {
	tb.Helper()
	src := requireSource(tb)
	archiveOnce.Do(func() {
		archiveDir, archiveErr = buildInto(src)
	})
	if archiveErr != nil {
		tb.Fatal(archiveErr)
	}
	return archiveDir
}

func buildInto(src string) (string, error) {
	dir, err := os.MkdirTemp("", "cslcat-archive-")
	if err != nil {
		return "", err
	}
	tempDirs = append(tempDirs, dir)
	if _, _, err := pack.Build(src, dir); err != nil {
		return "", fmt.Errorf("build archive: %w", err)
	}
	return dir, nil
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, d := range tempDirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

func openArchive(tb testing.TB, userDir string) *Catalog {
	tb.Helper()
	c, err := Open(Options{ArchiveDir: testArchive(tb), UserDir: userDir})
	if err != nil {
		tb.Fatal(err)
	}
	if err := c.Err(); err != nil {
		tb.Fatal(err)
	}
	return c
}

// all pages through the whole catalogue with the API's default page size.
func all(tb testing.TB, c *Catalog, q Query) []StyleInfo {
	tb.Helper()
	var out []StyleInfo
	for {
		page, next, more, err := c.List(q)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, page...)
		if !more {
			if next != "" {
				tb.Fatalf("hasMore false but next cursor %q", next)
			}
			return out
		}
		if next != page[len(page)-1].ID {
			tb.Fatalf("next cursor %q is not the last id %q", next, page[len(page)-1].ID)
		}
		q.Cursor = next
	}
}
