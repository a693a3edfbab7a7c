package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// TestModeScoping: every store method on an owned table honours the context's mode; a row of
// the other mode is not found, not listed, not changed and not deleted, whichever method a
// route calls. Rows are stamped with the mode of the context that inserted them.
func TestModeScoping(t *testing.T) {
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	live := store.WithMode(context.Background(), store.ModeLive)
	test := store.WithMode(context.Background(), store.ModeTest)
	system := context.Background()
	now := time.Now()
	w, r := st.W(), st.R()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.InsertDocument(live, store.DocumentRow{ID: "doc_l", Status: "queued", Filename: "a.pdf", SHA256: "same", Path: "p", Source: "upload", Pool: "live", CreatedAt: now}))
	// The same bytes in the other mode are another document (the unique index is per mode).
	must(w.InsertDocument(test, store.DocumentRow{ID: "doc_t", Status: "queued", Filename: "a.pdf", SHA256: "same", Path: "p", Source: "upload", Pool: "key", CreatedAt: now}))
	must(w.InsertSearch(live, store.SearchRow{Search: domain.Search{ID: "srch_l", Status: "queued", Depth: "standard", Query: "q", CreatedAt: now}, Pool: "live", ExpiresAt: now.Add(time.Hour)}))
	must(w.InsertChat(live, store.ChatRow{ID: "chat_l", Depth: "standard", Language: "en", Pool: "live", CreatedAt: now}))
	must(w.InsertFile(live, store.FileRow{ID: "file_l", Kind: "upload", Purpose: "document", Filename: "a.pdf", ContentType: "application/pdf", SHA256: "x", Path: "f", CreatedAt: now}))
	must(w.InsertLibrary(live, domain.Library{ID: "lib_l", Name: "Same", CreatedAt: now}))
	must(w.InsertLibrary(test, domain.Library{ID: "lib_t", Name: "Same", CreatedAt: now}))
	must(w.InsertEndpoint(live, store.WebhookEndpoint{ID: "we_l", URL: "https://x.test/h", Events: []string{"*"}, Secret: "s", Status: "enabled", CreatedAt: now}))
	must(w.InsertEndpoint(test, store.WebhookEndpoint{ID: "we_t", URL: "https://x.test/h", Events: []string{"*"}, Secret: "s", Status: "enabled", CreatedAt: now}))

	notFound := func(name string, err error) {
		t.Helper()
		if !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("%s from test mode: %v, want not found", name, err)
		}
	}
	_, err = r.Document(test, "doc_l")
	notFound("Document", err)
	_, err = r.Search(test, "srch_l")
	notFound("Search", err)
	_, err = r.Chat(test, "chat_l")
	notFound("Chat", err)
	_, err = r.File(test, "file_l")
	notFound("File", err)
	_, err = r.Library(test, "lib_l")
	notFound("Library", err)
	_, err = r.Endpoint(test, "we_l")
	notFound("Endpoint", err)
	notFound("DeleteDocument", w.DeleteDocument(test, "doc_l"))
	notFound("DeleteEndpoint", w.DeleteEndpoint(test, "we_l"))
	if d, err := r.DocumentBySHA256(test, "same", true); err != nil || d.ID != "doc_t" {
		t.Errorf("DocumentBySHA256 in test mode: %v %v", d.ID, err)
	}
	if l, err := r.LibraryByName(test, "Same"); err != nil || l.ID != "lib_t" {
		t.Errorf("LibraryByName in test mode: %v %v", l.ID, err)
	}
	if n, _ := r.CountUnfinishedDocuments(test); n != 1 {
		t.Errorf("CountUnfinishedDocuments in test mode: %d, want 1", n)
	}
	if ds, _ := r.ListDocuments(test, store.DocumentFilter{Limit: 10}); len(ds) != 1 || ds[0].ID != "doc_t" {
		t.Errorf("ListDocuments in test mode: %v", ds)
	}
	if ss, _ := r.ListSearches(test, store.SearchFilter{Limit: 10, Now: now}); len(ss) != 0 {
		t.Errorf("ListSearches in test mode: %v", ss)
	}
	if cs, _ := r.ListChats(test, "", 10); len(cs) != 0 {
		t.Errorf("ListChats in test mode: %v", cs)
	}
	if ls, _ := r.ListLibraries(test, "", 10); len(ls) != 1 || ls[0].ID != "lib_t" {
		t.Errorf("ListLibraries in test mode: %v", ls)
	}
	if es, _ := r.Endpoints(test); len(es) != 1 || es[0].ID != "we_t" {
		t.Errorf("Endpoints in test mode: %v", es)
	}
	if srcs, _ := r.ChatSourceDocuments(test, []string{"doc_l"}); len(srcs) != 0 {
		t.Errorf("ChatSourceDocuments in test mode: %v", srcs)
	}
	// Updates by id do not reach the other mode either.
	if ok, _ := w.MarkSearchRunning(test, "srch_l", 5); ok {
		t.Error("MarkSearchRunning changed a live search from test mode")
	}
	must(w.DeleteFile(test, "file_l"))
	if _, err := r.File(live, "file_l"); err != nil {
		t.Errorf("DeleteFile from test mode removed a live file: %v", err)
	}
	// The live owner sees its rows; the system sees both modes.
	if d, err := r.Document(live, "doc_l"); err != nil || d.Mode != store.ModeLive {
		t.Errorf("live Document: %+v %v", d, err)
	}
	if ds, _ := r.ListDocuments(system, store.DocumentFilter{Limit: 10}); len(ds) != 2 {
		t.Errorf("system ListDocuments: %d rows, want both modes", len(ds))
	}
}
