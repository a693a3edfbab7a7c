package service_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/service"
)

// TestUploadRetention: an uploaded file is kept until 24 h after a document is created from it,
// then the retention job removes its bytes and row; the document keeps its own copy.
func TestUploadRetention(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	dir := t.TempDir()
	b, err := app.Open(app.Options{DataDir: dir, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := service.OwnerContext(context.Background())
	f, err := b.Service.Files.Upload(ctx, service.UploadParams{Purpose: "document", Filename: "p.pdf", Data: docMakePDF(1, 2)})
	if err != nil {
		t.Fatal(err)
	}
	stored := filepath.Join(dir, "files", f.ID+".pdf")
	if n, _ := b.Service.Files.DeleteExpired(ctx); n != 0 {
		t.Fatalf("a file without a document was deleted")
	}
	res, err := b.Service.Documents.Create(ctx, service.CreateDocumentParams{FileID: &f.ID})
	if err != nil || res.Credits != 1 {
		t.Fatalf("create: %+v %v", res, err)
	}
	mu.Lock()
	now = now.Add(23 * time.Hour)
	mu.Unlock()
	if n, _ := b.Service.Files.DeleteExpired(ctx); n != 0 {
		t.Fatal("deleted before 24 h")
	}
	mu.Lock()
	now = now.Add(2 * time.Hour)
	mu.Unlock()
	if n, err := b.Service.Files.DeleteExpired(ctx); n != 1 || err != nil {
		t.Fatalf("after 25 h: deleted %d (%v), want 1", n, err)
	}
	if _, err := os.Stat(stored); !os.IsNotExist(err) {
		t.Errorf("uploaded bytes still on disk: %v", err)
	}
	if _, err := b.Service.Documents.Create(ctx, service.CreateDocumentParams{FileID: &f.ID}); err == nil {
		t.Error("the deleted file can still make a document")
	}
	if _, err := b.Service.Documents.PDF(ctx, res.Document.ID); err != nil {
		t.Errorf("the document lost its own copy: %v", err)
	}
}
