package bibio

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
)

// loadCorpus streams the shared ML-anthology corpus (one paper per line, authors as
// "Given Family" strings) through ParseJSONL and returns the records and the line count.
func loadCorpus(t *testing.T) ([]Record, []RecordError, int) {
	t.Helper()
	path := shareddata.Require(t, "datasets/mlanthology/corpus.jsonl.gz")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	// count lines on the side while the parser streams the same bytes
	pr, pw := io.Pipe()
	lines := make(chan int, 1)
	go func() {
		n := 0
		sc := bufio.NewReader(pr)
		for {
			l, err := sc.ReadSlice('\n')
			if len(l) > 0 && l[len(l)-1] == '\n' {
				n++
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if err != nil {
				break
			}
		}
		lines <- n
	}()
	recs, errs := ParseJSONL(io.TeeReader(gz, pw))
	pw.Close()
	return recs, errs, <-lines
}

func TestRealCorpusImportAndRoundTrips(t *testing.T) {
	recs, errs, lines := loadCorpus(t)
	if len(errs) != 0 {
		t.Fatalf("%d lines rejected, first: %v", len(errs), errs[0])
	}
	if len(recs) != lines || lines < 1000 {
		t.Fatalf("%d records from %d lines", len(recs), lines)
	}
	withAuthors, withAbstracts := 0, 0
	var sample []domain.Paper
	for i, r := range recs {
		if r.Title == "" || r.Line != i+1 {
			t.Fatalf("record %d: title %q line %d", i, r.Title, r.Line)
		}
		if len(r.Authors) > 0 {
			withAuthors++
		}
		if r.Abstract != nil {
			withAbstracts++
		}
		if i%50 == 0 {
			sample = append(sample, r.Paper)
		}
	}
	t.Logf("%d papers imported, %d with authors, %d with abstracts; round-tripping %d", len(recs), withAuthors, withAbstracts, len(sample))
	if withAbstracts < len(recs)/2 {
		t.Errorf("only %d of %d papers kept the abstract the file has in `text`", withAbstracts, len(recs))
	}

	var bib bytes.Buffer
	if err := WriteBibTeX(&bib, sample); err != nil {
		t.Fatal(err)
	}
	back, berrs := ParseBibTeX(bytes.NewReader(bib.Bytes()))
	if len(berrs) != 0 || len(back) != len(sample) {
		t.Fatalf("bibtex reparse: %d records, %d errors (first %v)", len(back), len(berrs), berrs)
	}
	var ris bytes.Buffer
	if err := WriteRIS(&ris, sample); err != nil {
		t.Fatal(err)
	}
	rback, rerrs := ParseRIS(&ris)
	if len(rerrs) != 0 || len(rback) != len(sample) {
		t.Fatalf("ris reparse: %d records, %d errors", len(rback), len(rerrs))
	}
	mismatches := 0
	for i, p := range sample {
		p.Title = collapseSpace(p.Title)
		p.ExternalID = nil // the `_id` is Carrel's link to the source, not part of a citation
		want := comparable(p, false)
		b := back[i]
		b.OpenAccess = nil
		for _, got := range []string{recordSummary(b), recordSummary(rback[i])} {
			if got != want {
				mismatches++
				if mismatches <= 5 {
					t.Errorf("paper %d:\n got  %s\n want %s", i, got, want)
				}
			}
		}
	}
	if mismatches > 0 {
		t.Errorf("%d field mismatches in %d round trips", mismatches, 2*len(sample))
	}
}

// BenchmarkParseJSONLCorpus reports JSONL import throughput on the shared 156k-paper corpus
// (decompressed into memory first, so gzip is not measured).
func BenchmarkParseJSONLCorpus(b *testing.B) {
	path := shareddata.Require(b, "datasets/mlanthology/corpus.jsonl.gz")
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	raw, err := io.ReadAll(gz)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		recs, _ := ParseJSONL(bytes.NewReader(raw))
		b.ReportMetric(float64(len(recs)), "papers/op")
	}
}
