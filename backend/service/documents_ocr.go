package service

import (
	"context"
	"encoding/json"
	"fmt"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// parseContext carries into the parse the owner's OCR setting ("Read scanned pages", languages;
// it reads only where Tesseract is installed, a page per parse slot at once) and the progress
// report.
func (ds *DocumentService) parseContext(ctx context.Context, id string) context.Context {
	o := pdf.OCROptions{Enabled: pdf.Tesseract() != "", Languages: "eng", Parallel: max(ds.opts.Workers, 1)}
	if st, err := ds.s.preferences(ctx); err == nil {
		o.Enabled = o.Enabled && st.OCR
		o.Languages = st.OCRLanguages
	}
	return pdf.WithProgress(pdf.WithOCR(ctx, o), ds.ocrProgress(ctx, id))
}

// ocrProgress says (and tells the window) in the document's status detail which scanned page Tesseract is reading
// ("reading scanned page 3 of 12", of the document's pages) and moves its progress from 0.1
// towards 0.8 with it.
func (ds *DocumentService) ocrProgress(ctx context.Context, id string) func(page, pages int) {
	return func(page, pages int) {
		if pages > 0 {
			if ds.s.st.W().SetDocumentDetail(ctx, id, domain.StatusRunning, 0.1+0.7*float64(page-1)/float64(pages),
				fmt.Sprintf("reading scanned page %d of %d", page, pages)) == nil {
				ds.s.Changes.Publish("documents", id)
			}
		}
	}
}

// ocrRecord is the stored JSON of the document's "ocr" extension field; "" when no page was
// read by OCR.
func ocrRecord(doc *pdf.Doc) string {
	if doc.OCR == nil || len(doc.OCR.Pages) == 0 {
		return ""
	}
	b, _ := json.Marshal(domain.DocumentOCR{Pages: doc.OCR.Pages, MeanConfidence: doc.OCR.MeanConfidence,
		Languages: doc.OCR.Languages, Engine: doc.OCR.Engine})
	return string(b)
}
