package bibio

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"carrel/backend/domain"
)

// ParseCSLJSON reads CSL-JSON: an array of items, a single item, or items one after another.
// Items are decoded one at a time; a bad item is reported with its line. Broken JSON syntax
// ends the read at that point (JSON has no safe place to resume), keeping earlier items.
func ParseCSLJSON(r io.Reader) ([]Record, []RecordError) {
	var recs []Record
	var errs []RecordError
	lc := &lineCounter{r: r}
	br := bufio.NewReaderSize(lc, 64<<10)
	var base int64
	if head, _ := br.Peek(3); string(head) == "\ufeff" {
		_, _ = br.Discard(3)
		base = 3
	}
	first := byte(0)
	for i := 1; ; i++ {
		head, err := br.Peek(i)
		if len(head) < i {
			if err != nil {
				return nil, []RecordError{{Line: 1, Message: "csl_json: empty input"}}
			}
			continue
		}
		if c := head[i-1]; c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			first = c
			break
		}
		if i >= 4096 {
			_, _ = br.Discard(i)
			base += int64(i)
			i = 0
		}
	}
	dec := json.NewDecoder(br)
	dec.UseNumber()
	syntax := func(err error) {
		var se *json.SyntaxError
		off := base + dec.InputOffset()
		if errors.As(err, &se) {
			off = base + se.Offset
		}
		errs = append(errs, RecordError{Line: lc.lineAt(off), Message: "csl_json: " + err.Error()})
	}
	switch first {
	case '[':
		if _, err := dec.Token(); err != nil {
			syntax(err)
			return recs, errs
		}
	case '{':
	default:
		return nil, []RecordError{{Line: lc.lineAt(base), Message: "csl_json: expected an array or an object"}}
	}
	for dec.More() {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			syntax(err)
			return recs, errs
		}
		line := lc.lineAt(base + dec.InputOffset() - int64(len(raw)))
		rec, msg := cslRecord(raw, line)
		if msg != "" {
			errs = append(errs, RecordError{Line: line, Message: "csl_json: " + msg})
			continue
		}
		recs = append(recs, rec)
	}
	return recs, errs
}

// lineCounter remembers where newlines are so byte offsets can be turned into line numbers.
type lineCounter struct {
	r   io.Reader
	off int64
	nl  []int64
}

// Read passes bytes through, noting each newline's offset.
func (c *lineCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for i := 0; i < n; i++ {
		if p[i] == '\n' {
			c.nl = append(c.nl, c.off+int64(i))
		}
	}
	c.off += int64(n)
	return n, err
}

// lineAt returns the 1-based line holding byte offset off.
func (c *lineCounter) lineAt(off int64) int {
	return 1 + sort.Search(len(c.nl), func(i int) bool { return c.nl[i] >= off })
}

func cslRecord(raw []byte, line int) (Record, string) {
	m, err := decodeObject(raw)
	if err != nil {
		return Record{}, err.Error()
	}
	typ, _ := optString(m, "type")
	id, _ := optString(m, "id")
	rec := newRecord(FormatCSLJSON, typ, id, line)
	title, err := optString(m, "title")
	if err != nil {
		return rec, err.Error()
	}
	if rec.Title = collapseSpace(title); rec.Title == "" {
		return rec, fmt.Sprintf("item %s has no title", id)
	}
	names := m["author"]
	if names == nil {
		names = m["editor"]
	}
	if rec.Authors, err = cslNames(names); err != nil {
		return rec, err.Error()
	}
	rec.Year = cslYear(m["issued"])
	pt, ok := cslTypes[typ]
	if !ok {
		pt = "other"
	}
	rec.PublicationType = &pt
	venueKeys := []string{"container-title", "collection-title", "event-title", "publisher"}
	if pt == "book" || pt == "thesis" || pt == "report" {
		venueKeys = []string{"publisher", "container-title", "collection-title"}
	}
	for _, k := range venueKeys {
		if v := cslText(m[k]); v != "" {
			rec.Venue = &v
			break
		}
	}
	rec.DOI = strPtr(NormalizeDOI(cslText(m["DOI"])))
	rec.Abstract = strPtr(cslText(m["abstract"]))
	rec.URL = strPtr(cslText(m["URL"]))
	return rec, ""
}

// cslNames reads CSL name objects; particles stay with the family name.
func cslNames(v any) ([]domain.Author, error) {
	list, ok := v.([]any)
	if v != nil && !ok {
		return nil, fmt.Errorf("author must be an array")
	}
	out := []domain.Author{}
	for _, item := range list {
		o, ok := item.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("author entries must be objects")
		}
		family := strings.Join(strings.Fields(cslText(o["dropping-particle"])+" "+
			cslText(o["non-dropping-particle"])+" "+cslText(o["family"])+" "+cslText(o["suffix"])), " ")
		a := domain.Author{Given: cslText(o["given"]), Family: family, Literal: cslText(o["literal"])}
		if a.Given != "" || a.Family != "" || a.Literal != "" {
			out = append(out, a)
		}
	}
	return out, nil
}

// cslYear reads issued: {"date-parts": [[2020, 5]]}, {"raw": ...}, {"literal": ...} or a string.
func cslYear(v any) *int {
	switch d := v.(type) {
	case string:
		return yearOf(d)
	case map[string]any:
		if parts, ok := d["date-parts"].([]any); ok && len(parts) > 0 {
			if first, ok := parts[0].([]any); ok && len(first) > 0 {
				if y := yearOf(cslText(first[0])); y != nil {
					return y
				}
			}
		}
		for _, k := range []string{"raw", "literal", "season"} {
			if y := yearOf(cslText(d[k])); y != nil {
				return y
			}
		}
	}
	return nil
}

// cslText reads a string, a number or the first string of an array, whitespace collapsed.
func cslText(v any) string {
	switch t := v.(type) {
	case string:
		return collapseSpace(t)
	case json.Number:
		return t.String()
	case []any:
		if len(t) > 0 {
			return cslText(t[0])
		}
	}
	return ""
}
