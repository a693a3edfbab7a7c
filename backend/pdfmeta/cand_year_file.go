package pdfmeta

import "strconv"

// The file's own dates (pdf.Metadata.Created and Modified) say when the PDF was made, which is
// most often the publication year (45 of the 58 train papers) or the year next to it: a journal
// issue's year comes after its article's proofs, a re-set file a year later. They never decide
// alone: a 1941 paper scanned in 2008, a 2022 chapter re-saved in 2024, a preprint compiled
// again years later. So they are features of the printed years and, when the year they give is
// printed nowhere, a candidate of its own (`file_only`) whose weight the fit sets.

// fileYear is the year of an ISO date from pdf.ParseDate, 0 when absent or after limit (a
// clock set wrong).
func fileYear(date string, limit int) int {
	if len(date) < 4 {
		return 0
	}
	y, err := strconv.Atoi(date[:4])
	if err != nil || y > limit {
		return 0
	}
	return y
}

// fileDateFeatures sets a printed year's features against the year the file was made (0 when
// unknown). Within a year either way is the common case (`file_near`): an issue's year after
// its article's proofs, a file made early in the year after; `file_same` is the extra of the
// same year.
func fileDateFeatures(f map[string]float64, y, created int) {
	switch d := created - y; {
	case created == 0:
	case d >= -1 && d <= 1:
		f["file_near"] = 1
	case d < -1:
		f["file_after"] = 1 // published years after the file was made: hardly ever
	default:
		f["file_before"] = 1 // a scan, a reprint, a file made again; and a paper's references
	}
}
