package pdfmeta

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

var (
	junkTitlePrefix = regexp.MustCompile(`(?i)^(microsoft (word|powerpoint|excel)|word|powerpoint)\s*-\s*|^(untitled|no title|title|document\d*|paper|article|manuscript|template|slide \d+|layout \d+|main|draft)$`)
	junkTitleSuffix = regexp.MustCompile(`(?i)\.(dvi|pdf|docx?|tex|ps|eps|rtf|odt|indd|qxd|pages|txt|html?)$|\.\.\.$|…$`)
	producerLike    = regexp.MustCompile(`(?i)\b(latex|tex output|acrobat|distiller|pscript|dvips|ghostscript|pdftex|pdflib|itext|quartz|openoffice|libreoffice|microsoft)\b`)
	venueLikeTitle  = regexp.MustCompile(`(?i)^(the\s+)?(international\s+)?(journal|proceedings|transactions|annals|bulletin|letters)\s+(of|on)\b|^proc\.`)
)

// metaTitle returns the Info/XMP title when it looks like a real title, else "".
func metaTitle(raw string) string {
	t := collapse(raw)
	switch {
	case t == "", junkTitlePrefix.MatchString(t), junkTitleSuffix.MatchString(t),
		producerLike.MatchString(t), venueLikeTitle.MatchString(t):
		return ""
	case !strings.Contains(t, " "): // file names and ids: "ipg1300180a", "p020-dutot"
		return ""
	case letters(t) < 8 || wordCount(t) < 2:
		return ""
	case wordCount(t) <= 2 && isUpperWord(t):
		return ""
	}
	digits := 0
	for _, r := range t {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if digits*3 > letters(t) {
		return ""
	}
	return t
}

// bannerLine matches page furniture that is never part of a title: journal banners,
// arXiv stamps, DOIs, article-type labels, licences, addresses.
var bannerLine = regexp.MustCompile(`(?i)arxiv:\s*\S|\bdoi\b|10\.\d{4,9}/|@|https?:|www\.|\.(org|com|edu)\b|` +
	`\bjournal of\b|\bproceedings\b|\btransactions on\b|\bconference on\b|\bsymposium\b|\bworkshop on\b|` +
	`\bvol\.|\bvolume\s*\d|\bissue\s*\d|\bpp\.|\bpages?\s*\d|\bissn\b|\bisbn\b|copyright|©|\(c\)|all rights reserved|` +
	`\bpreprint\b|\bpublished\b|\breceived\b|contents lists available|\baccepted\b|available online|\bcorrespondence(?:\s+(?:to|should|may|and\s+requests|concerning)\b|\s*:)|date of (publication|current version)|` +
	`^(chapter|part|lecture|appendix)\s+(\d{1,2}|[ivx]{1,4}|[a-z])\.?$|` +
	`^(research article|review( article)?|original (research )?article|open access|article|letter|editorial|` +
	`short communication|technical note|regular paper|full paper|research|draft|abstract|keywords?|` +
	`(original|research|review|invited|position|short|survey) paper|case (report|study)|mini[- ]?review|commentary|perspectives?|` +
	`viewpoint|brief (report|communication)|rapid communication|communication|technical report|special issue|` +
	`(invited|systematic|critical|narrative) review|meta-analysis|tutorial( paper| review)?|erratum|corrigendum|articles?|papers?|` +
	`(letters? )?to the editors?|correspondence|reply|discussion paper|research letter|short paper|poster|extended abstract|white paper)$`)

// bannerWords are literals, one of which every bannerLine match holds (lower case); a line
// with none of them, and more than four words, is no banner, without running the expression.
var bannerWords = []string{"arxiv", "doi", "10.", "@", "http", "www.", ".org", ".com", ".edu", "journal of", "proceedings",
	"transactions on", "conference on", "symposium", "workshop on", "vol", "issue", "pp.", "pages", "issn", "isbn",
	"copyright", "©", "(c)", "rights reserved", "preprint", "published", "received", "accepted", "available online",
	"correspondence", "date of", "contents lists"}

func mayBeBanner(t string) bool {
	if wordCount(t) <= 4 {
		return true // the labels: "Research Article", "Open Access", ...
	}
	low := strings.ToLower(t)
	for _, w := range bannerWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// keywordsLineRe is a line that lists the keywords after their label ("Keywords: a, b",
// "Key words a, b, c", "Index Terms—a, b"), which a title set at the body's size may sit next to.
var keywordsLineRe = regexp.MustCompile(`(?i)^\W*(?:key\s?words|index\s+terms)\s*(?:[:—–.-]|\s.*[,;].*[,;])`)

// keywordsGoOn reports whether l is a keywords list's next line: in lower case, right under a
// keywords line at its size ("Keywords: coastal drift, natural" / "language processing").
func keywordsGoOn(ls []line, l line) bool {
	if !startsLowerRune(l.text) {
		return false
	}
	for _, k := range ls {
		if gap := l.y0 - k.y1; gap > -0.2*k.size && gap < 0.6*k.size && math.Abs(l.size-k.size) < 0.05*k.size &&
			l.y0 > k.y0 && keywordsLineRe.MatchString(k.text) {
			return true
		}
	}
	return false
}

// titleCandidate reports whether a page-1 line may take part in the title.
func titleCandidate(l line) bool {
	if l.vertical || letters(l.text) < 3 || mayBeBanner(l.text) && bannerMatch(l.text) || wordCount(l.text) <= 6 && sectionHeading(smallCapsText(l)) ||
		keywordsLineRe.MatchString(l.text) {
		return false
	}
	f := strings.Fields(l.text)
	if letters(l.text)*10 < len([]rune(strings.Join(f, "")))*6 { // report numbers: "CEBAF-TH-94-08"
		return false
	}
	if len(f) == 1 && isUpperWord(f[0]) && letters(f[0]) <= 6 { // logos: "JSS", "GLIA"
		return false
	}
	single := 0
	for _, w := range f {
		if len([]rune(w)) == 1 {
			single++
		}
	}
	if len(f) >= 4 && single*3 > len(f)*2 { // a watermark's scattered letters: "s c r d M a n u"
		return false
	}
	return true
}

// layoutTitle finds the largest-font block of lines in the upper part of page 1.
// It returns the title and the lines it used. A title set barely above the body text (a bold
// title at 1.09 × the body) grows over the authors, affiliations and abstract at the body's
// size into a block of over 40 words; it is then grown again from the same seed over lines of
// its own size only (a bold "Painting with Words:" keeps its regular subtitle at its size).
func layoutTitle(ls []line) (string, []line) {
	t, group, long := layoutTitleWith(ls, false)
	if long {
		t, group, _ = layoutTitleWith(ls, true)
	}
	return t, group
}

// layoutTitleWith is layoutTitle's block; strict keeps to lines within 3% of the seed's size.
// long reports a block refused for holding over 40 words.
func layoutTitleWith(ls []line, strict bool) (t string, group []line, long bool) {
	var cands []line
	low := 0.7
	if len(ls) <= coverBlockLines {
		// a cover of a few lines may set its title low: "Antykwa Poltawskiego Family of Fonts"
		// at three quarters of the page, under its authors' names (s17-open16)
		low = 0.9
	}
	for _, l := range ls {
		if l.y0 < low*l.ph && titleCandidate(l) && !keywordsGoOn(ls, l) {
			l.size = capsSize(l) // a small-capitals line's median word is a small letter's size
			cands = append(cands, l)
		}
	}
	if len(cands) == 0 {
		return "", nil, false
	}
	seed := -1
	for i, l := range cands {
		if wordCount(l.text) < 2 && letters(l.text) < 10 {
			continue
		}
		if seed < 0 || l.size > cands[seed].size+0.01 {
			seed = i
		}
	}
	if seed < 0 {
		return "", nil, false
	}
	s := cands[seed]
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].y0 < cands[j].y0 })
	top, bottom := s.y0, s.y1
	x0, x1 := s.x0, s.x1
	tol := 0.12
	if strict {
		tol = 0.03
	}
	sLo, sHi := capsSizes(s)
	similar := func(l line) bool {
		lo, hi := capsSizes(l)
		near := func(a, b float64) bool { return math.Abs(a-b) <= tol*s.size }
		return (near(l.size, s.size) || near(lo, sLo) || near(hi, sHi) || near(lo, sHi) || near(hi, sLo)) &&
			l.x0 < x1+s.size && l.x1 > x0-s.size
	}
	// lines join across a gap of 1.3 sizes, or of 2.6 when the upper one plainly goes on in the
	// lower (a double-spaced manuscript's title: "… ALGORITHMS FOR" / "CONTROL")
	near := func(upper, lower line, gap float64) bool {
		return gap <= 1.3*s.size || gap <= 2.6*s.size && continuesLine(upper.text, lower.text)
	}
	// grow downward from the seed; a short line refused alone (a capitals word "GREEDY" read as
	// a logo) joins as a tail, and the block goes on under it ("PARALLEL DOUBLE" / "GREEDY" /
	// "SUBMODULAR" / "MAXIMIZATION", a title of four lines in a narrow column)
	for round := 0; round < 4; round++ {
		from := s.y0
		if len(group) > 0 {
			from = group[len(group)-1].y0 + 0.01
		}
		grown := false
		for _, l := range cands {
			if l.y0 < from || !similar(l) {
				continue
			}
			if len(group) > 0 && !near(group[len(group)-1], l, l.y0-bottom) {
				break
			}
			group = append(group, l)
			bottom = math.Max(bottom, l.y1)
		}
		if len(group) > 0 {
			if l, ok := titleTail(ls, group[len(group)-1], similar, s.size); ok {
				group = append(group, l)
				bottom = math.Max(bottom, l.y1)
				grown = true
			}
		}
		if !grown {
			break
		}
	}
	for i := len(cands) - 1; i >= 0; i-- { // and upward
		l := cands[i]
		if l.y0 >= s.y0 || !similar(l) {
			continue
		}
		if !near(l, group[0], top-l.y1) {
			break
		}
		group = append([]line{l}, group...)
		top = l.y0
	}
	if head, ok := titleHead(ls, group[0], s.size); ok {
		group = append([]line{head}, group...)
	}
	var texts []string
	for _, l := range group {
		texts = append(texts, smallCapsText(l))
	}
	t = cleanTitle(joinLines(texts))
	if letters(t) < 6 || wordCount(t) > 40 {
		return "", nil, wordCount(t) > 40
	}
	return t, group, false
}

