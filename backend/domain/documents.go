package domain

import "time"

// Job-like statuses shared by documents and searches.
const (
	StatusQueued    = "queued"
	StatusRunning   = "running"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
	StatusCanceled  = "canceled"
)

// MaxDocumentBytes is the largest PDF accepted by any route (upload, url, window, watched folder):
// the spec's 100 MB file_too_large limit.
const MaxDocumentBytes = 100 << 20

// ErrorInfo is the error object stored on a failed resource.
type ErrorInfo struct {
	Type    string `json:"type"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// File is an uploaded PDF or an export.
type File struct {
	Object      string     `json:"object"`
	ID          string     `json:"id"`
	ByteSize    int64      `json:"byte_size"`
	CreatedAt   time.Time  `json:"created_at"`
	Filename    *string    `json:"filename,omitempty"`
	DownloadURL *string    `json:"download_url,omitempty"`
	ExpiresAt   *time.Time `json:"expires_at,omitempty"`
}

// Document is a user PDF and its parse job state.
type Document struct {
	Object    string     `json:"object"`
	ID        string     `json:"id"`
	Status    string     `json:"status"`
	Filename  string     `json:"filename"`
	PageCount *int       `json:"page_count"`
	LibraryID *string    `json:"library_id"`
	PaperID   *string    `json:"paper_id"`
	Error     *ErrorInfo `json:"error"`
	CreatedAt time.Time  `json:"created_at"`
	// OCR (an extension) is present when pages of the PDF were scans read by OCR.
	OCR *DocumentOCR `json:"ocr,omitempty"`
	// StatusDetail (an extension) says in words what a running document is doing ("reading
	// scanned page 3 of 12"); absent otherwise.
	StatusDetail string `json:"status_detail,omitempty"`
}

// DocumentOCR says which pages of a document were read by OCR (docs/api.md, "Scanned pages").
type DocumentOCR struct {
	Pages          []int   `json:"pages"`           // 1-based page numbers
	MeanConfidence float64 `json:"mean_confidence"` // the OCR engine's mean word confidence, 0..1
	Languages      string  `json:"languages"`       // Tesseract language codes joined by "+"
	Engine         string  `json:"engine"`          // "tesseract"
}

// BBox is a rectangle in fractions of the page size, origin top-left.
type BBox struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// Location is a page (1-indexed) and a box on it.
type Location struct {
	Page int  `json:"page"`
	BBox BBox `json:"bbox"`
}
