package pdf

import (
	"context"
	"fmt"
	"math"
	"strings"
)

// rawChar is one PDFium character in display coordinates (points, origin top-left).
type rawChar struct {
	r              rune
	x0, y0, x1, y1 float64
	idx            int     // PDFium char index, for font look-ups
	ink            bool    // box is the glyph's ink, not the font's ascent-descent
	mark           rune    // combining mark folded in from a separate accent glyph
	dir            int     // text direction; the box is in that direction's local frame
	base           float64 // baseline (local y), set for ink characters only
}

// extract runs PDFium over every page of data; scanned pages go to ocr.
func (e *engine) extract(ctx context.Context, data []byte, ocr *ocrRun) (*Doc, error) {
	doc, release, err := e.openDoc(ctx, data)
	if err != nil {
		return nil, err
	}
	defer release()
	n, err := e.call(ctx, e.fn.pageCount, doc)
	if err != nil {
		return nil, err
	}
	count := int(int32(n))
	if count <= 0 {
		return nil, fmt.Errorf("%w: no pages", ErrCorrupt)
	}
	if count > MaxPages {
		return nil, tooManyPages(count)
	}
	out := &Doc{PageCount: count, Pages: make([]Page, 0, count)}
	ocr.pages = count
	var chars []rawChar
	for i := range count {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p, err := e.page(ctx, doc, i, &chars, ocr)
		if err != nil {
			ocr.wg.Wait()
			return nil, err
		}
		out.Pages = append(out.Pages, p)
	}
	if err := e.readGarbled(ctx, doc, out, ocr); err != nil {
		ocr.wg.Wait()
		return nil, err
	}
	if err := ocr.finish(out); err != nil {
		return nil, err
	}
	finishDoc(out)
	return out, nil
}

// pageGeometry is the loaded page's box and rotation.
func (e *engine) pageGeometry(ctx context.Context, page uint64) (geometry, error) {
	if _, err := e.call(ctx, e.fn.bbox, page, uint64(e.scratch)); err != nil {
		return geometry{}, err
	}
	l, t, r, b, _ := e.rectAt(0)
	rot, err := e.call(ctx, e.fn.rotation, page)
	if err != nil {
		return geometry{}, err
	}
	return newGeometry(l, t, r, b, int(int32(rot))), nil
}

// maxKeptChars bounds the character buffer an engine keeps between documents (4.5 MB): growing
// it afresh for every document was a sixth of a worker's allocations.
const maxKeptChars = 1 << 16

// page extracts page i (0-based); *buf is scratch space for the characters, kept between pages
// (and, up to maxKeptChars, between documents in e.chars).
func (e *engine) page(ctx context.Context, doc uint64, i int, buf *[]rawChar, ocr *ocrRun) (Page, error) {
	if *buf == nil {
		*buf = e.chars
	}
	chars := (*buf)[:0]
	defer func() {
		*buf = chars[:0]
		if cap(chars) <= maxKeptChars {
			e.chars = chars[:0]
		}
	}()
	pg := Page{Number: i + 1}
	page, err := e.call(ctx, e.fn.loadPage, doc, uint64(i))
	if err != nil {
		return pg, err
	}
	if page == 0 {
		return pg, nil // an unloadable page is reported empty, like poppler does
	}
	defer e.call(context.Background(), e.fn.closePage, page)
	geo, err := e.pageGeometry(ctx, page)
	if err != nil {
		return pg, err
	}
	pg.Width, pg.Height = geo.size()

	tp, err := e.call(ctx, e.fn.textLoad, page)
	if err != nil || tp == 0 {
		return pg, err
	}
	defer e.call(context.Background(), e.fn.textClose, tp)
	nc, err := e.call(ctx, e.fn.countChars, tp)
	if err != nil {
		return pg, err
	}
	for k := range int(int32(nc)) {
		u, err := e.call(ctx, e.fn.unicode, tp, uint64(k))
		if err != nil {
			return pg, err
		}
		c := rawChar{r: rune(uint32(u)), idx: k}
		if !isBreakRune(c.r) {
			ok, err := e.charRect(ctx, tp, k, geo, &c)
			if err != nil {
				return pg, err
			}
			if !ok {
				continue
			}
		}
		chars = append(chars, c)
	}
	words := appendWords(e.words, chars)
	defer func() {
		if cap(words) <= maxKeptChars/4 {
			e.words = words[:0]
		}
	}()
	var memo fontMemo
	for wi := range words {
		e.fontOf(ctx, tp, &words[wi], &memo)
	}
	unshiftGlyphIDs(words, func(i int) string {
		name, _ := e.fontName(ctx, tp, words[i].first)
		return name
	})
	pg.Words = orderWords(words)
	normalizeWords(&pg)
	if letters, junk := textLayer(&pg); maybeScan(letters, junk) && !figurePage(&pg) {
		cover, pixels := e.imageCoverage(ctx, page, geo)
		if !needsOCR(letters, junk, cover) {
			return pg, nil
		}
		ocr.need(pg.Number)
		if pixels > maxScanPixels {
			ocr.tooLarge(pixels)
		} else if ocr.canRead {
			img, err := e.renderGray(ctx, page, geo, OCRDPI)
			if err != nil {
				return pg, err
			}
			ocr.submit(i, img)
		}
	}
	return pg, nil
}

