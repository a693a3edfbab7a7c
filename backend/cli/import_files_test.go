package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/app"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// TestImportBibTeXAndRISWithFiles: JabRef `:path:PDF`, Better BibTeX `path;path2` and RIS `L1`
// attach their PDFs (relative to the file's folder) as documents of the papers they describe,
// parsed before `carrel import` returns; a missing file is reported on its entry's line.
func TestImportBibTeXAndRISWithFiles(t *testing.T) {
	pdfs := shareddata.Require(t, "testdata/pdfs")
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "refs", "pdfs"), 0o755)
	for _, name := range []string{"cermine_test1.pdf", "cermine_test3.pdf", "grobid_sample.pdf", "sp_bohnet09.pdf"} {
		data, err := os.ReadFile(filepath.Join(pdfs, name))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "refs", "pdfs", name), data, 0o644)
	}
	bib := `@article{jabref, title = {A JabRef entry}, author = {Doe, Jane}, year = {2020}, doi = {10.5555/files.1},
  file = {:pdfs/cermine_test1.pdf:PDF}}
@inproceedings{bbt, title = {A Better BibTeX entry}, author = {Roe, Rita}, year = {2019},
  file = {pdfs/cermine_test3.pdf;pdfs/missing.pdf}}
@misc{none, title = {No file at all}}
`
	ris := "TY  - JOUR\nTI  - An RIS record\nAU  - Poe, Paul\nPY  - 2018\nL1  - pdfs/grobid_sample.pdf\nER  - \n" +
		"TY  - JOUR\nTI  - An RIS record with a file URL\nL1  - file://" + filepath.ToSlash(filepath.Join(dir, "refs", "pdfs", "sp_bohnet09.pdf")) + "\nER  - \n"
	os.WriteFile(filepath.Join(dir, "refs", "library.bib"), []byte(bib), 0o644)
	os.WriteFile(filepath.Join(dir, "refs", "library.ris"), []byte(ris), 0o644)
	data := filepath.Join(dir, "data")
	b, err := app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	b.Service.Credits.TopUp(owner, 100)
	b.Close()
	var out, errb bytes.Buffer
	if code := Run(Env{Stdout: &out, Stderr: &errb}, []string{"import", "--data", data,
		filepath.Join(dir, "refs", "library.bib"), filepath.Join(dir, "refs", "library.ris")}); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	for _, want := range []string{"created 5, duplicates 0, failed 1 ", "line 3: file pdfs/missing.pdf: the PDF missing.pdf is missing", "attached 4 PDFs as documents"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	b, err = app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	withDocs := map[string]bool{}
	for _, p := range allPapers(t, b) {
		if p.DocumentID == nil {
			continue
		}
		d, err := b.Service.Documents.Get(owner, *p.DocumentID)
		if err != nil || d.Status != "succeeded" || d.PaperID == nil || *d.PaperID != p.ID {
			t.Errorf("%q: document %+v %v", p.Title, d, err)
		}
		withDocs[p.Title] = true
	}
	for _, title := range []string{"A JabRef entry", "A Better BibTeX entry", "An RIS record", "An RIS record with a file URL"} {
		if !withDocs[title] {
			t.Errorf("%q has no document (papers with documents: %v)", title, withDocs)
		}
	}
	if withDocs["No file at all"] || len(withDocs) != 4 {
		t.Errorf("papers with documents: %v", withDocs)
	}
}