// capsSize is the size of a line set in false small capitals ("O PTICAL C OHERENCE"): its
// capitals' size, which the title's other lines are set at, where the median word is a small
// letter's. A line with one glued capital only (an initial "T" + "HIS" set as a drop capital
// in a paragraph) or capitals far larger than the rest keeps its size (but see capsSizes).
func capsSize(l line) float64 {
	if smallCapsText(l) == l.text {
		return l.size
	}
	caps, size := 0, 0.0
	for i := 0; i+1 < len(l.words); i++ {
		a, b := l.words[i], l.words[i+1]
		if sa, sb := wordSize(a), wordSize(b); len([]rune(a.Text)) == 1 && sa >= 1.1*sb && b.X0-a.X1 <= 0.2*sa {
			caps++
			size = math.Max(size, sa)
		}
	}
	if caps < 2 || size > 1.5*l.size {
		return l.size
	}
	return math.Max(l.size, size)
}

// titleHead is a short line ending in a colon set at least as large right above a title block:
// the title's head over its subtitle ("Position:" / "Automatic Environment Shaping …"), too short
// to seed a block of its own, or refused alone as a logo ("FBNETV3:").
func titleHead(ls []line, first line, size float64) (line, bool) {
	for _, l := range ls {
		gap := first.y0 - l.y1
		if l.vertical || l.page != first.page || l.y0 >= first.y0 || gap < -0.2*size || gap > 1.3*l.size || l.size < first.size-0.01 || l.size > 2.5*size || letters(l.text) < 2 {
			continue
		}
		t := strings.TrimSpace(l.text)
		if strings.HasSuffix(t, ":") && wordCount(t) <= 6 && l.x0 < first.x1 && l.x1 > first.x0 {
			return l, true
		}
	}
	return line{}, false
}

