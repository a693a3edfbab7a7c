// Package shareddata finds the project's external test data (../shared) for tests; commands use
// sharedpath, which does not link the testing package.
package shareddata

import (
	"os"
	"testing"

	"carrel/backend/internal/sharedpath"
)

// Root returns the absolute path of the shared folder, or "" when it is absent (sharedpath.Root).
func Root() string { return sharedpath.Root() }

// Path returns Root()/rel, or "" when the shared folder or rel is missing.
func Path(rel string) string { return sharedpath.Path(rel) }

// Require returns Root()/rel or skips the test with a printed reason.
func Require(t testing.TB, rel string) string {
	t.Helper()
	p := Path(rel)
	if p == "" {
		Missing(t, "shared test data %q not found (set CARREL_SHARED or clone ../shared beside the repo); skipping", rel)
	}
	return p
}

// Missing skips the test with a printed reason, or fails it when CARREL_REQUIRE_ALL=1: `make
// test` installs every tool and CI has ../shared, so there a missing one is a broken setup, not
// a reason to pass quietly.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv("CARREL_REQUIRE_ALL") == "1" {
		t.Fatalf("required by make test (CARREL_REQUIRE_ALL=1): "+format, args...)
	}
	t.Skipf(format, args...)
}
