package cslcat

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
	"sync/atomic"

	"carrel/backend/cslcat/internal/pack"
)

// DefaultSourceDir is where Debian installs the CSL styles and locales.
const DefaultSourceDir = "/usr/share/citation-style-language"

// Options configures Open. The zero value uses the embedded archive, falls back to
// DefaultSourceDir, and has no user styles.
type Options struct {
	UserDir    string // folder of the researcher's own .csl files; created on first AddUserStyle
	ArchiveDir string // read a generated archive from this folder instead of the embedded one
	SourceDir  string // fallback source tree; "" means DefaultSourceDir
	NoEmbedded bool   // ignore the embedded archive (tests of the fallback)
}

// Catalog is the style and locale catalogue; it is safe for concurrent use.
type Catalog struct {
	builtin *builtin
	userDir string
	view    atomic.Pointer[view]
	addMu   sync.Mutex // serializes user-style writes

	locMu    sync.Mutex
	locCache map[string][]byte
	warnings []string
}

// builtin is the packaged catalogue, immutable once loaded.
type builtin struct {
	entries []*entry
	locales []pack.Locale
	src     pack.Source
	from    string
	err     error
}

// Open loads the catalogue. It fails only when the user folder cannot be read; missing
// built-in styles are reported by Err so the app still starts.
func Open(opts Options) (*Catalog, error) {
	c := &Catalog{builtin: loadBuiltin(opts), userDir: opts.UserDir, locCache: map[string][]byte{}}
	users, err := c.loadUserDir()
	if err != nil {
		return nil, err
	}
	c.view.Store(newView(c.builtin.entries, users))
	return c, nil
}

// Err says why the built-in styles are unavailable, or is nil.
func (c *Catalog) Err() error { return c.builtin.err }

// Ready reports whether the built-in styles are loaded.
func (c *Catalog) Ready() bool { return c.builtin.err == nil }

// Source describes where the built-in styles were read from, for diagnostics.
func (c *Catalog) Source() string { return c.builtin.from }

// Warnings lists user style files that were skipped at Open.
func (c *Catalog) Warnings() []string { return append([]string(nil), c.warnings...) }

// Len is the number of styles, built-in and user.
func (c *Catalog) Len() int { return len(c.view.Load().sorted) }

func loadBuiltin(opts Options) *builtin {
	var archive fs.FS
	switch {
	case opts.ArchiveDir != "":
		archive = os.DirFS(opts.ArchiveDir)
	case !opts.NoEmbedded:
		archive, _ = fs.Sub(embedded, "data")
	}
	var reasons []string
	if archive != nil {
		idx, src, err := pack.OpenArchive(archive)
		if err == nil {
			return newBuiltin(idx, src, fmt.Sprintf("archive (%d styles)", len(idx.Styles)))
		}
		reasons = append(reasons, err.Error())
	}
	dir := opts.SourceDir
	if dir == "" {
		dir = DefaultSourceDir
	}
	idx, err := scanCached(dir)
	if err == nil {
		return newBuiltin(idx, pack.DirSource(dir), fmt.Sprintf("%s (%d styles, read at run time)", dir, len(idx.Styles)))
	}
	reasons = append(reasons, err.Error())
	return &builtin{from: "none", err: fmt.Errorf("%w: %s; install the Debian packages citation-style-language-styles and citation-style-language-locales, or build with the generator (go run ./backend/cslcat/gen)", ErrUnavailable, strings.Join(reasons, "; "))}
}

type scanResult struct {
	once sync.Once
	idx  *pack.Index
	err  error
}

// scans caches the index of a source tree for the life of the process: building it reads
// every style file, which is worth doing once.
var scans sync.Map

func scanCached(dir string) (*pack.Index, error) {
	v, _ := scans.LoadOrStore(dir, &scanResult{})
	r := v.(*scanResult)
	r.once.Do(func() {
		if _, err := os.Stat(dir); err != nil {
			r.err = fmt.Errorf("no style source: %w", err)
			return
		}
		r.idx, r.err = pack.Scan(dir)
	})
	if r.err != nil && errors.Is(r.err, fs.ErrNotExist) {
		// Let a later install be seen without restarting the process.
		scans.Delete(dir)
	}
	return r.idx, r.err
}

func newBuiltin(idx *pack.Index, src pack.Source, from string) *builtin {
	b := &builtin{locales: idx.Locales, src: src, from: from}
	b.entries = make([]*entry, len(idx.Styles))
	for i := range idx.Styles {
		s := &idx.Styles[i]
		b.entries[i] = newEntry(s.Meta, s.Slug, s.Path, s.Loc, src, false)
	}
	return b
}
