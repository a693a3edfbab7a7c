package pdfmeta

import (
	"strings"
	"unicode"
)

// coverHeadVenues adds the book title a chapter behind a publisher's cover page prints as its
// running head ("p2_head", "cover_head"): when page 2 prints the title and page 1 does not, page 1 is a cover
// (IntechOpen's "We are IntechOpen, the world's leading publisher…", a repository's sheet), and
// the chapter's second page is the document's page 3, whose top line over the text names the
// book ("Rehabilitation of the Human Bone-Muscle System"), set smaller than the body as
// bookVenues' page-2 head is (s16-venue). The page numbers beside it are no part of it.
func (h *header) coverHeadVenues(add func(text string, year int, feats ...string), titleText string) {
	tk := compact(titleText)
	if len(tk) < 12 || len(h.doc.Pages) < 3 || len(h.texts) < 2 || strings.Contains(h.page1Text, tk) || !strings.Contains(compact(h.texts[1]), tk) {
		return
	}
	ls := pageLines(&h.doc.Pages[2])
	var top *line
	for i, l := range ls {
		if !l.vertical && letters(l.text) > 0 && (top == nil || l.y0 < top.y0) {
			top = &ls[i]
		}
	}
	if top == nil || top.y0 > 0.1*top.ph || top.size >= 0.95*h.body {
		return
	}
	t := strings.TrimSpace(headPageNumRe.ReplaceAllString(smallCapsText(*top), ""))
	k := compact(t)
	if wordCount(t) < 2 || letters(t) < 8 || strings.ContainsAny(t, "0123456789,;") || !headlineWords(t) ||
		strings.Contains(tk, k) || strings.Contains(k, tk) || namesAuthors(t, h.authors) {
		return // the chapter's own title or its authors as the head, or a line of text
	}
	if t == strings.ToUpper(t) {
		t = titleCase(t)
	}
	add(t, 0, "p2_head", "cover_head")
}

// headlineWords reports whether t is written as a title: every word capitalized but the
// joining words ("Rehabilitation of the Human Bone-Muscle System").
func headlineWords(t string) bool {
	for i, w := range strings.Fields(t) {
		r := []rune(w)
		if unicode.IsUpper(r[0]) || i > 0 && minorWords[strings.ToLower(w)] {
			continue
		}
		return false
	}
	return true
}
