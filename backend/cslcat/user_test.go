package cslcat

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func apaXML(t *testing.T) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(requireSource(t), "styles", "apa.csl"))
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// retitle gives a copy of a packaged style its own <id> and <title>.
func retitle(raw []byte, uri, title string) []byte {
	s := strings.Replace(string(raw), "<id>http://www.zotero.org/styles/apa</id>", "<id>"+uri+"</id>", 1)
	s = strings.Replace(s, "<title>American Psychological Association 7th edition</title>", "<title>"+title+"</title>", 1)
	return []byte(s)
}

func TestUserStyles(t *testing.T) {
	raw := apaXML(t)
	dir := filepath.Join(t.TempDir(), "styles")
	c := openArchive(t, dir)
	builtins := c.Len()

	if _, err := c.AddUserStyle(raw); !errors.Is(err, ErrStyleExists) {
		t.Fatalf("re-adding packaged apa: %v", err)
	}
	for _, bad := range []string{"", "<html/>", "<style xmlns='http://purl.org/net/xbiblio/csl'><info><title>x</title></info></style>"} {
		if _, err := c.AddUserStyle([]byte(bad)); !errors.Is(err, ErrInvalidStyle) {
			t.Fatalf("AddUserStyle(%q) err = %v", bad, err)
		}
	}
	mine := retitle(raw, "http://example.org/styles/my-apa", "My Lab APA")
	info, err := c.AddUserStyle(mine)
	if err != nil {
		t.Fatal(err)
	}
	if info.ShortName != "my-apa" || info.Name != "My Lab APA" || !info.IsUser || info.Category != CategoryAuthorDate {
		t.Fatalf("added %+v", info)
	}
	if got, _, _, _ := c.List(Query{Text: "my lab"}); len(got) != 1 || got[0].ID != info.ID {
		t.Fatalf("query finds %+v", got)
	}
	if xml, err := c.StyleXML("my-apa"); err != nil || !bytes.Equal(xml, mine) {
		t.Fatalf("StyleXML: %d bytes, %v", len(xml), err)
	}

	// A user dependent of the user style resolves to it, with its own locale.
	dep := `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" version="1.0" default-locale="de-DE">
  <info><title>My Journal</title><id>http://example.org/styles/my-journal</id>
  <link href="http://example.org/styles/my-apa" rel="independent-parent"/></info></style>`
	dinfo, err := c.AddUserStyle([]byte(dep))
	if err != nil {
		t.Fatal(err)
	}
	r, err := c.Resolve(dinfo.ID)
	if err != nil || r.Info.Parent != info.ID || r.DefaultLocale != "de-DE" || !bytes.Equal(r.XML, mine) {
		t.Fatalf("resolve user dependent: %+v %v", r.Info, err)
	}

	// Replacing keeps the id and slug; reopening reads the folder back.
	info2, err := c.AddUserStyle(retitle(raw, "http://example.org/styles/my-apa", "My Lab APA v2"))
	if err != nil || info2.ID != info.ID || info2.ShortName != "my-apa" || info2.Name != "My Lab APA v2" {
		t.Fatalf("replace: %+v %v", info2, err)
	}
	reopened := openArchive(t, dir)
	if reopened.Len() != builtins+2 || len(reopened.Warnings()) != 0 {
		t.Fatalf("reopened: %d styles (want %d), warnings %v", reopened.Len(), builtins+2, reopened.Warnings())
	}
	if got, err := reopened.Get(info.ID); err != nil || got.Name != "My Lab APA v2" {
		t.Fatalf("reopened Get: %+v %v", got, err)
	}

	if err := c.RemoveUserStyle("apa"); !errors.Is(err, ErrStyleNotFound) {
		t.Fatalf("removing a built-in: %v", err)
	}
	if err := c.RemoveUserStyle(dinfo.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Get(dinfo.ID); !errors.Is(err, ErrStyleNotFound) || c.Len() != builtins+1 {
		t.Fatalf("after remove: Len %d, Get err %v", c.Len(), err)
	}
}

func TestUserSlugIsUniqueAndWithoutUserDirFails(t *testing.T) {
	raw := apaXML(t)
	c := openArchive(t, t.TempDir())
	// The last segment of this <id> is a packaged slug, so the user copy gets "apa-2".
	info, err := c.AddUserStyle(retitle(raw, "http://example.org/mine/apa", "APA copy"))
	if err != nil || info.ShortName != "apa-2" {
		t.Fatalf("%+v %v", info, err)
	}
	if _, err := openArchive(t, "").AddUserStyle(raw); !errors.Is(err, ErrNoUserDir) {
		t.Fatalf("no user dir: %v", err)
	}
}

// Readers keep working while a user style is added (run with -race).
func TestConcurrentReadsDuringAdd(t *testing.T) {
	raw := apaXML(t)
	c := openArchive(t, t.TempDir())
	done := make(chan error, 4)
	for g := 0; g < 3; g++ {
		go func() {
			for i := 0; i < 50; i++ {
				if _, _, _, err := c.List(Query{Text: "apa"}); err != nil {
					done <- err
					return
				}
				if _, err := c.Resolve("2d-materials"); err != nil {
					done <- err
					return
				}
				if _, err := c.Locale("fr"); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	go func() {
		for i := 0; i < 5; i++ {
			uri := "http://example.org/styles/concurrent-" + string(rune('a'+i))
			if _, err := c.AddUserStyle(retitle(raw, uri, "Concurrent "+uri)); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for i := 0; i < 4; i++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if got := all(t, c, Query{Text: "concurrent"}); len(got) != 5 {
		t.Fatalf("%d concurrent styles listed, want 5", len(got))
	}
}
