package pdf

import (
	"context"
	"errors"
	"math"
)

// PDFium constants.
const (
	fpdfPageObjImage = 3
	fpdfBitmapGray   = 1        // FPDFBitmap_Gray: one byte per pixel
	maxRenderPixels  = 14 << 20 // about A4 at 400 dpi; larger pages are rendered at a lower dpi
)

// grayImage is a rendered page: one byte per pixel, rows top to bottom.
type grayImage struct {
	W, H int
	Pix  []byte
	DPI  float64 // pixels per inch actually used
}

// maxScanPixels is the largest page image read by OCR: a 600 dpi scan of a letter page has 34
// megapixels; rendering a larger image means decoding all of it (the pdfbomb image has 400).
const maxScanPixels = 50 << 20

// imageCoverage is the share of the page's area under its largest image object (0..1), and the
// most pixels any of its images has.
func (e *engine) imageCoverage(ctx context.Context, page uint64, geo geometry) (float64, int64) {
	f := &e.fn
	n, err := e.call(ctx, f.countObjects, page)
	if err != nil {
		return 0, 0
	}
	var pixels int64
	w, h := geo.size()
	area := w * h
	best := 0.0
	s := uint64(e.scratch)
	for i := range int(int32(n)) {
		obj, err := e.call(ctx, f.getObject, page, uint64(i))
		if err != nil || obj == 0 {
			continue
		}
		if t, err := e.call(ctx, f.objType, obj); err != nil || int32(t) != fpdfPageObjImage {
			continue
		}
		if ok, err := e.call(ctx, f.objBounds, obj, s, s+4, s+8, s+12); err != nil || uint32(ok) == 0 {
			continue
		}
		l, b, r, t, _ := e.rectAt(0)
		if a := math.Abs(r-l) * math.Abs(t-b); area > 0 && a/area > best {
			best = min(a/area, 1)
		}
		if ok, err := e.call(ctx, f.imgPixels, obj, s, s+4); err == nil && uint32(ok) != 0 {
			w, _ := e.mem().ReadUint32Le(e.scratch)
			h, _ := e.mem().ReadUint32Le(e.scratch + 4)
			pixels = max(pixels, int64(w)*int64(h))
		}
	}
	return best, pixels
}

// renderGray renders the loaded page at dpi (less when the page is huge) to a grey image.
func (e *engine) renderGray(ctx context.Context, page uint64, geo geometry, dpi float64) (*grayImage, error) {
	f := &e.fn
	pw, ph := geo.size()
	if px := pw * ph * dpi * dpi / (72 * 72); px > maxRenderPixels {
		dpi *= math.Sqrt(maxRenderPixels / px)
	}
	w, h := int(math.Round(pw*dpi/72)), int(math.Round(ph*dpi/72))
	if w <= 0 || h <= 0 {
		return nil, errors.New("pdf: empty page")
	}
	// An 8-bit grey bitmap: PDFium renders grey itself (a quarter of the memory of BGRA, and no
	// conversion here); PDFium allocates it, with its own stride.
	bm, err := e.call(ctx, f.bmCreate, uint64(w), uint64(h), fpdfBitmapGray, 0, 0)
	if err != nil || bm == 0 {
		return nil, errors.New("pdf: cannot allocate the page image")
	}
	defer e.call(context.Background(), f.bmDestroy, bm)
	if _, err := e.call(ctx, f.bmFill, bm, 0, 0, uint64(w), uint64(h), 0xFFFFFFFF); err != nil {
		return nil, err
	}
	if _, err := e.call(ctx, f.render, bm, page, 0, 0, uint64(w), uint64(h), 0, 0); err != nil {
		return nil, err
	}
	buf, err := e.call(ctx, f.bmBuffer, bm)
	if err != nil || buf == 0 {
		return nil, errors.New("pdf: no page image")
	}
	stride, err := e.call(ctx, f.bmStride, bm)
	if err != nil {
		return nil, err
	}
	src, ok := e.mem().Read(uint32(buf), uint32(int(stride)*h))
	if !ok {
		return nil, errors.New("pdf: page image outside memory")
	}
	img := &grayImage{W: w, H: h, Pix: make([]byte, w*h), DPI: dpi}
	for y := range h {
		copy(img.Pix[y*w:(y+1)*w], src[y*int(stride):])
	}
	return img, nil
}
