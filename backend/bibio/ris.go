package bibio

import (
	"bufio"
	"io"
	"strings"
)

// risRecord gathers the tags of one RIS record in order of appearance.
type risRecord struct {
	line int
	tags map[string][]string
	last string
}

// ParseRIS reads RIS records (TY ... ER). Lines that carry no tag continue the previous
// tag's value; a record missing its ER still counts; a record without a title is reported.
func ParseRIS(r io.Reader) ([]Record, []RecordError) {
	var recs []Record
	var errs []RecordError
	br := bufio.NewReaderSize(r, 64<<10)
	var cur *risRecord
	flush := func() {
		if cur == nil {
			return
		}
		rec, msg := risToRecord(cur)
		if msg != "" {
			errs = append(errs, RecordError{Line: cur.line, Message: msg})
		} else {
			recs = append(recs, rec)
		}
		cur = nil
	}
	for n := 1; ; n++ {
		raw, truncated, err := readLine(br, maxChunk)
		if len(raw) == 0 && err != nil {
			break
		}
		line := strings.TrimRight(string(raw), "\r\n")
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if truncated {
			errs = append(errs, RecordError{Line: n, Message: "ris: line longer than 8 MiB"})
			continue
		}
		tag, val, ok := risTag(line)
		switch {
		case ok && tag == "TY":
			flush()
			cur = &risRecord{line: n, tags: map[string][]string{"TY": {val}}}
		case ok && tag == "ER":
			flush()
		case ok:
			if cur == nil {
				cur = &risRecord{line: n, tags: map[string][]string{}}
			}
			if tag == "A1" {
				tag = "AU" // one list, so authors keep their file order
			}
			cur.tags[tag] = append(cur.tags[tag], val)
			cur.last = tag
		case cur != nil && cur.last != "" && strings.TrimSpace(line) != "":
			vals := cur.tags[cur.last]
			vals[len(vals)-1] = strings.TrimSpace(vals[len(vals)-1] + " " + strings.TrimSpace(line))
		}
		if err != nil {
			break
		}
	}
	flush()
	return recs, errs
}

// risTag splits "XX  - value"; it tolerates one or two spaces and a missing space after '-'.
func risTag(line string) (string, string, bool) {
	if len(line) < 4 || !isUpper(line[0]) || !(isUpper(line[1]) || isDigit(line[1])) {
		return "", "", false
	}
	rest := line[2:]
	i := 0
	for i < len(rest) && i < 3 && rest[i] == ' ' {
		i++
	}
	if i == 0 || i >= len(rest) || rest[i] != '-' {
		return "", "", false
	}
	return line[:2], strings.TrimSpace(rest[i+1:]), true
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// risVenueTags lists where a venue may be, best first; books, theses and reports name a publisher.
var risVenueTags = []string{"T2", "JF", "JO", "BT", "C3", "JA", "J2", "PB"}
var risPublisherFirst = []string{"PB", "T2", "BT", "T3"}

func risToRecord(rr *risRecord) (Record, string) {
	t := rr.tags
	first := func(tags ...string) string {
		for _, k := range tags {
			for _, v := range t[k] {
				if v = collapseSpace(v); v != "" {
					return v
				}
			}
		}
		return ""
	}
	typ := strings.ToUpper(first("TY"))
	rec := newRecord(FormatRIS, typ, first("ID"), rr.line)
	rec.Title = first("TI", "T1", "CT")
	if rec.Title == "" && (typ == "BOOK" || typ == "EBOOK") {
		rec.Title = first("BT")
	}
	if rec.Title == "" {
		return rec, "ris: record has no title (TI or T1)"
	}
	for _, v := range t["AU"] {
		if a, ok := plainName(v); ok {
			rec.Authors = append(rec.Authors, a)
		}
	}
	rec.Year = yearOf(first("PY", "Y1", "DA"))
	pt, ok := risTypes[typ]
	if !ok {
		pt = "other"
	}
	venueTags := risVenueTags
	if pt == "book" || pt == "thesis" || pt == "report" || pt == "dataset" {
		venueTags = risPublisherFirst
	}
	rec.Venue = strPtr(first(venueTags...))
	rec.DOI = strPtr(NormalizeDOI(first("DO")))
	rec.Abstract = strPtr(first("AB", "N2"))
	rec.URL = strPtr(first("UR", "L2"))
	for _, v := range t["L1"] {
		if p := risFilePath(v); p != "" && strings.HasSuffix(strings.ToLower(p), ".pdf") {
			rec.Files = append(rec.Files, p)
		}
	}
	if rec.DOI == nil && rec.URL != nil && strings.Contains(*rec.URL, "doi.org/") {
		rec.DOI = strPtr(NormalizeDOI(*rec.URL))
	}
	switch m3 := strings.ToLower(first("M3")); {
	case m3 == "preprint" || (typ == "UNPB" && rec.Venue != nil && preprintVenue.MatchString(*rec.Venue)):
		pt = "preprint"
	case m3 == "review" && pt == "journal_article":
		pt = "review"
	}
	rec.PublicationType = &pt
	rec.Keywords = risKeywords(t["KW"])
	var notes []string
	for _, v := range t["N1"] {
		if v = strings.TrimSpace(v); v != "" {
			notes = append(notes, v)
		}
	}
	rec.Note = strings.Join(notes, "\n\n")
	return rec, ""
}

// risKeywords reads KW lines: one keyword each, though some tools write a ";" list on one line;
// repeats (case-insensitive) are dropped.
func risKeywords(lines []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range lines {
		for _, k := range strings.Split(l, ";") {
			if k = collapseSpace(k); k != "" && !seen[strings.ToLower(k)] {
				seen[strings.ToLower(k)] = true
				out = append(out, k)
			}
		}
	}
	return out
}
