package pdf

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// OCROptions says whether and how scanned pages are read with Tesseract.
type OCROptions struct {
	// Enabled reads pages that need it with Tesseract; off, such pages stay without words.
	Enabled bool
	// Languages are Tesseract's language codes joined by "+" ("eng", "eng+deu"); "" is "eng".
	Languages string
	// Parallel is how many pages are recognised at once (Tesseract processes); default 1.
	Parallel int
}

// OCRInfo says which pages of a document were read by OCR and how sure Tesseract was.
type OCRInfo struct {
	Pages          []int   `json:"pages"`           // 1-based numbers of the pages read by OCR
	MeanConfidence float64 `json:"mean_confidence"` // Tesseract's mean word confidence, 0..1
	Languages      string  `json:"languages"`
	Engine         string  `json:"engine"` // "tesseract"
	Unread         []int   `json:"unread,omitempty"`
}

// OCRError is the ErrNoTextLayer of a document whose scanned pages could not be read (or the
// ErrGarbled of one whose garbled pages could not): Tesseract is missing, off, or failed. Hint
// says what to do.
type OCRError struct {
	Hint string
	// Garbled is set when the pages to read have a garbled text layer rather than none.
	Garbled bool
}

// Error implements error.
func (e *OCRError) Error() string { return fmt.Sprintf("%s: %s", e.Unwrap(), e.Hint) }

// Unwrap makes an OCRError an ErrNoTextLayer, or an ErrGarbled when Garbled is set.
func (e *OCRError) Unwrap() error {
	if e.Garbled {
		return ErrGarbled
	}
	return ErrNoTextLayer
}

// TesseractHint is the message for a scan read where Tesseract is not installed.
const TesseractHint = "Tesseract, which reads scanned pages, is not installed: install the Debian packages tesseract-ocr and tesseract-ocr-eng, which make run and make test install"

// OCRDPI is the resolution scanned pages are rendered at for Tesseract.
const OCRDPI = 300

// Tesseract returns the path of the tesseract program on PATH, or "".
func Tesseract() string {
	p, err := exec.LookPath("tesseract")
	if err != nil {
		return ""
	}
	return p
}

// OCRLanguages lists the languages of the installed Tesseract data (without "osd"); nil when
// Tesseract is missing. `tesseract --list-langs` runs once per process and PATH: Settings asks
// on every read, and data installed while Carrel runs shows after a restart.
func OCRLanguages() []string {
	langCache.Lock()
	defer langCache.Unlock()
	if key := os.Getenv("PATH"); !langCache.ok || langCache.path != key {
		langCache.langs, langCache.path, langCache.ok = listLanguages(), key, true
	}
	return slices.Clone(langCache.langs)
}

// langCache holds OCRLanguages' answer for one PATH; runs counts the `tesseract --list-langs`
// processes started (for the test that the answer is kept).
var langCache struct {
	sync.Mutex
	path  string
	ok    bool
	langs []string
	runs  int
}

// listLanguages asks Tesseract for its installed languages (langCache is held).
func listLanguages() []string {
	p := Tesseract()
	if p == "" {
		return nil
	}
	langCache.runs++
	out, err := exec.Command(p, "--list-langs").CombinedOutput()
	if err != nil {
		return nil
	}
	var langs []string
	for _, l := range strings.Split(string(out), "\n")[1:] {
		if l = strings.TrimSpace(l); l != "" && l != "osd" && !strings.Contains(l, " ") {
			langs = append(langs, l)
		}
	}
	return langs
}

// ocrWord is one word of Tesseract's TSV in pixels, with its line's baseline and ink ascent (set
// by evenLines).
type ocrWord struct {
	text                  string
	left, top, right, bot int
	base, asc, line       int
	par                   [2]int // block and paragraph
	conf                  float64
}

