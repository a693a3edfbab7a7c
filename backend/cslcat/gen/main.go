// Command gen builds the embedded CSL style catalogue (backend/cslcat/data) from the Debian
// packages citation-style-language-styles and -locales. The Makefile runs it before build
// and test; it does nothing when the archive already matches the installed files.
//
//	go run ./backend/cslcat/gen [-src DIR] [-out DIR] [-force] [-allow-missing]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"carrel/backend/cslcat/internal/pack"
)

func main() {
	src := flag.String("src", "/usr/share/citation-style-language", "root holding styles/ and locales/")
	out := flag.String("out", "", "output directory (default: backend/cslcat/data from the repo root, or data/ inside backend/cslcat)")
	force := flag.Bool("force", false, "rebuild even when the archive is up to date")
	allowMissing := flag.Bool("allow-missing", false, "exit 0 with a warning when the source is not installed (the binary then reads the styles at run time, if present)")
	flag.Parse()
	if err := run(*src, *out, *force, *allowMissing); err != nil {
		fmt.Fprintln(os.Stderr, "cslcat/gen:", err)
		os.Exit(1)
	}
}

func run(src, out string, force, allowMissing bool) error {
	if out == "" {
		var err error
		if out, err = defaultOut(); err != nil {
			return err
		}
	}
	if _, err := os.Stat(filepath.Join(src, "styles")); err != nil {
		msg := fmt.Sprintf("%s/styles not found: install the Debian packages citation-style-language-styles and citation-style-language-locales", src)
		if allowMissing {
			fmt.Fprintln(os.Stderr, "cslcat/gen: warning:", msg)
			return nil
		}
		return errors.New(msg)
	}
	if !force && upToDate(src, out) {
		fmt.Printf("cslcat/gen: %s is up to date\n", out)
		return nil
	}
	start := time.Now()
	_, st, err := pack.Build(src, out)
	if err != nil {
		return err
	}
	fmt.Printf("cslcat/gen: %d styles (%d dependent), %d locales, %d chunks; %.1f MB raw -> pack %.2f MB + index %.0f KB in %s (%s)\n",
		st.Styles, st.Dependent, st.Locales, st.Chunks, float64(st.RawBytes)/1e6,
		float64(st.PackBytes)/1e6, float64(st.IndexBytes)/1e3, time.Since(start).Round(time.Millisecond), out)
	return nil
}

// defaultOut finds the data directory whether run from the repo root (Makefile) or from
// backend/cslcat (go generate).
func defaultOut() (string, error) {
	for _, dir := range []string{"backend/cslcat/data", "data"} {
		if fi, err := os.Stat(filepath.Join(dir, ".gitkeep")); err == nil && !fi.IsDir() {
			return dir, nil
		}
	}
	return "", errors.New("cannot find backend/cslcat/data: run from the repository root or pass -out")
}

func upToDate(src, out string) bool {
	idx, _, err := pack.OpenArchive(os.DirFS(out))
	if err != nil {
		if !errors.Is(err, pack.ErrNoArchive) && !errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintln(os.Stderr, "cslcat/gen: existing archive unreadable, rebuilding:", err)
		}
		return false
	}
	fp, err := pack.Fingerprint(src)
	return err == nil && fp == idx.Fingerprint
}