// charRect sets c's box, in the local frame of its text direction. It uses
// PDFium's loose box (font ascent to descent, like poppler's) unless that is
// implausibly tall for the glyph's ink box. PDFium gives Type3 glyphs ink-like
// loose boxes across the line; such characters are marked ink, since their
// heights say nothing about font size.
func (e *engine) charRect(ctx context.Context, tp uint64, k int, geo geometry, c *rawChar) (bool, error) {
	ok, err := e.call(ctx, e.fn.looseBox, tp, uint64(k), uint64(e.scratch))
	if err != nil || uint32(ok) == 0 {
		return false, err
	}
	l, t, r, b, _ := e.rectAt(0)
	var loose box
	loose.x0, loose.y0, loose.x1, loose.y1 = geo.rect(l, t, r, b)
	s := uint64(e.scratch)
	if ok, err := e.call(ctx, e.fn.charBox, tp, uint64(k), s, s+8, s+16, s+24); err != nil || uint32(ok) == 0 {
		c.x0, c.y0, c.x1, c.y1 = loose.x0, loose.y0, loose.x1, loose.y1
		return true, err
	}
	var tight box
	tight.x0, tight.y0, tight.x1, tight.y1 = geo.rect(e.f64At(0), e.f64At(24), e.f64At(8), e.f64At(16))
	// Upright glyphs are taller than wide; only wide boxes may be turned text,
	// which saves the angle call for nearly every character.
	if loose.x1-loose.x0 > 0.9*(loose.y1-loose.y0) {
		// The character's text matrix maps text space's x axis (the reading
		// direction) to user space; FPDFText_GetCharAngle's sign convention is
		// not documented, the matrix is unambiguous.
		if ok, err := e.call(ctx, e.fn.matrix, tp, uint64(k), s); err == nil && uint32(ok) != 0 {
			a, b, _, _, _ := e.rectAt(0)
			if a != 0 || b != 0 {
				c.dir = geo.direction(math.Atan2(b, a))
			}
		}
	}
	loose, tight = toLocal(c.dir, loose), toLocal(c.dir, tight)
	const eps = 0.6
	c.ink = math.Abs(loose.y0-tight.y0) < eps && math.Abs(loose.y1-tight.y1) < eps
	if loose.y1-loose.y0 > 3*(tight.y1-tight.y0)+4 {
		loose = tight
		c.ink = true
	}
	c.x0, c.y0, c.x1, c.y1 = loose.x0, loose.y0, loose.x1, loose.y1
	if c.ink {
		// Ink boxes hide sub- and superscripts; the glyph origin's baseline shows them.
		if ok, err := e.call(ctx, e.fn.origin, tp, uint64(k), s, s+8); err == nil && uint32(ok) != 0 {
			ox, oy := geo.point(e.f64At(0), e.f64At(8))
			o := toLocal(c.dir, box{ox, oy, ox, oy})
			c.base = o.y1
		}
	}
	return true, nil
}

