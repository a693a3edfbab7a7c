package service

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"carrel/backend/csl"
	"carrel/backend/domain"
)

// CSLItem is a paper as a CSL-JSON item: what the engine renders and what the CSL-JSON export
// writes. Empty fields are left out, as CSL-JSON processors expect.
type CSLItem struct {
	ID             string    `json:"id"`
	Type           string    `json:"type"`
	Title          string    `json:"title,omitempty"`
	Author         []CSLName `json:"author,omitempty"`
	Issued         *CSLDate  `json:"issued,omitempty"`
	ContainerTitle string    `json:"container-title,omitempty"`
	Publisher      string    `json:"publisher,omitempty"`
	DOI            string    `json:"DOI,omitempty"`
	URL            string    `json:"URL,omitempty"`
	Abstract       string    `json:"abstract,omitempty"`
	Genre          string    `json:"genre,omitempty"`
}

// CSLName is one CSL-JSON name: family and given, or a literal (institutions, unparsed names).
type CSLName struct {
	Family  string `json:"family,omitempty"`
	Given   string `json:"given,omitempty"`
	Literal string `json:"literal,omitempty"`
}

// CSLDate is a CSL-JSON date with date-parts.
type CSLDate struct {
	DateParts [][]int `json:"date-parts"`
}

// cslTypes maps publication_type to a CSL 1.0.2 item type; where the venue goes differs by type:
// a journal or proceedings is a container, the venue of a book, thesis or report its publisher.
var cslTypes = map[string]struct{ typ, venue, genre string }{
	"journal_article":  {"article-journal", "container-title", ""},
	"review":           {"article-journal", "container-title", ""},
	"conference_paper": {"paper-conference", "container-title", ""},
	"preprint":         {"article", "publisher", "preprint"},
	"book":             {"book", "publisher", ""},
	"book_chapter":     {"chapter", "container-title", ""},
	"thesis":           {"thesis", "publisher", ""},
	"report":           {"report", "publisher", ""},
	"dataset":          {"dataset", "publisher", ""},
}

// arxivVenue matches a venue that is an arXiv identifier ("arXiv:2002.05259 [cs]", "arXiv preprint
// arXiv:1706.03762"), not a journal.
var arxivVenue = regexp.MustCompile(`(?i)^(arxiv preprint\s+)?arxiv:\s*[a-z\-.]*/?\d`)

// PaperCSL maps a corpus paper to a CSL-JSON item whose id is the paper id. A paper without a
// publication type is a journal article when it has a venue, else a generic article.
func PaperCSL(p domain.Paper) CSLItem {
	it := CSLItem{ID: p.ID, Title: strings.TrimSpace(p.Title)}
	kind := cslTypes["journal_article"]
	if p.PublicationType != nil {
		if k, ok := cslTypes[*p.PublicationType]; ok {
			kind = k
		} else if p.Venue == nil {
			kind.typ = "article"
		}
	} else if p.Venue == nil {
		kind.typ = "article"
	}
	if arxivVenue.MatchString(cslStr(p.Venue)) {
		// Zotero's older arXiv items keep "arXiv:2002.05259 [cs]" as the journal; as a journal
		// title-casing styles (APA) print "[Cs]", as citeproc-js does. It is a preprint's number.
		kind = cslTypes["preprint"]
	}
	it.Type, it.Genre = kind.typ, kind.genre
	if v := cslStr(p.Venue); v != "" {
		if kind.venue == "publisher" {
			it.Publisher = v
		} else {
			it.ContainerTitle = v
		}
	}
	for _, a := range p.Authors {
		n := CSLName{Family: strings.TrimSpace(a.Family), Given: strings.TrimSpace(a.Given), Literal: strings.TrimSpace(a.Literal)}
		if n.Family == "" && n.Literal == "" && n.Given != "" { // a lone given name is all we know
			n.Literal, n.Given = n.Given, ""
		}
		if n != (CSLName{}) {
			it.Author = append(it.Author, n)
		}
	}
	if p.Year != nil && *p.Year != 0 {
		it.Issued = &CSLDate{DateParts: [][]int{{*p.Year}}}
	}
	it.DOI, it.URL, it.Abstract = cslStr(p.DOI), cslStr(p.URL), strings.TrimSpace(cslStr(p.Abstract))
	return it
}

func cslStr(s *string) string {
	if s == nil {
		return ""
	}
	return strings.TrimSpace(*s)
}

// papersToItems maps papers to engine items, in order.
func papersToItems(papers []domain.Paper) ([]csl.Item, error) {
	out := make([]CSLItem, len(papers))
	for i, p := range papers {
		out[i] = PaperCSL(p)
	}
	data, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	items, err := csl.ParseItems(data)
	if err != nil { // our own mapping is always valid CSL-JSON; a failure here is a bug
		return nil, fmt.Errorf("csl mapping: %w", err)
	}
	return items, nil
}
