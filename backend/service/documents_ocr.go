package service

import (
	"context"
	"encoding/json"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// ocrProgress moves a document's progress from 0.1 to 0.8 as its scanned pages are read.
func (ds *DocumentService) ocrProgress(ctx context.Context, id string) func(done, total int) {
	return func(done, total int) {
		if total > 0 {
			_ = ds.s.st.W().SetDocumentProgress(ctx, id, domain.StatusRunning, 0.1+0.7*float64(done)/float64(total))
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
