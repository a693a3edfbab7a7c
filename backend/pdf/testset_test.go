package pdf

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"carrel/backend/internal/shareddata"
)

var (
	testX     *Extractor
	testXErr  error
	testXOnce sync.Once
)

// testExtractor returns one Extractor shared by the package's tests.
func testExtractor(t testing.TB) *Extractor {
	t.Helper()
	testXOnce.Do(func() {
		testX, testXErr = NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")})
	})
	if testXErr != nil {
		t.Fatalf("NewExtractor: %v", testXErr)
	}
	return testX
}

type manifestRow struct{ file, kind, pages string }

func readManifest(t testing.TB, dir string) []manifestRow {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []manifestRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 4 || c[0] == "filename" {
			continue
		}
		rows = append(rows, manifestRow{file: c[0], pages: c[2], kind: c[3]})
	}
	if len(rows) == 0 {
		t.Fatal("empty manifest")
	}
	return rows
}

var pdfinfoPages = regexp.MustCompile(`(?m)^Pages:\s+(\d+)`)

// popplerPages asks poppler's pdfinfo (reference only, never in product code);
// ok is false when pdfinfo is missing or cannot open the file without a password.
func popplerPages(t *testing.T, path string) (n int, ok bool) {
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		shareddata.Missing(t, "poppler-utils (pdfinfo) not installed; it is the page-count reference")
	}
	out, err := exec.Command("pdfinfo", path).Output()
	m := pdfinfoPages.FindSubmatch(out)
	if err != nil || m == nil {
		return 0, false
	}
	n, _ = strconv.Atoi(string(m[1]))
	return n, true
}

// TestTestSet runs Check and Extract over shared/testdata/pdfs and asserts that
// each file ends as its MANIFEST kind says.
func TestTestSet(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	x := testExtractor(t)
	for _, row := range readManifest(t, dir) {
		t.Run(row.file, func(t *testing.T) {
			path := filepath.Join(dir, row.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			cr, cerr := Check(data)
			doc, xerr := x.Extract(context.Background(), data)
			switch {
			case strings.HasPrefix(row.kind, "scholarly"), row.kind == "scanned-ocr":
				want, ok := popplerPages(t, path)
				if !ok {
					t.Fatal("pdfinfo cannot read a file the manifest calls readable")
				}
				if cerr != nil || cr.PageCount != want {
					t.Errorf("Check = %+v, %v; want %d pages", cr, cerr, want)
				}
				if xerr != nil {
					t.Fatalf("Extract: %v", xerr)
				}
				checkNoTextPageScanned(t, doc)
				if doc.PageCount != want || len(doc.Pages) != want {
					t.Errorf("Extract: %d pages (%d in Pages), pdfinfo says %d", doc.PageCount, len(doc.Pages), want)
				}
				checkDocInvariants(t, doc)
			case row.kind == "scanned":
				expectErr(t, "Extract", xerr, ErrNoTextLayer)
			case row.kind == "garbled-text":
				expectErr(t, "Extract", xerr, ErrGarbled)
			case row.kind == "corrupt":
				expectErr(t, "Check", cerr, ErrCorrupt)
				// Any failure but the three with codes of their own is "not parseable" to the service.
				if xerr == nil || errors.Is(xerr, ErrNotPDF) || errors.Is(xerr, ErrEncrypted) || errors.Is(xerr, ErrTooLarge) {
					t.Errorf("Extract err = %v, want a corrupt-file failure", xerr)
				}
			case row.kind == "other":
				expectErr(t, "Check", cerr, ErrNotPDF)
				expectErr(t, "Extract", xerr, ErrNotPDF)
			case row.kind == "encrypted":
				if want, ok := popplerPages(t, path); ok {
					// Owner-password-only: opens without a password.
					if cerr != nil || !cr.Encrypted || cr.PageCount != want {
						t.Errorf("Check = %+v, %v; want encrypted with %d pages", cr, cerr, want)
					}
					if xerr != nil || !doc.Encrypted || doc.PageCount != want {
						t.Errorf("Extract = %v; want encrypted doc with %d pages", xerr, want)
					}
				} else {
					expectErr(t, "Check", cerr, ErrEncrypted)
					expectErr(t, "Extract", xerr, ErrEncrypted)
				}
			default:
				t.Fatalf("unknown manifest kind %q", row.kind)
			}
		})
	}
}

func expectErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s err = %v, want %v", what, err, want)
	}
}

// checkDocInvariants checks the promises of the Doc types on a real extraction.
func checkDocInvariants(t *testing.T, doc *Doc) {
	t.Helper()
	for _, p := range doc.Pages {
		if p.Width <= 0 || p.Height <= 0 {
			t.Errorf("page %d: size %gx%g", p.Number, p.Width, p.Height)
		}
		prevLine := -1
		for i, w := range p.Words {
			if w.Text == "" || strings.ContainsAny(w.Text, " \n") {
				t.Fatalf("page %d word %d: bad text %q", p.Number, i, w.Text)
			}
			if w.X1 < w.X0 || w.Y1 < w.Y0 {
				t.Fatalf("page %d word %q: inverted box", p.Number, w.Text)
			}
			if w.Line < prevLine {
				t.Fatalf("page %d word %q: line %d after line %d", p.Number, w.Text, w.Line, prevLine)
			}
			prevLine = w.Line
		}
		last := -1
		for _, s := range p.Sentences {
			for last+1 < s.FirstWord && isListMarker(p.Words[last+1].Text) {
				last++ // list bullets between sentences belong to none
			}
			if s.FirstWord != last+1 || s.LastWord < s.FirstWord || s.Start > s.End || s.End > len(p.Text) {
				t.Fatalf("page %d: bad sentence %+v after word %d", p.Number, s, last)
			}
			if got, want := p.Text[s.Start:s.Start+len(p.Words[s.FirstWord].Text)], p.Words[s.FirstWord].Text; got != want {
				t.Fatalf("page %d: sentence starts with %q, its first word is %q", p.Number, got, want)
			}
			last = s.LastWord
		}
		if len(p.Words) > 0 && last != len(p.Words)-1 {
			t.Fatalf("page %d: sentences cover %d of %d words", p.Number, last+1, len(p.Words))
		}
	}
}
