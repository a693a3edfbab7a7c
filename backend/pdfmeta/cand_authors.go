package pdfmeta

import (
	"math"
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// authorCandidates are the names under the title, the names just above it, the Info/XMP
// authors and the rule's choice.
func (h *header) authorCandidates(title []line) []Candidate {
	if len(title) == 0 { // a file title not found in the layout: the names still sit under the largest block
		_, title = h.layoutTitleOf(0)
	}
	asTitle := titleBlockNames(title) // read before the title's trailing names are cut off it
	title = titleWithoutNames(title)
	page := h.page1
	if len(title) > 0 && title[0].page == 2 && len(h.pages) > 1 {
		page = h.pages[1]
	}
	whole := dropAddressChains(dropAffiliationRowMates(dropRoleBlocks(dropPartialList(page))))
	page = titleColumn(whole, title)
	if len(page) == len(whole) {
		page = joinWrappedNames(page)
		whole = page
	} else {
		// lexicon_top reads the whole page: a title found in one side column may be the wrong
		// block, and the names then sit across the page's width
		page, whole = joinWrappedNames(page), joinWrappedNames(whole)
	}
	layout, ranOff := readAuthorRun(page, title, true)
	loose, looseOff := readAuthorRun(page, title, false)
	if (ranOff || looseOff) && len(h.pages) > 1 && len(page) > 0 && page[0].page == 1 {
		// a block of names stacked down page 1 to its last line goes on at page 2's top
		top := dropRoleBlocks(h.pages[1])
		if ranOff {
			layout = append(layout, stackOnPage2(top, true)...)
		}
		if looseOff {
			loose = append(loose, stackOnPage2(top, false)...)
		}
	}
	meta := orientMeta(metaAuthors(h.doc.Meta), h.page1Text)
	verified := len(meta) > 0
	for _, a := range meta {
		verified = verified && strings.Contains(h.page1Text, compact(a.Family))
	}
	cands := []Candidate{nullCandidate()}
	ev := h.familyEvidence()
	add := func(as []domain.Author, src string) {
		if len(as) == 0 {
			return
		}
		as = ev.doubleFamilies(as)
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
	add(loose, "layout_loose")
	add(lenientNames(page, title), "lenient")
	if verified {
		add(meta, "meta_verified")
	} else {
		add(meta, "meta_unverified")
	}
	if len(meta) > 1 && sameFamilySet(meta, layout) && !sameAuthors(Candidate{Authors: meta}, Candidate{Authors: layout}) {
		for i := range cands {
			if sameAuthors(cands[i], Candidate{Authors: meta}) {
				cands[i].Features["meta_reorders"] = 1 // the layout's names in the file's order: a grid read row by row
			}
		}
	}
	above := whole
	if len(whole) > 0 && whole[0].page != 1 {
		above = dropRoleBlocks(h.page1)
	}
	add(namesAbove(above, title), "above")
	add(lexiconNames(page, title), "lexicon_line")
	// generic readers that need no layout rule: name lines among affiliations, and name
	// lines anywhere in the page's upper part, wherever the title was found
	add(lexiconScan(page, title), "lexicon_scan")
	add(lexiconScan(whole, nil), "lexicon_top")
	if side := besideTitle(whole, title); len(side) > 0 {
		add(lexiconScan(side, nil), "lexicon_top") // names stacked in a column beside the title's
	}
	var page2 []line // page 2 as its readers read it, made once when needed
	p2 := func() []line {
		if page2 == nil {
			page2 = joinWrappedNames(dropAddressChains(dropAffiliationRowMates(dropRoleBlocks(h.pages[1]))))
		}
		return page2
	}
	if len(page) > 0 && page[0].page == 1 && len(h.pages) > 1 && (len(cands) == 1 || h.authorCover()) {
		// page 1 gave no names at all or is a cover (a licence page, a repository's): read page 2 the same way
		_, t2 := h.layoutTitleOf(1)
		add(lexiconScan(p2(), titleWithoutNames(t2)), "lexicon_p2")
	}
	if len(cands) == 1 {
		add(h.coverFootNames(), "cover_foot") // a title page whose names sit at its foot
	}
	add(h.labelledNames(), "labelled")
	add(labelBlockNames(whole), "labelled")
	add(labelBesideNames(whole), "labelled")
	add(labelGridNames(h.page1), "labelled")
	add(thesisHeadNames(h.pages), "labelled") // h.pages are pages 1–2
	add(inventorNames(whole), "inventors")
	add(worksAtNames(h.page1), "works_at")
	add(familyInitialBlock(h.pages), "family_initials")
	add(belowAbstractNames(h.page1), "below_abstract")
	add(asTitle, "title_block")
	add(h.invertedLine(), "inverted")
	if len(title) > 0 && title[0].page == 1 && len(h.pages) > 1 && h.authorCover() {
		// a cover that repeats the title: the names sit under the title of the paper's own first page
		// page 2's title block, like page 1's, may end in lines of names set near its size
		if _, lines2 := h.layoutTitleOf(1); len(lines2) > 0 {
			lines2 = titleWithoutNames(lines2)
			add(layoutAuthors(p2(), lines2), "cover_names")
			add(lenientNames(p2(), lines2), "cover_names_lenient")
		}
	}
	var tt []string
	for _, l := range title {
		tt = append(tt, l.text)
	}
	add(h.namesBeforeTitle(joinLines(tt)), "names_before")
	cited, truncated := h.citedNames()
	if !truncated {
		add(cited, "cited")
	}
	rule := Candidate{Authors: ev.doubleFamilies(chooseAuthors(meta, layout, h.page1Text))}
	cands = mark(cands, rule, sameAuthors)
	markExtendsLayout(cands)
	for i := range cands {
		if citeAgrees(cands[i].Authors, cited, truncated) {
			cands[i].Features["cite_agree"] = 1
		}
		if ev.headAgrees(cands[i].Authors) {
			cands[i].Features["head_agree"] = 1
		}
		nameLexFeatures(cands[i].Features, cands[i].Authors)
		metaNameFeatures(cands[i].Features, cands[i].Authors, h.doc.Meta.Author, h.doc.Meta.XMPAuthors)
	}
	return cands
}

// titleWithoutNames is the title's lines without a last line of names that the layout set at
// the title's size and read into its block (what namesCut cuts from the title's text): the
// author readers read from that line on.
func titleWithoutNames(title []line) []line {
	return title[:len(title)-nameTail(title, false)]
}

// metaNameFeatures compares an author list with the file's author fields as raw text, which
// holds the family names even when it cannot be parsed into a list ("Smith et al.", odd
// separators): in_meta is the share of the list's family names found there, meta_first says
// the list's first family name comes first there.
func metaNameFeatures(f map[string]float64, as []domain.Author, info string, xmp []string) {
	raw := compact(strings.Join(xmp, " ") + " " + info)
	if len(as) == 0 || len(raw) < 3 {
		return
	}
	found := 0
	for _, a := range as {
		if k := compact(a.Family); k != "" && strings.Contains(raw, k) {
			found++
		}
	}
	f["in_meta"] = float64(found) / float64(len(as))
	first := metaFirstRe.Split(info, 2)[0]
	if len(xmp) > 0 {
		first = xmp[0]
	}
	if k := compact(as[0].Family); k != "" && strings.Contains(compact(first), k) {
		f["meta_first"] = 1
	}
}

// repoCovers are phrases of the cover sheets that institutional repositories put before a
// paper (Pure, White Rose, Enlighten, HAL, SSRN): the paper's own first page, with its author
// block, is page 2.
var repoCovers = []string{"citation for published version", "link to publication", "general rights", "take down policy",
	"this is a repository copy", "research online", "document version", "hal is a multi-disciplinary open access",
	"electronic copy available at"}

// authorCover reports whether page 1 is a cover (a publisher's, a site's or a repository's),
// read once per paper.
func (h *header) authorCover() bool {
	if h.cover == 0 {
		h.cover = 2
		low := strings.ToLower(h.texts0())
		for _, p := range repoCovers {
			if strings.Contains(low, p) {
				h.cover = 1
			}
		}
		if h.cover == 2 && h.coverMarked() {
			h.cover = 1
		}
	}
	return h.cover == 1
}

// metaFirstRe ends the first name of an Info author string.
var metaFirstRe = regexp.MustCompile(`(?i)\s*(?:[,;&]|\band\b|\bet al)\s*`)

var authorLabelRe = regexp.MustCompile(`^(?:Author\(s\)|Authors?|(?:(?:Submitted|Written|Presented|Prepared|Authored|Compiled)\s+)?[Bb]y|(?i:an?\s+)?(?i:(?:(?:master'?s?|doctoral|ph\.?\s?d\.?|bachelor'?s?|honours|diploma)\s+)?(?:thesis|dissertation|report|project|essay)(?:\s+(?:submitted|presented|written))?\s+by))\s*:?\s+(\p{Lu}.+)$`)

// labelTailRe ends the names after a label: the first word in lower case that no name holds
// ("A thesis submitted by Anna Smith in partial fulfilment of …").
var labelTailRe = regexp.MustCompile(`\s+(?:in|for|to|as|at|on|under|with|of)\s.*$|\s*[,;]?\s*\(?\b(?:19|20)\d\d\b.*$`)

// labelledNames reads a cover page's "Author(s): ..." line (JSTOR, repositories) or a
// thesis or report cover's "Submitted by …", "Prepared by …".
func (h *header) labelledNames() []domain.Author {
	for i, l := range h.page1 {
		m := authorLabelRe.FindStringSubmatch(l.text)
		if m == nil {
			continue
		}
		names, ok := splitNames(labelTailRe.ReplaceAllString(m[1], ""))
		if run := labelRun(h.page1, i, m[1]); len(run) > len(names) {
			names, ok = run, true // the list goes on over the next lines
		}
		if !ok {
			continue
		}
		return authorsOf(names)
	}
	return nil
}
