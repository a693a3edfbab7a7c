package service

import (
	"errors"
	"html"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/csl"
)

// formatItem renders one CSL-JSON item (already validated) in both modes.
// Errors: 422 insufficient_metadata.
func (cs *CitationService) formatItem(r *renderer, item citeItem) (CitationEntry, error) {
	entries, inText, err := r.render(item.items, true)
	if err != nil {
		return CitationEntry{}, err
	}
	e := CitationEntry{Object: "citation_entry", ID: citeID(r.info.ID, item.raw), Style: styleRef(r.info), InText: inText}
	if len(entries) > 0 {
		e.BibliographyText, e.BibliographyHTML = entries[0].Text, entryHTML(entries[0].HTML)
	}
	return e, nil
}

// render builds the bibliography of items in the style's order and, when cite is set, the
// in-text citation of the first item. A style without a bibliography (some note styles) gives
// its full citation as the entry, which is what such styles print in a reference list.
// Errors: 422 insufficient_metadata; a processor error.
func (r *renderer) render(items []csl.Item, cite bool) (entries []csl.Entry, inText string, err error) {
	p, err := r.processor()
	if err != nil {
		return nil, "", err
	}
	ok := false
	defer func() {
		if ok { // a processor that failed mid-render might hold partial state: drop it
			r.put(p)
		}
	}()
	if r.style.HasBibliography() {
		if entries, err = p.Bibliography(items); err != nil {
			return nil, "", metadataError(err)
		}
	} else {
		if err := p.Register(items); err != nil {
			return nil, "", metadataError(err)
		}
		entries = make([]csl.Entry, 0, len(items))
		for i := range items {
			text, htm, err := p.Cite(csl.CiteRef{ID: items[i].ID})
			if err != nil {
				return nil, "", metadataError(err)
			}
			if strings.TrimSpace(text) != "" {
				entries = append(entries, csl.Entry{ID: items[i].ID, Text: text, HTML: htm})
			}
		}
	}
	if len(entries) == 0 {
		return nil, "", insufficientMetadata()
	}
	for i := range entries {
		entries[i].Text = spaceLeftMargin(entries[i].Text, entries[i].HTML)
	}
	if cite {
		text, _, err := p.Cite(csl.CiteRef{ID: items[0].ID})
		if err != nil {
			return nil, "", metadataError(err)
		}
		if strings.TrimSpace(text) == "" {
			return nil, "", insufficientMetadata()
		}
		inText = text
	}
	ok = true
	return entries, inText, nil
}

func metadataError(err error) error {
	if errors.Is(err, csl.ErrInsufficientMetadata) {
		return insufficientMetadata().WithCause(err)
	}
	return err
}

func insufficientMetadata() *apierr.Error {
	return apierr.Unprocessable("insufficient_metadata",
		"The item has too few fields for this style to render it (at least a title or an author is needed).")
}

// spaceLeftMargin separates a second-field-align label ("[1]") from the entry in plain text,
// where citeproc-js conventions glue them ("[1]A. Author"); the HTML keeps them in two divs.
func spaceLeftMargin(text, htm string) string {
	const open = `<div class="csl-left-margin">`
	i := strings.Index(htm, open)
	if i < 0 {
		return text
	}
	rest := htm[i+len(open):]
	j := strings.Index(rest, "</div>")
	if j < 0 {
		return text
	}
	label := html.UnescapeString(stripTags(rest[:j]))
	if label == "" || !strings.HasPrefix(text, label) || len(text) == len(label) || text[len(label)] == ' ' {
		return text
	}
	return label + " " + text[len(label):]
}

// stripTags drops HTML tags, keeping the text between them.
func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// entryHTML wraps an entry's inline HTML the way citeproc-js does.
func entryHTML(inner string) string {
	return `<div class="csl-entry">` + inner + `</div>`
}

// bibliographyHTML joins entries into a citeproc-js bibliography body.
func bibliographyHTML(entries []csl.Entry) string {
	var b strings.Builder
	b.WriteString(`<div class="csl-bib-body">`)
	for _, e := range entries {
		b.WriteString("\n  ")
		b.WriteString(entryHTML(e.HTML))
	}
	b.WriteString("\n</div>")
	return b.String()
}