// tesseract recognises img and returns its words in reading order.
func tesseract(ctx context.Context, img *grayImage, langs string) ([]ocrWord, error) {
	path := Tesseract()
	if path == "" {
		return nil, &OCRError{Hint: TesseractHint}
	}
	if langs == "" {
		langs = "eng"
	}
	// The page goes to Tesseract as a PGM file: read from stdin (byte by byte through a C++
	// stream) the same image costs Tesseract about 10% more CPU time.
	f, err := os.CreateTemp("", "carrel-ocr-*.pgm")
	if err != nil {
		return nil, &OCRError{Hint: fmt.Sprintf("reading a scanned page failed: %v", err)}
	}
	defer os.Remove(f.Name())
	w := bufio.NewWriterSize(f, 1<<16)
	fmt.Fprintf(w, "P5\n%d %d\n255\n", img.W, img.H)
	w.Write(img.Pix)
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		return nil, &OCRError{Hint: fmt.Sprintf("reading a scanned page failed: %v", err)}
	}
	cmd := exec.CommandContext(ctx, path, f.Name(), "stdout", "-l", langs, "--dpi", strconv.Itoa(int(math.Round(img.DPI))), "--psm", "3", "tsv")
	// One thread per process: pages run in parallel instead, up to the parse slots.
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
			msg = msg[i+1:]
		}
		hint := fmt.Sprintf("reading a scanned page failed: tesseract ended with %v", err)
		if msg != "" {
			hint += ": " + msg
		}
		return nil, &OCRError{Hint: hint}
	}
	return parseTSV(out), nil
}

// parseTSV reads the words (level 5 rows) of Tesseract's TSV; a word's block, paragraph and line
// numbers say which line it is on.
func parseTSV(out []byte) []ocrWord {
	type lineKey struct{ block, par, line int }
	var words []ocrWord
	var keys []lineKey
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) < 12 || f[0] == "level" {
			continue
		}
		n := make([]int, 10)
		for i := range n {
			n[i], _ = strconv.Atoi(f[i])
		}
		k := lineKey{n[2], n[3], n[4]}
		if n[0] == 5 {
			text := strings.TrimSpace(f[11])
			conf, _ := strconv.ParseFloat(f[10], 64)
			if text == "" || conf < 0 {
				continue
			}
			words = append(words, ocrWord{text: text, left: n[6], top: n[7], right: n[6] + n[8], bot: n[7] + n[9], conf: conf, par: [2]int{n[2], n[3]}})
			keys = append(keys, k)
		}
	}
	line, prev := 0, lineKey{-1, -1, -1}
	for i := range words {
		if keys[i] != prev {
			line++
			prev = keys[i]
		}
		words[i].line = line
	}
	evenLines(words)
	return words
}

// ocrBoxShape says where a text layer's word box sits around an OCR word's ink, in shares of its
// line's ink ascent (the height of the line's ink above its baseline, about 0.7 em). A text
// layer's box (PDFium's loose box, poppler's) spans the font's declared ascent and descent and
// each glyph's advance, side bearings included; the ink cannot tell the declared ascent (0.68 em
// in some fonts, 0.89 in Times New Roman), so the top sits between them.
type ocrBoxShape struct {
	Ascent, Descent     float64 // above and below the baseline
	LeftBear, RightBear float64 // added to the ink's left and right
}

// layerBox is the shape fitted by TestOCRBoxFit on the fitPages (born-digital pages of the
// shared set that TestOCRWordAccuracy does not score): the side bearings are the median gaps
// between ink and PDFium's edges; the ascent and descent give the most words all four edges
// within 1.5 pt of PDFium's.
var layerBox = ocrBoxShape{Ascent: 1.10, Descent: 0.21, LeftBear: 0.02, RightBear: 0.05}

// box is w's text-layer box in points, k points per pixel.
func (b ocrBoxShape) box(w ocrWord, k float64) (x0, y0, x1, y1 float64) {
	base, asc := float64(w.base)*k, float64(w.asc)*k
	return float64(w.left)*k - b.LeftBear*asc, base - b.Ascent*asc, float64(w.right)*k + b.RightBear*asc, base + b.Descent*asc
}

