package pdf

import (
	"os"
	"testing"
)

// TestMain lets the test binary serve as a parse worker, so tests run PDFs in child processes as the app does.
func TestMain(m *testing.M) {
	ServeWorkerIfChild()
	os.Exit(m.Run())
}