// titleTail is the line right under a title block's last line that ends the title although
// titleCandidate refuses it: a word or three at the title's size that read as a label or a
// heading alone ("… Robustness" / "Evaluation", "… Surveillance" / "Research"). A line with
// digits, an address or a link, or a heading that opens the text ("Abstract"), is none.
func titleTail(ls []line, last line, similar func(line) bool, size float64) (line, bool) {
	for _, l := range ls {
		gap := l.y0 - last.y1
		if l.vertical || gap < -0.2*size || gap > 0.9*size || !similar(l) || l.y0 <= last.y0 || titleCandidate(l) {
			continue
		}
		t := strings.TrimSpace(l.text)
		if wordCount(t) > 3 || letters(t) < 3 || strings.ContainsAny(t, "0123456789@:/") || tailStopRe.MatchString(t) {
			continue
		}
		return l, true
	}
	return line{}, false
}

// tailStopRe is a heading or label that follows a title but never ends one.
var tailStopRe = regexp.MustCompile(`(?i)^\W*(abstract|summary|keywords?|key words|introduction|contents|highlights|article info|open access|research article|review article|original article|letter|editorial)\W*$`)

// sectionHeading reports whether a line is a section heading that no paper is titled by:
// "Abstract", "1 Introduction", "I. INTRODUCTION", "KEY WORDS" set large when the title is not.
func sectionHeading(t string) bool {
	if wordCount(t) > 6 {
		return false
	}
	t = strings.TrimSpace(t)
	if m := numberedRe.FindStringSubmatch(t); m != nil {
		t = m[2]
	} else if m := romanRe.FindStringSubmatch(t); m != nil {
		t = m[2]
	}
	return namedHeading(t) != ""
}

