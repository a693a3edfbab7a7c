package service

import (
	"errors"
	"fmt"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/pdf"
)

// pdfFailure is how the spec words one class of PDF failure: the code a failed document carries
// (spec: "error.code values on a failed document"), the request error a synchronous create or
// upload returns (the spec's error table), and the message.
type pdfFailure struct {
	cause      error  // the pdf package's sentinel; nil for "anything else"
	docCode    string // file_encrypted, file_not_parseable, file_unsupported_type, file_too_large
	reqCode    string // unsupported_file_type, file_too_large, document_unparseable
	reqMessage string // the request error's message where it differs from message
	message    string
}

// tooLargeMessage is the one wording of the size limit.
var tooLargeMessage = tooLargeSaying("The file")

func tooLargeSaying(subject string) string {
	return fmt.Sprintf("%s is larger than the %d MB limit.", subject, domain.MaxDocumentBytes>>20)
}

// pdfFailures is the one mapping from the pdf package's failures to the spec's words.
var pdfFailures = []pdfFailure{
	{pdf.ErrNotPDF, "file_unsupported_type", "unsupported_file_type", "Only PDF files (application/pdf) are accepted.", "The file is not a PDF."},
	{pdf.ErrTooLarge, "file_too_large", "file_too_large", "", tooLargeMessage},
	{pdf.ErrEncrypted, "file_encrypted", "document_unparseable", "", "The PDF is encrypted and needs a password."},
	{pdf.ErrNoTextLayer, "file_not_parseable", "document_unparseable", "", "The PDF has no text layer (a scan without OCR)."},
	{pdf.ErrGarbled, "file_not_parseable", "document_unparseable", "", "The PDF's text layer is unreadable (fonts without a Unicode mapping); it needs OCR."},
	{pdf.ErrTimeout, "file_not_parseable", "document_unparseable", "", "Parsing the PDF took too long."},
	{pdf.ErrLimit, "file_not_parseable", "document_unparseable", "", "The PDF could not be parsed within Carrel's limits."},
	{pdf.ErrCorrupt, "file_not_parseable", "document_unparseable", "", "The PDF is corrupt and cannot be read."},
	{errParseCrashed, "file_not_parseable", "document_unparseable", "", fmt.Sprintf("Parsing this PDF stopped the app %d times, so it was given up.", jobs.MaxCrashes)},
}

// otherFailure is any other error while reading a PDF (I/O, a panic recovered in the extractor).
var otherFailure = pdfFailure{nil, "file_not_parseable", "document_unparseable", "The PDF is corrupt and cannot be read.", "The PDF could not be parsed."}

// classifyPDF finds err's row of pdfFailures.
func classifyPDF(err error) pdfFailure {
	for _, f := range pdfFailures {
		if errors.Is(err, f.cause) {
			// A stopped parse says why: which limit, how much memory, how long.
			if errors.Is(err, pdf.ErrLimit) || errors.Is(err, pdf.ErrTimeout) {
				f.message += " " + pdf.Reason(err)
			}
			// A scan that was not read says why (Tesseract missing, OCR off or failed).
			var oe *pdf.OCRError
			if errors.As(err, &oe) {
				f.message += " " + pdf.Reason(err)
			}
			return f
		}
	}
	return otherFailure
}

// requestError is the failure as a synchronous create or upload returns it, naming param.
func (f pdfFailure) requestError(param string) error {
	msg := f.reqMessage
	if msg == "" {
		msg = f.message
	}
	if f.reqCode == "document_unparseable" {
		return apierr.Unprocessable(f.reqCode, msg)
	}
	return apierr.Invalid(f.reqCode, param, msg)
}

// info is the failure as a failed document carries it.
func (f pdfFailure) info() *domain.ErrorInfo {
	return &domain.ErrorInfo{Type: "invalid_request_error", Code: f.docCode, Message: f.message}
}

// FileTooLarge is the request error for bytes over domain.MaxDocumentBytes, naming param; the
// HTTP layer returns it when a multipart body is cut off before the service sees it.
func FileTooLarge(param string) error {
	return apierr.Invalid("file_too_large", param, tooLargeMessage)
}

// checkUploadBytes applies the size cap and sniffs the PDF header.
// Errors: 400 file_too_large, 400 unsupported_file_type.
func checkUploadBytes(data []byte, param string) error {
	if err := pdf.Sniff(data); err != nil {
		return classifyPDF(err).requestError(param)
	}
	return nil
}
