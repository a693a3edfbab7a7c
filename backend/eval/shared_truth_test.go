package eval

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// sharedRecord is a shared truth line with the keys realPaper does not read.
type sharedRecord struct {
	realPaper
	VenueField *string `json:"venue_field"`
	Pages      int     `json:"pages"`
	Bytes      int64   `json:"bytes"`
}

func readSharedRecords(t *testing.T) []sharedRecord {
	t.Helper()
	var out []sharedRecord
	sc := bufio.NewScanner(bytes.NewReader(sharedTruth))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		var r sharedRecord
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		out = append(out, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// TestSharedTruthRecords checks every shared label is a complete record in realpdfs' schema,
// that the loader the trainer and scorer use keeps all of them, and that no file or paper
// appears twice.
func TestSharedTruthRecords(t *testing.T) {
	recs := readSharedRecords(t)
	if len(recs) < 30 {
		t.Fatalf("%d shared records, want at least 30", len(recs))
	}
	loaded, err := loadSharedPapers()
	if err != nil || len(loaded) != len(recs) {
		t.Fatalf("loadSharedPapers: %d papers, %v; the file has %d records", len(loaded), err, len(recs))
	}
	types := map[string]bool{"journalArticle": true, "conferencePaper": true, "preprint": true, "bookSection": true, "report": true, "thesis": true}
	files, shas, titles := map[string]bool{}, map[string]bool{}, map[string]string{}
	for _, r := range recs {
		bad := func(format string, args ...any) { t.Errorf(r.File+": "+format, args...) }
		if !strings.HasSuffix(r.File, ".pdf") || filepath.Base(r.File) != r.File {
			bad("file must be a bare PDF name")
		}
		if files[r.File] {
			bad("duplicate file")
		}
		files[r.File] = true
		if shas[r.SHA256] {
			bad("duplicate sha256 (the same PDF twice)")
		}
		shas[r.SHA256] = true
		if other, dup := titles[fold(r.Title)]; dup {
			bad("same title as %s", other)
		}
		titles[fold(r.Title)] = r.File
		if r.Split != sharedSplit || !r.TextLayer || !sha256Hex.MatchString(r.SHA256) || r.Pages < 1 || r.Bytes < 1 {
			bad("split %q, text_layer %v, sha256 %q, pages %d, bytes %d", r.Split, r.TextLayer, r.SHA256, r.Pages, r.Bytes)
		}
		if !types[r.ItemType] || zoteroTypes[r.ItemType] == "" {
			bad("item_type %q", r.ItemType)
		}
		if strings.TrimSpace(r.Title) != r.Title || r.Title == "" {
			bad("title %q", r.Title)
		}
		if len(r.Authors) == 0 {
			bad("no authors")
		}
		for _, a := range r.Authors {
			if strings.TrimSpace(a[1]) == "" || strings.TrimSpace(a[0]) != a[0] || strings.TrimSpace(a[1]) != a[1] {
				bad("author %q", a)
			}
		}
		if r.Year != nil && (*r.Year < 1900 || *r.Year > 2030) {
			bad("year %d", *r.Year)
		}
		if (r.Venue == nil) != (r.VenueField == nil) || (r.Venue != nil && *r.Venue == "") {
			bad("venue %v with venue_field %v", r.Venue, r.VenueField)
		}
		checkRecordNotes(r.realPaper, bad)
	}
}

// TestSharedTruthNamesSharedPDFs checks each record against the bytes in ../shared/testdata/pdfs
// (a label for a file that changed would be a wrong label) and that none of those papers is
// also a realpdfs paper, so that fitting on shared never fits on a test paper.
func TestSharedTruthNamesSharedPDFs(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	recs := readSharedRecords(t)
	for _, r := range recs {
		checkPaperFile(t, filepath.Join(dir, r.File), r.SHA256, r.Bytes)
	}
	realDir := shareddata.Require(t, "testdata/realpdfs")
	papers, err := loadRealPapers(realDir, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range papers {
		for _, r := range recs {
			if p.SHA256 == r.SHA256 || similarity(fold(p.Title), fold(r.Title)) >= 0.9 {
				t.Errorf("%s is realpdfs %s (%s split)", r.File, p.File, p.Split)
			}
		}
	}
}

// TestFileFoldNames checks realpdfs numbers fold as before and other names fold by a stable
// hash that spreads them over the folds.
func TestFileFoldNames(t *testing.T) {
	if fileFold("017.pdf", 2) != 1 || fileFold("017.pdf", 10) != 7 || fileFold("060.pdf", 10) != 0 {
		t.Fatalf("numbered files: %d %d %d", fileFold("017.pdf", 2), fileFold("017.pdf", 10), fileFold("060.pdf", 10))
	}
	papers, err := loadSharedPapers()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, p := range papers {
		k := fileFold(p.File, 10)
		if k < 0 || k >= 10 || k != fileFold(p.File, 10) {
			t.Fatalf("%s: fold %d", p.File, k)
		}
		seen[k] = true
	}
	if len(seen) < 5 {
		t.Errorf("%d shared files fall in %d of 10 folds", len(papers), len(seen))
	}
}

// TestHeldInKeepsExtrasOutOfTrainFolds checks that --holdout leaves out train papers of its
// fold only, --extra-holdout extra papers of its fold only, and --extra-fields limits the
// fields an extra paper is fitted for.
func TestHeldInKeepsExtrasOutOfTrainFolds(t *testing.T) {
	shared, err := loadSharedPapers()
	if err != nil {
		t.Fatal(err)
	}
	var docs []realDoc
	for i := range 20 {
		docs = append(docs, realDoc{paper: realPaper{File: fmt.Sprintf("%03d.pdf", i+1), Split: "train"}})
	}
	for _, p := range shared {
		docs = append(docs, realDoc{paper: p})
	}
	count := func(ds []realDoc) (train, extra int) {
		for _, d := range ds {
			if d.paper.Split == "train" {
				train++
			} else {
				extra++
			}
		}
		return
	}
	if tr, ex := count(heldIn(docs, 10, -1, -1)); tr != 20 || ex != len(shared) {
		t.Fatalf("no holdout keeps %d train, %d extra", tr, ex)
	}
	for k := range 10 {
		tr, ex := count(heldIn(docs, 10, k, -1))
		if tr != 18 || ex != len(shared) {
			t.Errorf("--holdout %d keeps %d train (want 18), %d extra (want all %d)", k, tr, ex, len(shared))
		}
		inFold := 0
		for _, p := range shared {
			if fileFold(p.File, 10) == k {
				inFold++
			}
		}
		tr, ex = count(heldIn(docs, 10, -1, k))
		if tr != 20 || ex != len(shared)-inFold {
			t.Errorf("--extra-holdout %d keeps %d train (want 20), %d extra (want %d)", k, tr, ex, len(shared)-inFold)
		}
	}
	only := []string{"title", "authors"}
	if !fitsField(docs[0], "venue", only) || !fitsField(docs[20], "title", only) || fitsField(docs[20], "venue", only) || !fitsField(docs[20], "venue", nil) {
		t.Error("fitsField: train papers fit every field, extra papers only the listed ones (all when none is listed)")
	}
}

// checkPaperFile reports an error when the file at path is missing or is not the one its
// record names by sha256 and size.
func checkPaperFile(t *testing.T, path, sha string, size int64) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%s: %v", filepath.Base(path), err)
		return
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != sha || int64(len(data)) != size {
		t.Errorf("%s: sha256 %s and %d bytes, the record says %s and %d", filepath.Base(path), got, len(data), sha, size)
	}
}

// checkRecordNotes reports what every hand-read record (shared, dev) must hold: a preprint has
// no venue, a DOI starts with "10.", and the source note says how the record was checked.
func checkRecordNotes(r realPaper, bad func(format string, args ...any)) {
	if r.ItemType == "preprint" && r.Venue != nil {
		bad("a preprint has no venue")
	}
	if r.DOI != nil && !strings.HasPrefix(*r.DOI, "10.") {
		bad("doi %q", *r.DOI)
	}
	if len(r.Source) < 20 {
		bad("source note %q says too little about how it was checked", r.Source)
	}
}
