package pdf

import (
	"errors"
	"fmt"
	"strings"
)

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
	// ErrLimit means parsing needed more memory than its ceiling (a decompression bomb, a huge
	// page tree or image); the parse worker was stopped.
	ErrLimit = errors.New("pdf: parse exceeded its memory limit")
	// ErrWorker means a parse worker process could not be started (a fault of this machine, not
	// of the document: try again later).
	ErrWorker = errors.New("pdf: parse worker did not start")
	// ErrClosed means the Extractor was closed.
	ErrClosed = errors.New("pdf: extractor closed")
)

// MaxPages is the most pages a document may have: a page tree claiming more is refused with
// ErrLimit before any page is read (the longest real books run to a few thousand pages).
const MaxPages = 10000

// PagesError is the ErrLimit of a page tree declaring more than MaxPages pages. It is found from
// the tree's /Count without reading a page, so a caller may accept the file and let its parse
// fail (as every other bomb does) instead of refusing the request.
type PagesError struct{ Declared int }

// Error says how many pages the file claims and the limit.
func (e *PagesError) Error() string {
	return fmt.Sprintf("%s: the PDF claims %d pages, more than the %d-page limit", ErrLimit, e.Declared, MaxPages)
}

// Unwrap makes a PagesError an ErrLimit.
func (e *PagesError) Unwrap() error { return ErrLimit }

// MemoryError is the ErrLimit of a parse stopped at a memory ceiling. It calls the file a
// decompression bomb only when one of its streams was seen inflating past bombBytes at more than
// bombRatio times its stored size; otherwise it says how much memory the parse was allowed.
type MemoryError struct {
	Limit int64  // the ceiling that was hit, in bytes
	Final bool   // the ceiling was the machine's retry ceiling: nothing larger is tried
	Bomb  string // what shows the file to be a decompression bomb; "" when nothing does
}

// Error says which ceiling was hit and, for a proven bomb, why it is one.
func (e *MemoryError) Error() string {
	msg := fmt.Sprintf("%s: the parse reached its memory limit of %s", ErrLimit, mb(e.Limit))
	switch {
	case e.Bomb != "":
		msg += "; the PDF is a decompression bomb, with " + e.Bomb
	case e.Final:
		msg += ", the most one PDF may use on this computer"
	}
	return msg
}

// Unwrap makes a MemoryError an ErrLimit.
func (e *MemoryError) Unwrap() error { return ErrLimit }

// retryable reports whether a larger ceiling may still read the file.
func (e *MemoryError) retryable() bool { return e.Bomb == "" && !e.Final }

// Reason is err's detail written for people: the text after the package's sentinel, with a
// capital letter and a full stop ("parsing needed more than 194 MB of memory ...").
func Reason(err error) string {
	msg := err.Error()
	for _, s := range errorKinds {
		msg = strings.ReplaceAll(msg, s.Error(), "")
	}
	msg = strings.Trim(strings.TrimSpace(msg), ":() ")
	msg = strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(msg, ":")), "(")
	msg = strings.Trim(msg, "() ")
	if msg == "" {
		return "no further detail."
	}
	return strings.ToUpper(msg[:1]) + msg[1:] + "."
}
