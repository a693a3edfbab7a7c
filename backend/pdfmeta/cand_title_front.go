package pdfmeta

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// frontMarks are the marks, lower case, of a repository's or publisher's page put before the
// paper, beyond coverMarks': institutional repository covers (Pure's "Citation for published
// version", "General rights", "Take down policy"; HAL's "HAL Id", "To cite this version";
// EPrints' "Deposited on"), Taylor & Francis's "To cite this article:" cover, and a book's
// copyright page. Plain substrings: a regular expression of them cost about 1 ms a paper.
var frontMarks = []string{"citation for published version", "general rights", "take down policy", "link to publication",
	"document version", "hal id:", "multi-disciplinary open access archive", "to cite this version", "to cite this article:",
	"to link to this article", "full terms & conditions", "full terms and conditions", "deposited on", "deposited in",
	"this is the author's accepted", "this is the author's final", "this is the author's version", "this is the authors' version",
	"white rose research", "eprints", "enlighten", "no part of this publication may be reproduced"}

// frontMarked reports whether page 1's text holds one of frontMarks.
func frontMarked(text string) bool {
	low := strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	for _, m := range frontMarks {
		if strings.Contains(low, m) {
			return true
		}
	}
	return false
}

// frontPage1 reports whether page 1 is a cover or front matter whose paper starts on page 2:
// a cover's marks, or no block on page 1 set larger than the body text (a copyright page)
// while page 2 has a title set well above it (`flat`, which the rule follows too).
func (h *header) frontPage1(cover bool, lines []line) (front, flat bool) {
	if (len(lines) == 0 || lines[0].size < 1.15*h.body) && len(h.pages) > 1 {
		_, l2 := h.layoutTitleOf(1)
		flat = len(l2) > 0 && l2[0].size >= 1.3*h.body
	}
	return flat || cover || frontMarked(h.texts0()), flat
}

// citedTitles is the compact text of the suggested citations on pages 1–2 ("To cite this
// article: A. Author (2019) The title, Journal, 12:3"), or "": a title it holds is the paper's.
func (h *header) citedTitles() string {
	var b strings.Builder
	texts := h.texts
	for i, t := range h.texts { // the extractor's text stream, then the lines in layout order: either may keep a citation whole
		if len(h.firstLabels(citeLabelRe, t, 1)) > 0 && i < len(h.pages) {
			texts = append(slices.Clip(texts), h.lineText(i))
		}
	}
	for _, t := range texts {
		for _, loc := range h.firstLabels(citeLabelRe, t, 4) {
			b.WriteString(compact(t[loc[1]:min(len(t), loc[1]+500)]))
			b.WriteByte('|')
		}
	}
	return b.String()
}

// genreSubtitleRe is a subtitle that names the document's kind: "User's Guide", "Reference
// Manual", "User's Guide and Reference Manual", "A Programmer's Manual".
var genreSubtitleRe = regexp.MustCompile(`(?i)^(?:an?\s+|the\s+)?(?:user['’]?s?|reference|programm(?:er|ing)['’]?s?|installation|administrator['’]?s?)\s+(?:guide|manual)(?:\s+(?:and|&)\s+(?:user['’]?s?|reference|programm(?:er|ing)['’]?s?)\s+(?:guide|manual))?$`)

// subtitleLinesMax is how many lines a subtitle under its title may take.
const subtitleLinesMax = 2

// subtitled is candidate c's block with the lines right under it set smaller than the title but
// larger than the body text (a subtitle: "Deep Learning / A Practitioner's Guide"), joined with
// a colon; "" when no such line follows. A line of names, an affiliation or a banner is none.
func (h *header) subtitled(c Candidate) string {
	if len(c.lines) == 0 || c.Features["meta"] == 1 {
		return ""
	}
	last := c.lines[len(c.lines)-1]
	if last.page < 1 || last.page > len(h.pages) {
		return ""
	}
	size := c.lines[0].size
	// a block ending in a colon is open: what follows is its subtitle even when set barely
	// above the body size or when its words could pass for names ("Separations and Faster Rates")
	open := strings.HasSuffix(strings.TrimSpace(last.text), ":")
	minRatio, minBody := 0.6, 1.1
	if open {
		minRatio, minBody = 0.5, 1.02
	}
	if genreTitleRe.MatchString(strings.TrimSpace(c.Text)) {
		// a manual's title that names only its program and its kind ("HMMER User's Guide",
		// "SLEPc Users Manual") says what the program is in the line under it, set as small as
		// the body ("Biological sequence analysis using …", s17-open16)
		minRatio, minBody = 0.45, 0.98
	}
	var sub []string
	bottom := last.y1
	for _, l := range h.pages[last.page-1] {
		if l.y0 < bottom-0.1*size || l.vertical {
			continue
		}
		if l.y0-bottom > 1.6*size || len(sub) == subtitleLinesMax {
			break
		}
		if len(sub) == 0 && genreSubtitleRe.MatchString(strings.TrimSpace(l.text)) {
			// the document's kind under its title ("User's Guide and Reference Manual"), set at any
			// size and anywhere across the page, as a Texinfo title page sets it (s16-s15open)
			sub = append(sub, l.text)
			break
		}
		if l.size >= 0.88*size || l.size < minRatio*size || l.size < minBody*h.body || l.x1 < last.x0 || l.x0 > last.x1 {
			break
		}
		if !titleCandidate(l) || isAffiliation(l.text) || bannerMatch(l.text) {
			break
		}
		if names, ok := splitNames(nameText(l)); ok && (lexiconBacked(names) || len(names) > 1 && !open) || !titleWords(l.text) {
			break // an author line set at a subtitle's size
		}
		if h.overAffiliation(l) {
			break // an author's name over the author's department: "Dag Langmyhr" / "Department of Informatics" (s17-open16)
		}
		sub = append(sub, l.text)
		bottom = l.y1
	}
	if len(sub) == 0 {
		return ""
	}
	s := cleanTitle(joinLines(sub))
	if wordCount(s) < 2 {
		return ""
	}
	t := strings.TrimRight(c.Text, " ")
	if strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "—") || strings.HasSuffix(t, "-") || strings.ContainsAny(s[:1], ":—–(") ||
		unicode.IsLower([]rune(s)[0]) { // a title's last line set smaller continues it: "… Sediment / under Storms"
		return t + " " + s
	}
	return t + ": " + s
}

