package service

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"carrel/backend/apierr"
	"carrel/backend/pdf"
)

// TestPDFFailureCodes pins the one mapping from the pdf package's failures to the spec's two
// vocabularies: a failed document's error.code and a synchronous create's error.
func TestPDFFailureCodes(t *testing.T) {
	for _, c := range []struct {
		err            error
		doc, req       string
		status         int
		wantParamOnReq bool
	}{
		{pdf.ErrNotPDF, "file_unsupported_type", "unsupported_file_type", 400, true},
		{pdf.ErrTooLarge, "file_too_large", "file_too_large", 400, true},
		{pdf.ErrEncrypted, "file_encrypted", "document_unparseable", 422, false},
		{fmt.Errorf("%w: no pages", pdf.ErrCorrupt), "file_not_parseable", "document_unparseable", 422, false},
		{pdf.ErrNoTextLayer, "file_not_parseable", "document_unparseable", 422, false},
		{pdf.ErrGarbled, "file_not_parseable", "document_unparseable", 422, false},
		{pdf.ErrTimeout, "file_not_parseable", "document_unparseable", 422, false},
		{errors.New("read stored PDF: gone"), "file_not_parseable", "document_unparseable", 422, false},
	} {
		f := classifyPDF(c.err)
		if info := f.info(); info.Code != c.doc || info.Message == "" || info.Type != "invalid_request_error" {
			t.Errorf("%v: document error %+v, want code %s", c.err, info, c.doc)
		}
		var ae *apierr.Error
		if !errors.As(f.requestError("file"), &ae) || ae.Code != c.req || ae.Status != c.status || (ae.Param == "file") != c.wantParamOnReq {
			t.Errorf("%v: request error %+v, want %s %d", c.err, ae, c.req, c.status)
		}
	}
	if msg := FileTooLarge("file").(*apierr.Error).Message; msg != "The file is larger than the 100 MB limit." {
		t.Errorf("too large message %q", msg)
	}
}

// TestScanFailureMessages: a scan that could not be read fails as the spec says for a PDF without
// a text layer, with why in the message (issue 25); a memory limit names the limit (issue 22).
func TestScanFailureMessages(t *testing.T) {
	f := classifyPDF(&pdf.OCRError{Hint: pdf.TesseractHint})
	if f.docCode != "file_not_parseable" || !strings.Contains(f.message, "no text layer") || !strings.Contains(f.message, "tesseract-ocr and tesseract-ocr-eng") {
		t.Errorf("missing tesseract: %s %q", f.docCode, f.message)
	}
	f = classifyPDF(&pdf.MemoryError{Limit: 2 << 30, Final: true})
	if f.docCode != "file_not_parseable" || !strings.Contains(f.message, "memory limit of 2048 MB") || strings.Contains(f.message, "bomb") {
		t.Errorf("final memory limit: %s %q", f.docCode, f.message)
	}
}
