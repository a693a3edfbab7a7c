package pdfmeta

import (
	"math"
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// titleCandidates are the page's largest-font block, the Info and XMP titles and the rule's
// choice; a file title shares the layout block's lines when the two agree.
func (h *header) titleCandidates() []Candidate {
	layout, lines := layoutTitle(h.page1)
	lk := compact(layout)
	cands := []Candidate{nullCandidate()}
	if layout != "" {
		f := map[string]float64{"layout": 1, "bias": 1, "words": math.Log1p(float64(wordCount(layout))),
			"lines": float64(len(lines)), "upper": b2f(isUpperWord(layout)), "venue_word": b2f(venueWordRe.MatchString(layout))}
		if len(lines) > 0 {
			f["size_ratio"] = math.Min(4, lines[0].size/h.body)
			f["top"] = lines[0].y0 / lines[0].ph
			f["bold"] = b2f(lines[0].bold)
		}
		cands = append(cands, Candidate{Text: layout, Features: f, lines: lines})
	}
	for _, raw := range []string{h.doc.Meta.XMPTitle, h.doc.Meta.Title} {
		t := metaTitle(raw)
		k := compact(t)
		if t == "" {
			continue
		}
		agree := lk != "" && (strings.Contains(lk, k) || strings.Contains(k, lk))
		if agree && k == lk {
			cands[len(cands)-1].Features["meta_agree"] = 1
			continue
		}
		dup := false
		for _, c := range cands {
			dup = dup || compact(c.Text) == k
		}
		if dup {
			continue
		}
		c := Candidate{Text: t, Features: map[string]float64{"meta": 1, "bias": 1, "meta_on_page": b2f(strings.Contains(h.page1Text, k)),
			"meta_agree": b2f(agree), "venue_word": b2f(venueWordRe.MatchString(t)), "meta_in_banner": b2f(h.inBanner(k)),
			"words": math.Log1p(float64(wordCount(t)))}}
		if agree {
			c.lines = lines
		}
		cands = append(cands, c)
	}
	rule := Candidate{Text: chooseTitle(h.doc.Meta, layout, h.page1Text)}
	return mark(cands, rule, sameText)
}

// inBanner reports whether a head or foot line with numbers (volume, year) holds k.
func (h *header) inBanner(k string) bool {
	for _, l := range h.page1 {
		if (l.y0 < 0.12*l.ph || l.y1 > 0.85*l.ph) && bannerNumRe.MatchString(l.text) && strings.Contains(compact(l.text), k) {
			return true
		}
	}
	return false
}

// authorCandidates are the names under the title, the names just above it, the Info/XMP
// authors and the rule's choice.
func (h *header) authorCandidates(title []line) []Candidate {
	layout := layoutAuthors(h.page1, title)
	meta := metaAuthors(h.doc.Meta)
	verified := len(meta) > 0
	for _, a := range meta {
		verified = verified && strings.Contains(h.page1Text, compact(a.Family))
	}
	cands := []Candidate{nullCandidate()}
	add := func(as []domain.Author, src string) {
		if len(as) == 0 {
			return
		}
		c := Candidate{Authors: as, Features: map[string]float64{src: 1, "bias": 1, "n": math.Log1p(float64(len(as))),
			"single": b2f(len(as) == 1)}}
		for i := range cands {
			if sameAuthors(cands[i], c) {
				cands[i].Features[src] = 1
				return
			}
		}
		cands = append(cands, c)
	}
	add(layout, "layout")
	add(readAuthorBlock(h.page1, title, false), "layout_loose")
	if verified {
		add(meta, "meta_verified")
	} else {
		add(meta, "meta_unverified")
	}
	add(h.namesAbove(title), "above")
	add(h.labelledNames(), "labelled")
	rule := Candidate{Authors: chooseAuthors(h.doc.Meta, layout, h.page1Text)}
	return mark(cands, rule, sameAuthors)
}

// namesAbove reads a line of names printed just above the title (some publishers put the
// authors first).
func (h *header) namesAbove(title []line) []domain.Author {
	if len(title) == 0 {
		return nil
	}
	top := title[0]
	var out []domain.Author
	for _, l := range h.page1 {
		if l.vertical || l.y1 > top.y0+1 || l.y0 < top.y0-0.08*l.ph || l.size > top.size {
			continue
		}
		names, ok := splitNames(nameText(l))
		if !ok {
			continue
		}
		out = nil
		for _, n := range names {
			out = append(out, toAuthor(n))
		}
	}
	return out
}

var authorLabelRe = regexp.MustCompile(`^(?:Author\(s\)|Authors?|By)\s*:?\s+(\p{Lu}.+)$`)

// labelledNames reads a cover page's "Author(s): ..." line (JSTOR, repositories).
func (h *header) labelledNames() []domain.Author {
	for _, l := range h.page1 {
		m := authorLabelRe.FindStringSubmatch(l.text)
		if m == nil {
			continue
		}
		names, ok := splitNames(m[1])
		if !ok {
			continue
		}
		var out []domain.Author
		for _, n := range names {
			out = append(out, toAuthor(n))
		}
		return out
	}
	return nil
}
