package cli

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportCommand imports a gzipped JSONL file of 2,500 papers (three batches) with one bad line
// and one repeated DOI, then imports it again: everything is a duplicate the second time.
func TestImportCommand(t *testing.T) {
	dir := t.TempDir()
	var raw bytes.Buffer
	for i := 0; i < 2500; i++ {
		doi := fmt.Sprintf("10.1000/p%d", i)
		if i == 7 {
			doi = "10.1000/p6"
		}
		line, _ := json.Marshal(map[string]any{"title": fmt.Sprintf("Paper %d", i), "doi": doi, "year": 2000 + i%20})
		raw.Write(line)
		raw.WriteByte('\n')
		if i == 100 {
			raw.WriteString("{\"year\": 1999}\n")
		}
	}
	path := filepath.Join(dir, "corpus.jsonl.gz")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw.Bytes())
	zw.Close()
	os.WriteFile(path, gz.Bytes(), 0o644)
	data := filepath.Join(dir, "data")
	run := func() (string, string) {
		var out, errb bytes.Buffer
		if code := Run(Env{Stdout: &out, Stderr: &errb}, []string{"import", "--data", data, path}); code != 0 {
			t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
		}
		return out.String(), errb.String()
	}
	out, progress := run()
	if !strings.HasPrefix(out, "created 2499, duplicates 1, failed 1 ") || !strings.Contains(out, "line 102:") {
		t.Errorf("first import: %q", out)
	}
	if !strings.Contains(progress, "] 2500 papers, ") {
		t.Errorf("no progress bar on stderr: %q", progress)
	}
	if out, _ = run(); !strings.HasPrefix(out, "created 0, duplicates 2500, failed 1 ") {
		t.Errorf("second import: %q", out)
	}
}
