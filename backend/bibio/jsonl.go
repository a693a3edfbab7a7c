package bibio

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/domain"
)

// FieldWarning names a field the importer does not know and how many lines carried it, so
// nothing a file holds is dropped silently (DECISIONS.md "Imports").
type FieldWarning struct {
	Field string `json:"field"`
	Lines int    `json:"lines"`
}

// jsonlFields are the names ParseJSONL reads, BEIR and common spellings included.
var jsonlFields = map[string]bool{
	"title": true, "authors": true, "year": true, "venue": true, "venue_name": true, "doi": true,
	"abstract": true, "text": true, "summary": true, "publication_type": true,
	"open_access": true, "url": true, "external_id": true, "_id": true, "id": true,
}

// ParseJSONL reads one paper object per line (DECISIONS.md): title required; authors,
// year, venue, doi, abstract, publication_type, open_access, url and external_id optional.
// Blank lines are skipped; a bad line is reported with its number and the rest go on.
func ParseJSONL(r io.Reader) ([]Record, []RecordError) {
	recs, errs, _ := ParseJSONLWarn(r)
	return recs, errs
}

// ParseJSONLWarn is ParseJSONL that also reports the fields it did not know, in the order
// they first appeared, with the number of lines carrying each.
func ParseJSONLWarn(r io.Reader) ([]Record, []RecordError, []FieldWarning) {
	var recs []Record
	var errs []RecordError
	warns, _ := EachJSONL(r, 1<<30, func(rs []Record, es []RecordError) error {
		recs, errs = append(recs, rs...), append(errs, es...)
		return nil
	})
	return recs, errs, warns
}

// EachJSONL streams r, handing fn the records (and bad lines) of every n lines read, so a
// large file is imported without holding it whole; it stops at fn's first error. It returns
// the unknown fields as ParseJSONLWarn does.
func EachJSONL(r io.Reader, n int, fn func([]Record, []RecordError) error) ([]FieldWarning, error) {
	var recs []Record
	var errs []RecordError
	var warns []FieldWarning
	unknown := map[string]int{} // field -> index in warns
	flush := func() error {
		if len(recs) == 0 && len(errs) == 0 {
			return nil
		}
		err := fn(recs, errs)
		recs, errs = nil, nil
		return err
	}
	br := bufio.NewReaderSize(r, 64<<10)
	for line := 1; ; line++ {
		raw, truncated, err := readLine(br, maxChunk)
		if len(raw) == 0 && err != nil {
			break
		}
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
		}
		switch {
		case truncated:
			errs = append(errs, RecordError{Line: line, Message: "jsonl: line longer than 8 MiB"})
		case len(bytes.TrimSpace(raw)) > 0:
			rec, extra, msg := jsonlRecord(raw, line)
			for _, f := range extra {
				i, ok := unknown[f]
				if !ok {
					i = len(warns)
					unknown[f] = i
					warns = append(warns, FieldWarning{Field: f})
				}
				warns[i].Lines++
			}
			if msg != "" {
				errs = append(errs, RecordError{Line: line, Message: "jsonl: " + msg})
			} else {
				recs = append(recs, rec)
			}
		}
		if len(recs)+len(errs) >= n {
			if ferr := flush(); ferr != nil {
				return warns, ferr
			}
		}
		if err != nil {
			break
		}
	}
	return warns, flush()
}

