package pdfmeta

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// labelOver reports whether the largest block (lines) is a short label set over the next block
// (lines2) in its column: one line of at most three words, the next block right under it (within
// four of the label's sizes), starting in the label's column, of at least four words, its first
// line not a line of names, a list or an institution (a short title over its authors' names or
// their affiliation set large). A
// magazine's or a journal's department head ("Graphics Applications", "PERSPECTIVE") is set
// larger than the title it stands over (s13-type, TUGboat's column heads).
func labelOver(lines, lines2 []line) bool {
	if len(lines) != 1 || len(lines2) == 0 || wordCount(lines[0].text) > 3 {
		return false
	}
	a, b := lines[0], lines2[0]
	words := 0
	for _, l := range lines2 {
		words += wordCount(l.text)
	}
	if words < 4 || b.y0 <= a.y1 || b.y0-a.y1 > 4*a.size || b.x0 >= a.x1 || a.x0 >= b.x1 ||
		institutionTitle(b.text) || strings.Count(b.text, ",") > 1 {
		return false
	}
	f := map[string]float64{}
	titleLexFeatures(f, b.text)
	return f["title_names"] < 0.3 // a title's first line, not the authors' names under a short title
}

// titleCandidates are the page's largest-font block, the Info and XMP titles and the rule's
// choice; a file title shares the layout block's lines when the two agree.
func (h *header) titleCandidates() []Candidate {
	layout, lines := h.layoutTitleOf(0)
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
	if len(lines) > 0 { // the next largest block: the title when the largest is a journal banner or a label
		rest := make([]line, 0, len(h.page1))
		for _, l := range h.page1 {
			if !slices.ContainsFunc(lines, func(t line) bool { return t.y0 == l.y0 && t.x0 == l.x0 && t.text == l.text }) {
				rest = append(rest, l)
			}
		}
		if t2, lines2, _ := layoutTitleWith(rest, false); t2 != "" && compact(t2) != lk {
			f := map[string]float64{"rank2": 1, "bias": 1, "words": math.Log1p(float64(wordCount(t2))), "lines": float64(len(lines2)),
				"upper": b2f(isUpperWord(t2)), "venue_word": b2f(venueWordRe.MatchString(t2)),
				"size_ratio": math.Min(4, lines2[0].size/h.body), "top": lines2[0].y0 / lines2[0].ph, "bold": b2f(lines2[0].bold),
				"below_first": b2f(lines2[0].y0 > lines[0].y0)}
			cands = append(cands, Candidate{Text: t2, Features: f, lines: lines2})
			if labelOver(lines, lines2) {
				cands[1].Features["label_over"] = 1 // a column's or a department's head over the title ("Graphics Applications")
			}
		}
	}
	cover := h.coverMarked()
	if cover && len(cands) > 1 {
		cands[1].Features["cover"] = 1
	}
	front, flat := h.frontPage1(cover, lines)
	if front && len(h.pages) > 1 {
		// a cover page (repository, publisher, JSTOR) or a book's copyright page puts the
		// paper's own first page second
		if t2, lines2 := h.layoutTitleOf(1); t2 != "" && compact(t2) != lk {
			cands = append(cands, Candidate{Text: t2, Features: h.page2TitleFeatures(t2, lines2, cover, front), lines: lines2})
		}
	}
	for _, raw := range []string{h.doc.Meta.XMPTitle, h.doc.Meta.Title} {
		t := metaTitle(raw)
		k := compact(t)
		if t == "" {
			continue
		}
		agree := lk != "" && (strings.Contains(lk, k) || strings.Contains(k, lk))
		if agree && k == lk {
			cands[1].Features["meta_agree"] = 1
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
		for _, o := range cands { // the other block it agrees with places the authors
			if ok := o.Features["page2"]+o.Features["rank2"] == 1; ok && !agree && strings.Contains(compact(o.Text), k) {
				c.lines, c.Features["meta_agree_other"] = o.lines, 1
			}
		}
		cands = append(cands, c)
	}
	patent := h.patentTitle()
	if wordCount(patent) >= 2 {
		cands = append(cands, Candidate{Text: patent, Features: map[string]float64{"patent_title": 1, "bias": 1,
			"words": math.Log1p(float64(wordCount(patent))), "upper": b2f(isUpperWord(patent))}})
	} else {
		patent = ""
	}
	for i, n := 0, len(cands); i < n; i++ {
		if c := cands[i]; c.Features["layout"]+c.Features["rank2"]+c.Features["page2"] == 1 {
			if t := h.subtitled(c); t != "" {
				cands = append(cands, cutCandidate(c, t, "subtitle"))
			}
		}
	}
	if t, bl := boldTitleBlock(h.page1, h.body); t != "" && (lk == "" || !strings.HasPrefix(compact(t), lk)) &&
		!slices.ContainsFunc(cands, func(c Candidate) bool { return compact(c.Text) == compact(t) }) {
		cands = append(cands, Candidate{Text: t, lines: bl, Features: map[string]float64{"bold_block": 1, "bias": 1,
			"words": math.Log1p(float64(wordCount(t))), "lines": float64(len(bl)), "upper": b2f(isUpperWord(t)),
			"venue_word": b2f(venueWordRe.MatchString(t)), "size_ratio": math.Min(4, bl[0].size/h.body), "top": bl[0].y0 / bl[0].ph, "bold": 1}})
	}
	cands = h.moreTitleCandidates(cands)
	cited := h.citedTitles()
	cands = citedTitleCandidates(cands, cited)
	cands = sizeCutCandidates(cands)
	ruleLayout := layout
	if len(cands) > 2 && cands[2].Features["rank2"] == 1 && layout != "" && (h.inBannerOther(lk, lines) || journalNamed(layout) || volumeUnder(h.page1, lines) || cands[1].Features["label_over"] == 1) {
		ruleLayout = cands[2].Text // the largest block is the journal's name, repeated in its volume banner or built as one, or a department's head over the title
	}
	if blurbTitle(ruleLayout) || institutionTitle(ruleLayout) || flat {
		// a cover's own words or its institution, or a page 1 with nothing set large: the paper's
		// title is the page-2 or the next block
		ruleLayout = ""
		for _, c := range cands {
			if (c.Features["page2"] == 1 || c.Features["rank2"] == 1 && !flat) && !blurbTitle(c.Text) && !institutionTitle(c.Text) && ruleLayout == "" {
				ruleLayout = c.Text
			}
		}
	}
	ruleLayout = cutRule(cands, sizeCutRule(cands, citedRuleTitle(cands, cited, ruleLayout, front)))
	rule := Candidate{Text: chooseTitle(h.doc.Meta, ruleLayout, h.page1Text)}
	if patent != "" {
		rule.Text = patent // a patent's title field (54), set small under the office's heading
	}
	cands = h.addLineTitle(cands) // the line labeler's title (cand_lines.go)
	cands = mark(cands, rule, sameText)
	for i := range cands {
		titleLexFeatures(cands[i].Features, cands[i].Text)
		titleFrontFeatures(cands[i].Features, cands[i].Text, cited)
		if h.runningHead(cands[i].Text) {
			cands[i].Features["running_head"] = 1 // printed again at the top or foot of page 2
		}
		if k := compact(cands[i].Text); cands[i].Features["meta"] == 0 && k != "" && h.inBannerOther(k, cands[i].lines) {
			cands[i].Features["layout_in_banner"] = 1 // a journal's name set large and repeated in its volume banner
		}
		if cands[i].Features["meta"] == 0 && volumeUnder(h.page1, cands[i].lines) {
			// a journal's name set large over its "Volume 33, Issue 1" line: named as a journal and
			// standing for its banner, whether or not the lexicon knows the name
			cands[i].Features["layout_in_banner"], cands[i].Features["journal_title"] = 1, 1
		}
		if blurbTitle(cands[i].Text) {
			cands[i].Features["blurb"] = 1 // a cover's or a site's own words, never a paper's title
		}
		if institutionTitle(cands[i].Text) {
			cands[i].Features["institution"] = 1 // a report cover's lab: "The Continuous Electron Beam Accelerator Facility"
		}
		// a compound's parts are words of their own: "semidefinite-programming-based" is no garble
		for _, w := range strings.FieldsFunc(cands[i].Text, func(r rune) bool { return r == ' ' || r == '-' || r == '–' || r == '/' }) {
			if letters(w) > 24 {
				cands[i].Features["long_token"] = 1 // text set in a font without a Unicode map: "1RYHO\EULGFWXDWRU..."
				break
			}
		}
	}
	markCiteElsewhere(cands)
	return cands
}

// institutionRe is the name of an institution, set large on a report's or a thesis's cover.
var institutionRe = regexp.MustCompile(`(?i)\b(facility|laborator(y|ies)|universit(y|ät|é|à)|institute|cent(er|re)|department|college|corporation|inc\.?|ltd\.?|gmbh)\s*$|^\s*(the\s+)?(universit(y|ät|é|à)|institute|department|school|faculty)\s+(of|for|degli|de|für)\b`)

// institutionTitle reports whether a would-be title of a few words names an institution.
func institutionTitle(t string) bool { return wordCount(t) <= 8 && institutionRe.MatchString(t) }

// blurbRe finds the words publishers and repositories print on covers and banners, and a
// banner's sentence about the document itself ("This document is a part of the … documentation").
var blurbRe = regexp.MustCompile(`(?i)we are|leading publisher|open access books|downloaded from|this content|` +
	`accepted manuscript|all rights reserved|terms and conditions|see discussions|researchgate|for personal use|` +
	`grants? permission|permission to (reproduce|make|copy)|provided (that )?proper attribution|for your personal,? non-?commercial use|if you wish to distribute|high-quality copies|` +
	`\bthis (document|article|paper|manuscript|preprint|chapter|version) (is|was|has been|appears|appeared)\b`)

// genreLabelRe is a line that only names the document's kind, as a manual's or a report's cover
// sets it over the title ("Software Manual", "User's Guide", "Technical Report", "Reference
// Manual"): never the title itself (s16-s15open: a JKU manual's cover head read as its title).
var genreLabelRe = regexp.MustCompile(`(?i)^\s*(?:(?:software|user['’]?s?|reference|programming|programmer['’]?s?|technical|installation|administrator['’]?s?|research|annual|final|internal)\s+)?(?:manual|guide|report|documentation|handbook|notes)\s*$`)

// blurbTitle reports whether a would-be title is a cover's or a site's own words (blurbRe) or
// only the document's kind (genreLabelRe).
func blurbTitle(t string) bool { return blurbRe.MatchString(t) || genreLabelRe.MatchString(t) }

// coverMarks are the marks of a cover page put before the paper by a repository or publisher,
// in lower case. They were one `(?i)` regular expression over page 1 (coverRe), read twice a
// paper: plain substring tests of the folded page (foldASCII) match the same pages ten times
// faster.
var coverMarks = []string{"researchgate", "intechopen", "jstor", "this content was downloaded", "accepted manuscript",
	"all content following this page", "for more information about", "terms and conditions of use", "open access books",
	"cite this article", "downloaded from", "this article appeared in a journal published by",
	"for your personal non-commercial use only", "for your personal noncommercial use only",
	"for your personal, non-commercial use only", "for your personal, noncommercial use only"}

// coverMarked reports whether page 1 prints one of coverMarks, read once per paper.
func (h *header) coverMarked() bool {
	if h.coverMk == 0 {
		h.coverMk = 2
		if containsAny(foldASCII(h.texts0()), coverMarks) {
			h.coverMk = 1
		}
	}
	return h.coverMk == 1
}

// texts0 is page 1's text.
func (h *header) texts0() string {
	if len(h.texts) == 0 {
		return ""
	}
	return h.texts[0]
}

// inBanner reports whether a head or foot line with numbers (volume, year) holds k.
func (h *header) inBanner(k string) bool {
	for _, l := range h.page1 {
		if l.atEdge() && bannerNumRe.MatchString(l.text) && strings.Contains(compact(l.text), k) {
			return true
		}
	}
	return false
}

// runningHead reports whether t is the whole of a head or foot line of page 2 (a running
// head: "Qian et al.", a journal's name, or a short title).
func (h *header) runningHead(t string) bool {
	k := compact(t)
	if len(h.pages) < 2 || len(k) < 4 {
		return false
	}
	for _, l := range h.pages[1] {
		if (l.y0 < 0.1*l.ph || l.y1 > 0.9*l.ph) && strings.Contains(compact(l.text), k) && len(compact(l.text)) < len(k)+12 {
			return true
		}
	}
	return false
}

// inBannerOther is inBanner without the lines of the candidate itself.
func (h *header) inBannerOther(k string, own []line) bool {
	for _, l := range h.page1 {
		if slices.ContainsFunc(own, func(o line) bool { return o.y0 == l.y0 && o.x0 == l.x0 }) {
			continue
		}
		if l.atEdge() && bannerNumRe.MatchString(l.text) && strings.Contains(compact(l.text), k) {
			return true
		}
	}
	return false
}

// volumeIssueRe is a journal's issue line: "Volume 12, Issue 3, 2021", "Vol. 7 No. 2".
var volumeIssueRe = regexp.MustCompile(`(?i)^\W*vol(ume|\.)?\s*\d+\s*[,;(]?\s*(issue|no\.?|number)\s*\d+`)

// volumeUnder reports whether the line right under a block is a journal's volume and issue
// line: the block is the journal's name set large over it, not the paper's title.
func volumeUnder(page []line, block []line) bool {
	if len(block) == 0 {
		return false
	}
	last := block[len(block)-1]
	for _, l := range page {
		if l.page == last.page && l.y0 >= last.y1-0.2*last.size && l.y0-last.y1 < 1.5*last.size && l.x0 < last.x1 && l.x1 > last.x0 && volumeIssueRe.MatchString(l.text) {
			return true
		}
	}
	return false
}
