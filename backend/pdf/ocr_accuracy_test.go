package pdf

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode"

	"carrel/backend/internal/shareddata"
)

// accuracyPages are 10 born-digital pages of the shared set: one and two columns, ACL, arXiv,
// journal and systems papers.
var accuracyPages = []pageRef{
	{"sp_map-reduce.pdf", 2}, {"sp_bohnet09.pdf", 1}, {"sp_mono04.pdf", 2}, {"sp_P14-1059.pdf", 1},
	{"sp_dyer12.pdf", 2}, {"sp_smola10.pdf", 1}, {"sp_mooney05.pdf", 3}, {"sp_pedersen04.pdf", 1},
	{"grobid_sample.pdf", 1}, {"cermine_example1.pdf", 2},
}

// pageRef names one page of a shared PDF.
type pageRef struct {
	file string
	page int // 1-based
}

// ocrdPage is a page's words as PDFium reads its text layer (want) and Tesseract's words of the
// page rendered at OCRDPI (got, in pixels of an image of dpi).
type ocrdPage struct {
	want []Word
	got  []ocrWord
	dpi  float64
}

// ocrPages extracts each page's text layer and reads its rendering with Tesseract, pages in
// parallel up to the parse slots.
func ocrPages(t *testing.T, pages []pageRef) []ocrdPage {
	t.Helper()
	dir := shareddata.Require(t, "testdata/pdfs")
	x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"), inProcess: true})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	out := make([]ocrdPage, len(pages))
	var wg sync.WaitGroup
	sem := make(chan struct{}, ParseSlots())
	for k, pr := range pages {
		data, err := os.ReadFile(filepath.Join(dir, pr.file))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := x.Extract(context.Background(), data)
		if err != nil {
			t.Fatalf("%s: %v", pr.file, err)
		}
		out[k].want = doc.Pages[pr.page-1].Words
		e := <-x.engines
		img := renderPageOf(t, e, data, pr.page-1, OCRDPI)
		x.engines <- e
		out[k].dpi = img.DPI
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			words, err := tesseract(context.Background(), img, "eng")
			if err != nil {
				t.Errorf("%s: %v", pr.file, err)
				return
			}
			out[k].got = words
		})
	}
	wg.Wait()
	return out
}

// renderPageOf renders page i (0-based) of data at dpi with e.
func renderPageOf(t testing.TB, e *engine, data []byte, i int, dpi float64) *grayImage {
	t.Helper()
	ctx := context.Background()
	doc, release, err := e.openDoc(ctx, data)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	page, err := e.call(ctx, e.fn.loadPage, doc, uint64(i))
	if err != nil || page == 0 {
		t.Fatalf("load page %d: %v", i, err)
	}
	defer e.call(ctx, e.fn.closePage, page)
	e.call(ctx, e.fn.bbox, page, uint64(e.scratch))
	l, tp, r, b, _ := e.rectAt(0)
	rot, _ := e.call(ctx, e.fn.rotation, page)
	img, err := e.renderGray(ctx, page, newGeometry(l, tp, r, b, int(int32(rot))), dpi)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// wordKey folds a word for the comparison: case, and punctuation at its ends.
func wordKey(s string) string {
	s = strings.NewReplacer("’", "'", "‘", "'", "“", "\"", "”", "\"", "–", "-", "—", "-").Replace(s)
	return strings.ToLower(strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// TestOCRWordAccuracy (issue 25): 10 born-digital pages rendered at 300 dpi and read by OCR give
// at least 0.97 of PDFium's words (multiset, hyphenated line ends joined on both sides), and for
// at least 0.9 of the matched words all four edges are within 2 pt of PDFium's. The box shape is
// fitted on other pages (fitPages, TestOCRBoxFit).
func TestOCRWordAccuracy(t *testing.T) {
	requireTesseract(t)
	type pageResult struct {
		want []Word
		got  []Word
	}
	var results []pageResult
	for _, op := range ocrPages(t, accuracyPages) {
		od := &Doc{PageCount: 1, Pages: []Page{{Number: 1, Words: orderWords(ocrWords(op.got, op.dpi))}}}
		normalizeWords(&od.Pages[0])
		finishDoc(od)
		results = append(results, pageResult{op.want, od.Pages[0].Words})
	}
	var want, found, matched, close int
	var diffs [4][]float64 // OCR minus PDFium: x0, x1, y0, y1
	var xClose, yClose3 int
	defer func() {
		for i, v := range diffs {
			sort.Float64s(v)
			if n := len(v); n > 0 {
				t.Logf("%s edge, OCR - PDFium: p10 %.2f p50 %.2f p90 %.2f pt", []string{"left", "right", "top", "bottom"}[i], v[n/10], v[n/2], v[9*n/10])
			}
		}
	}()
	for k, r := range results {
		pool := map[string][]Word{}
		for _, w := range r.got {
			if key := wordKey(w.Text); key != "" {
				pool[key] = append(pool[key], w)
			}
		}
		pw, pf, pc, m0 := 0, 0, 0, matched
		for _, w := range r.want {
			key := wordKey(w.Text)
			if key == "" {
				continue
			}
			pw++
			cands := pool[key]
			if len(cands) == 0 {
				continue
			}
			pf++
			// The nearest candidate is this word's reading.
			best, bd := 0, math.Inf(1)
			for i, c := range cands {
				if d := math.Hypot(c.X0-w.X0, c.Y0-w.Y0); d < bd {
					best, bd = i, d
				}
			}
			c := cands[best]
			pool[key] = append(cands[:best], cands[best+1:]...)
			if w.Hyphenated || c.Hyphenated {
				continue
			}
			matched++
			for i, d := range []float64{c.X0 - w.X0, c.X1 - w.X1, c.Y0 - w.Y0, c.Y1 - w.Y1} {
				diffs[i] = append(diffs[i], d)
			}
			if math.Abs(c.X0-w.X0) <= 2 && math.Abs(c.X1-w.X1) <= 2 {
				xClose++
			}
			if math.Abs(c.Y0-w.Y0) <= 3 && math.Abs(c.Y1-w.Y1) <= 3 {
				yClose3++
			}
			if math.Abs(c.X0-w.X0) <= 2 && math.Abs(c.X1-w.X1) <= 2 && math.Abs(c.Y0-w.Y0) <= 2 && math.Abs(c.Y1-w.Y1) <= 2 {
				close++
				pc++
			}
		}
		want += pw
		found += pf
		t.Logf("%s p%d: %d of %d words found (%.3f), boxes within 2 pt %.3f", accuracyPages[k].file, accuracyPages[k].page, pf, pw,
			float64(pf)/float64(max(pw, 1)), float64(pc)/float64(max(matched-m0, 1)))
	}
	recall := float64(found) / float64(max(want, 1))
	frac := func(n int) float64 { return float64(n) / float64(max(matched, 1)) }
	t.Logf("words found %d / %d = %.4f; of %d matched words: all edges within 2 pt %.4f, left and right within 2 pt %.4f, top and bottom within 3 pt %.4f",
		found, want, recall, matched, frac(close), frac(xClose), frac(yClose3))
	if recall < 0.97 {
		t.Errorf("word recall %.4f < 0.97", recall)
	}
	if frac(close) < 0.9 {
		t.Errorf("boxes: all four edges within 2 pt for %.4f of the matched words; want >= 0.9", frac(close))
	}
}
