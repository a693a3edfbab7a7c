package pdfmeta

import (
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestLineModelLoads checks that the embedded labeler matches this build's features and that
// a model fitted on other features is refused rather than read as noise.
func TestLineModelLoads(t *testing.T) {
	m := DefaultLineModel()
	if m == nil {
		t.Fatal("embedded line_model.json does not load (refit with make line-model)")
	}
	if len(m.Weights) != len(LineClasses) || len(m.Weights[LineTitle]) != len(LineFeatureNames) {
		t.Fatalf("weights %dx%d, want %dx%d", len(m.Weights), len(m.Weights[0]), len(LineClasses), len(LineFeatureNames))
	}
	stale := `{"features":["bias","size_rel"],"classes":["other","title","author","venue"],"weights":[[0,0],[0,0],[0,0],[0,0]]}`
	if _, err := ParseLineModel([]byte(stale)); err == nil {
		t.Error("a model of other features was accepted")
	}
	ps := m.Probs(make([]float64, len(LineFeatureNames)))
	sum := 0.0
	for _, p := range ps {
		sum += p
	}
	if len(ps) != len(LineClasses) || sum < 0.999 || sum > 1.001 {
		t.Errorf("Probs = %v, want %d probabilities summing to 1", ps, len(LineClasses))
	}
}

// TestLineLabelsShared checks the labeler on the shared PDFs of the hand-written gold list
// (none of which it was fitted on): on most of them some line of the title is labelled title
// and some line holding an author's family name is labelled author, and the body text is not.
func TestLineLabelsShared(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	gold := readGold(t)
	titled, authored, n, bodyTitle, bodyLines := 0, 0, 0, 0, 0
	for _, g := range gold {
		rows := LineRows(loadDoc(t, filepath.Join(dir, g.file), 2))
		if len(rows) == 0 {
			continue
		}
		n++
		gt := compact(g.title)
		foundT, foundA := false, false
		for _, r := range rows {
			k := compact(r.Text)
			switch argmax(r.Probs) {
			case LineTitle:
				foundT = foundT || len(k) >= 8 && strings.Contains(gt, k)
			case LineAuthor:
				for _, fam := range g.families {
					foundA = foundA || compact(fam) != "" && strings.Contains(k, compact(fam))
				}
			}
			if len(strings.Fields(r.Text)) >= 12 && !strings.Contains(gt, k) { // running text
				bodyLines++
				if argmax(r.Probs) == LineTitle {
					bodyTitle++
				}
			}
		}
		if foundT {
			titled++
		} else {
			t.Logf("%s: no title line labelled title", g.file)
		}
		if foundA {
			authored++
		} else {
			t.Logf("%s: no author line labelled author", g.file)
		}
	}
	t.Logf("%d papers: title lines found on %d, author lines on %d; %d of %d long lines labelled title", n, titled, authored, bodyTitle, bodyLines)
	if n < 20 {
		t.Fatalf("only %d gold papers read", n)
	}
	if 10*titled < 8*n || 10*authored < 8*n {
		t.Errorf("labeler found title lines on %d and author lines on %d of %d papers, want 80%%", titled, authored, n)
	}
	if 50*bodyTitle > bodyLines {
		t.Errorf("%d of %d long running-text lines labelled title, want under 2%%", bodyTitle, bodyLines)
	}
}

// BenchmarkLineLabels times the labeler on one paper's page 1 (its budget: about 0.5 ms of
// the header's 13.5-14 ms, docs/metadata.md "Session 19").
func BenchmarkLineLabels(b *testing.B) {
	dir := shareddata.Require(b, "testdata/pdfs")
	doc := loadDoc(b, filepath.Join(dir, readGold(b)[0].file), 2)
	h := newHeader(doc)
	b.ResetTimer()
	for range b.N {
		h.lineProbs = nil
		h.lineLabels()
	}
}
