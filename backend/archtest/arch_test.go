// Package archtest checks that imports point one way, as docs/architecture.md says.
package archtest

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

type pkg struct {
	ImportPath string
	Deps       []string
	Imports    []string
}

// rules: a package (prefix) must not depend, directly or not, on any of these.
var forbidden = map[string][]string{
	"carrel/backend/domain":   {"carrel/", "github.com/", "modernc.org/"},
	"carrel/backend/apierr":   {"carrel/backend/store", "carrel/backend/service", "github.com/"},
	"carrel/backend/store":    {"carrel/backend/service", "carrel/backend/httpapi", "github.com/blevesearch/"},
	"carrel/backend/service":  {"carrel/backend/httpapi", "carrel/backend/desktop", "carrel/backend/cli", "carrel/backend/app", "github.com/blevesearch/"},
	"carrel/backend/pdf":      {"carrel/backend/store", "carrel/backend/service", "carrel/backend/index"},
	"carrel/backend/pdfmeta":  {"carrel/backend/store", "carrel/backend/service", "carrel/backend/index"},
	"carrel/backend/answer":   {"carrel/backend/store", "carrel/backend/service", "carrel/backend/index", "github.com/blevesearch/"},
	"carrel/backend/csl":      {"carrel/backend/store", "carrel/backend/service", "net/http"},
	"carrel/backend/cslcat":   {"carrel/backend/store", "carrel/backend/service"},
	"carrel/backend/bibio":    {"carrel/backend/store", "carrel/backend/service", "github.com/blevesearch/"},
	"carrel/backend/netguard": {"carrel/"},
	"carrel/backend/watch":    {"carrel/backend/store", "carrel/backend/service", "github.com/blevesearch/"},
	"carrel/backend/index":    {"carrel/backend/store", "carrel/backend/service"},
	"carrel/backend/jobs":     {"carrel/backend/service", "carrel/backend/httpapi"},
	// Wiring builds the backend; the transports and commands sit on top of it, never below.
	"carrel/backend/app": {"carrel/backend/httpapi", "carrel/backend/desktop", "carrel/backend/cli", "carrel/backend/eval", "testing"},
	// The window's methods reach the backend only through the service.
	"carrel/backend/desktop": {"carrel/backend/app", "carrel/backend/cli", "carrel/backend/httpapi", "testing"},
	// Subcommands link no test or tuning code (carrel eval forwards to the separate carrel-eval).
	"carrel/backend/cli": {"testing", "carrel/backend/eval", "carrel/backend/internal/shareddata", "carrel/backend/internal/beir"},
	// The shipped binary links neither the evaluation harness nor the test helpers.
	"carrel": {"testing", "carrel/backend/eval", "carrel/backend/internal/shareddata", "carrel/backend/internal/beir"},
}

// Transports decode and encode only: they never import the store or bleve themselves
// (they reach them only through the service).
var transportBans = map[string][]string{
	"carrel/backend/httpapi": {"carrel/backend/store", "carrel/backend/index", "github.com/blevesearch/", "modernc.org/sqlite", "database/sql"},
	"carrel/backend/desktop": {"carrel/backend/store", "carrel/backend/index", "github.com/blevesearch/", "modernc.org/sqlite", "database/sql", "carrel/backend/httpapi"},
	"carrel":                 {"carrel/backend/store", "carrel/backend/index", "github.com/blevesearch/", "modernc.org/sqlite", "database/sql"},
	"carrel/backend/cli":     {"carrel/backend/store", "carrel/backend/index", "github.com/blevesearch/", "modernc.org/sqlite", "database/sql"},
}

// Only these packages may import bleve directly, and only store may import the SQLite driver.
var directOnly = map[string]string{
	"github.com/blevesearch/bleve/v2": "carrel/backend/index",
	"modernc.org/sqlite":              "carrel/backend/store",
}

func TestImportGraph(t *testing.T) {
	out, err := exec.Command("go", "list", "-json=ImportPath,Deps,Imports", "carrel/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	seen := 0
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		seen++
		for root, bans := range forbidden {
			if p.ImportPath != root && !strings.HasPrefix(p.ImportPath, root+"/") {
				continue
			}
			if root == "carrel" && p.ImportPath != "carrel" {
				continue
			}
			for _, d := range p.Deps {
				for _, ban := range bans {
					if strings.HasPrefix(d, ban) && d != p.ImportPath && !allowedSelf(p.ImportPath, d, root, ban) {
						t.Errorf("%s depends on %s (forbidden for %s)", p.ImportPath, d, root)
					}
				}
			}
		}
		for _, imp := range p.Imports {
			for _, ban := range transportBans[p.ImportPath] {
				if strings.HasPrefix(imp, ban) {
					t.Errorf("transport %s imports %s; go through the service", p.ImportPath, imp)
				}
			}
			for lib, owner := range directOnly {
				if (imp == lib || strings.HasPrefix(imp, lib+"/")) && p.ImportPath != owner && !strings.HasPrefix(p.ImportPath, owner+"/") {
					t.Errorf("%s imports %s directly; only %s may", p.ImportPath, imp, owner)
				}
			}
		}
	}
	if seen < 5 {
		t.Fatalf("only %d packages listed", seen)
	}
}

// allowedSelf lets a package depend on its own subpackages and on the low layers every leaf may use.
// A ban that names an internal package (or the main package's rules) is taken as written.
func allowedSelf(pkgPath, dep, root, ban string) bool {
	if root == "carrel" {
		return false
	}
	if strings.HasPrefix(dep, root+"/") || dep == root {
		return true
	}
	if strings.HasPrefix(ban, "carrel/backend/internal/") {
		return false
	}
	if root == "carrel/backend/netguard" || root == "carrel/backend/domain" {
		return false
	}
	return dep == "carrel/backend/domain" || dep == "carrel/backend/apierr" || strings.HasPrefix(dep, "carrel/backend/internal/")
}
