package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

// TestPDFWords prints the scorer's JSON for a real paper and for a file that is not a PDF.
func TestPDFWords(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	var out, errb bytes.Buffer
	args := []string{"pdf", "words", "--cache", filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"),
		filepath.Join(dir, "sp_bohnet09.pdf"), filepath.Join(dir, "notpdf_viewer-html.pdf")}
	if code := Run(Env{Stdout: &out, Stderr: &errb}, args); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	dec := json.NewDecoder(&out)
	var ok, bad pdf.WordsJSON
	if err := dec.Decode(&ok); err != nil {
		t.Fatal(err)
	}
	if err := dec.Decode(&bad); err != nil {
		t.Fatal(err)
	}
	if ok.File != "sp_bohnet09.pdf" || ok.Status != "ok" || ok.NPages != 6 || len(ok.Pages) != 6 || len(ok.Pages[0].Words) < 100 {
		t.Errorf("paper: file %q status %q npages %d pages %d", ok.File, ok.Status, ok.NPages, len(ok.Pages))
	}
	w := ok.Pages[0].Words[0]
	if w.B[0] < 0 || w.B[2] > ok.Pages[0].W || w.B[1] < 0 || w.B[3] > ok.Pages[0].H || w.B[2] <= w.B[0] {
		t.Errorf("first word box %v not in points on a %gx%g page", w.B, ok.Pages[0].W, ok.Pages[0].H)
	}
	if bad.Status != "not_pdf" || bad.Error == "" {
		t.Errorf("HTML file: status %q error %q", bad.Status, bad.Error)
	}
}

// TestPDFWordsSlots: parsing several files at once prints the same documents, in argument order.
func TestPDFWordsSlots(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	files := []string{"sp_bohnet09.pdf", "notpdf_viewer-html.pdf", "cermine_test1.pdf", "sp_mono04.pdf"}
	run := func(slots string) []pdf.WordsJSON {
		var out, errb bytes.Buffer
		args := []string{"pdf", "words", "--cache", filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"), "--slots", slots}
		for _, f := range files {
			args = append(args, filepath.Join(dir, f))
		}
		if code := Run(Env{Stdout: &out, Stderr: &errb}, args); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		var docs []pdf.WordsJSON
		for dec := json.NewDecoder(&out); dec.More(); {
			var d pdf.WordsJSON
			if err := dec.Decode(&d); err != nil {
				t.Fatal(err)
			}
			d.ElapsedMS = 0
			docs = append(docs, d)
		}
		return docs
	}
	one, two := run("1"), run("2")
	if len(one) != len(files) || len(two) != len(files) {
		t.Fatalf("%d and %d documents, want %d", len(one), len(two), len(files))
	}
	for i := range files {
		a, _ := json.Marshal(one[i])
		b, _ := json.Marshal(two[i])
		if one[i].File != files[i] || !bytes.Equal(a, b) {
			t.Errorf("%s: --slots 2 printed %s (%d bytes), --slots 1 %s (%d bytes)", files[i], two[i].File, len(b), one[i].File, len(a))
		}
	}
}
