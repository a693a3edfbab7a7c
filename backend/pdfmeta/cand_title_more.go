package pdfmeta

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// labelPrefixRe is an article-type label or a running head set at the title's size before the
// title itself: "Data Descriptor:", "Original Article", "Research Paper", "Smith et al.".
var labelPrefixRe = regexp.MustCompile(`(?i)^(?:(?:original|research|review|short|full|brief|regular|invited|technical|data|special|perspective|opinion|editorial|` +
	`case|mini|rapid|position|systematic|clinical|empirical|theoretical|conceptual|methods?|focus|applications?|discovery)?\s*` +
	`(?:article|paper|report|communication|note|descriptor|review|letter|survey|essay|contribution|issue|study|commentary|viewpoint|protocol|minireview|mini-review)s?|` +
	`\p{Lu}[\p{L}'-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?\s+et\s+al\.?)\s*(?:[:|—–]\s*|$)`)

// bannerLabelRe is a publisher's banner set in capitals on a line of its own over the title: up
// to three words (the journal's name, a subject, a qualifier) before the article's type, as in
// "BIOINFORMATICS APPLICATIONS NOTE", "BIOINFORMATICS ORIGINAL PAPER", "ORIGINAL RESEARCH ARTICLE".
// Capitals only: a title line in mixed case that ends in "Note" is a title's.
var bannerLabelRe = regexp.MustCompile(`^(?:[\p{Lu}&-]{2,}\s+){0,3}(?:ARTICLE|PAPER|NOTE|REPORT|COMMUNICATION|LETTER|REVIEW|` +
	`SURVEY|SUMMARY|COMMENTARY|PERSPECTIVE|BRIEF|DESCRIPTOR|PROTOCOL|ESSAY|EDITORIAL|VIEWPOINT)S?$`)

// versionLineRe is a manual's or a report's version line set under its title, at the title's
// size ("User Manual Version 4.00", "Release 2.1", "Version 3.0b"), maybe with a pre-release's
// label ("Version 1.2 Beta 3", since s16-s15open) or a footnote mark.
var versionLineRe = regexp.MustCompile(`(?i)^(?:[\p{L}'’]+\s+){0,3}(?:version|release|revision|rev\.|edition)\s*v?\d+(?:\.\d+)*[a-z]?(?:\s*(?:alpha|beta|rc|pre)\s*\d*)?(?:\s+\d)?$`)

// titleFootMarkRe is a footnote's mark left after a title's last word ("… and Hebrew 1").
var titleFootMarkRe = regexp.MustCompile(`\s+\d$`)

// lines0 is the text of a candidate's first line ("" without lines).
func (c Candidate) lines0() string {
	if len(c.lines) == 0 {
		return ""
	}
	return c.lines[0].text
}

