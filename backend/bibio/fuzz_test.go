package bibio

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"carrel/backend/domain"
)

func addFixtureSeeds(f *testing.F, names ...string) {
	for _, n := range names {
		if raw, err := os.ReadFile("testdata/" + n); err == nil {
			f.Add(raw)
		}
	}
}

// withDeadline runs parse and fails (saving the input) when it has not returned within
// 10 s: a hang, not a slow machine, since inputs are at most a few KiB.
func withDeadline(t *testing.T, in []byte, parse func(io.Reader) ([]Record, []RecordError)) ([]Record, []RecordError) {
	type result struct {
		recs []Record
		errs []RecordError
	}
	done := make(chan result, 1)
	go func() {
		r, e := parse(bytes.NewReader(in))
		done <- result{r, e}
	}()
	select {
	case r := <-done:
		return r.recs, r.errs
	case <-time.After(10 * time.Second):
		t.Fatalf("parser still running after 10s on %q", in)
		return nil, nil
	}
}

// FuzzParseBibTeX checks the parser never panics, reports sane lines and stays linear
// enough that the fuzzer's per-input deadline is never hit.
func FuzzParseBibTeX(f *testing.F) {
	addFixtureSeeds(f, "tricky.bib")
	for _, s := range []string{"@", "@a{", "@a{k,t={", "@string{x=\"a\"}@a{k,t=x#x#x}", "@a(k,t=\"{\\\"{\\\"{o}}}\")",
		"@comment{", "\\\"{", "@a{k, author={, and , and {}}}", "@a{k,t={\\d{\\^{\\v{"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		recs, errs := withDeadline(t, in, ParseBibTeX)
		lines := bytes.Count(in, []byte("\n")) + 1
		for _, r := range recs {
			if r.Line < 1 || r.Line > lines || r.Title == "" || (utf8.Valid(in) && !utf8.ValidString(r.Title)) {
				t.Fatalf("bad record %+v", r)
			}
		}
		for _, e := range errs {
			if e.Line < 1 || e.Line > lines {
				t.Fatalf("bad error line %v of %d", e, lines)
			}
		}
	})
}

// FuzzParseRIS checks the RIS parser never panics and keeps line numbers in range.
func FuzzParseRIS(f *testing.F) {
	addFixtureSeeds(f, "sample.ris")
	for _, s := range []string{"TY  - JOUR\nTI  - x\nER  -", "AU  - ,,,\n", "TY  -\r\ncontinued\r\n", "ER  - \n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		recs, errs := withDeadline(t, in, ParseRIS)
		lines := bytes.Count(in, []byte("\n")) + 1
		for _, r := range recs {
			if r.Line < 1 || r.Line > lines || strings.TrimSpace(r.Title) == "" {
				t.Fatalf("bad record %+v", r)
			}
		}
		for _, e := range errs {
			if e.Line < 1 || e.Line > lines {
				t.Fatalf("bad error line %v", e)
			}
		}
	})
}

// TestParseBibTeXLargeLinear parses a pathological input (thousands of nested accents and
// unclosed entries on one line) to show it finishes; speed itself is not asserted here.
func TestParseBibTeXPathological(t *testing.T) {
	in := strings.Repeat("@a{k,t={", 20000) + strings.Repeat(`\"{`, 20000)
	recs, errs := ParseBibTeX(strings.NewReader(in))
	if len(recs) != 0 || len(errs) == 0 {
		t.Fatalf("got %d records, %d errors", len(recs), len(errs))
	}
}

// BenchmarkParseBibTeXAtSigns shows that a chunk full of stray '@' parses in linear time.
func BenchmarkParseBibTeXAtSigns(b *testing.B) {
	in := "@a{k,\n" + strings.Repeat("@\n", 200000)
	for b.Loop() {
		ParseBibTeX(strings.NewReader(in))
	}
}

// benchPapers repeats the export fixture n times with distinct titles.
func benchPapers(n int) []domain.Paper {
	base := exportPapers()
	out := make([]domain.Paper, 0, n)
	for i := 0; i < n; i++ {
		p := base[i%len(base)]
		p.Title = p.Title + " " + strconv.Itoa(i)
		out = append(out, p)
	}
	return out
}

// BenchmarkParseBibTeX reports import throughput on 5,000 exported entries (-benchmem for MB/s).
func BenchmarkParseBibTeX(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteBibTeX(&buf, benchPapers(5000)); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	for b.Loop() {
		if recs, _ := ParseBibTeX(bytes.NewReader(buf.Bytes())); len(recs) != 5000 {
			b.Fatalf("%d records", len(recs))
		}
	}
}

// BenchmarkWriteXLSX reports the cost of a 5,000-row spreadsheet export.
func BenchmarkWriteXLSX(b *testing.B) {
	var rows []Row
	for i, p := range benchPapers(5000) {
		rows = append(rows, Row{Rank: i + 1, Score: 0.5, Paper: p})
	}
	for b.Loop() {
		if err := WriteXLSX(io.Discard, rows); err != nil {
			b.Fatal(err)
		}
	}
}
