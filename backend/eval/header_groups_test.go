package eval

import (
	"fmt"
	"testing"
)

// A grouped folding keeps every paper of a publisher (or library) in one fold, spreads the
// groups evenly and gives the same folds for the same papers in any order.
func TestGroupedFolds(t *testing.T) {
	doi := func(s string) *string { return &s }
	var papers []realPaper
	for i := range 20 {
		p := realPaper{File: fmt.Sprintf("%03d.pdf", i), SourceRepo: fmt.Sprintf("lib%d", i%3)}
		switch {
		case i < 8:
			p.DOI = doi(fmt.Sprintf("10.1109/x.%d", i))
		case i < 12:
			p.DOI = doi(fmt.Sprintf("10.1016/j.%d", i))
		case i < 15:
			p.DOI = doi(fmt.Sprintf("10.1007/978-%d", i))
		}
		papers = append(papers, p)
	}
	for _, by := range []string{"doi-prefix", "source"} {
		f, err := newFolding(papers, 4, by)
		if err != nil {
			t.Fatal(err)
		}
		foldOf := map[string]int{}
		size := make([]int, 4)
		for _, p := range papers {
			k := f.of(p)
			size[k]++
			g := groupKey(p, by)
			if prev, ok := foldOf[g]; ok && prev != k {
				t.Fatalf("%s: group %s split over folds %d and %d", by, g, prev, k)
			}
			foldOf[g] = k
		}
		rev := make([]realPaper, len(papers))
		for i, p := range papers {
			rev[len(papers)-1-i] = p
		}
		g, _ := newFolding(rev, 4, by)
		for _, p := range papers {
			if g.of(p) != f.of(p) {
				t.Fatalf("%s: %s in fold %d, %d with the papers reversed", by, p.File, f.of(p), g.of(p))
			}
		}
		if by == "doi-prefix" {
			// IEEE's 8 papers fill one fold; Elsevier's 4, Springer's 3 and 5 singletons the other three
			if size[f.of(papers[0])] != 8 || len(foldOf) != 8 {
				t.Fatalf("doi-prefix: fold sizes %v, %d groups", size, len(foldOf))
			}
			for k, n := range size {
				if k != f.of(papers[0]) && (n < 3 || n > 5) {
					t.Fatalf("doi-prefix: uneven folds %v", size)
				}
			}
		}
	}
	if _, err := newFolding(papers, 4, "venue"); err == nil {
		t.Fatal("an unknown --group was accepted")
	}
	if f, _ := newFolding(papers, 10, "file"); f.of(papers[17]) != 7 {
		t.Fatalf("file folds: %d", f.of(papers[17]))
	}
}
