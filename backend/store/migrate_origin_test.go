package store_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/store"
)

// TestOriginMigrationGuesses (migration 0110, docs/window-papers.md): papers written before
// origins were recorded get a best guess: a Zotero item key is Zotero, a paper made from a
// document a PDF, another external id a JSONL corpus, and the rest stay unrecorded.
func TestOriginMigrationGuesses(t *testing.T) {
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "carrel.db"))
	if err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir("migrations")
	var before []string
	last := 0
	for _, e := range entries {
		n, _ := strconv.Atoi(strings.SplitN(e.Name(), "_", 2)[0])
		if n < 110 {
			before = append(before, e.Name())
			last = max(last, n)
		}
	}
	sort.Strings(before)
	applyMigrations(t, db, before...)
	const ts = "2026-01-01T00:00:00.000000000Z"
	for _, q := range []string{
		`PRAGMA user_version = ` + strconv.Itoa(last),
		`INSERT INTO documents (id, status, filename, sha256, path, source, created_at, updated_at) VALUES ('doc_1', 'succeeded', 'a.pdf', 'aa', 'p', 'upload', '` + ts + `', '` + ts + `')`,
		`INSERT INTO papers (id, title, external_id, document_id, created_at, updated_at) VALUES
			('pap_z', 'Zotero item', '2XPGBV82', NULL, '` + ts + `', '` + ts + `'),
			('pap_zp', 'Zotero item with its PDF', 'KL29MV9W', 'doc_1', '` + ts + `', '` + ts + `'),
			('pap_p', 'From a PDF', NULL, 'doc_1', '` + ts + `', '` + ts + `'),
			('pap_j', 'SciFact abstract', '4983', NULL, '` + ts + `', '` + ts + `'),
			('pap_l', 'lower-case key is no Zotero key', 'abcdefgh', NULL, '` + ts + `', '` + ts + `'),
			('pap_b', 'From a BibTeX file', NULL, NULL, '` + ts + `', '` + ts + `')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rows, total, err := st.R().BrowsePapers(context.Background(), store.PaperBrowse{Sort: store.PaperSortTitle, Limit: 10})
	if err != nil || total != 6 {
		t.Fatalf("%d papers, %v", total, err)
	}
	want := map[string]string{"pap_z": "zotero", "pap_zp": "zotero", "pap_p": "pdf", "pap_j": "jsonl", "pap_l": "jsonl", "pap_b": ""}
	for _, r := range rows {
		if r.Origin != want[r.ID] {
			t.Errorf("%s (%s): origin %q, want %q", r.ID, r.Title, r.Origin, want[r.ID])
		}
	}
}
