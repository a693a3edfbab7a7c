package bibio

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"

	"carrel/backend/domain"
)

// Row is one ranked paper of a search export.
type Row struct {
	Rank  int
	Score float64
	Paper domain.Paper
}

// Columns are the header of both CSV and XLSX exports, in order.
var Columns = []string{"rank", "relevance_score", "paper_id", "title", "authors", "year", "venue",
	"doi", "publication_type", "open_access", "url", "abstract"}

// maxCellUnits is the spreadsheet limit on one cell's text (UTF-16 units); CSV is cut the
// same way so that both exports hold identical values.
const maxCellUnits = 32767

// cells returns a row's values: rank and year as int (nil when unknown), score as float64,
// everything else as cleaned text.
func cells(r Row) []any {
	p := r.Paper
	var year any
	if p.Year != nil {
		year = *p.Year
	}
	oa := ""
	if p.OpenAccess != nil {
		oa = strconv.FormatBool(*p.OpenAccess)
	}
	return []any{r.Rank, r.Score, clean(p.ID), clean(p.Title), clean(AuthorList(p.Authors)), year,
		clean(deref(p.Venue)), clean(deref(p.DOI)), clean(deref(p.PublicationType)), oa,
		clean(deref(p.URL)), clean(deref(p.Abstract))}
}

// AuthorList joins authors as "Family, Given; Family, Given"; institutions as written.
func AuthorList(authors []domain.Author) string {
	parts := make([]string, 0, len(authors))
	for _, a := range authors {
		switch {
		case a.Literal != "":
			parts = append(parts, a.Literal)
		case a.Family != "" && a.Given != "":
			parts = append(parts, a.Family+", "+a.Given)
		case a.Family != "" || a.Given != "":
			parts = append(parts, a.Family+a.Given)
		}
	}
	return strings.Join(parts, "; ")
}

// clean drops control characters that XML cannot carry and cuts text to the cell limit.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
			return -1
		}
		return r
	}, s)
	if len(s) <= maxCellUnits {
		return s
	}
	units := 0
	for i, r := range s {
		n := 1
		if utf16.RuneLen(r) == 2 {
			n = 2
		}
		if units+n > maxCellUnits {
			return s[:i]
		}
		units += n
	}
	return s
}

// neutralizeFormula prefixes a text cell that a spreadsheet would run as a formula (it starts
// with = + - @, or a tab or carriage return before one) with an apostrophe (OWASP's CSV injection rule).
func neutralizeFormula(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}

// WriteCSV writes rows as RFC 4180 CSV with a header line; text cells that would start a
// spreadsheet formula get a leading apostrophe (numbers are written as numbers).
func WriteCSV(w io.Writer, rows []Row) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(Columns); err != nil {
		return err
	}
	rec := make([]string, len(Columns))
	for _, r := range rows {
		for i, v := range cells(r) {
			switch t := v.(type) {
			case nil:
				rec[i] = ""
			case int:
				rec[i] = strconv.Itoa(t)
			case float64:
				rec[i] = strconv.FormatFloat(t, 'f', -1, 64)
			default:
				rec[i] = neutralizeFormula(t.(string))
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteXLSX writes rows as one worksheet, "Results", with the same columns and values as
// WriteCSV; numbers (rank, relevance_score, year) are numeric cells. It streams rows.
func WriteXLSX(w io.Writer, rows []Row) error {
	f := excelize.NewFile()
	defer f.Close()
	const sheet = "Results"
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	if err := sw.SetColWidth(4, 4, 60); err != nil {
		return err
	}
	header := make([]any, len(Columns))
	for i, c := range Columns {
		header[i] = c
	}
	if err := sw.SetRow("A1", header); err != nil {
		return err
	}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		if err := sw.SetRow(cell, cells(r)); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	return f.Write(w)
}