// continuesLine reports whether a title line plainly goes on in the next: it ends on a word that
// only begins a phrase ("of", "for", "and"; titleCutWords), or the next starts in lower case.
func continuesLine(upper, lower string) bool {
	if !titleLineShape(upper) || !titleLineShape(lower) || strings.HasSuffix(strings.TrimSpace(upper), ".") {
		return false
	}
	f := strings.Fields(upper)
	if len(f) > 1 && titleCutWords[strings.ToLower(f[len(f)-1])] {
		return true
	}
	r := []rune(strings.TrimSpace(lower))
	return len(r) > 0 && unicode.IsLower(r[0])
}

// titleLineShape reports whether a line has a title line's shape: at most 14 words, of 3 letters
// on average (not a paragraph's line, not a watermark's scattered letters).
func titleLineShape(t string) bool {
	n := wordCount(t)
	return n >= 1 && n <= 14 && letters(t) >= 3*n
}

var coverLabelRe = regexp.MustCompile(`\s(Author\(s\)|Reviewed work\(s\)|Source):`)

// chapterNumRe is a chapter's or part's number set before its title: "3.A Typology of Games",
// "Chapter 7: Methods", "12 . Title".
var chapterNumRe = regexp.MustCompile(`^(?i:chapter|part)\s+(\d{1,2}|[IVX]{1,4})\s*[.:—–-]?\s+|^\d{1,2}\s?\.\s*\p{Lu}`)

// cleanTitle drops footnote markers and stray punctuation around a layout title.
func cleanTitle(t string) string {
	t = strings.Map(func(r rune) rune {
		if strings.ContainsRune(markers, r) {
			return -1
		}
		return r
	}, t)
	t = collapse(plainMath(t))
	if loc := coverLabelRe.FindStringIndex(t); loc != nil && loc[0] > 0 { // JSTOR: "Title Author(s): Name Reviewed work(s)"
		t = t[:loc[0]]
	}
	if loc := chapterNumRe.FindStringIndex(t); loc != nil && wordCount(t) >= 3 {
		cut := loc[1]
		if !strings.HasSuffix(strings.TrimSpace(t[:loc[1]]), ":") && t[cut-1] != ' ' && t[cut-1] != '.' {
			cut-- // the title's capital the expression took
		}
		t = t[cut:]
	}
	return strings.TrimRight(strings.TrimLeft(t, ".,;:-–— "), ",;:-–— ")
}

// capsSizes are a short line's two sizes when it is all in capitals with one capital glued to
// a smaller word ("C HARACTERIZATION AND", "T HE NEURAL MOVING AVERAGE"): the small capitals'
// and the capital's. A small-capitals title gives some lines one such capital and others two or
// more (capsSize's), so its lines match on either size (s14-title). Other lines give their size
// twice.
func capsSizes(l line) (lo, hi float64) {
	if wordCount(l.text) > 8 || !isUpperWord(l.text) {
		return l.size, l.size
	}
	lo, hi = math.Inf(1), 0.0
	for i, w := range l.words {
		sz := wordSize(w)
		lo = math.Min(lo, sz)
		if i+1 < len(l.words) && len([]rune(w.Text)) == 1 && sz >= 1.1*wordSize(l.words[i+1]) && l.words[i+1].X0-w.X1 <= 0.2*sz {
			hi = math.Max(hi, sz)
		}
	}
	if hi == 0 || hi > 1.5*lo {
		return l.size, l.size
	}
	return lo, hi
}
