package pdfmeta

import (
	"regexp"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// ExtractPaper reads the paper's metadata from the file's own metadata and its first
// pages. Fields it cannot establish stay empty; NeedsReview is set when the title or
// the authors are unknown. It never fails and never reads past page 2.
func ExtractPaper(doc *pdf.Doc) PaperMeta {
	var m PaperMeta
	if doc == nil {
		m.NeedsReview = true
		return m
	}
	pages := docLines(doc, 2)
	var texts []string
	for i := range doc.Pages {
		if i >= 2 {
			break
		}
		texts = append(texts, ligatures.Replace(doc.Pages[i].Text))
	}
	var page1 []line
	page1Text := ""
	if len(pages) > 0 {
		page1, page1Text = pages[0], compact(texts[0])
	}

	layout, titleLines := layoutTitle(page1)
	m.Title = chooseTitle(doc.Meta, layout, page1Text)
	m.Authors = chooseAuthors(doc.Meta, layoutAuthors(page1, titleLines), page1Text)
	m.DOI = findDOI(doc.Meta.DOI, texts)
	m.ArXivID = findArXiv(texts)
	var venueYear int
	m.Venue, venueYear = findVenue(page1, titleLines)
	m.Year = findYear(page1, venueYear, m.ArXivID)
	m.Abstract = findAbstract(pages)
	m.NeedsReview = m.Title == "" || len(m.Authors) == 0
	return m
}

// chooseTitle prefers a clean metadata title that is printed on page 1, then the layout
// title. An unverifiable metadata title is used only when page 1 has no text at all.
func chooseTitle(meta pdf.Metadata, layout, page1 string) string {
	for _, raw := range []string{meta.XMPTitle, meta.Title} {
		t := metaTitle(raw)
		if t == "" {
			continue
		}
		if c := compact(t); len(page1) < 200 || strings.Contains(page1, c) {
			return t
		}
	}
	return layout
}

var (
	etAlRe  = regexp.MustCompile(`(?i)\bet\.?\s*al\b`)
	parenRe = regexp.MustCompile(`\([^)]*\)|\{[^}]*\}|\[[^\]]*\]`)
)

// metaAuthors parses the Info/XMP author list; nil when it is incomplete ("et al.") or
// any entry is not a person's name.
func metaAuthors(meta pdf.Metadata) []domain.Author {
	raw := meta.XMPAuthors
	if len(raw) == 0 && strings.TrimSpace(meta.Author) != "" {
		if etAlRe.MatchString(meta.Author) {
			return nil
		}
		s := parenRe.ReplaceAllString(meta.Author, "")
		sep := regexp.MustCompile(`\s*(?:;|,|\band\b|&)\s*`)
		if strings.Contains(s, ";") {
			sep = regexp.MustCompile(`\s*;\s*`)
		}
		raw = sep.Split(s, -1)
	}
	var out []domain.Author
	for _, r := range raw {
		r = collapse(r)
		if r == "" {
			continue
		}
		if etAlRe.MatchString(r) || affiliationRe.MatchString(r) {
			return nil
		}
		if family, given, ok := strings.Cut(r, ","); ok { // "Family, Given"
			r = strings.TrimSpace(given) + " " + strings.TrimSpace(family)
		}
		toks := nameTokens(r)
		if toks == nil {
			return nil
		}
		out = append(out, toAuthor(toks))
	}
	return out
}

// chooseAuthors prefers metadata names when every family name is printed on page 1
// and they are at least as many as the layout found; otherwise the layout names.
func chooseAuthors(meta pdf.Metadata, layout []domain.Author, page1 string) []domain.Author {
	ma := metaAuthors(meta)
	verified := len(ma) > 0
	for _, a := range ma {
		if !strings.Contains(page1, compact(a.Family)) {
			verified = false
		}
	}
	if verified && len(ma) == len(layout) {
		same := true
		for i := range ma {
			same = same && compact(ma[i].Family) == compact(layout[i].Family)
		}
		if same {
			return layout // the page keeps accents that metadata often drops
		}
	}
	if verified && len(ma) >= len(layout) || verified && len(ma) >= 2 {
		return ma
	}
	return layout
}
