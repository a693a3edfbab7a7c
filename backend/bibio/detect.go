package bibio

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
)

var (
	risHead    = regexp.MustCompile(`(?m)^TY  ?- ?\S`)
	bibtexHead = regexp.MustCompile(`(?m)^\s*@[A-Za-z]+\s*[{(]`)
)

// Detect guesses the import format of a file from its first bytes, then from its name;
// it returns FormatBibTeX, FormatRIS, FormatCSLJSON, FormatJSONL or "" when unsure.
func Detect(filename string, head []byte) string {
	h := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\ufeff")), " \t\r\n")
	switch {
	case risHead.Match(h):
		return FormatRIS
	case bibtexHead.Match(h):
		return FormatBibTeX
	case len(h) > 0 && h[0] == '[':
		return FormatCSLJSON
	case len(h) > 0 && h[0] == '{':
		return detectJSONObject(filename, h)
	}
	return byExtension(filename)
}

// detectJSONObject tells one-paper-per-line JSONL from a CSL-JSON item by its first line.
func detectJSONObject(filename string, h []byte) string {
	first, rest, more := bytes.Cut(h, []byte("\n"))
	var m map[string]any
	if json.Unmarshal(first, &m) == nil {
		if more && bytes.HasPrefix(bytes.TrimSpace(rest), []byte("{")) {
			return FormatJSONL
		}
		for _, k := range []string{"container-title", "issued", "author", "DOI", "URL"} {
			if _, ok := m[k]; ok {
				return FormatCSLJSON
			}
		}
		for _, k := range []string{"authors", "year", "publication_type", "venue", "doi", "external_id"} {
			if _, ok := m[k]; ok {
				return FormatJSONL
			}
		}
		if _, ok := m["type"]; ok {
			return FormatCSLJSON
		}
	} else if more {
		// a first line that is not a whole object: pretty-printed JSON
		return FormatCSLJSON
	}
	if f := byExtension(filename); f != "" {
		return f
	}
	return FormatJSONL
}

func byExtension(filename string) string {
	name := strings.ToLower(filename)
	switch {
	case strings.HasSuffix(name, ".csl.json"):
		return FormatCSLJSON
	}
	switch filepath.Ext(name) {
	case ".bib", ".bibtex", ".biblatex":
		return FormatBibTeX
	case ".ris":
		return FormatRIS
	case ".json":
		return FormatCSLJSON
	case ".jsonl", ".ndjson":
		return FormatJSONL
	}
	return ""
}