// moreTitleCandidates adds a generic title candidate that needs no publisher rule: each
// candidate with a leading type label or running head stripped (`stripped`), when the label
// ends in a colon or a dash or stands on a line of its own.
func (h *header) moreTitleCandidates(cands []Candidate) []Candidate {
	have := func(t string) bool {
		k := compact(t)
		return k == "" || slices.ContainsFunc(cands, func(c Candidate) bool { return compact(c.Text) == k })
	}
	n := len(cands)
	drop := map[int]bool{}
	for i := 0; i < n; i++ {
		c := cands[i]
		if c.Features["null"] == 1 {
			continue
		}
		if t := namesCut(c); wordCount(t) >= 3 {
			if !have(t) {
				cands = append(cands, cutCandidate(c, t, "names_cut"))
			} else if j := indexText(cands, compact(t)); j >= 0 {
				// another reading (the bold block) already stops where the names begin: it is
				// the block without its names, and carries that cue
				cands[j].Features["names_cut"] = 1
			}
			drop[i] = markedTail(c) // a block that ends in names with affiliation marks holds its author list
		}
		if n := len(c.lines); n > 1 && versionLineRe.MatchString(strings.TrimSpace(c.lines[n-1].text)) {
			if t := titleFootMarkRe.ReplaceAllString(dropLastLines(c, 1), ""); wordCount(t) >= 2 && !have(t) {
				cands = append(cands, cutCandidate(c, t, "version_cut")) // "… / User Manual Version 4.00"
			}
		}
		t := ""
		if loc := labelPrefixRe.FindStringIndex(c.Text); loc != nil {
			t = strings.TrimSpace(c.Text[loc[1]:]) // "Data Descriptor: A dataset of …"
		} else if l0 := strings.TrimSpace(c.lines0()); len(c.lines) > 1 && (labelPrefixRe.MatchString(l0) || bannerLabelRe.MatchString(l0)) {
			t = strings.TrimSpace(strings.TrimPrefix(c.Text, l0)) // a label on a line of its own
		}
		if wordCount(t) < 3 || have(t) {
			continue
		}
		cands = append(cands, cutCandidate(c, t, "stripped"))
	}
	if len(drop) > 0 {
		kept := cands[:0:0]
		for i, c := range cands {
			if !drop[i] {
				kept = append(kept, c)
			}
		}
		return kept
	}
	return cands
}

// markedTail reports whether a block's last line is a line of names with affiliation marks.
func markedTail(c Candidate) bool {
	if len(c.lines) < 2 {
		return false
	}
	last := c.lines[len(c.lines)-1]
	names, ok := splitNames(nameText(last))
	return ok && markedNames(last, len(names))
}

// cutCandidate is candidate c with its text cut to t: the block's own source and layout, so
// that only the cut part differs, and the cue that names the cut.
func cutCandidate(c Candidate, t, cue string) Candidate {
	f := map[string]float64{}
	for k, v := range c.Features {
		if k != "rule" {
			f[k] = v
		}
	}
	f[cue], f["words"] = 1, math.Log1p(float64(wordCount(t)))
	f["upper"], f["venue_word"] = b2f(isUpperWord(t)), b2f(venueWordRe.MatchString(t))
	return Candidate{Text: t, Features: f, lines: c.lines}
}

// namesCut is a title block without its last lines when they are lines of names ("… Shallow
// Water-wave Models / Woo-Pyo Hong and Young-Dae Jung"): an author line, or a list of names
// running over two or three lines, set at the title's size and read into its block. The names
// of each line must be ones the lexicon knows or carry affiliation marks ("Anna Smith,1 Wei Zhang,2"). ""
// when the block ends in no such lines.
func namesCut(c Candidate) string {
	return dropLastLines(c, nameTail(c.lines, true))
}

// dropLastLines is a block's text without the words that print its last cut lines: matched by
// their letters, "" when the text does not end in them (or cut is 0 or the whole block).
func dropLastLines(c Candidate, cut int) string {
	if cut == 0 || cut >= len(c.lines) {
		return ""
	}
	words := strings.Fields(c.Text)
	tail := 0 // the letters the cut lines print
	for _, l := range c.lines[len(c.lines)-cut:] {
		tail += len(compact(l.text))
	}
	j := len(words) // the words of c.Text that print the cut lines, matched letters only
	for j > 0 && len(compact(strings.Join(words[j:], ""))) < tail {
		j--
	}
	var want strings.Builder
	for _, l := range c.lines[len(c.lines)-cut:] {
		want.WriteString(compact(l.text))
	}
	if j == 0 || compact(strings.Join(words[j:], "")) != want.String() {
		return ""
	}
	return strings.Join(words[:j], " ")
}