// genreTitleRe is a title that ends in the document's kind after a name or two: "HMMER User's
// Guide", "SLEPc Users Manual", "The Speex Codec Manual".
var genreTitleRe = regexp.MustCompile(`(?i)^(?:the\s+)?\S+(?:\s+\S+){0,2}\s+(?:user['’]?s?\s+|reference\s+|programm(?:er|ing)['’]?s?\s+)?(?:guide|manual)$`)

// overAffiliation reports whether l, a line of a name's few words, stands right over (within
// 1.6 of its sizes, in its column) a short line that names an institution or gives an e-mail
// address: l is an author's name. A subtitle over a keywords line ("Index Terms— computer
// vision, …") is none.
func (h *header) overAffiliation(l line) bool {
	if l.page < 1 || l.page > len(h.pages) || wordCount(l.text) > 4 {
		return false
	}
	for _, n := range h.pages[l.page-1] {
		if n.y0 < l.y1-0.1*l.size || n.y0-l.y1 > 1.6*l.size || n.x0 >= l.x1 || n.x1 <= l.x0 || n.vertical {
			continue
		}
		return wordCount(n.text) <= 10 && (isAffiliation(n.text) || strings.Contains(n.text, "@"))
	}
	return false
}

// titleFrontFeatures adds the cues of this file to a title candidate: its text in the paper's
// suggested citation (`in_cite`), and its text the name of a journal the journal lexicon knows
// (`journal_title`: "Physiological Measurement" set large over an accepted manuscript), or a name
// built as a journal's ("Journal of …", "Annals of …", "Transactions on …").
func titleFrontFeatures(f map[string]float64, text, cited string) {
	if k := compact(text); cited != "" && wordCount(text) >= 3 && strings.Contains(cited, k) {
		f["in_cite"] = 1
	}
	if journalNamed(text) {
		f["journal_title"] = 1
	}
}

// journalNamed reports whether a would-be title is a journal's name: one the journal lexicon
// knows, or a short name built as a journal's ("Annals of …", "Journal of …").
func journalNamed(text string) bool {
	return knownJournal(text) != "" || wordCount(text) <= 10 && venueLikeTitle.MatchString(text)
}

// page2TitleFeatures are the features of page 2's title block offered after a cover.
func (h *header) page2TitleFeatures(t string, lines2 []line, cover, front bool) map[string]float64 {
	f := map[string]float64{"page2": 1, "bias": 1, "words": math.Log1p(float64(wordCount(t))), "lines": float64(len(lines2)),
		"cover_page2": b2f(cover), "front_page2": b2f(front && !cover), "on_page1": b2f(strings.Contains(h.page1Text, compact(t))),
		"venue_word": b2f(venueWordRe.MatchString(t)), "upper": b2f(isUpperWord(t))}
	if len(lines2) > 0 {
		f["size_ratio"] = math.Min(4, lines2[0].size/h.body)
		f["top"] = lines2[0].y0 / lines2[0].ph
	}
	return f
}

// titleWords reports whether at least half of the words of s (of 3 letters or more) lean to
// title words in the name lexicon: a subtitle's words do, an author's rare name does not.
func titleWords(s string) bool {
	n, t := 0, 0
	for _, w := range strings.Fields(s) {
		if letters(w) < 3 {
			continue
		}
		n++
		if nameScore(w) < -0.5 {
			t++
		}
	}
	return n > 0 && 2*t >= n
}

// patentTitleRe is a patent front page's title field, INID code 54, up to the next field
// ("(54) HYBRID ACTUATOR FOR … (71) Applicant: …"; "( 54 ) …" where the PDF spaces the
// code's parentheses, as US publications do).
var patentTitleRe = regexp.MustCompile(`\(\s*54\s*\)\s*([^()]{5,300}?)\s*\(\s*(?:[1-8]\d)\s*\)`)

// patentTitle is the title field of a patent's front page (patentRe), or "": a patent sets its
// title small, under the office's heading and the publication number.
func (h *header) patentTitle() string {
	p := h.texts0()
	if !strings.Contains(p, "(54)") && !strings.Contains(p, "( 54") || !patentRe.MatchString(p) {
		return ""
	}
	m := patentTitleRe.FindStringSubmatch(p)
	if m == nil {
		return ""
	}
	return cleanTitle(collapse(m[1]))
}
