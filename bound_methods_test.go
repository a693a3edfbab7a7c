package main

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"testing"
)

// TestBoundMethodsParity checks that the methods Wails binds on App (every exported method,
// promoted ones included), the frontend's METHOD_NAMES and docs/bound-methods.md name the same
// set: a method added on one side only is either unreachable or undocumented, and a helper such
// as a bridge's Call would be exposed to the window's JavaScript.
func TestBoundMethodsParity(t *testing.T) {
	var bound []string
	typ := reflect.TypeFor[*App]()
	for i := range typ.NumMethod() {
		bound = append(bound, typ.Method(i).Name)
	}
	front := namesIn(t, "frontend/src/lib/methods.ts", `(?s)METHOD_NAMES = \[(.*?)\] as const`, `"([A-Z][A-Za-z]*)"`)
	docs := namesIn(t, "docs/bound-methods.md", `(?s)\n## Methods[^\n]*\n(.*?)(\n## |$)`, "`([A-Z][A-Za-z]*)\\(")
	slices.Sort(bound)
	if len(bound) < 40 {
		t.Fatalf("only %d bound methods found: %v", len(bound), bound)
	}
	for _, side := range []struct {
		name  string
		names []string
	}{{"frontend/src/lib/methods.ts", front}, {"docs/bound-methods.md", docs}} {
		if missing, extra := diff(bound, side.names); len(missing)+len(extra) > 0 {
			t.Errorf("%s: bound but not listed %v; listed but not bound %v", side.name, missing, extra)
		}
	}
}

// namesIn returns the sorted, distinct names matching item inside the first group of section.
func namesIn(t *testing.T, path, section, item string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(section).FindStringSubmatch(string(b))
	if m == nil {
		t.Fatalf("%s: section %q not found", path, section)
	}
	var out []string
	for _, g := range regexp.MustCompile(item).FindAllStringSubmatch(m[1], -1) {
		out = append(out, g[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// diff returns the names of want missing from got and those of got not in want.
func diff(want, got []string) (missing, extra []string) {
	for _, n := range want {
		if !slices.Contains(got, n) {
			missing = append(missing, n)
		}
	}
	for _, n := range got {
		if !slices.Contains(want, n) {
			extra = append(extra, n)
		}
	}
	return missing, extra
}