// nameTail is how many of a title block's last lines (up to 3, never the first) are a list of
// names set at the title's size: read together, so that a list that wraps inside a name
// ("…, Renrui" / "Zhang and Shanghang Zhang") counts, backed by the name lexicon or (when
// marked is true) by affiliation marks, and not the rest of a title line that goes on into
// them. The longest such tail wins. A would-be name with a plain title word ("Sketch Re-ID",
// "Sketch" scoring under -4) is no name.
func nameTail(ls []line, marked bool) int {
	n := len(ls)
	if n < 2 {
		return 0
	}
	if _, ok := splitNames(nameText(ls[0])); ok {
		return 0 // a block of names, not a title over its author line
	}
	best := 0
	for k := 1; k <= 3 && k < n; k++ {
		tail := ls[n-k:]
		if titleGoesOn(ls[n-k-1], tail[0]) {
			continue // "… ESTIMATION WITH" / "FISHER INFORMATION RATE"
		}
		var texts []string
		marks := 0
		for _, l := range tail {
			texts = append(texts, nameText(l))
		}
		names, ok := splitNames(strings.Join(texts, " "))
		if !ok || hasTitleWord(names) {
			continue
		}
		if marked {
			for _, l := range tail {
				marks += lineMarks(l)
			}
		}
		if lexiconBacked(names) || marked && marks >= 1 && 2*marks >= len(names) {
			best = k
		}
	}
	return best
}

// hasTitleWord reports whether a would-be name holds a word of three or more letters that the
// name lexicon scores as a plain title word (−4 or less: "Sketch", "Learning", "Network").
func hasTitleWord(names [][]string) bool {
	for _, toks := range names {
		for _, t := range toks {
			if letters(t) >= 3 && nameScore(t) <= -4 {
				return true
			}
		}
	}
	return false
}

// titleGoesOn reports whether a title line goes on in the name-like line under it ("… ESTIMATION
// WITH" / "FISHER INFORMATION RATE"); a line of names that wraps ("…, Toni Pitassi, and" /
// "Richard Zemel") does not count.
func titleGoesOn(upper, l line) bool {
	if _, names := splitNames(nameText(upper)); names {
		return false
	}
	return continuesLine(upper.text, l.text)
}

// markedNames reports whether a line of n names carries affiliation marks: superscripts (or
// the trailing digits of "Smith1") after at least half of its names.
func markedNames(l line, n int) bool {
	marks := lineMarks(l)
	return n >= 1 && marks >= 1 && 2*marks >= n
}

// lineMarks counts a line's affiliation marks: small words of at most one letter, and words
// at the line's size that end a name in digits ("Smith1").
func lineMarks(l line) int {
	marks := 0
	for _, w := range l.words {
		small := wordSize(w) < 0.75*l.size
		if small && letters(w.Text) <= 1 || !small && letters(w.Text) > 1 && strings.ContainsAny(w.Text, "0123456789") {
			marks++
		}
	}
	return marks
}

// cutRule is the rule's title without what moreTitleCandidates cut off its block (a type
// label over it, a version line or a line of names under it): the learned ranking weighs the
// rule's choice more as the rule follows covers' citations and size steps (s14-title), and a
// rule that printed "BIOINFORMATICS APPLICATIONS NOTE pfsearchV3: …" then outvoted the cut.
func cutRule(cands []Candidate, rule string) string {
	i := indexText(cands, compact(rule))
	if i < 0 || len(cands[i].lines) == 0 { // no block (the empty value has no lines)
		return rule
	}
	block := cands[i].lines
	for _, cue := range []string{"stripped", "version_cut", "names_cut"} {
		for _, c := range cands {
			if c.Features[cue] == 1 && len(c.lines) > 0 && c.lines[0].text == block[0].text && c.lines[0].y0 == block[0].y0 &&
				(len(c.lines) == len(block) || cue == "names_cut" && len(c.lines) < len(block) && strings.HasPrefix(compact(rule), compact(c.Text))) {
				// the cut of the rule's block, or another block of its first lines that stops
				// where its names begin (the bold title over its authors' names set at its size,
				// s17-open16)
				return c.Text
			}
		}
	}
	return rule
}
