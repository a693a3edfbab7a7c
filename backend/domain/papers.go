package domain

import "time"

// Author is one creator of a paper; Literal is used for institutions or unparsed names.
type Author struct {
	Given   string `json:"given,omitempty"`
	Family  string `json:"family,omitempty"`
	Literal string `json:"literal,omitempty"`
}

// Publication types allowed in search filters and on papers (DECISIONS.md).
var PublicationTypes = []string{
	"journal_article", "conference_paper", "preprint", "book", "book_chapter",
	"thesis", "report", "review", "dataset", "other",
}

// Paper is a bibliographic record in the local corpus.
type Paper struct {
	Object          string    `json:"object"`
	ID              string    `json:"id"`
	Title           string    `json:"title"`
	Authors         []Author  `json:"authors"`
	Year            *int      `json:"year"`
	Venue           *string   `json:"venue"`
	DOI             *string   `json:"doi"`
	Abstract        *string   `json:"abstract"`
	PublicationType *string   `json:"publication_type"`
	OpenAccess      *bool     `json:"open_access"`
	URL             *string   `json:"url"`
	DocumentID      *string   `json:"document_id"`
	ExternalID      *string   `json:"external_id,omitempty"`
	NeedsReview     bool      `json:"needs_review"`
	CreatedAt       time.Time `json:"created_at"`
	// CitationKey, Keywords and Note are what an imported reference carried (BibTeX key,
	// keywords, note); they are filled where an export needs them and written back out.
	CitationKey string   `json:"citation_key,omitempty"`
	Keywords    []string `json:"keywords,omitempty"`
	Note        string   `json:"note,omitempty"`
	// DocumentHidden says the store read DocumentID as null because the PDF belongs to the
	// other mode (live or test) than the caller's; writing the paper back keeps the stored link.
	DocumentHidden bool `json:"-"`
	// Origin is how the paper came in (OriginPDF, OriginZotero, or the import format: bibtex, ris,
	// csl_json, jsonl); "" when it was not recorded (papers older than migration 0110).
	Origin string `json:"-"`
	// FieldConfidence, FieldsToCheck and EditedFields are Carrel's review extension
	// (docs/metadata-review.md): the PDF reading's confidence per field it filled (title,
	// authors, year, venue, doi, type, abstract), the fields to check (low confidence, not
	// edited), and the fields the user edited or confirmed, which no re-parse or re-import
	// overwrites. Absent when empty.
	FieldConfidence map[string]float64 `json:"field_confidence,omitempty"`
	FieldsToCheck   []string           `json:"fields_to_check,omitempty"`
	EditedFields    []string           `json:"edited_fields,omitempty"`
}

// Paper origins besides the import formats.
const (
	OriginPDF    = "pdf"
	OriginZotero = "zotero"
)

// Library groups documents; the watched folder files into one named after the folder.
type Library struct {
	Object    string    `json:"object"`
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}
