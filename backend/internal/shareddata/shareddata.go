// Package shareddata finds the project's external test data (../shared) for tests and eval commands.
package shareddata

import (
	"os"
	"path/filepath"
	"testing"
)

// Root returns the absolute path of the shared folder, or "" when it is absent.
// CARREL_SHARED overrides the search; otherwise the first "shared" folder beside
// an ancestor of the working directory wins.
func Root() string {
	if d := os.Getenv("CARREL_SHARED"); d != "" {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			abs, _ := filepath.Abs(d)
			return abs
		}
		return ""
	}
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		cand := filepath.Join(dir, "..", "shared")
		if st, err := os.Stat(filepath.Join(cand, "spec")); err == nil && st.IsDir() {
			abs, _ := filepath.Abs(cand)
			return abs
		}
		if filepath.Dir(dir) == dir {
			return ""
		}
	}
}

// Path returns Root()/rel, or "" when the shared folder or rel is missing.
func Path(rel string) string {
	r := Root()
	if r == "" {
		return ""
	}
	p := filepath.Join(r, rel)
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

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
