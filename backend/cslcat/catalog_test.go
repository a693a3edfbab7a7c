package cslcat

import (
	"bytes"
	"carrel/backend/internal/shareddata"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"carrel/backend/cslcat/internal/pack"
)

func TestEveryCSLFileIsListed(t *testing.T) {
	src := requireSource(t)
	want := countCSL(t, src)
	modes := map[string]Options{
		"archive":  {ArchiveDir: testArchive(t)},
		"fallback": {NoEmbedded: true, SourceDir: src},
		"embedded": {},
	}
	for name, opts := range modes {
		t.Run(name, func(t *testing.T) {
			c, err := Open(opts)
			if err != nil {
				t.Fatal(err)
			}
			if name == "embedded" && c.Err() != nil {
				shareddata.Missing(t, "no embedded archive in this build (run go run ./backend/cslcat/gen): %v", c.Err())
			}
			if c.Err() != nil {
				t.Fatal(c.Err())
			}
			t.Logf("source: %s", c.Source())
			if got := len(all(t, c, Query{})); got != want || c.Len() != want {
				t.Fatalf("%s lists %d styles (Len %d), want %d .csl files", c.Source(), got, c.Len(), want)
			}
		})
	}
}

func TestIDsUniqueAndStableAcrossBuilds(t *testing.T) {
	src := requireSource(t)
	second, err := buildInto(src)
	if err != nil {
		t.Fatal(err)
	}
	a := openArchive(t, "")
	b, err := Open(Options{ArchiveDir: second})
	if err != nil || b.Err() != nil {
		t.Fatal(err, b.Err())
	}
	la, lb := all(t, a, Query{}), all(t, b, Query{})
	seen := map[string]bool{}
	for i, s := range la {
		if seen[s.ID] {
			t.Fatalf("duplicate id %s (%s)", s.ID, s.ShortName)
		}
		seen[s.ID] = true
		if s.ID != StyleID(s.StyleURL) || len(s.ID) != len(IDPrefix)+20 {
			t.Fatalf("%s: id %s is not derived from its <id> %s", s.ShortName, s.ID, s.StyleURL)
		}
		if lb[i] != s {
			t.Fatalf("build 2 differs at %d: %+v vs %+v", i, lb[i], s)
		}
	}
	for _, f := range []string{pack.IndexFile, pack.PackFile} {
		x, _ := os.ReadFile(filepath.Join(testArchive(t), f))
		y, _ := os.ReadFile(filepath.Join(second, f))
		if len(x) == 0 || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two builds of the same source (%d vs %d bytes)", f, len(x), len(y))
		}
	}
}

// The id of a URI is a public contract: stored citations name styles by it.
func TestStyleIDIsFrozen(t *testing.T) {
	if got := StyleID("http://www.zotero.org/styles/apa"); got != "cstl_kk5aandkmdh4lmb2s32a" {
		t.Fatalf("StyleID changed: %s; ids persisted by users would break", got)
	}
}

func TestDependentsResolveToParent(t *testing.T) {
	src := requireSource(t)
	c := openArchive(t, "")
	deps, _ := filepath.Glob(filepath.Join(src, "styles", "dependent", "*.csl"))
	n := 0
	for i, s := range all(t, c, Query{}) {
		if s.Parent == "" {
			continue
		}
		n++
		p, err := c.Get(s.Parent)
		if err != nil || p.Parent != "" {
			t.Fatalf("%s: parent %s: %v (parent's parent %q)", s.ShortName, s.Parent, err, p.Parent)
		}
		if i%25 != 0 {
			continue // reading every parent 7,800 times adds nothing over a spread sample
		}
		r, err := c.Resolve(s.ShortName)
		if err != nil {
			t.Fatal(err)
		}
		own, _ := c.RawXML(p.ID)
		if !bytes.Equal(r.XML, own) || !bytes.Contains(r.XML, []byte("<citation")) {
			t.Fatalf("%s resolved to %d bytes, not its parent %s", s.ShortName, len(r.XML), p.ShortName)
		}
	}
	if n < len(deps) {
		t.Fatalf("%d styles have a parent, but %d files are in styles/dependent", n, len(deps))
	}
}

func TestResolveDefaultLocale(t *testing.T) {
	src := requireSource(t)
	c := openArchive(t, "")
	re := regexp.MustCompile(`default-locale="([^"]+)"`)
	checked := 0
	for _, s := range all(t, c, Query{}) {
		if s.Parent == "" || checked >= 20 {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(src, "styles", "dependent", s.ShortName+".csl"))
		if err != nil {
			t.Fatal(err)
		}
		m := re.FindSubmatch(raw)
		if m == nil {
			continue
		}
		r, err := c.Resolve(s.ID)
		if err != nil {
			t.Fatal(err)
		}
		if r.DefaultLocale != string(m[1]) {
			t.Fatalf("%s: default locale %q, file says %q", s.ShortName, r.DefaultLocale, m[1])
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no dependent style with a default-locale found")
	}
}

func TestGetBySlugIDAndURI(t *testing.T) {
	src := requireSource(t)
	c := openArchive(t, "")
	raw, err := os.ReadFile(filepath.Join(src, "styles", "apa.csl"))
	if err != nil {
		t.Fatal(err)
	}
	title := regexp.MustCompile(`<title>([^<]+)</title>`).FindSubmatch(raw)[1]
	bySlug, err := c.Get("apa")
	if err != nil {
		t.Fatal(err)
	}
	if bySlug.Name != string(title) || bySlug.ShortName != "apa" || bySlug.Parent != "" || bySlug.UpdatedAt.IsZero() {
		t.Fatalf("apa: %+v, title in file %q", bySlug, title)
	}
	for _, key := range []string{bySlug.ID, "APA", " apa ", bySlug.StyleURL} {
		if got, err := c.Get(key); err != nil || got != bySlug {
			t.Fatalf("Get(%q) = %+v, %v", key, got, err)
		}
	}
	for _, key := range []string{"no-such-style", "cstl_aaaaaaaaaaaaaaaaaaaa", ""} {
		if _, err := c.Get(key); !errors.Is(err, ErrStyleNotFound) {
			t.Fatalf("Get(%q) err = %v, want ErrStyleNotFound", key, err)
		}
	}
	r, err := c.Resolve("apa")
	if err != nil || !bytes.Equal(r.XML, raw) {
		t.Fatalf("Resolve(apa): %d bytes vs %d on disk, %v", len(r.XML), len(raw), err)
	}
}

func TestUnavailableCatalogue(t *testing.T) {
	c, err := Open(Options{NoEmbedded: true, SourceDir: filepath.Join(t.TempDir(), "absent")})
	if err != nil {
		t.Fatal(err)
	}
	if c.Ready() || !errors.Is(c.Err(), ErrUnavailable) {
		t.Fatalf("Ready %v, Err %v", c.Ready(), c.Err())
	}
	if _, _, _, err := c.List(Query{}); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("List err = %v", err)
	}
	if _, err := c.Get("apa"); !errors.Is(err, ErrStyleNotFound) || !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Get err = %v", err)
	}
	if _, err := c.Locale("en-US"); !errors.Is(err, ErrLocaleNotFound) {
		t.Fatalf("Locale err = %v", err)
	}
}
