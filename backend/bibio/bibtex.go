package bibio

import (
	"io"
	"regexp"
	"strings"
)

// ParseBibTeX reads BibTeX/BibLaTeX entries. It streams entry by entry; a broken entry is
// reported with its line and never stops the entries after it.
func ParseBibTeX(r io.Reader) ([]Record, []RecordError) {
	var recs []Record
	var errs []RecordError
	macros := map[string]string{}
	ch := newBibChunker(r)
	for {
		chunk, line, oversize, ok := ch.next()
		if !ok {
			return recs, errs
		}
		if oversize {
			errs = append(errs, RecordError{Line: line, Message: "bibtex: entry larger than 8 MiB"})
			continue
		}
		entries, es := parseChunk(chunk, line, macros)
		errs = append(errs, es...)
		for _, e := range entries {
			rec, err := bibRecord(e)
			if err != "" {
				errs = append(errs, RecordError{Line: e.line, Message: err})
				continue
			}
			recs = append(recs, rec)
		}
	}
}

var preprintVenue = regexp.MustCompile(`(?i)\b(arxiv|biorxiv|medrxiv|chemrxiv|ssrn|preprints?)\b`)

// venueFields lists where each entry type keeps its venue, best first.
var venueFields = map[string][]string{
	"article":       {"journal", "journaltitle"},
	"inproceedings": {"booktitle", "eventtitle", "series", "publisher"},
	"conference":    {"booktitle", "eventtitle", "series", "publisher"},
	"incollection":  {"booktitle", "publisher"},
	"inbook":        {"booktitle", "publisher"},
	"book":          {"publisher", "series"},
	"phdthesis":     {"school", "institution"},
	"mastersthesis": {"school", "institution"},
	"thesis":        {"school", "institution"},
	"techreport":    {"institution", "publisher"},
	"report":        {"institution", "publisher"},
}

var defaultVenueFields = []string{"journal", "journaltitle", "booktitle", "publisher", "school",
	"institution", "organization", "howpublished"}

// bibRecord maps a raw entry to a Record; a non-empty string is the reason it is rejected.
func bibRecord(e bibEntry) (Record, string) {
	rec := newRecord(FormatBibTeX, e.typ, e.key, e.line)
	f := e.fields
	rec.Title = decodeLaTeX(f["title"])
	if rec.Title == "" {
		return rec, "bibtex: entry " + e.key + " has no title"
	}
	names := f["author"]
	if strings.TrimSpace(names) == "" {
		names = f["editor"]
	}
	rec.Authors = parseNameList(names)
	rec.Year = yearOf(decodeLaTeX(f["year"]))
	if rec.Year == nil {
		rec.Year = yearOf(f["date"])
	}
	fields, ok := venueFields[e.typ]
	if !ok {
		fields = defaultVenueFields
	}
	for _, name := range fields {
		v := f[name]
		if strings.Contains(v, "\\url") || strings.Contains(v, "://") {
			continue
		}
		if v = decodeLaTeX(v); v != "" {
			rec.Venue = &v
			break
		}
	}
	rec.Abstract = strPtr(decodeLaTeX(f["abstract"]))
	rec.CitationKey = strings.TrimSpace(e.key)
	rec.Keywords = splitKeywords(decodeLaTeX(f["keywords"]))
	rec.Note = strings.TrimSpace(decodeLaTeX(f["note"]))
	rec.Files = FileField(f["file"])
	rec.URL = strPtr(decodeVerbatim(f["url"]))
	if rec.URL == nil && strings.Contains(f["howpublished"], "\\url") {
		rec.URL = strPtr(decodeVerbatim(f["howpublished"]))
	}
	doi := NormalizeDOI(decodeVerbatim(f["doi"]))
	if doi == "" && rec.URL != nil && strings.Contains(*rec.URL, "doi.org/") {
		doi = NormalizeDOI(*rec.URL)
	}
	rec.DOI = strPtr(doi)
	switch strings.ToLower(decodeLaTeX(f["openaccess"])) {
	case "true", "yes", "1":
		rec.OpenAccess = boolPtr(true)
	case "false", "no", "0":
		rec.OpenAccess = boolPtr(false)
	}
	pt := bibPublicationType(e, rec.Venue)
	rec.PublicationType = &pt
	if pt == "preprint" && rec.URL == nil {
		if id := decodeVerbatim(f["eprint"]); id != "" && isArxiv(f) {
			rec.URL = strPtr("https://arxiv.org/abs/" + id)
		}
	}
	return rec, ""
}

// bibPublicationType maps the entry type, refined by arXiv eprints, pubstate and type fields.
func bibPublicationType(e bibEntry, venue *string) string {
	f := e.fields
	pt, ok := bibtexTypes[e.typ]
	if !ok {
		pt = "other"
	}
	kind := strings.ToLower(decodeLaTeX(f["type"]))
	switch {
	case isArxiv(f) || strings.EqualFold(decodeLaTeX(f["pubstate"]), "preprint"):
		return "preprint"
	case (pt == "journal_article" || pt == "other") && venue != nil && preprintVenue.MatchString(*venue):
		return "preprint"
	case pt == "journal_article" && strings.Contains(kind, "review"):
		return "review"
	case pt == "other" && kind == "dataset":
		return "dataset"
	}
	return pt
}

func isArxiv(f map[string]string) bool {
	for _, k := range []string{"archiveprefix", "eprinttype"} {
		if strings.EqualFold(strings.TrimSpace(decodeVerbatim(f[k])), "arxiv") {
			return true
		}
	}
	return false
}

// splitKeywords splits a keywords field on commas or semicolons (both are common).
func splitKeywords(s string) []string {
	var out []string
	for _, k := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
		if k = strings.TrimSpace(k); k != "" {
			out = append(out, k)
		}
	}
	return out
}
