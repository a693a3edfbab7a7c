package bibio

import (
	"slices"
	"strings"
	"testing"
)

func TestFileField(t *testing.T) {
	cases := map[string][]string{
		`:papers/smith2020.pdf:PDF`:                                        {"papers/smith2020.pdf"},
		`Full Text PDF:/home/me/Zotero/storage/AB12/x.pdf:application/pdf`: {"/home/me/Zotero/storage/AB12/x.pdf"},
		`a.pdf;sub/b.pdf`:                                                  {"a.pdf", "sub/b.pdf"},
		`:C\:\\papers\\a.pdf:PDF`:                                          {`C:\papers\a.pdf`},
		`Snapshot:snap.html:text/html;:x.pdf:PDF`:                          {"x.pdf"},
		`notes.txt`:                  nil,
		`{:with\;semicolon.pdf:PDF}`: {"with;semicolon.pdf"},
	}
	for in, want := range cases {
		if got := FileField(in); !slices.Equal(got, want) {
			t.Errorf("FileField(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFilesFromBibTeXAndRIS(t *testing.T) {
	recs, errs := ParseBibTeX(strings.NewReader(`@article{a, title={A}, file={:pdfs/a.pdf:PDF}}
@article{b, title={B}, file = {pdfs/b.pdf;pdfs/b2.pdf}}`))
	if len(errs) != 0 || len(recs) != 2 || !slices.Equal(recs[0].Files, []string{"pdfs/a.pdf"}) || !slices.Equal(recs[1].Files, []string{"pdfs/b.pdf", "pdfs/b2.pdf"}) {
		t.Fatalf("bibtex: %+v %v", recs, errs)
	}
	rrecs, rerrs := ParseRIS(strings.NewReader("TY  - JOUR\nTI  - C\nL1  - file:///tmp/c%20d.pdf\nL1  - https://x.org/c.pdf\nL1  - rel/c.pdf\nER  - \n"))
	if len(rerrs) != 0 || len(rrecs) != 1 || !slices.Equal(rrecs[0].Files, []string{"/tmp/c d.pdf", "rel/c.pdf"}) {
		t.Fatalf("ris: %+v %v", rrecs, rerrs)
	}
}
