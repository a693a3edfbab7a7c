package index

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
)

func TestNPMI(t *testing.T) {
	for _, c := range []struct {
		joint, dfa, dfb, n, want float64
	}{
		{10, 10, 10, 1000, 1},        // always together
		{1, 10, 100, 1000, 0},        // exactly as often as chance
		{0.5, 10, 100, 1000, 0},      // less than chance: clipped
		{0, 10, 10, 1000, 0},         // never together
		{20, 10, 10, 1000, 1},        // an estimate above the dfs is clipped to them
		{5, 10, 10, 1000, 0.7383520}, // half of the time: ln 50 / ln 200
	} {
		if got := npmi(c.joint, c.dfa, c.dfb, c.n); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("npmi(%v, %v, %v, %v) = %v, want %v", c.joint, c.dfa, c.dfb, c.n, got, c.want)
		}
	}
}

func TestTermList(t *testing.T) {
	got := unpack(termList(analyze("Cells and the cell: IL-6 signalling in cells")))
	if want := "6 cell il signal"; got != want {
		t.Errorf("termList unpacks to %q, want %q", got, want)
	}
}

// unpack is the inverse of termList, for tests: the terms space-separated.
func unpack(packed []byte) string {
	var terms []string
	unpackTerms(packed, nil, func(t []byte) { terms = append(terms, string(t)) })
	return strings.Join(terms, " ")
}

func TestPackTermsRoundTrip(t *testing.T) {
	terms := []string{"a", "covid", "il", "sars", "x", "zz", "1.8", "6", "café", "γδ", "a~b", "abcdefghijklmnopqrstuvwxyz0123456789"}
	if got := unpack(packTerms(terms)); got != strings.Join(terms, " ") {
		t.Errorf("round trip %q", got)
	}
	if got := unpack(packTerms(nil)); got != "" {
		t.Errorf("empty list unpacks to %q", got)
	}
	for n := 1; n <= 9; n++ { // every padding length
		w := strings.Repeat("q", n)
		if got := unpack(packTerms([]string{w})); got != w {
			t.Errorf("%q unpacks to %q", w, got)
		}
	}
}

// TestStoredTermsAcrossSegments reads every paper's stored terms by internal
// number after several batches, a replacement and a deletion, so the segment
// offsets must match scorch's numbering (deleted documents included).
func TestStoredTermsAcrossSegments(t *testing.T) {
	ix, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	body := map[string]string{}
	for b := 0; b < 4; b++ {
		var batch []PaperDoc
		for i := 0; i < 5; i++ {
			id := fmt.Sprintf("p%d", b*5+i)
			p := PaperDoc{ID: id, Title: fmt.Sprintf("paper %d", b*5+i), Abstract: fmt.Sprintf("word%d common text batch%d", i, b)}
			body[id] = p.Title + "\n" + p.Abstract
			batch = append(batch, p)
		}
		if err := ix.IndexPapers(batch); err != nil {
			t.Fatal(err)
		}
	}
	replaced := PaperDoc{ID: "p3", Title: "replaced", Abstract: "fresh words"}
	body["p3"] = replaced.Title + "\n" + replaced.Abstract
	if err := ix.IndexPapers([]PaperDoc{replaced}); err != nil {
		t.Fatal(err)
	}
	if err := ix.DeletePaper("p7"); err != nil {
		t.Fatal(err)
	}
	delete(body, "p7")
	s, err := ix.papers.snapshot()
	if err != nil {
		t.Fatal(err)
	}
	defer s.close()
	tr := s.termReader()
	for id, text := range body {
		iid, err := s.r.InternalID(id)
		if err != nil || iid == nil {
			t.Fatalf("%s: internal id %v, %v", id, iid, err)
		}
		var got []string
		if err := tr.each(iid.Value(), func(t []byte) { got = append(got, string(t)) }); err != nil {
			t.Fatal(err)
		}
		if want := unpack(termList(analyze(text))); strings.Join(got, " ") != want {
			t.Errorf("%s: stored terms %q, want %q", id, got, want)
		}
	}
}

// TestTranslationLiftsRelatedWording: "erythroid" always appears with
// "erythropoiesis" in the library, so at deep_review a paper saying "erythroid"
// outranks one that only shares the other query word, which BM25 alone prefers.
func TestTranslationLiftsRelatedWording(t *testing.T) {
	ix, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	var papers []PaperDoc
	for i := 0; i < 12; i++ {
		papers = append(papers, PaperDoc{ID: fmt.Sprintf("bg%d", i), Title: fmt.Sprintf("Study %d of erythropoiesis", i),
			Abstract: fmt.Sprintf("Erythropoiesis depends on erythroid progenitors in marrow sample %d.", i)})
	}
	for i := 0; i < 12; i++ {
		papers = append(papers, PaperDoc{ID: fmt.Sprintf("other%d", i), Title: fmt.Sprintf("Unrelated topic %d", i), Abstract: "Weather and soil."})
	}
	papers = append(papers,
		PaperDoc{ID: "related", Title: "ADAR1 in erythroid cells", Abstract: "ADAR1 editing is needed by erythroid cells of the embryo liver."},
		PaperDoc{ID: "lexical", Title: "ADAR1 structure", Abstract: "ADAR1 binds double-stranded RNA."},
	)
	if err := ix.IndexPapers(papers); err != nil {
		t.Fatal(err)
	}
	rank := func(depth string) []string {
		hits, err := ix.SearchPapers(context.Background(), Query{Text: "ADAR1 is required for erythropoiesis", Depth: depth, Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, h := range hits {
			if h.PaperID == "related" || h.PaperID == "lexical" {
				out = append(out, h.PaperID)
			}
		}
		return out
	}
	if got := rank(DepthHighQuality); strings.Join(got, ",") != "lexical,related" {
		t.Fatalf("high_quality order %v: the fixture no longer needs translation", got)
	}
	if got := rank(DepthDeepReview); strings.Join(got, ",") != "related,lexical" {
		t.Errorf("deep_review order %v, want the erythroid paper first", got)
	}
}
