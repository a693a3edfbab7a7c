package pack

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// FormatVersion changes whenever the archive layout or the meaning of an index field changes;
// the generator rebuilds and the reader ignores an archive of another version.
const FormatVersion = 2

// Archive file names inside the data directory.
const (
	IndexFile = "index.tsv.gz"
	PackFile  = "styles.pack"
)

// Loc is where a file's bytes sit in the pack: chunk number, offset and length once inflated.
type Loc struct {
	Chunk int
	Off   int
	Len   int
}

// Chunk is one independently deflated run of the pack.
type Chunk struct {
	Off  int64
	CLen int
	RLen int
}

// Style is one .csl file of the source tree with its metadata.
type Style struct {
	Slug      string
	Path      string // slash path relative to the source root
	Dependent bool
	Meta
	Loc *Loc
}

// Locale is one locales-xx-YY.xml file.
type Locale struct {
	Lang string
	Path string
	Loc  *Loc
}

// Index lists every style and locale; it is the archive's table of contents, or, built from
// a directory, the in-memory catalogue of that directory.
type Index struct {
	Format      int
	Fingerprint string
	Chunks      []Chunk
	Styles      []Style
	Locales     []Locale
}

type srcFile struct {
	rel  string
	size int64
	mod  int64
}

// listSource finds the .csl styles (any depth under styles/) and locale files of root.
func listSource(root string) (styles, locales []srcFile, err error) {
	walk := func(dir string, keep func(name string) bool, out *[]srcFile) error {
		return filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !keep(d.Name()) {
				return nil
			}
			fi, err := d.Info()
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			*out = append(*out, srcFile{filepath.ToSlash(rel), fi.Size(), fi.ModTime().UnixNano()})
			return nil
		})
	}
	if err := walk("styles", func(n string) bool { return strings.HasSuffix(n, ".csl") }, &styles); err != nil {
		return nil, nil, err
	}
	isLocale := func(n string) bool { return strings.HasPrefix(n, "locales-") && strings.HasSuffix(n, ".xml") }
	if err := walk("locales", isLocale, &locales); err != nil {
		return nil, nil, err
	}
	sort.Slice(styles, func(i, j int) bool { return styles[i].rel < styles[j].rel })
	sort.Slice(locales, func(i, j int) bool { return locales[i].rel < locales[j].rel })
	return styles, locales, nil
}

// Fingerprint hashes the names, sizes and times of the source files, so the generator can
// tell whether an existing archive is up to date without reading 10,000 files.
func Fingerprint(root string) (string, error) {
	styles, locales, err := listSource(root)
	if err != nil {
		return "", err
	}
	return fingerprint(styles, locales), nil
}

func fingerprint(styles, locales []srcFile) string {
	h := sha256.New()
	fmt.Fprintf(h, "format %d\n", FormatVersion)
	for _, f := range append(append([]srcFile{}, styles...), locales...) {
		fmt.Fprintf(h, "%s %d %d\n", f.rel, f.size, f.mod)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Scan reads every style's metadata under root (e.g. /usr/share/citation-style-language).
// Styles are ordered by path; a file that is not a usable style is an error, since the
// catalogue must list exactly the files the package ships.
func Scan(root string) (*Index, error) {
	styles, locales, err := listSource(root)
	if err != nil {
		return nil, err
	}
	if len(styles) == 0 {
		return nil, fmt.Errorf("no .csl styles under %s", filepath.Join(root, "styles"))
	}
	idx := &Index{Format: FormatVersion, Fingerprint: fingerprint(styles, locales)}
	seen := make(map[string]string, len(styles))
	for _, f := range styles {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.rel)))
		if err != nil {
			return nil, err
		}
		m, err := ParseMeta(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.rel, err)
		}
		slug := strings.TrimSuffix(path.Base(f.rel), ".csl")
		if prev, dup := seen[slug]; dup {
			return nil, fmt.Errorf("slug %q used by both %s and %s", slug, prev, f.rel)
		}
		seen[slug] = f.rel
		idx.Styles = append(idx.Styles, Style{Slug: slug, Path: f.rel, Dependent: m.ParentURI != "", Meta: m})
	}
	for _, f := range locales {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(f.rel), "locales-"), ".xml")
		idx.Locales = append(idx.Locales, Locale{Lang: lang, Path: f.rel})
	}
	return idx, nil
}
