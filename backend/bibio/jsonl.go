package bibio

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"carrel/backend/domain"
)

// ParseJSONL reads one paper object per line (DECISIONS.md): title required; authors,
// year, venue, doi, abstract, publication_type, open_access, url and external_id optional.
// Blank lines are skipped; a bad line is reported with its number and the rest go on.
func ParseJSONL(r io.Reader) ([]Record, []RecordError) {
	var recs []Record
	var errs []RecordError
	br := bufio.NewReaderSize(r, 64<<10)
	for n := 1; ; n++ {
		raw, truncated, err := readLine(br, maxChunk)
		if len(raw) == 0 && err != nil {
			break
		}
		if n == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
		}
		switch {
		case truncated:
			errs = append(errs, RecordError{Line: n, Message: "jsonl: line longer than 8 MiB"})
		case len(bytes.TrimSpace(raw)) > 0:
			rec, msg := jsonlRecord(raw, n)
			if msg != "" {
				errs = append(errs, RecordError{Line: n, Message: "jsonl: " + msg})
			} else {
				recs = append(recs, rec)
			}
		}
		if err != nil {
			break
		}
	}
	return recs, errs
}

func jsonlRecord(raw []byte, line int) (Record, string) {
	m, err := decodeObject(raw)
	if err != nil {
		return Record{}, err.Error()
	}
	rec := newRecord("", "", line)
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
	rec.Venue, rec.Abstract, rec.URL, rec.ExternalID = str("venue"), str("abstract"), str("url"), str("external_id")
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
		return Record{}, strings.Join(msgs, "; ")
	}
	return rec, ""
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
