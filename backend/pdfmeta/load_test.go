package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// loadDoc extracts the first maxPages pages (0 = all) of a PDF for tests.
func loadDoc(t testing.TB, path string, maxPages int) *pdf.Doc {
	t.Helper()
	return popplerDoc(t, path, maxPages)
}
