package httpapi_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRoutesDocumented fails when a /v1 route is registered but missing from docs/api.md.
func TestRoutesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	pattern := regexp.MustCompile(`Handle(?:Func)?\("(GET|POST|DELETE|PUT|PATCH) (/v1/[^"]*)"`)
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, _ := os.ReadFile(f)
		for _, m := range pattern.FindAllStringSubmatch(string(src), -1) {
			seen++
			method, path := m[1], m[2]
			alt := strings.Replace(path, "citation_styles", "citation-styles", 1)
			row := "| " + method + " | `" + alt + "`"
			if !strings.Contains(string(doc), row) {
				t.Errorf("%s %s (in %s) is not in docs/api.md", method, path, f)
			}
		}
	}
	if seen < 4 {
		t.Fatalf("found only %d routes; the pattern is stale", seen)
	}
}
