package pdfmeta

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

type goldPaper struct {
	file, title string
	families    []string
}

func readGold(t testing.TB) []goldPaper {
	t.Helper()
	f, err := os.Open("testdata/titles.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []goldPaper
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(cols[0], "#") || cols[0] == "filename" || len(cols) < 3 {
			continue
		}
		out = append(out, goldPaper{file: cols[0], title: cols[1], families: strings.Split(cols[2], "; ")})
	}
	return out
}

// TestTitleAccuracy checks ExtractPaper's titles against the hand-written gold list and
// prints title and (informationally) author accuracy.
func TestTitleAccuracy(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	gold := readGold(t)
	if len(gold) < 20 {
		t.Fatalf("gold list has %d rows", len(gold))
	}
	titles, layoutTitles, authorsExact, needsReview := 0, 0, 0, 0
	var recall float64
	for _, g := range gold {
		doc := loadDoc(t, filepath.Join(dir, g.file), 2)
		m := ExtractPaper(doc)
		if compact(m.Title) == compact(g.title) {
			titles++
		} else {
			t.Logf("title miss %s:\n   got  %q\n   want %q", g.file, m.Title, g.title)
		}
		noMeta := *doc
		noMeta.Meta = pdf.Metadata{}
		if lt := ExtractPaper(&noMeta).Title; compact(lt) == compact(g.title) {
			layoutTitles++
		} else {
			t.Logf("layout-only title miss %s: got %q", g.file, lt)
		}
		hit := 0
		for _, fam := range g.families {
			for _, a := range m.Authors {
				if strings.Contains(compact(a.Given+a.Family), compact(fam)) {
					hit++
					break
				}
			}
		}
		recall += float64(hit) / float64(len(g.families))
		if hit == len(g.families) && len(m.Authors) == len(g.families) {
			authorsExact++
		} else {
			t.Logf("authors miss %s: got %v want %v", g.file, m.Authors, g.families)
		}
		if m.NeedsReview {
			needsReview++
		}
	}
	n := len(gold)
	acc := float64(titles) / float64(n)
	t.Logf("title accuracy: %d/%d = %.1f%% (page layout alone, metadata ignored: %d/%d)", titles, n, 100*acc, layoutTitles, n)
	t.Logf("author lists exactly right: %d/%d = %.1f%%; mean author recall %.1f%%; needs_review %d/%d",
		authorsExact, n, 100*float64(authorsExact)/float64(n), 100*recall/float64(n), needsReview, n)
	if acc < 0.80 {
		t.Errorf("title accuracy %.1f%% < 80%%", 100*acc)
	}
}
