package csl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestFixtureDebug prints want/got for the fixtures named in CSL_FIXTURE (comma separated).
func TestFixtureDebug(t *testing.T) {
	names := os.Getenv("CSL_FIXTURE")
	if names == "" {
		t.Skip("set CSL_FIXTURE to debug fixtures")
	}
	requireLocales(t)
	dir := shareddata.Require(t, "testdata/csl-test-suite/processor-tests/humans")
	for _, n := range strings.Split(names, ",") {
		f, err := parseFixture(filepath.Join(dir, n+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := runFixture(f)
		t.Logf("%s\nWANT:\n%s\nGOT:\n%s\nERR: %v", n, f.sections["RESULT"], got, err)
	}
}
