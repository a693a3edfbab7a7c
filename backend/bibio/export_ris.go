package bibio

import (
	"bufio"
	"io"
	"regexp"
	"strconv"
	"strings"

	"carrel/backend/domain"
)

// risOut gives, per publication_type, the TY code and an M3 (type of work) refinement.
var risOut = map[string][2]string{
	"journal_article":  {"JOUR", ""},
	"review":           {"JOUR", "review"},
	"conference_paper": {"CONF", ""},
	"preprint":         {"UNPB", "preprint"},
	"book":             {"BOOK", ""},
	"book_chapter":     {"CHAP", ""},
	"thesis":           {"THES", ""},
	"report":           {"RPRT", ""},
	"dataset":          {"DATA", ""},
	"other":            {"GEN", ""},
}

// WriteRIS writes papers as RIS records with CRLF line ends. Values are one line each:
// line breaks inside a title or abstract become spaces. Keywords are one KW each; a note is one
// N1 per paragraph (ParseRIS joins N1s with a blank line, so notes round-trip). Books, theses, reports and datasets
// carry their venue as PB (publisher, university, institution, repository), conference
// papers as both T2 and C3, other types as T2.
func WriteRIS(w io.Writer, papers []domain.Paper) error {
	bw := bufio.NewWriter(w)
	tag := func(t, v string) {
		if v = collapseSpace(v); v != "" || t == "ER" {
			bw.WriteString(t + "  - " + v + "\r\n")
		}
	}
	for _, p := range papers {
		pt := "other"
		if p.PublicationType != nil && isPublicationType(*p.PublicationType) {
			pt = *p.PublicationType
		}
		out := risOut[pt]
		tag("TY", out[0])
		tag("TI", p.Title)
		for _, a := range p.Authors {
			tag("AU", risName(a))
		}
		if p.Year != nil {
			tag("PY", strconv.Itoa(*p.Year))
			if pt == "conference_paper" {
				tag("DA", strconv.Itoa(*p.Year)) // CONF readers take the paper's date from DA
			}
		}
		if p.Venue != nil {
			switch pt {
			case "book", "thesis", "report", "dataset":
				tag("PB", *p.Venue)
			case "conference_paper":
				tag("T2", *p.Venue)
				tag("C3", *p.Venue) // proceedings title; T2 is read as the conference name
			default:
				tag("T2", *p.Venue)
			}
		}
		tag("M3", out[1])
		tag("DO", deref(p.DOI))
		tag("UR", deref(p.URL))
		tag("AB", deref(p.Abstract))
		for _, k := range p.Keywords {
			tag("KW", k)
		}
		for _, para := range noteParagraphs(p.Note) {
			tag("N1", para)
		}
		tag("ER", "")
		bw.WriteString("\r\n")
	}
	return bw.Flush()
}

// risName writes "Family, Given". An institution or a lone family name of several words is
// written "Name," so that readers do not split it into given and family names.
func risName(a domain.Author) string {
	lone := a.Literal
	if lone == "" && a.Given == "" {
		lone = a.Family
	}
	if lone == "" && a.Family == "" {
		lone = a.Given
	}
	if lone != "" {
		if strings.Contains(strings.TrimSpace(lone), " ") {
			return strings.TrimSpace(lone) + ","
		}
		return lone
	}
	if base, suf, ok := splitSuffix(a.Family); ok {
		return base + ", " + strings.TrimSpace(a.Given) + ", " + suf
	}
	return strings.TrimSpace(a.Family) + ", " + strings.TrimSpace(a.Given)
}

var blankLine = regexp.MustCompile(`\n[ \t\r]*\n`)

// noteParagraphs splits a note on blank lines; empty paragraphs are dropped.
func noteParagraphs(note string) []string {
	var out []string
	for _, p := range blankLine.Split(note, -1) {
		if p = collapseSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