// evenLines gives each word its line's baseline (see baseline) and ink ascent (lineAscent), from
// which layerBox makes the box a text layer would give. A line without ascenders ("a new era")
// reaches less high, so it takes the ascent typical of its paragraph's lines.
func evenLines(words []ocrWord) {
	type line struct{ first, base, asc int }
	var lines []line
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && words[j].line == words[i].line {
			j++
		}
		b := baseline(words[i:j])
		lines = append(lines, line{i, b, lineAscent(words[i:j], b)})
		i = j
	}
	ascs := map[[2]int][]int{}
	for _, l := range lines {
		p := words[l.first].par
		ascs[p] = append(ascs[p], l.asc)
	}
	for k, l := range lines {
		asc := l.asc
		v := slices.Clone(ascs[words[l.first].par])
		slices.Sort(v)
		if m := v[len(v)/2]; float64(asc) < 0.85*float64(m) {
			asc = m
		}
		end := len(words)
		if k+1 < len(lines) {
			end = lines[k+1].first
		}
		for i := l.first; i < end; i++ {
			words[i].base, words[i].asc = l.base, asc
		}
	}
}

// baseline is the line's baseline: the highest bottom of its words of letters or digits. Most
// words of a line reach below it (g, p, y, commas, parentheses), often more than half of them, so
// the median bottom is a descender's; words under 0.6 of the median word's height (a hyphen, a
// raised mark) are left out.
func baseline(words []ocrWord) int {
	hs := make([]int, 0, len(words))
	for _, w := range words {
		hs = append(hs, w.bot-w.top)
	}
	slices.Sort(hs)
	short := 0.6 * float64(hs[(len(hs)-1)/2])
	b := -1
	for _, w := range words {
		if float64(w.bot-w.top) >= short && strings.IndexFunc(w.text, isAlnum) >= 0 && (b < 0 || w.bot < b) {
			b = w.bot
		}
	}
	if b < 0 { // a line of punctuation: its median bottom
		bots := make([]int, 0, len(words))
		for _, w := range words {
			bots = append(bots, w.bot)
		}
		slices.Sort(bots)
		b = bots[(len(bots)-1)/2]
	}
	return b
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// lineAscent is the height of a line's ink above its baseline b: its tallest word's, leaving out
// words more than half as tall again as the median word, and words with brackets or slashes
// (which rise above the ascenders) where there are others. Tesseract's own line box spans all of
// its words, so a drop capital or a speck of noise made a line of body text read as a heading.
func lineAscent(words []ocrWord, b int) int {
	hs := make([]int, 0, len(words))
	for _, w := range words {
		if !strings.ContainsAny(w.text, "()[]{}/|") {
			hs = append(hs, b-w.top)
		}
	}
	if len(hs) == 0 {
		for _, w := range words {
			hs = append(hs, b-w.top)
		}
	}
	slices.Sort(hs)
	limit := 1.5 * float64(hs[(len(hs)-1)/2])
	asc := hs[0]
	for _, h := range hs {
		if float64(h) <= limit {
			asc = h
		}
	}
	return asc
}

// ocrWords turns Tesseract's words into the extractor's words in points, with the box a text
// layer would give them (layerBox).
func ocrWords(words []ocrWord, dpi float64) []wordBuild {
	k := 72 / dpi
	out := make([]wordBuild, 0, len(words))
	for _, w := range words {
		// A line's ink above its baseline is about 0.7 em.
		em := float64(w.asc) * k / 0.7
		x0, y0, x1, y1 := layerBox.box(w, k)
		out = append(out, wordBuild{Word: Word{Text: w.text, X0: x0, Y0: y0, X1: x1, Y1: y1, FontSize: math.Round(em*2) / 2}})
	}
	return out
}

// ocrJob is one page waiting for, or read by, Tesseract.
type ocrJob struct {
	page  int // index into Doc.Pages
	words []ocrWord
	dpi   float64
	err   error
}

// ocrRun recognises a document's scanned pages, up to opts.Parallel at once, while PDFium goes on
// with the next pages.
type ocrRun struct {
	opts     OCROptions
	ctx      context.Context
	sem      chan struct{}
	wg       sync.WaitGroup
	mu       sync.Mutex
	jobs     []*ocrJob
	needed   []int // 1-based pages that need OCR, read or not
	progress func(page, pages int)
	pages    int   // the document's page count
	canRead  bool  // enabled and Tesseract installed
	huge     int64 // pixels of the largest page image too large to read, 0 when none
}

// tooLarge records a scanned page whose image has more than maxScanPixels pixels.
func (r *ocrRun) tooLarge(pixels int64) {
	r.mu.Lock()
	r.huge = max(r.huge, pixels)
	r.mu.Unlock()
}

func newOCRRun(ctx context.Context, opts OCROptions, progress func(page, pages int)) *ocrRun {
	return &ocrRun{opts: opts, ctx: ctx, sem: make(chan struct{}, max(1, opts.Parallel)), progress: progress,
		canRead: opts.Enabled && Tesseract() != ""}
}

// need records that page number n (1-based) needs OCR.
func (r *ocrRun) need(n int) {
	r.mu.Lock()
	r.needed = append(r.needed, n)
	r.mu.Unlock()
}

// submit starts recognising img for page index i once a slot is free.
func (r *ocrRun) submit(i int, img *grayImage) {
	j := &ocrJob{page: i, dpi: img.DPI}
	r.mu.Lock()
	r.jobs = append(r.jobs, j)
	r.mu.Unlock()
	r.sem <- struct{}{}
	if r.progress != nil {
		// The page Tesseract starts on now, of the document's pages ("reading scanned page 3 of
		// 12"); how many pages need OCR is known only once PDFium has seen them all.
		r.progress(i+1, r.pages)
	}
	r.wg.Go(func() {
		defer func() { <-r.sem }()
		j.words, j.err = tesseract(r.ctx, img, r.opts.Languages)
	})
}

// finish waits for every page and puts the recognised words into doc.
func (r *ocrRun) finish(doc *Doc) error {
	r.wg.Wait()
	if len(r.needed) == 0 {
		return nil
	}
	info := &OCRInfo{Languages: r.opts.Languages, Engine: "tesseract"}
	if info.Languages == "" {
		info.Languages = "eng"
	}
	var confSum float64
	var confN int
	for _, j := range r.jobs {
		if j.err != nil {
			return j.err
		}
		p := &doc.Pages[j.page]
		p.Words = orderWords(ocrWords(j.words, j.dpi))
		normalizeWords(p)
		info.Pages = append(info.Pages, p.Number)
		for _, w := range j.words {
			confSum += w.conf
			confN++
		}
	}
	slices.Sort(info.Pages) // a garbled document's pages are sent after its scanned ones
	for _, n := range r.needed {
		if !slices.Contains(info.Pages, n) {
			info.Unread = append(info.Unread, n)
		}
	}
	if confN > 0 {
		info.MeanConfidence = math.Round(confSum/float64(confN)*10) / 1000
	}
	doc.OCR = info
	return nil
}

// unavailable is why needed pages were not read.
func (r *ocrRun) unavailable() *OCRError {
	if r.huge > 0 {
		return &OCRError{Hint: fmt.Sprintf("a scanned page's image has %d megapixels, more than the %d Carrel reads", r.huge>>20, maxScanPixels>>20)}
	}
	if Tesseract() == "" {
		return &OCRError{Hint: TesseractHint}
	}
	return &OCRError{Hint: "reading scanned pages (OCR) is turned off in Settings"}
}

type ocrKey struct{}

// WithOCR returns ctx carrying o, which Extract uses instead of its Options.OCR (the owner's
// setting at the time of the parse).
func WithOCR(ctx context.Context, o OCROptions) context.Context {
	return context.WithValue(ctx, ocrKey{}, o)
}

// ocrFor is the OCR options of a parse under ctx.
func ocrFor(ctx context.Context, def OCROptions) OCROptions {
	if o, ok := ctx.Value(ocrKey{}).(OCROptions); ok {
		return o
	}
	return def
}

// ocrSpec writes o for a worker's request ("" when off); parseOCRSpec reads it there.
func ocrSpec(o OCROptions) string {
	if !o.Enabled {
		return ""
	}
	return o.Languages + "|" + strconv.Itoa(max(1, o.Parallel))
}

func parseOCRSpec(v string) OCROptions {
	langs, par, ok := strings.Cut(v, "|")
	if !ok {
		return OCROptions{}
	}
	n, _ := strconv.Atoi(par)
	return OCROptions{Enabled: true, Languages: langs, Parallel: max(1, n)}
}