// jsonlRecord reads one line's object; extra lists the keys it does not know.
func jsonlRecord(raw []byte, line int) (rec Record, extra []string, msg string) {
	m, err := decodeObject(raw)
	if err != nil {
		return Record{}, nil, err.Error()
	}
	for k := range m {
		if !jsonlFields[k] {
			extra = append(extra, k)
		}
	}
	slices.Sort(extra)
	rec = newRecord(FormatJSONL, "", "", line)
	var msgs []string
	str := func(key string) *string {
		s, err := optString(m, key)
		if err != nil {
			msgs = append(msgs, err.Error())
		}
		return strPtr(s)
	}
	if t := str("title"); t != nil {
		rec.Title = collapseSpace(*t)
	} else if len(msgs) == 0 {
		msgs = append(msgs, "title is required")
	}
	rec.Venue, rec.URL = firstOf(str("venue_name"), str("venue")), str("url")
	if rec.Venue != nil {
		rec.Venue = strPtr(collapseSpace(*rec.Venue))
	}
	rec.Abstract = firstOf(str("abstract"), str("text"), str("summary"))
	rec.ExternalID = firstOf(str("external_id"), str("_id"), str("id"))
	if d := str("doi"); d != nil {
		rec.DOI = strPtr(NormalizeDOI(*d))
	}
	if pt := str("publication_type"); pt != nil {
		rec.Type = *pt
		if v, ok := normalizePublicationType(*pt); ok {
			rec.PublicationType = &v
		} else {
			msgs = append(msgs, fmt.Sprintf("publication_type %q is not one of %s", *pt, strings.Join(domain.PublicationTypes, ", ")))
		}
	}
	switch v := m["open_access"].(type) {
	case nil:
	case bool:
		rec.OpenAccess = &v
	default:
		msgs = append(msgs, "open_access must be a boolean")
	}
	switch v := m["year"].(type) {
	case nil:
	case json.Number:
		if y, err := strconv.Atoi(v.String()); err == nil {
			rec.Year = &y
		} else {
			msgs = append(msgs, "year must be an integer")
		}
	case string:
		if rec.Year = yearOf(v); rec.Year == nil {
			msgs = append(msgs, "year must be an integer")
		}
	default:
		msgs = append(msgs, "year must be an integer")
	}
	authors, err := jsonAuthors(m["authors"], "given", "family")
	if err != nil {
		msgs = append(msgs, err.Error())
	}
	rec.Authors = authors
	if len(msgs) > 0 {
		return Record{}, extra, strings.Join(msgs, "; ")
	}
	return rec, extra, ""
}

// firstOf returns the first value that is present and not blank; the full venue name comes
// before the short one and `abstract` before the BEIR `text`.
func firstOf(vals ...*string) *string {
	for _, v := range vals {
		if v != nil && strings.TrimSpace(*v) != "" {
			return v
		}
	}
	return nil
}

// jsonAuthors reads an array of "Given Family" strings or {given, family, literal} objects.
func jsonAuthors(v any, givenKey, familyKey string) ([]domain.Author, error) {
	out := []domain.Author{}
	if v == nil {
		return out, nil
	}
	list, ok := v.([]any)
	if !ok {
		return out, fmt.Errorf("authors must be an array")
	}
	for i, item := range list {
		switch a := item.(type) {
		case string:
			if au, ok := plainName(a); ok {
				out = append(out, au)
			}
		case map[string]any:
			if name, _ := a["name"].(string); name != "" && a[givenKey] == nil && a[familyKey] == nil {
				if au, ok := plainName(name); ok {
					out = append(out, au)
				}
				continue
			}
			var au domain.Author
			var err error
			if au.Given, err = optString(a, givenKey); err == nil {
				if au.Family, err = optString(a, familyKey); err == nil {
					au.Literal, err = optString(a, "literal")
				}
			}
			if err != nil {
				return out, fmt.Errorf("authors[%d]: %v", i, err)
			}
			au.Given, au.Family, au.Literal = collapseSpace(au.Given), collapseSpace(au.Family), collapseSpace(au.Literal)
			if au.Given != "" || au.Family != "" || au.Literal != "" {
				out = append(out, au)
			}
		default:
			return out, fmt.Errorf("authors[%d] must be a string or an object", i)
		}
	}
	return out, nil
}

// decodeObject parses one JSON object, keeping numbers exact.
func decodeObject(raw []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("invalid JSON: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("invalid JSON: more than one value on the line")
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("expected a JSON object")
	}
	return m, nil
}

// optString reads an optional string; numbers are accepted and written out as text.
func optString(m map[string]any, key string) (string, error) {
	switch v := m[key].(type) {
	case nil:
		return "", nil
	case string:
		return v, nil
	case json.Number:
		return v.String(), nil
	}
	return "", fmt.Errorf("%s must be a string", key)
}
