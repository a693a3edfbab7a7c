package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/service"
)

// TestWatchedFolderRoute drops a PDF, a duplicate of it and a text file into a watched folder
// and reads every file's outcome from GET /v1/watched-folder.
func TestWatchedFolderRoute(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	pdf := miniPDF(7)
	must(t, os.WriteFile(filepath.Join(dir, "a.pdf"), pdf, 0o644))
	must(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "sub", "copy.pdf"), pdf, 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "notes.pdf"), []byte("just text, not a PDF"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, ".DS_Store"), []byte("junk"), 0o644))
	ctx, cancel := context.WithCancel(app.WithWatchOptions(context.Background(), app.WatchOptions{Stable: 50 * time.Millisecond}))
	defer cancel()
	must(t, e.b.StartWatch(ctx, dir))

	var st service.WatchStatus
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, body := e.do(scenario{method: "GET", path: "/v1/watched-folder", key: "default"})
		if res.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", res.StatusCode, body)
		}
		must(t, json.Unmarshal(body, &st))
		if len(st.Files) >= 3 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if st.Object != "watched_folder" || !st.Running {
		t.Fatalf("object %q running %v", st.Object, st.Running)
	}
	byPath := map[string]service.WatchFileStatus{}
	for _, f := range st.Files {
		byPath[f.Path] = f
	}
	if len(byPath) != 3 {
		t.Fatalf("want 3 files (ignored .DS_Store), got %+v", st.Files)
	}
	a, c, n := byPath["a.pdf"], byPath["sub/copy.pdf"], byPath["notes.pdf"]
	first, second := a, c
	if first.DocumentID == nil {
		first, second = c, a
	}
	if first.DocumentID == nil || second.DuplicateOf == nil || *second.DuplicateOf != *first.DocumentID {
		t.Errorf("want one import and one duplicate of it: %+v / %+v", a, c)
	}
	// The duplicate names the file it repeats and the paper that file became (issue 26).
	if dup := second.Duplicate; dup == nil || dup.DocumentID != *first.DocumentID || dup.Filename != filepath.Base(first.Path) {
		t.Errorf("duplicate target %+v, want document %v named %s", dup, deref(first.DocumentID), filepath.Base(first.Path))
	} else if d, err := e.b.Service.Documents.Get(service.OwnerContext(context.Background()), dup.DocumentID); err != nil ||
		(d.PaperID == nil) != (dup.PaperID == nil) || d.PaperID != nil && *d.PaperID != *dup.PaperID {
		t.Errorf("duplicate's paper %v, document's %+v (%v)", dup.PaperID, d.PaperID, err)
	}
	if first.Duplicate != nil {
		t.Errorf("the first copy is no duplicate: %+v", first.Duplicate)
	}
	if n.ErrorCode == nil || *n.ErrorCode != "file_unsupported_type" {
		t.Errorf("notes.pdf: code %v", deref(n.ErrorCode))
	}

	owner := service.OwnerContext(context.Background())
	k, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "narrow", Scopes: []string{"search:read"}})
	must(t, err)
	e.keys["narrow"] = k.Secret
	e.run(t, []scenario{{name: "needs documents:read", method: "GET", path: "/v1/watched-folder", key: "narrow", status: 403, code: "permission_denied"}})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
