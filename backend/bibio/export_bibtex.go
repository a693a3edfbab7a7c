package bibio

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"carrel/backend/domain"
)

// bibtexOut gives, per publication_type, the entry type and the field holding the venue.
var bibtexOut = map[string][2]string{
	"journal_article":  {"article", "journal"},
	"review":           {"article", "journal"},
	"conference_paper": {"inproceedings", "booktitle"},
	"preprint":         {"misc", "howpublished"},
	"book":             {"book", "publisher"},
	"book_chapter":     {"incollection", "booktitle"},
	"thesis":           {"phdthesis", "school"},
	"report":           {"techreport", "institution"},
	"dataset":          {"misc", "howpublished"},
	"other":            {"misc", "howpublished"},
}

var arxivID = regexp.MustCompile(`(?i)(?:arxiv\.org/(?:abs|pdf)/|10\.48550/arxiv\.)([0-9]{4}\.[0-9]{4,5}|[a-z-]+(?:\.[A-Z]{2})?/[0-9]{7})`)

// WriteBibTeX writes papers as BibTeX entries that classic bibtex accepts. Citation keys are
// familyYearFirstword in lower-case ASCII, with a, b, ... appended on collision, so the same
// list always gives the same keys. Line breaks inside fields are not kept.
func WriteBibTeX(w io.Writer, papers []domain.Paper) error {
	bw := bufio.NewWriter(w)
	keys := CitationKeys(papers)
	for i, p := range papers {
		pt := "other"
		if p.PublicationType != nil && isPublicationType(*p.PublicationType) {
			pt = *p.PublicationType
		}
		out := bibtexOut[pt]
		fmt.Fprintf(bw, "@%s{%s,\n", out[0], keys[i])
		field := func(name, value string) {
			if value != "" {
				fmt.Fprintf(bw, "  %s = {%s},\n", name, value)
			}
		}
		field("title", "{"+encodeLaTeX(p.Title)+"}")
		field("author", bibtexNames(p.Authors))
		if p.Year != nil {
			field("year", strconv.Itoa(*p.Year))
		}
		if p.Venue != nil {
			field(out[1], encodeLaTeX(*p.Venue))
		}
		switch pt {
		case "review":
			field("type", "Review")
		case "dataset":
			field("type", "Dataset")
		case "preprint":
			field("pubstate", "preprint")
			if m := arxivID.FindStringSubmatch(deref(p.URL) + " " + deref(p.DOI)); m != nil {
				field("eprint", m[1])
				field("archiveprefix", "arXiv")
			}
		}
		if p.DOI != nil {
			field("doi", encodeVerbatim(*p.DOI))
		}
		if p.URL != nil {
			field("url", encodeVerbatim(*p.URL))
		}
		if p.OpenAccess != nil {
			field("openaccess", strconv.FormatBool(*p.OpenAccess))
		}
		if p.Abstract != nil {
			field("abstract", encodeLaTeX(*p.Abstract))
		}
		if len(p.Keywords) > 0 {
			field("keywords", encodeLaTeX(strings.Join(p.Keywords, ", ")))
		}
		if p.Note != "" {
			field("note", encodeLaTeX(p.Note))
		}
		bw.WriteString("}\n\n")
	}
	return bw.Flush()
}

// bibtexNames writes "Family, Given and ..."; institutions and parts that hold a comma or
// the word "and" are wrapped in braces so BibTeX keeps them whole.
func bibtexNames(authors []domain.Author) string {
	var names []string
	for _, a := range authors {
		switch {
		case a.Literal != "":
			names = append(names, "{"+encodeLaTeX(a.Literal)+"}")
		case a.Family != "" && a.Given != "":
			if base, suf, ok := splitSuffix(a.Family); ok {
				names = append(names, protectName(base)+", "+protectName(suf)+", "+protectName(a.Given))
			} else {
				names = append(names, protectName(a.Family)+", "+protectName(a.Given))
			}
		case a.Family != "" && !strings.Contains(a.Family, " "):
			names = append(names, protectName(a.Family))
		case a.Family != "":
			// braces keep a many-word family name whole; it reads back as a literal name
			names = append(names, "{"+encodeLaTeX(a.Family)+"}")
		case a.Given != "":
			names = append(names, "{"+encodeLaTeX(a.Given)+"}")
		}
	}
	return strings.Join(names, " and ")
}

var andWord = regexp.MustCompile(`(?i)(^|\s)and(\s|$)`)

func protectName(s string) string {
	e := encodeLaTeX(s)
	if strings.Contains(s, ",") || andWord.MatchString(s) {
		return "{" + e + "}"
	}
	return e
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
