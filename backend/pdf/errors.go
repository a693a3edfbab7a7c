package pdf

import "errors"

// Failure classes of Check and Extract; test them with errors.Is. The service words them for the
// user (its pdfFailures table); this package knows nothing of the spec's codes.
var (
	// ErrNotPDF means the bytes are not a PDF at all (sniffed, not by name).
	ErrNotPDF = errors.New("pdf: not a PDF file")
	// ErrEncrypted means the file needs a user password to open.
	ErrEncrypted = errors.New("pdf: encrypted, a password is required")
	// ErrCorrupt means the file's structure is broken beyond repair.
	ErrCorrupt = errors.New("pdf: file is corrupt")
	// ErrTooLarge means the file exceeds domain.MaxDocumentBytes.
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