// fontMemo is the text object fontOf read last, with what it found. Every character of one
// text object has the object's font, size and matrix, and a line's words mostly come from one
// object: the next word from it costs one call instead of four. A memo lives for one page,
// whose objects keep their addresses while it is loaded.
type fontMemo struct {
	obj      uint64
	fontSize float64
	bold     bool
}

// fontOf fills FontSize and Bold from the word's first character.
func (e *engine) fontOf(ctx context.Context, tp uint64, w *wordBuild, memo *fontMemo) {
	obj, err := e.call(ctx, e.fn.textObject, tp, uint64(w.first))
	if err != nil || obj == 0 {
		e.readFont(ctx, tp, w)
		return
	}
	w.obj = obj
	if obj != memo.obj {
		e.readFont(ctx, tp, w)
		*memo = fontMemo{obj: obj, fontSize: w.FontSize, bold: w.Bold}
	}
	w.FontSize, w.Bold = memo.fontSize, memo.bold
}

// readFont asks PDFium for the font size and weight of the word's first character.
func (e *engine) readFont(ctx context.Context, tp uint64, w *wordBuild) {
	if fs, err := e.call(ctx, e.fn.fontSize, tp, uint64(w.first)); err == nil {
		size := math.Float64frombits(fs)
		// PDFium reports the Tf operand; the text matrix may scale it (Tf 1 with Tm 9.76).
		s := uint64(e.scratch)
		if ok, err := e.call(ctx, e.fn.matrix, tp, uint64(w.first), s); err == nil && uint32(ok) != 0 {
			_, _, c, d, _ := e.rectAt(0)
			if sc := math.Hypot(c, d); sc > 0 {
				size *= sc
			}
		}
		w.FontSize = math.Round(size*100) / 100
	}
	wt, err := e.call(ctx, e.fn.fontWeight, tp, uint64(w.first))
	if err == nil && int32(wt) >= 600 {
		w.Bold = true
		return
	}
	name, flags := e.fontName(ctx, tp, w.first)
	const forceBold = 1 << 18
	ln := strings.ToLower(name)
	w.Bold = flags&forceBold != 0 || strings.Contains(ln, "bold") || strings.Contains(ln, "black") ||
		strings.Contains(ln, "heavy") || strings.HasSuffix(ln, ".b") || strings.HasSuffix(name, "-B") ||
		strings.Contains(ln, "cmbx")
}

// geometry maps PDF user space to the displayed page (crop box, /Rotate).
type geometry struct {
	l, t, r, b float64
	rot        int
}

func newGeometry(l, t, r, b float64, rot int) geometry {
	if l > r {
		l, r = r, l
	}
	if b > t {
		b, t = t, b
	}
	return geometry{l: l, t: t, r: r, b: b, rot: ((rot % 4) + 4) % 4}
}

func (g geometry) size() (w, h float64) {
	w, h = g.r-g.l, g.t-g.b
	if g.rot%2 == 1 {
		w, h = h, w
	}
	return w, h
}

func (g geometry) point(x, y float64) (float64, float64) {
	switch g.rot {
	case 1: // 90° clockwise
		return y - g.b, x - g.l
	case 2:
		return g.r - x, y - g.b
	case 3:
		return g.t - y, g.r - x
	default:
		return x - g.l, g.t - y
	}
}

// rect maps a user-space rectangle (left, top, right, bottom) to display x0,y0,x1,y1. The
// built-in min and max, unlike math.Min and Max, compile to single instructions; they treat
// NaN and signed zeros alike.
func (g geometry) rect(l, t, r, b float64) (x0, y0, x1, y1 float64) {
	ax, ay := g.point(l, t)
	bx, by := g.point(r, b)
	return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)
}
