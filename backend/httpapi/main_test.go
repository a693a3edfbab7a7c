package httpapi_test

import (
	"os"
	"testing"

	"carrel/backend/pdf"
)

// TestMain lets the test binary serve as a parse worker, so PDFs are parsed in child processes as in the app.
func TestMain(m *testing.M) {
	pdf.ServeWorkerIfChild()
	os.Exit(m.Run())
}
