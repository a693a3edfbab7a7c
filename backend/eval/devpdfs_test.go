package eval

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestDevTruthRecords checks every dev label is a complete record the scorer reads, that each
// names the Debian package, version and path its PDF comes from, that no venue fills the
// set (a set of JSS reprints would measure one layout), and that meta --batch parts it.
func TestDevTruthRecords(t *testing.T) {
	recs, err := loadDevRecords()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) < 30 {
		t.Fatalf("%d dev records, want at least 30", len(recs))
	}
	loaded, err := loadDevPapers()
	if err != nil || len(loaded) != len(recs) {
		t.Fatalf("loadDevPapers: %d papers, %v; the file has %d records", len(loaded), err, len(recs))
	}
	files, shas, venues, batches := map[string]bool{}, map[string]bool{}, map[string]int{}, map[string]int{}
	for _, r := range recs {
		bad := func(format string, args ...any) { t.Errorf(r.File+": "+format, args...) }
		if !strings.HasSuffix(r.File, ".pdf") || filepath.Base(r.File) != r.File || files[r.File] {
			bad("file must be a bare PDF name, once")
		}
		files[r.File] = true
		if shas[r.SHA256] {
			bad("duplicate sha256 (the same PDF twice)")
		}
		shas[r.SHA256] = true
		if r.Split != devSplit || !r.TextLayer || !sha256Hex.MatchString(r.SHA256) || r.Pages < 1 || r.Bytes < 1 {
			bad("split %q, text_layer %v, sha256 %q, pages %d, bytes %d", r.Split, r.TextLayer, r.SHA256, r.Pages, r.Bytes)
		}
		if r.Package == "" || r.Version == "" || !strings.HasPrefix(r.Path, "/") || r.Gzip != strings.HasSuffix(r.Path, ".gz") {
			bad("package %q version %q path %q gzip %v", r.Package, r.Version, r.Path, r.Gzip)
		}
		if zoteroTypes[r.ItemType] == "" || r.Title == "" || strings.TrimSpace(r.Title) != r.Title || len(r.Authors) == 0 {
			bad("item_type %q, title %q, %d authors", r.ItemType, r.Title, len(r.Authors))
		}
		for _, a := range r.Authors {
			if strings.TrimSpace(a[1]) == "" || strings.TrimSpace(a[0]) != a[0] || strings.TrimSpace(a[1]) != a[1] {
				bad("author %q", a)
			}
		}
		if r.Year != nil && (*r.Year < 1900 || *r.Year > 2030) {
			bad("year %d", *r.Year)
		}
		checkRecordNotes(r.realPaper, bad)
		if r.Venue != nil {
			venues[*r.Venue]++
		}
		if r.Batch != "" && !batchRe.MatchString(r.Batch) {
			bad("batch %q: a session's name, as s12", r.Batch)
		}
		batches[r.Batch]++
	}
	// meta --batch parts the set: "-" keeps the records without a batch, a name its own.
	for b, n := range batches {
		key := b
		if b == "" {
			key = "-"
		}
		kept := 0
		for _, r := range recs {
			if inBatch(r.realPaper, key) {
				kept++
			}
		}
		if kept != n {
			t.Errorf("meta --batch %s keeps %d records, the truth has %d", key, kept, n)
		}
	}
	// train-header and fit-cv leave the default --dev-skip batches out: a name that no record
	// carries (a typo) would leave an unseen batch in every fit.
	for _, b := range strings.Split(defaultDevSkip, ",") {
		if batches[b] == 0 {
			t.Errorf("defaultDevSkip names batch %q, which no dev record carries", b)
		}
	}
	for v, n := range venues {
		if n > 10 {
			t.Errorf("%d papers from %s: cap a venue at 10", n, v)
		}
	}
}

// batchRe is a dev record's batch: the session that added it.
var batchRe = regexp.MustCompile(`^s\d+$`)

// TestDevPDFsMatchTruth checks the fetched PDFs against their labels (make dev-pdfs writes only
// matching files, so a missing one is a mismatch it reported) and that no dev paper is a
// realpdfs or shared paper: the dev set must stay apart from what is fitted and from test.
func TestDevPDFsMatchTruth(t *testing.T) {
	dir := os.Getenv("CARREL_DEVPDFS_DIR")
	if dir == "" {
		dir = filepath.Join("..", "..", "build", "devpdfs")
	}
	if _, err := os.Stat(filepath.Join(dir, "pdfs")); err != nil {
		t.Skipf("no dev PDFs in %s (run `make dev-pdfs`): %v", dir, err)
	}
	recs, err := loadDevRecords()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		checkPaperFile(t, filepath.Join(dir, "pdfs", r.File), r.SHA256, r.Bytes)
	}
	realDir := shareddata.Require(t, "testdata/realpdfs")
	others, err := loadRealPapers(realDir, "")
	if err != nil {
		t.Fatal(err)
	}
	shared, err := loadSharedPapers()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(others, shared...) {
		for _, r := range recs {
			if p.SHA256 == r.SHA256 || similarity(fold(p.Title), fold(r.Title)) >= 0.9 {
				t.Errorf("%s is also %s (%s split)", r.File, p.File, p.Split)
			}
		}
	}
}

// TestDebFilesReadsAPackage builds a small .deb with dpkg-deb and reads a plain and a gzipped
// file out of it as dev-pdfs does; a file whose bytes differ from the label is refused.
func TestDebFilesReadsAPackage(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb not installed: dev-pdfs needs a Debian machine")
	}
	root := t.TempDir()
	pkg := filepath.Join(root, "pkg")
	doc := filepath.Join(pkg, "usr", "share", "doc", "x")
	for _, d := range []string{filepath.Join(pkg, "DEBIAN"), doc} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	control := "Package: x\nVersion: 1.0-1\nArchitecture: all\nMaintainer: nobody <nobody@example.org>\nDescription: test\n"
	pdfBytes := []byte("%PDF-1.4 a paper\n")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(pdfBytes)
	zw.Close()
	for name, data := range map[string][]byte{filepath.Join(pkg, "DEBIAN", "control"): []byte(control),
		filepath.Join(doc, "a.pdf"): pdfBytes, filepath.Join(doc, "b.pdf.gz"): gz.Bytes()} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	deb := filepath.Join(root, "x_1.0-1_all.deb")
	if out, err := exec.Command("dpkg-deb", "--build", "--root-owner-group", pkg, deb).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb --build: %v: %s", err, out)
	}
	files, err := debFiles(deb, []string{"/usr/share/doc/x/a.pdf", "/usr/share/doc/x/b.pdf.gz"})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(pdfBytes)
	want := hex.EncodeToString(sum[:])
	for _, r := range []devRecord{{Path: "/usr/share/doc/x/a.pdf"}, {Path: "/usr/share/doc/x/b.pdf.gz", Gzip: true}} {
		data, err := devPDFBytes(files, r)
		if err != nil || checkSHA256(data, want) != nil {
			t.Errorf("%s: %q, %v", r.Path, data, err)
		}
	}
	if checkSHA256(files["/usr/share/doc/x/b.pdf.gz"], want) == nil {
		t.Error("the gzipped bytes passed as the PDF's")
	}
	if _, err := devPDFBytes(files, devRecord{Path: "/usr/share/doc/x/c.pdf"}); err == nil {
		t.Error("a file the package lacks was found")
	}
}
