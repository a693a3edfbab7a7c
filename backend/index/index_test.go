package index

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

type goldenFile struct {
	Papers   []PaperDoc `json:"papers"`
	Searches []struct {
		Name        string   `json:"name"`
		Query       Query    `json:"query"`
		ExpectFirst []string `json:"expect_first"`
		ExpectSet   []string `json:"expect_set"`
	} `json:"searches"`
}

func loadGolden(t *testing.T) goldenFile {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "golden.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g goldenFile
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	return g
}

func openGolden(t *testing.T, dir string) (*Index, goldenFile) {
	t.Helper()
	g := loadGolden(t)
	ix, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ix.IndexPapers(g.Papers); err != nil {
		t.Fatal(err)
	}
	return ix, g
}

func ids(hits []Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.PaperID
	}
	return out
}

func TestGoldenRanking(t *testing.T) {
	ix, g := openGolden(t, t.TempDir())
	defer ix.Close()
	for _, depth := range []string{DepthStandard, DepthHighQuality, DepthDeepReview} {
		for _, s := range g.Searches {
			q := s.Query
			q.Depth = depth
			hits, err := ix.SearchPapers(context.Background(), q)
			if err != nil {
				t.Fatalf("%s/%s: %v", depth, s.Name, err)
			}
			got := ids(hits)
			for i, want := range s.ExpectFirst {
				if i >= len(got) || got[i] != want {
					t.Errorf("%s/%s: ranking %v, want %v first", depth, s.Name, got, s.ExpectFirst)
					break
				}
			}
			if s.ExpectSet != nil {
				a, b := slices.Clone(got), slices.Clone(s.ExpectSet)
				sort.Strings(a)
				sort.Strings(b)
				if !slices.Equal(a, b) {
					t.Errorf("%s/%s: got %v, want exactly %v", depth, s.Name, got, s.ExpectSet)
				}
			}
			for i := 1; i < len(hits); i++ {
				if hits[i].Score > hits[i-1].Score {
					t.Errorf("%s/%s: scores not descending: %v", depth, s.Name, hits)
				}
			}
		}
	}
}

func TestDeleteAndReopen(t *testing.T) {
	dir := t.TempDir()
	ix, g := openGolden(t, dir)
	n, _, err := ix.Count()
	if err != nil || n != uint64(len(g.Papers)) {
		t.Fatalf("count %d, %v; want %d", n, err, len(g.Papers))
	}
	if err := ix.DeletePaper("p-attn"); err != nil {
		t.Fatal(err)
	}
	if err := ix.DeletePaper("no-such-paper"); err != nil {
		t.Fatalf("deleting an unknown id: %v", err)
	}
	hits, err := ix.SearchPapers(context.Background(), Query{Text: "attention machine translation"})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(ids(hits), "p-attn") {
		t.Fatalf("deleted paper still found: %v", ids(hits))
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.SearchPapers(context.Background(), Query{Text: "x"}); err != ErrClosed {
		t.Fatalf("search after close: %v, want ErrClosed", err)
	}
	ix, err = Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if ix.NeedsRebuild() {
		t.Fatal("reopened index of the current version reports NeedsRebuild")
	}
	n, _, _ = ix.Count()
	if n != uint64(len(g.Papers)-1) {
		t.Fatalf("count after reopen %d, want %d", n, len(g.Papers)-1)
	}
	hits, err = ix.SearchPapers(context.Background(), Query{Text: "IL-6 arthritis"})
	if err != nil || len(hits) == 0 || hits[0].PaperID != "p-il6" {
		t.Fatalf("search after reopen: %v %v", hits, err)
	}
	// the length totals survive the reopen and match the remaining papers
	var want int64
	for _, p := range g.Papers {
		if p.ID != "p-attn" {
			want += int64(len(analyze(p.Title + "\n" + p.Abstract)))
		}
	}
	if got := ix.papers.total[fBody]; got != want {
		t.Fatalf("body length total %d, want %d", got, want)
	}
}

func TestReindexReplaces(t *testing.T) {
	ix, g := openGolden(t, t.TempDir())
	defer ix.Close()
	p := g.Papers[0]
	p.Title, p.Abstract = "Photosynthesis in kelp forests", "Kelp fixes carbon."
	if err := ix.IndexPapers([]PaperDoc{p}); err != nil {
		t.Fatal(err)
	}
	n, _, _ := ix.Count()
	if n != uint64(len(g.Papers)) {
		t.Fatalf("re-indexing changed the count to %d", n)
	}
	hits, _ := ix.SearchPapers(context.Background(), Query{Text: "kelp photosynthesis"})
	if len(hits) != 1 || hits[0].PaperID != p.ID {
		t.Fatalf("replaced paper not found by its new text: %v", hits)
	}
	hits, _ = ix.SearchPapers(context.Background(), Query{Text: "bidirectional encoders"})
	if slices.Contains(ids(hits), p.ID) {
		t.Fatalf("old text of a replaced paper still matches: %v", hits)
	}
}

func TestVersionMismatchNeedsRebuild(t *testing.T) {
	dir := t.TempDir()
	ix, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !ix.NeedsRebuild() {
		t.Fatal("a fresh index must ask for a rebuild")
	}
	if err := ix.IndexPapers(loadGolden(t).Papers); err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if err := os.WriteFile(filepath.Join(dir, versionFile), []byte("0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ix, err = Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if !ix.NeedsRebuild() {
		t.Fatal("version mismatch not reported")
	}
	if n, _, _ := ix.Count(); n != 0 {
		t.Fatalf("old-version index kept %d papers", n)
	}
}

func TestUnknownDepth(t *testing.T) {
	ix, _ := openGolden(t, t.TempDir())
	defer ix.Close()
	if _, err := ix.SearchPapers(context.Background(), Query{Text: "transformer", Depth: "ultra"}); err == nil {
		t.Fatal("unknown depth accepted")
	}
}

func TestLargeBatchIsChunked(t *testing.T) {
	ix, err := Open(t.TempDir(), Options{BulkLoad: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	words := []string{"graph", "neural", "kernel", "bayesian", "sparse", "convex", "robust"}
	var docs []PaperDoc
	var want int64
	for i := 0; i < 2*writeChunk+37; i++ {
		p := PaperDoc{ID: fmt.Sprintf("p%04d", i), Title: words[i%7] + " methods", Abstract: strings.Repeat(words[(i/7)%7]+" ", 1+i%5)}
		docs = append(docs, p)
		want += int64(len(analyze(p.Title + "\n" + p.Abstract)))
	}
	// the same ids twice in one call (in one chunk and across chunks): the
	// later version wins and is counted once
	docs = append(docs, docs[:10]...)
	docs = append(docs[:5], append([]PaperDoc{docs[1], docs[2]}, docs[5:]...)...)
	if err := ix.IndexPapers(docs); err != nil {
		t.Fatal(err)
	}
	n, _, _ := ix.Count()
	if n != uint64(2*writeChunk+37) {
		t.Fatalf("count %d", n)
	}
	if got := ix.papers.total[fBody]; got != want {
		t.Fatalf("body length total %d, want %d", got, want)
	}
	hits, err := ix.SearchPapers(context.Background(), Query{Text: "graph methods", Limit: 100, Depth: DepthDeepReview})
	if err != nil || len(hits) != 100 {
		t.Fatalf("deep search over a large index: %d hits, %v", len(hits), err)
	}
	if hits[0].Score < hits[99].Score {
		t.Fatalf("hits not best first: %v ... %v", hits[0], hits[99])
	}
}
