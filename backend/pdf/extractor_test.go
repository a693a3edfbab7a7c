package pdf

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestExtractMinimal(t *testing.T) {
	x := testExtractor(t)
	data := minimalPDF(0, "Hello world, as Smith et al. said.", "A second line of efficient text.")
	c, err := Check(data)
	if err != nil || c.PageCount != 1 || c.Encrypted {
		t.Fatalf("Check = %+v, %v", c, err)
	}
	doc, err := x.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	p := doc.Pages[0]
	if p.Width != 612 || p.Height != 792 {
		t.Fatalf("page size %gx%g", p.Width, p.Height)
	}
	if p.Text != "Hello world, as Smith et al. said.\nA second line of efficient text." {
		t.Fatalf("text %q", p.Text)
	}
	if len(p.Sentences) != 2 || p.Text[p.Sentences[1].Start:p.Sentences[1].End] != "A second line of efficient text." {
		t.Fatalf("sentences %+v", p.Sentences)
	}
	w := p.Words[0]
	// Baseline at y=720 from the bottom, i.e. 72 from the top; Helvetica's
	// ascent is about 0.72 em, so the box spans roughly 63..75.
	if math.Abs(w.X0-72) > 1 || w.Y1 < 72 || w.Y1 > 76 || w.Y0 < 60 || w.Y0 > 66 || w.FontSize != 12 {
		t.Fatalf("first word %+v", w)
	}
	if p.Words[len(p.Words)-1].Line != 1 || w.Line != 0 {
		t.Fatalf("lines: %+v", p.Words)
	}
}

func TestExtractRotated(t *testing.T) {
	x := testExtractor(t)
	doc, err := x.Extract(context.Background(), minimalPDF(90, "Rotated page text with enough letters to count as a text layer."))
	if err != nil {
		t.Fatal(err)
	}
	p := doc.Pages[0]
	if p.Width != 792 || p.Height != 612 {
		t.Fatalf("page size %gx%g, want 792x612", p.Width, p.Height)
	}
	// Displayed X is user y and displayed Y is user x: the baseline at user
	// x=100 lies 100pt below the top, the line starts 72pt from the left.
	w := p.Words[0]
	if w.Text != "Rotated" || math.Abs(w.X0-72) > 1 || w.Y1 < 100 || w.Y1 > 104 || w.Y0 < 88 || w.X1-w.X0 < 30 {
		t.Fatalf("first word %+v", w)
	}
	if p.Text != "Rotated page text with enough letters to count as a text layer." {
		t.Fatalf("text %q", p.Text)
	}
}

func TestExtractTurnedStamp(t *testing.T) {
	x := testExtractor(t)
	doc, err := x.Extract(context.Background(), stampPDF("arXiv:0807.3577v1 [astro-ph] 22 Jul 2008",
		"Upright body text of the page.", "Second line."))
	if err != nil {
		t.Fatal(err)
	}
	p := doc.Pages[0]
	if !strings.HasPrefix(p.Text, "Upright body text of the page.\nSecond line.\n") ||
		!strings.HasSuffix(p.Text, "\narXiv:0807.3577v1 [astro-ph] 22 Jul 2008") {
		t.Fatalf("text %q %+v", p.Text, p.Words)
	}
	var w Word
	for _, cand := range p.Words {
		if cand.Text == "arXiv:0807.3577v1" {
			w = cand
		}
	}
	// Read bottom to top: a tall narrow box around the baseline x=30 (ascent to
	// the left, descent to the right) ending 200pt above the bottom.
	if w.Text == "" || w.X1 > 33 || w.X0 < 18 || math.Abs(w.Y1-(792-200)) > 1 || w.Y1-w.Y0 < 60 {
		t.Fatalf("stamp word %+v", w)
	}
}

func TestExtractErrors(t *testing.T) {
	x := testExtractor(t)
	ctx := context.Background()
	if _, err := x.Extract(ctx, []byte("<html>hello</html>")); !errors.Is(err, ErrNotPDF) {
		t.Errorf("html: %v", err)
	}
	if _, err := x.Extract(ctx, minimalPDF(0, "")); !errors.Is(err, ErrNoTextLayer) {
		t.Errorf("empty page: %v", err)
	}
	data := minimalPDF(0, "Truncated file.")
	if _, err := x.Extract(ctx, data[:len(data)/2]); err == nil {
		t.Errorf("truncated: no error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := x.Extract(cctx, minimalPDF(0, "cancelled")); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled ctx: %v", err)
	}
}

func TestExtractorTimeoutAndClose(t *testing.T) {
	x, err := NewExtractor(Options{Timeout: time.Nanosecond, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")})
	if err != nil {
		t.Fatal(err)
	}
	data := minimalPDF(0, "Some text that takes longer than a nanosecond to extract.")
	if _, err := x.Extract(context.Background(), data); !errors.Is(err, ErrTimeout) {
		t.Errorf("timeout: %v", err)
	}
	x.Close()
	x.Close() // idempotent
	if _, err := x.Extract(context.Background(), data); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
}

func TestCacheDirFilled(t *testing.T) {
	dir := t.TempDir()
	x, err := NewExtractor(Options{CacheDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	// Workers start lazily, so the cache fills at the first document.
	if _, err := x.Extract(context.Background(), minimalPDF(0, "Cache warm")); err != nil && !isClassified(err) {
		t.Fatal(err)
	}
	x.Close()
	entries, _ := os.ReadDir(dir)
	if len(entries) == 0 {
		t.Fatal("wazero compilation cache is empty after start")
	}
}

func TestWriteWordsJSONHyphenParts(t *testing.T) {
	doc := &Doc{PageCount: 1, Pages: []Page{{Number: 1, Width: 612, Height: 792, Words: []Word{
		{Text: "dehypenisation", X0: 10, Y0: 10, X1: 50, Y1: 20, Hyphenated: true, Parts: []Word{
			{Text: "dehypen-", X0: 10, Y0: 10, X1: 50, Y1: 20}, {Text: "isation", X0: 5, Y0: 22, X1: 30, Y1: 32, Line: 1}}},
	}}}}
	var b bytes.Buffer
	if err := WriteWordsJSON(&b, doc); err != nil {
		t.Fatal(err)
	}
	want := `{"file":"","tool":"carrel","status":"ok","npages":1,"elapsed_ms":0,"pages":[{"n":1,"w":612,"h":792,"words":[{"t":"dehypen-","b":[10,10,50,20]},{"t":"isation","b":[5,22,30,32]}]}]}`
	if got := bytes.TrimSpace(b.Bytes()); string(got) != want {
		t.Fatalf("json:\n got %s\nwant %s", got, want)
	}
}

func TestExtractConcurrent(t *testing.T) {
	x, err := NewExtractor(Options{Workers: 2, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	errs := make(chan error, 8)
	for i := range 8 {
		go func() {
			text := strings.Repeat("word ", 10+i)
			doc, err := x.Extract(context.Background(), minimalPDF(0, text))
			if err == nil && len(doc.Pages[0].Words) != 10+i {
				err = errors.New("wrong word count: " + doc.Pages[0].Text)
			}
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
