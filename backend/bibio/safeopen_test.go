package bibio

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// attachTree is a folder to resolve against: root/refs holds a.pdf, sub/b.pdf, a symlink in.pdf
// to a.pdf (allowed) and out.pdf to root/outside/c.pdf (refused); root/storage/ABCD1234 holds a
// stored file and a symlink leaving storage/.
func attachTree(tb testing.TB) (refs, zotero string) {
	root := tb.TempDir()
	refs = filepath.Join(root, "refs")
	zotero = filepath.Join(root, "Zotero")
	for _, d := range []string{filepath.Join(refs, "sub"), filepath.Join(root, "outside"), filepath.Join(zotero, "storage", "ABCD1234")} {
		os.MkdirAll(d, 0o755)
	}
	for _, f := range []string{filepath.Join(refs, "a.pdf"), filepath.Join(refs, "sub", "b.pdf"), filepath.Join(root, "outside", "c.pdf"),
		filepath.Join(zotero, "storage", "ABCD1234", "s.pdf")} {
		os.WriteFile(f, []byte("%PDF-1.4\n"), 0o644)
	}
	os.Symlink(filepath.Join(refs, "a.pdf"), filepath.Join(refs, "in.pdf"))
	os.Symlink(filepath.Join(root, "outside", "c.pdf"), filepath.Join(refs, "out.pdf"))
	os.Symlink(filepath.Join(root, "outside", "c.pdf"), filepath.Join(zotero, "storage", "ABCD1234", "out.pdf"))
	return refs, zotero
}

func TestResolveInside(t *testing.T) {
	refs, _ := attachTree(t)
	real, _ := filepath.EvalSymlinks(refs)
	for _, c := range []struct {
		rel, want string // want: the resolved path below refs, or the refusal's words
	}{
		{"a.pdf", "a.pdf"}, {"sub/b.pdf", "sub/b.pdf"}, {`sub\b.pdf`, "sub/b.pdf"}, {"sub/../a.pdf", "a.pdf"}, {"in.pdf", "a.pdf"},
		{"out.pdf", "outside the imported file's folder"}, {"../outside/c.pdf", "leaves the imported file's folder"},
		{"sub/../../outside/c.pdf", "leaves"}, {"/etc/passwd", "absolute"}, {"missing.pdf", "is missing"},
	} {
		got, err := ResolveInside(refs, c.rel)
		switch {
		case err != nil && !strings.Contains(err.Error(), c.want):
			t.Errorf("%q: %v, want %q", c.rel, err, c.want)
		case err == nil && got != filepath.Join(real, filepath.FromSlash(c.want)):
			t.Errorf("%q resolved to %q, want %q", c.rel, got, c.want)
		}
	}
}

func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "ten.pdf")
	os.WriteFile(f, []byte("0123456789"), 0o644)
	if b, err := ReadRegular(f, 10); err != nil || string(b) != "0123456789" {
		t.Errorf("10 bytes at a 10-byte cap: %q %v", b, err)
	}
	if _, err := ReadRegular(f, 9); !errors.Is(err, ErrTooLarge) {
		t.Errorf("10 bytes at a 9-byte cap: %v", err)
	}
	syscall.Mkfifo(filepath.Join(dir, "p"), 0o644)
	for path, want := range map[string]string{"/dev/zero": "a device", filepath.Join(dir, "p"): "a named pipe", dir: "a directory",
		filepath.Join(dir, "none.pdf"): "is missing"} {
		if _, err := ReadRegular(path, 100); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", path, err, want)
		}
	}
}

// FuzzFileField feeds BibTeX `file` fields through the parser and the relative-path resolver:
// no panic, no empty path, and whatever resolves lies inside the .bib's folder.
func FuzzFileField(f *testing.F) {
	for _, s := range []string{":a.pdf:PDF", "{:sub/b.pdf:PDF}", "a.pdf;sub/b.pdf", "Full Text PDF:/etc/passwd:application/pdf",
		`:..\/outside/c.pdf:PDF`, "../outside/c.pdf", "out.pdf", `C\:\\x\\a.pdf`, ":in.pdf:PDF;:out.pdf:PDF", "\\;\\:;;::"} {
		f.Add(s)
	}
	refs, _ := attachTree(f)
	real, _ := filepath.EvalSymlinks(refs)
	f.Fuzz(func(t *testing.T, raw string) {
		for _, p := range FileField(raw) {
			if p == "" {
				t.Fatalf("empty path from %q", raw)
			}
			got, err := ResolveInside(refs, p)
			if err == nil && !within(real, got) {
				t.Fatalf("%q (from %q) resolved outside the folder: %q", p, raw, got)
			}
		}
	})
}

// FuzzZoteroAttachmentPath: whatever the item key and stored path, a storage: attachment
// resolves inside storage/ or is refused, and an absolute path is refused unless linked files
// are allowed.
func FuzzZoteroAttachmentPath(f *testing.F) {
	for _, s := range [][2]string{{"ABCD1234", "storage:s.pdf"}, {"ABCD1234", "storage:out.pdf"}, {"../../../../tmp/x", "storage:s.pdf"},
		{"ABCD1234", "storage:../../x.pdf"}, {"..", "storage:.."}, {"ABCD1234", "/etc/passwd"}, {"", "attachments:a/b.pdf"}, {"A", "storage:"}} {
		f.Add(s[0], s[1])
	}
	_, zotero := attachTree(f)
	storage, _ := filepath.EvalSymlinks(filepath.Join(zotero, "storage"))
	f.Fuzz(func(t *testing.T, key, path string) {
		got, err := ZoteroAttachmentPath(zotero, key, path, false)
		if err != nil {
			if _, ok := err.(*AttachmentError); !ok {
				t.Fatalf("(%q, %q): error %v is not an AttachmentError", key, path, err)
			}
			return
		}
		if !strings.HasPrefix(path, "storage:") || !within(storage, got) {
			t.Fatalf("(%q, %q) resolved to %q, outside storage/", key, path, got)
		}
	})
}
