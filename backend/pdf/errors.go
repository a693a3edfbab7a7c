package pdf

import "errors"

// Failure classes of Check and Extract; test them with errors.Is.
var (
	// ErrNotPDF means the bytes are not a PDF at all (sniffed, not by name).
	ErrNotPDF = errors.New("pdf: not a PDF file")
	// ErrEncrypted means the file needs a user password to open.
	ErrEncrypted = errors.New("pdf: encrypted, a password is required")
	// ErrCorrupt means the file's structure is broken beyond repair.
	ErrCorrupt = errors.New("pdf: file is corrupt")
	// ErrTooLarge means the file exceeds MaxFileSize.
	ErrTooLarge = errors.New("pdf: file too large")
	// ErrNoTextLayer means the pages hold no extractable text (a scan without OCR).
	ErrNoTextLayer = errors.New("pdf: no text layer")
	// ErrGarbled means the text layer exists but is unreadable junk (fonts without a Unicode mapping).
	ErrGarbled = errors.New("pdf: text layer is garbled")
	// ErrTimeout means extraction ran past its time limit.
	ErrTimeout = errors.New("pdf: extraction timed out")
	// ErrClosed means the Extractor was closed.
	ErrClosed = errors.New("pdf: extractor closed")
)

// MaxFileSize is the largest accepted document (100 MB, the spec's file_too_large limit).
const MaxFileSize = 100 << 20

// Document error codes of the service spec (error.code on a failed document).
const (
	CodeEncrypted       = "file_encrypted"
	CodeNotParseable    = "file_not_parseable"
	CodeUnsupportedType = "file_unsupported_type"
	CodeTooLarge        = "file_too_large"
)

// ErrorCode maps an error of this package to the spec's document error code;
// any other non-nil error (timeouts, panics, I/O) is file_not_parseable, nil is "".
// ErrClosed and context.Canceled are not faults of the document: a caller
// shutting down should retry the job later rather than fail the document.
func ErrorCode(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrNotPDF):
		return CodeUnsupportedType
	case errors.Is(err, ErrEncrypted):
		return CodeEncrypted
	case errors.Is(err, ErrTooLarge):
		return CodeTooLarge
	default:
		return CodeNotParseable
	}
}
