package pdf

import (
	"context"
	"slices"
	"unicode/utf8"
)

// A document whose text layer classify calls garbled (fonts whose codes map to symbols or to
// letters that make no words: pdf.js's TAMReview, an old IEEE paper) is, for its reader, a scan
// that happens to carry a junk layer, and was refused with "it needs OCR" even where OCR was on.
// With OCR on, its unreadable pages are now rendered and read by Tesseract like scanned pages,
// whether or not an image covers them; a page whose layer reads as prose (a repository's cover
// sheet added in front) keeps its own words. Nothing changes for a document that is not garbled,
// so a page of tables or code in an ordinary paper is never sent to OCR.

// readGarbled sends to ocr every unreadable page of out when out's text layer is garbled and
// ocr can read; doc is the open PDFium document.
func (e *engine) readGarbled(ctx context.Context, doc uint64, out *Doc, ocr *ocrRun) error {
	if !ocr.canRead || garbled(Stats(out)) == nil {
		return nil
	}
	for i := range out.Pages {
		if readablePage(&out.Pages[i]) || ocr.needs(out.Pages[i].Number) {
			continue
		}
		if err := e.renderForOCR(ctx, doc, i, ocr); err != nil {
			return err
		}
	}
	return nil
}

// readablePage reports whether p's text layer reads as text: a line's worth of letters, letters
// at least half of its characters, and letter runs that are mostly words.
func readablePage(p *Page) bool {
	letters, junk := textLayer(p)
	chars := 0
	for _, w := range p.Words {
		chars += utf8.RuneCountInString(w.Text)
	}
	return !junk && letters >= minPageLetters && float64(letters) >= minPageLetterShare*float64(chars)
}

// renderForOCR renders page i (0-based) and submits it to ocr, unless one of its images is too
// large to decode (a bomb drawn on a garbled page is refused as on a scanned one).
func (e *engine) renderForOCR(ctx context.Context, doc uint64, i int, ocr *ocrRun) error {
	page, err := e.call(ctx, e.fn.loadPage, doc, uint64(i))
	if err != nil || page == 0 {
		return err
	}
	defer e.call(context.Background(), e.fn.closePage, page)
	geo, err := e.pageGeometry(ctx, page)
	if err != nil {
		return err
	}
	ocr.need(i + 1)
	if _, pixels := e.imageCoverage(ctx, page, geo); pixels > maxScanPixels {
		ocr.tooLarge(pixels)
		return nil
	}
	img, err := e.renderGray(ctx, page, geo, OCRDPI)
	if err != nil {
		return err
	}
	ocr.submit(i, img)
	return nil
}

// needs reports whether page number n (1-based) is already recorded as needing OCR.
func (r *ocrRun) needs(n int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Contains(r.needed, n)
}
