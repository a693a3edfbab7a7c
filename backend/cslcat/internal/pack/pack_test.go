package pack

import (
	"bytes"
	"carrel/backend/internal/shareddata"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

const debianRoot = "/usr/share/citation-style-language"

func TestParseMetaRejects(t *testing.T) {
	for name, in := range map[string]string{
		"not xml":    "hello",
		"wrong root": `<locale xmlns="http://purl.org/net/xbiblio/csl"><info><id>x</id><title>t</title></info></locale>`,
		"no id":      `<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text"><info><title>t</title></info></style>`,
		"no title":   `<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text"><info><id>x</id></info></style>`,
		"no info":    `<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text"><citation/></style>`,
	} {
		if _, err := ParseMeta([]byte(in)); !errors.Is(err, ErrNotStyle) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	m, err := ParseMeta([]byte(`<style xmlns="http://purl.org/net/xbiblio/csl" class="note" default-locale="fr-FR">
	<info><title>  A
	 B </title><id>u</id><category citation-format="author"/><updated>2020-01-01T00:00:00+00:00</updated></info></style>`))
	if err != nil || m.Title != "A B" || m.Category != "author-date" || m.Format != "author" || m.DefaultLocale != "fr-FR" || m.Class != "note" {
		t.Fatalf("%+v %v", m, err)
	}
}

// Every file read back from the pack equals the file on disk.
func TestPackRoundTrip(t *testing.T) {
	if _, err := os.Stat(filepath.Join(debianRoot, "styles")); err != nil {
		shareddata.Missing(t, "CSL styles not installed: %v", err)
	}
	out := t.TempDir()
	idx, st, err := Build(debianRoot, out)
	if err != nil {
		t.Fatal(err)
	}
	ridx, src, err := OpenArchive(os.DirFS(out))
	if err != nil {
		t.Fatal(err)
	}
	if len(ridx.Styles) != len(idx.Styles) || len(ridx.Locales) != st.Locales || ridx.Fingerprint != idx.Fingerprint {
		t.Fatalf("index read back differs: %d styles, %d locales", len(ridx.Styles), len(ridx.Locales))
	}
	check := func(path string, loc *Loc) {
		got, err := src.Read(path, loc)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(filepath.Join(debianRoot, path))
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: %d bytes from pack, %d on disk", path, len(got), len(want))
		}
	}
	for _, s := range ridx.Styles {
		check(s.Path, s.Loc)
	}
	for _, l := range ridx.Locales {
		check(l.Path, l.Loc)
	}
	if fp, _ := Fingerprint(debianRoot); fp != idx.Fingerprint {
		t.Fatal("fingerprint of an unchanged tree changed")
	}
	t.Logf("%d styles, %d chunks, pack %d bytes, index %d bytes", st.Styles, st.Chunks, st.PackBytes, st.IndexBytes)
}
