// Package pdf turns PDF bytes into pages, words, boxes and metadata (pdfcpu + PDFium wasm); it has no database.
package pdf

// Word is one extracted word; coordinates are PDF points with origin top-left of the
// page as displayed (after /Rotate), like pdftotext -bbox-layout.
type Word struct {
	Text     string  `json:"text"`
	X0       float64 `json:"x0"`
	Y0       float64 `json:"y0"`
	X1       float64 `json:"x1"`
	Y1       float64 `json:"y1"`
	FontSize float64 `json:"font_size,omitempty"`
	Bold     bool    `json:"bold,omitempty"`
	// Line numbers words in reading order; words sharing a value sit on one text line.
	Line int `json:"line"`
	// Hyphenated marks a word that was joined across a line-end hyphen; Parts then holds the pieces' boxes.
	Hyphenated bool   `json:"hyphenated,omitempty"`
	Parts      []Word `json:"parts,omitempty"`
}

// Sentence is a span of a page's Text, in byte offsets, with the words it covers.
type Sentence struct {
	Start     int `json:"start"`
	End       int `json:"end"`
	FirstWord int `json:"first_word"`
	LastWord  int `json:"last_word"`
}

// Page is one displayed page.
type Page struct {
	Number    int        `json:"number"` // 1-indexed
	Width     float64    `json:"width"`  // points, after rotation
	Height    float64    `json:"height"` // points, after rotation
	Text      string     `json:"text"`   // NFKC, words joined by single spaces, lines by "\n"
	Words     []Word     `json:"words"`
	Sentences []Sentence `json:"sentences"`
}

// Metadata is what the file says about itself (Info dict and XMP), before any cleaning.
type Metadata struct {
	Title      string   `json:"title"`
	Author     string   `json:"author"`
	Subject    string   `json:"subject"`
	Keywords   string   `json:"keywords"`
	Creator    string   `json:"creator"`
	Producer   string   `json:"producer"`
	DOI        string   `json:"doi"`
	XMPTitle   string   `json:"xmp_title"`
	XMPAuthors []string `json:"xmp_authors"`
	// XMPVenue and XMPDate are PRISM's publicationName and coverDate, which publishers write.
	XMPVenue string `json:"xmp_venue,omitempty"`
	XMPDate  string `json:"xmp_date,omitempty"`
	// Created and Modified are the file's CreationDate and ModDate (Info, else XMP's
	// xmp:CreateDate and xmp:ModifyDate) as ISO 8601 cut to what the file gives (ParseDate):
	// when the file was made, which is not always when the paper was published.
	Created  string `json:"created,omitempty"`
	Modified string `json:"modified,omitempty"`
	// XMPPublished is PRISM's publicationDate, as written.
	XMPPublished string `json:"xmp_published,omitempty"`
	// XMPISSN are PRISM's issn and eIssn: the journal's ISSNs, which name the venue.
	XMPISSN []string `json:"xmp_issn,omitempty"`
}

// Doc is the full extraction of one PDF.
type Doc struct {
	PageCount int `json:"page_count"`
	// Encrypted is true for a file that is encrypted but opened without a password.
	Encrypted bool     `json:"encrypted,omitempty"`
	Pages     []Page   `json:"pages"`
	Meta      Metadata `json:"meta"`
	// OCR is set when some pages were scans (read by Tesseract, or left unread).
	OCR *OCRInfo `json:"ocr,omitempty"`
}
