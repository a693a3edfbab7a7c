// Package bibio reads reference-manager files (BibTeX, RIS, CSL-JSON, JSONL) into papers and
// writes lists of papers as CSV, XLSX, BibTeX and RIS. It is pure: no store, no network.
package bibio

import (
	"fmt"
	"io"
	"net/url"
	"strings"

	"carrel/backend/domain"
)

// Import format names, as accepted by POST /v1/papers/import.
const (
	FormatBibTeX  = "bibtex"
	FormatRIS     = "ris"
	FormatCSLJSON = "csl_json"
	FormatJSONL   = "jsonl"
)

// Record is one imported paper plus what the source file said about it.
type Record struct {
	domain.Paper
	// Type is the raw entry type as written in the source ("article", "JOUR", "article-journal").
	Type string
	// Key is the source's own identifier (BibTeX citation key, RIS ID, CSL id), possibly empty.
	Key string
	// Line is the 1-based line where the record starts.
	Line int
	// Format is the format the record was read from (FormatBibTeX, ...): the paper's origin.
	Format string
	// Files are the attached files the source names (BibTeX `file`, RIS `L1`), as written:
	// relative paths are relative to the source file's folder.
	Files []string
}

// RecordError reports one record that could not be imported; the others are unaffected.
type RecordError struct {
	Line    int
	Message string
}

// Error implements error.
func (e RecordError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Message) }

// Parse dispatches to the parser for format; it fails only for an unknown format.
func Parse(format string, r io.Reader) ([]Record, []RecordError, error) {
	recs, errs, _, err := ParseWarn(format, r)
	return recs, errs, err
}

// ParseWarn is Parse that also returns the fields a JSONL file held that no paper field reads.
func ParseWarn(format string, r io.Reader) ([]Record, []RecordError, []FieldWarning, error) {
	var recs []Record
	var errs []RecordError
	var warns []FieldWarning
	switch format {
	case FormatBibTeX:
		recs, errs = ParseBibTeX(r)
	case FormatRIS:
		recs, errs = ParseRIS(r)
	case FormatCSLJSON:
		recs, errs = ParseCSLJSON(r)
	case FormatJSONL:
		recs, errs, warns = ParseJSONLWarn(r)
	default:
		return nil, nil, nil, fmt.Errorf("bibio: unknown format %q", format)
	}
	return recs, errs, warns, nil
}

// NormalizeDOI strips resolver prefixes and "doi:" labels; it returns "" for anything that is
// not a DOI (a DOI always starts with "10.").
func NormalizeDOI(s string) string {
	s = strings.TrimSpace(s)
	lower := strings.ToLower(s)
	for _, p := range []string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/",
		"http://dx.doi.org/", "doi.org/", "dx.doi.org/", "doi:", "doi "} {
		if strings.HasPrefix(lower, p) {
			s = strings.TrimSpace(s[len(p):])
			lower = strings.ToLower(s)
		}
	}
	if strings.Contains(s, "%") {
		if u, err := url.PathUnescape(s); err == nil {
			s = u
		}
	}
	s = strings.TrimRight(s, ".,;")
	if !strings.HasPrefix(s, "10.") || !strings.Contains(s, "/") || strings.ContainsAny(s, " \t\n") {
		return ""
	}
	return s
}

func newRecord(format, typ, key string, line int) Record {
	return Record{Paper: domain.Paper{Object: "paper", Authors: []domain.Author{}, Origin: format}, Type: typ, Key: key, Line: line, Format: format}
}

func strPtr(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	return &s
}

func intPtr(i int) *int { return &i }

func boolPtr(b bool) *bool { return &b }

// yearOf returns the first plausible four-digit year in s.
func yearOf(s string) *int {
	for i := 0; i+4 <= len(s); i++ {
		if i > 0 && isDigit(s[i-1]) {
			continue
		}
		if isDigit(s[i]) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) &&
			(i+4 == len(s) || !isDigit(s[i+4])) {
			y := int(s[i]-'0')*1000 + int(s[i+1]-'0')*100 + int(s[i+2]-'0')*10 + int(s[i+3]-'0')
			if y >= 1000 && y <= 2999 {
				return &y
			}
		}
	}
	return nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// collapseSpace turns every run of whitespace into one space and trims the ends.
func collapseSpace(s string) string { return strings.Join(strings.Fields(s), " ") }
