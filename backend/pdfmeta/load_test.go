package pdfmeta

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"carrel/backend/pdf"
)

var (
	extOnce sync.Once
	ext     *pdf.Extractor
	extErr  error
	docMu   sync.Mutex
	docs    = map[string]*pdf.Doc{}
)

// loadDoc extracts a PDF with the real extractor (cached per test binary) and keeps the
// first maxPages pages (0 = all). When the extractor cannot start or fails on the file,
// or PDFMETA_POPPLER=1, it falls back to poppler's pdftotext (see poppler_test.go).
func loadDoc(t testing.TB, path string, maxPages int) *pdf.Doc {
	t.Helper()
	doc, _ := loadDocSource(t, path, maxPages)
	return doc
}

// loadDocSource is loadDoc that also reports whether the poppler fallback was used.
func loadDocSource(t testing.TB, path string, maxPages int) (*pdf.Doc, bool) {
	t.Helper()
	if os.Getenv("PDFMETA_POPPLER") == "1" {
		return popplerDoc(t, path, maxPages), true
	}
	extOnce.Do(func() {
		ext, extErr = pdf.NewExtractor(pdf.Options{CacheDir: filepath.Join(os.TempDir(), "carrel-pdfmeta-wazero")})
	})
	if extErr != nil {
		t.Logf("pdf extractor unavailable (%v); using poppler", extErr)
		return popplerDoc(t, path, maxPages), true
	}
	docMu.Lock()
	doc, ok := docs[path]
	docMu.Unlock()
	if !ok {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, err = ext.Extract(context.Background(), data)
		if err != nil {
			t.Logf("pdf extractor failed on %s (%v); using poppler", filepath.Base(path), err)
			return popplerDoc(t, path, maxPages), true
		}
		docMu.Lock()
		docs[path] = doc
		docMu.Unlock()
	}
	if maxPages > 0 && len(doc.Pages) > maxPages {
		cp := *doc
		cp.Pages = doc.Pages[:maxPages]
		return &cp, false
	}
	return doc, false
}
