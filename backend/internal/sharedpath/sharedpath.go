// Package sharedpath finds the project's external data folder (../shared) for the evaluation
// commands; it does not import testing, so a command that links it stays free of the test harness.
package sharedpath

import (
	"os"
	"path/filepath"
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
