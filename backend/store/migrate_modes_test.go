package store_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"carrel/backend/store"
)

// TestModesMigrationKeepsData upgrades a database written before test mode (schema 40) with
// rows in every rebuilt table: rows keep their links (the library and endpoint tables are
// rebuilt with foreign keys off, so nothing cascades), and test-pool rows become test mode.
func TestModesMigrationKeepsData(t *testing.T) {
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "carrel.db")+"?_pragma=foreign_keys(1)")
	if err != nil {
		t.Fatal(err)
	}
	applyMigrations(t, db, "0001_foundation.sql", "0010_corpus.sql", "0011_ingestion.sql", "0020_searches.sql", "0030_chats.sql", "0040_webhooks.sql")
	const ts = "2026-01-01T00:00:00.000000000Z"
	for _, q := range []string{
		`PRAGMA user_version = 40`,
		`INSERT INTO api_keys (id, name, kind, prefix, hash, scopes, created_at) VALUES ('key_t', 't', 'test', 'sk_test_abcd', x'01', '[]', '` + ts + `')`,
		`INSERT INTO libraries (id, name, created_at) VALUES ('lib_1', 'Papers', '` + ts + `')`,
		`INSERT INTO documents (id, status, filename, library_id, sha256, path, source, pool, created_at, updated_at) VALUES
			('doc_l', 'succeeded', 'a.pdf', 'lib_1', 'aa', 'p', 'upload', 'live', '` + ts + `', '` + ts + `'),
			('doc_t', 'queued', 'b.pdf', NULL, 'bb', 'p', 'upload', 'key_t', '` + ts + `', '` + ts + `')`,
		`INSERT INTO searches (id, status, depth, query, filters, max_papers, answer_format, language, pool, key_id, created_at, expires_at) VALUES
			('srch_t', 'queued', 'standard', 'q', '{}', 20, 'bulleted', 'en', 'key_t', 'key_t', '` + ts + `', '` + ts + `')`,
		`INSERT INTO files (id, kind, purpose, filename, content_type, byte_size, sha256, path, key_id, created_at) VALUES
			('file_t', 'upload', 'document', 'b.pdf', 'application/pdf', 1, 'bb', 'f', 'key_t', '` + ts + `')`,
		`INSERT INTO webhook_endpoints (id, url, events, secret, status, created_at) VALUES ('we_1', 'https://x.test/h', '["*"]', 's', 'enabled', '` + ts + `')`,
		`INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, first_at) VALUES ('dl_1', 'we_1', 'evt_1', 'pending', '` + ts + `')`,
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
	ctx := context.Background()
	d, err := st.R().Document(ctx, "doc_l")
	if err != nil || d.LibraryID != "lib_1" || d.Mode != store.ModeLive {
		t.Errorf("live document after upgrade: %+v %v (library link must survive the rebuild)", d, err)
	}
	if d, err := st.R().Document(ctx, "doc_t"); err != nil || d.Mode != store.ModeTest {
		t.Errorf("test-pool document: mode %q %v", d.Mode, err)
	}
	if s, err := st.R().Search(ctx, "srch_t"); err != nil || s.Mode != store.ModeTest {
		t.Errorf("test-pool search: mode %q %v", s.Mode, err)
	}
	if f, err := st.R().File(ctx, "file_t"); err != nil || f.Mode != store.ModeTest {
		t.Errorf("test key's file: mode %q %v", f.Mode, err)
	}
	if l, err := st.R().Library(store.WithMode(ctx, store.ModeLive), "lib_1"); err != nil || l.Name != "Papers" {
		t.Errorf("library: %+v %v", l, err)
	}
	if ds, err := st.R().DeliveriesForEvent(ctx, "evt_1"); err != nil || len(ds) != 1 {
		t.Errorf("deliveries after the endpoint table rebuild: %+v %v", ds, err)
	}
	if e, err := st.R().Endpoint(store.WithMode(ctx, store.ModeLive), "we_1"); err != nil || e.URL != "https://x.test/h" {
		t.Errorf("endpoint: %+v %v", e, err)
	}
	// Foreign keys are back on after migrating: deleting the endpoint cascades to its deliveries.
	if err := st.W().DeleteEndpoint(ctx, "we_1"); err != nil {
		t.Fatal(err)
	}
	if ds, _ := st.R().DeliveriesForEvent(ctx, "evt_1"); len(ds) != 0 {
		t.Errorf("foreign keys off after migrating: %d deliveries outlived their endpoint", len(ds))
	}
}

// applyMigrations runs the named migration files on db in order, as an older Carrel left it.
func applyMigrations(t *testing.T, db *sql.DB, names ...string) {
	t.Helper()
	for _, name := range names {
		body, err := os.ReadFile(filepath.Join("migrations", name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(body)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}
