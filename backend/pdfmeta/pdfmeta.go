// Package pdfmeta reads paper metadata (title, authors, DOI, ...) and structured document
// content (sections, paragraphs, tables, figures) out of an extracted pdf.Doc. It is pure:
// no I/O, no database. Where a field cannot be found with confidence it stays empty.
package pdfmeta

import "carrel/backend/domain"

// PaperMeta is what the PDF itself tells us about the paper it holds.
type PaperMeta struct {
	Title    string          `json:"title"`
	Authors  []domain.Author `json:"authors"`
	Year     *int            `json:"year"`
	Venue    string          `json:"venue"`
	DOI      string          `json:"doi"`
	ArXivID  string          `json:"arxiv_id"`
	Abstract string          `json:"abstract"`
	// Type is the publication type read from the PDF ("" when unknown), as domain.PublicationTypes.
	Type string `json:"type"`
	// Confidence is each extracted field's confidence in [0,1], keyed by field name: title, authors, year, venue, doi, type, abstract.
	Confidence map[string]float64 `json:"confidence"`
	// NeedsReview is true when the title or the authors could not be found with confidence.
	NeedsReview bool `json:"needs_review"`
}

// Content is the body of GET /v1/documents/{id}/content (DECISIONS.md); the caller fills
// DocumentID, and PageCount when the extraction did not cover every page.
type Content struct {
	Object     string    `json:"object"`
	DocumentID string    `json:"document_id"`
	PageCount  int       `json:"page_count"`
	Sections   []Section `json:"sections"`
	Tables     []Table   `json:"tables"`
	Figures    []Figure  `json:"figures"`
}

// Section is a heading and the paragraphs under it; Level 0 is front matter before any heading.
type Section struct {
	Heading    string      `json:"heading"`
	Level      int         `json:"level"`
	PageStart  int         `json:"page_start"`
	PageEnd    int         `json:"page_end"`
	Paragraphs []Paragraph `json:"paragraphs"`
}

// Paragraph is running text on one page with its box in page fractions.
type Paragraph struct {
	Text string      `json:"text"`
	Page int         `json:"page"`
	BBox domain.BBox `json:"bbox"`
}

// Table is a captioned table; Rows holds cell texts where columns could be recovered.
type Table struct {
	Page    int         `json:"page"`
	BBox    domain.BBox `json:"bbox"`
	Caption string      `json:"caption"`
	Rows    [][]string  `json:"rows"`
}

// Figure is a captioned figure; BBox covers the figure area and its caption.
type Figure struct {
	Page    int         `json:"page"`
	BBox    domain.BBox `json:"bbox"`
	Caption string      `json:"caption"`
}

// ContentObject is the wire "object" value of Content.
const ContentObject = "document_content"
