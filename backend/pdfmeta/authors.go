package pdfmeta

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// affiliationRe marks lines (or pieces of lines) that name institutions, places or roles.
var affiliationRe = regexp.MustCompile(`(?i)\b(univ|universit\w*|universidad|universität|college|school|institut\w*|department|dept|faculty|division|laborator\w*|labs?|cent(er|re)|facility|group|corporation|corp|inc|ltd|gmbh|kg|verlag|publishers|publishing|company|research|foundation|academy|hospital|clinic|ministry|council|agency|program(me)?|project|avenue|ave|street|road|box|campus|building|science|sciences|engineering|computer|computing|mathematics|physics|chemistry|biology|medicine|informatics|statistics|technology|linguistics|psychology|economics|studies|national|international|society|association|press|correspondence|email|e-mail|abstract|keywords|introduction|editor|received|accepted|published|germany|france|italy|spain|china|japan|canada|australia|india|israel|korea|netherlands|switzerland|sweden|norway|denmark|finland|austria|belgium|poland|brazil|mexico|zealand|ireland|portugal|greece|russia|singapore|taiwan|bangladesh|pakistan|iran|turkey|egypt|africa|california|texas|york|massachusetts|washington|illinois|pennsylvania|maryland|google|brain|deepmind|openai|microsoft|facebook|ibm|amazon|nvidia|intel|adobe|baidu|alibaba|tencent)\b`)

// countryCodeRe marks country codes, which are case-sensitive: "Sang Uk Park" is a name.
var countryCodeRe = regexp.MustCompile(`\b(USA|UK|U\.S\.A\.|U\.K\.)(\W|$)`)

var (
	// degreeRe is a degree or post-nominal printed after a name ("John Smith, MD, PhD").
	degreeRe = regexp.MustCompile(`^\s*(?:M\.?D|Ph\.?\s?D|D\.?Phil|M\.?Sc|B\.?Sc|M\.?S|M\.?A|B\.?A|M\.?P\.?H|R\.?N|MBBS|MBChB|Pharm\.?D|D\.?V\.?M|M\.?B\.?A|D\.?Sc|D\.?O|FRCP\w*|FACS|FACC|FRCS\w*|MRCP\w*|BSN|MSN|DNP|Dr\.?\s?P\.?H|M\.?Eng|B\.?Eng|Dipl\.?-?\s?Ing)\.?\s*$`)
	// trailingMarkRe is affiliation letters set after a name at the name's own size ("Jane Doe a", "b,c").
	trailingMarkRe = regexp.MustCompile(`(^|\s)\p{Ll}(?:\s*,\s*\p{Ll})*\s*$`)
	nameSplitRe    = regexp.MustCompile(`(?i)\s*(?:,|;|&|\||·|•|∙|、|\band\b|\bund\b|\bet\b|(?-i:\b(?:och|og|en|ve|és|és)\b))\s*`)                                                                        // Springer "A · B", Wiley "A | B", French "et", Swedish "och", Danish "og", Dutch "en", Turkish "ve", Hungarian "és"
	namePrefixRe   = regexp.MustCompile(`(?i)^(?:(?:by|authors?:|dr\.?\s*-\s*ing\.?|dipl\.?\s*-\s*\p{L}{2,6}\.?|m\.?\s?sc\.?|b\.?\s?sc\.?|mag\.|ing\.|dr\.?|prof\.?|professor|assoc\.?|assist\.?)\s+)+`) // "Prof. Dr. Anna Smith", "Dr.-Ing. A. Smith", "MSc. N. Krein"
	abstractStart  = regexp.MustCompile(`(?i)^\s*(abstract|summary)\b\s*[.:—–-]?\s*`)
	roleRe         = regexp.MustCompile(`(?i)\b((student|senior|life|graduate student)\s+)?(member|fellow)\s*,?\s*(ieee|acm|asme|siam)\b|\b(ieee|acm)\s+((student|senior|life)\s+)?(member|fellow)\b|\(\w\)|\bsee profile\b`)
	particles      = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "del": true, "della": true, "di": true, "da": true, "du": true, "le": true, "la": true, "ten": true, "ter": true, "dos": true, "das": true, "bin": true, "al": true, "st.": true,
		"zu": true, "vom": true, "zum": true, "zur": true, "des": true, "dei": true, "degli": true, "het": true, "op": true, "ibn": true, "af": true, "los": true, "las": true, "'t": true, "’t": true}
	// lowParticles are the particles written in lower case after a given name, also when the
	// name is printed in capitals ("JAN VAN DER BERG"); Romance and Belgian ones ("De Bock")
	// keep their capital, as it cannot be told.
	lowParticles = map[string]bool{"van": true, "von": true, "der": true, "den": true, "ter": true, "ten": true, "zu": true, "vom": true, "zum": true, "zur": true, "het": true, "op": true}
	// connectors join two family names ("Ortega y Gasset", "Silva e Souza").
	connectors = map[string]bool{"y": true, "e": true, "i": true}
	// elidedRe is a family name after an elided particle: "d'Alembert", "dell'Acqua".
	elidedRe = regexp.MustCompile(`^\p{Ll}{1,4}['’]\p{Lu}`)
	suffixes = map[string]bool{"jr": true, "jr.": true, "sr": true, "sr.": true, "ii": true, "iii": true, "iv": true}
)

// capsMarkRe is a name in capitals with one or two lower-case affiliation letters glued on.
var capsMarkRe = regexp.MustCompile(`^(\p{Lu}{2,}[\p{Lu}'’\-]*)\p{Ll}{1,2}$`)

// articleWords start no name: "The Astrophysical Journal" is a journal ("A" is an initial,
// "An", "Les" and "Lo" are names).
var articleWords = map[string]bool{"the": true}

// gluedInitialRe is a family name glued to its initials: "A.Smith", "J.-P.Dubois".
var gluedInitialRe = regexp.MustCompile(`^((?:\p{Lu}\.-?)+)(\p{Lu}\p{Ll}[\p{L}'’-]*)$`)

// nameTokens cleans one candidate name and returns its tokens, or nil if it is not a name.
func nameTokens(s string) []string {
	s = namePrefixRe.ReplaceAllString(strings.TrimSpace(s), "")
	var toks []string
	for _, f := range strings.Fields(s) {
		f = greekWord(strings.Trim(stripMarkers(strings.Map(dropSupLetter, f)), "()[]{}"))
		if m := capsMarkRe.FindStringSubmatch(f); m != nil && !degreeRe.MatchString(f) {
			f = m[1] // "SMITHa": an affiliation letter glued to a name in capitals
		}
		if letters(f) == 0 {
			continue
		}
		if m := gluedInitialRe.FindStringSubmatch(f); m != nil {
			toks = append(toks, m[1], m[2]) // "A.Smith": initials set without a space
			continue
		}
		toks = append(toks, f)
	}
	toks = mendSplitLetters(toks)
	if n := len(toks); n > 2 && degreeRe.MatchString(toks[n-1]) && nameScore(toks[n-1]) <= 1 {
		toks = toks[:n-1] // "Anna Smith MSc"; "Ting MA" keeps its family name
	}
	words := 0 // particles and connectors do not count: "Maria del Carmen García y López"
	for _, t := range toks {
		if lt := strings.ToLower(t); !particles[lt] && !connectors[lt] {
			words++
		}
	}
	if len(toks) < 2 || words > 5 || articleWords[strings.ToLower(toks[0])] {
		return nil // "The Lancet", "A Study": no name starts with an article
	}
	for i, t := range toks {
		lt := strings.ToLower(t)
		if particles[lt] || suffixes[lt] || connectors[lt] && i > 0 && i < len(toks)-1 || elidedRe.MatchString(t) {
			continue
		}
		rs := []rune(t)
		if !unicode.IsUpper(rs[0]) || letters(t) > 18 { // "Informationsverarbeitung" is no name
			return nil
		}
		for _, r := range rs {
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && r != '.' && r != '-' && r != '\'' && r != '’' {
				return nil
			}
		}
	}
	return toks
}

// nameText is a line's text without superscript words (smaller than the line's size),
// which carry affiliation marks.
func nameText(l line) string {
	var parts []string
	wide := wideGap(l)
	for i, w := range l.words {
		if i > 0 && w.X0-l.words[i-1].X1 > wide {
			// names set apart by space alone: "Ruifang Ge    Raymond J. Mooney"; the space parts
			// whole names, as ";" does, so names written family first keep their comma inside
			// ("Ouasfi, Amine    Boukhayma, Adnane")
			parts = append(parts, ";")
		} else if i > 0 && colCutAt(l, w) {
			parts = append(parts, ",") // a column's edge under the names: a cut, not a list's separator
		}
		if i > 0 && len(parts) > 0 && (glued(l.words[i-1], w, l.size) || smallCaps(l.words[i-1], w)) {
			parts[len(parts)-1] += w.Text // a letter the extractor split off a name ("Pawe ł", "Ł ukasz")
			continue
		}
		switch {
		case wordSize(w) >= 0.75*l.size && !raisedMark(w, l), letters(w.Text) == 0 && !strings.ContainsAny(w.Text, "0123456789"):
			parts = append(parts, w.Text) // punctuation is small too: a comma keeps its place
		default:
			parts = append(parts, ",") // a superscript mark ends a name
		}
	}
	return strings.Join(parts, " ")
}

// wideGap is the gap between words that separates two names on a line without commas: well
// above the line's usual word gap (between words at the line's size) and at least half the
// font size.
func wideGap(l line) float64 {
	var gaps []float64
	for i := 1; i < len(l.words); i++ {
		a, b := l.words[i-1], l.words[i]
		if wordSize(a) < 0.75*l.size || wordSize(b) < 0.75*l.size || raisedMark(a, l) || raisedMark(b, l) {
			continue // a superscript mark sits glued to its name: its nil gap is no word gap
		}
		gaps = append(gaps, b.X0-a.X1)
	}
	if len(gaps) < 3 {
		return math.Inf(1)
	}
	sort.Float64s(gaps)
	return math.Max(0.5*l.size, 2.5*gaps[len(gaps)/2])
}

// raisedMark reports whether w is a superscript set above three quarters of the line's size (an
// 11 pt class's \Large names carry 10.95 pt marks): smaller than the names and its foot raised
// a fifth of the size over the line's.
func raisedMark(w pdf.Word, l line) bool {
	return wordSize(w) < 0.9*l.size && l.y1-w.Y1 > 0.2*l.size
}

// glued reports whether w is a piece the extractor split off its word ("Pawe ł", "Ł ukasz",
// "Gy öngyi"): no gap, the same font size, the first piece ending in a letter.
func glued(prev, w pdf.Word, size float64) bool {
	// the font size, not the box: an accented glyph's box can be odd, a superscript's size is not
	if w.X0-prev.X1 >= 0.08*size || math.Abs(w.FontSize-prev.FontSize) > 0.05*prev.FontSize || prev.FontSize < 0.75*size ||
		letters(w.Text) == 0 || letters(prev.Text) == 0 {
		return false
	}
	p := []rune(prev.Text)
	return unicode.IsLetter(p[len(p)-1]) // "Gy|öngyi": the extractor split a word at an accent
}

// markerDigitsOnly reports whether every digit in s is glued to the end of a word
// (affiliation superscripts like "Datta1" or "Rahman2,3"), not an address or date.
func markerDigitsOnly(s string) bool {
	for _, f := range strings.Fields(s) {
		if !strings.ContainsAny(f, "0123456789") {
			continue
		}
		t := strings.TrimRightFunc(f, func(r rune) bool { return !unicode.IsLetter(r) }) // "Smith1,2,*", "Li1☯"
		if letters(t) == 0 || strings.ContainsAny(t, "0123456789@") {
			return false
		}
	}
	return !strings.Contains(s, "@")
}

// affiliationOpener starts a line that is an affiliation however long it runs (two cells of
// one row read as one line: "Faculty of Engineering, … Faculty of Engineering, …"): the
// author block goes on under it. Words that also open a paragraph ("Research", "Computer")
// are not among them.
var affiliationOpener = regexp.MustCompile(`^[\W\d\p{Ll}]{0,4}\s*(?:(?i:department|dept\.|faculty|school of|graduate school|division of|center for|centre for)\b|(?:\p{Lu}[\p{L}&.-]*\s+){0,3}(?i:institute|university|universit[äéà]|laboratory|laboratories|college)\b)`)

// layoutAuthors reads the names printed between the title and the abstract on page 1.
func layoutAuthors(ls []line, title []line) []domain.Author { return readAuthorBlock(ls, title, true) }

// readAuthorBlock reads the names under the title; strict skips a name-like line set right
// under an affiliation line (an address), which a block alternating names and affiliations
// at one leading needs off.
func readAuthorBlock(ls []line, title []line, strict bool) []domain.Author {
	out, _ := readAuthorRun(ls, title, strict)
	return out
}

// readAuthorRun is readAuthorBlock that also says whether the block of stacked names ran on to
// the page's last line (its list goes on over page 2).
func readAuthorRun(ls []line, title []line, strict bool) ([]domain.Author, bool) {
	if len(title) == 0 {
		return nil, false
	}
	last := title[len(title)-1]
	var area []line
	for _, l := range ls {
		if l.vertical || l.y0 < last.y1-1 || l.y0 > last.y1+0.45*l.ph || letters(l.text) == 0 {
			continue // rules and dot leaders are not lines of the author block
		}
		area = append(area, l)
	}
	more, ranOff := stackRunOn(ls, area, last.y1+0.45*last.ph)
	area = append(area, more...)
	area = append(area, sideHead(ls, title, area)...) // a side column's names level with the title
	sortRows(area)
	area = besideAbstract(area)
	kept := area[:0:0]
	for _, l := range area {
		if !keywordsLineRe.MatchString(l.text) {
			kept = append(kept, l) // a keywords line set above the names ends nothing
		}
	}
	area = kept
	for i, l := range area {
		if abstractStart.MatchString(l.text) || strings.HasPrefix(compact(l.text), "abstract") || numberedHeading(smallCapsText(l)) != "" ||
			headingStop(l) || wordCount(nameText(l)) > 14 && !allNames(l) && !affiliationOpener.MatchString(l.text) || proseAt(area, i) {
			area, ranOff = area[:i], false // the block ends on this page: page 2's top goes on no list
			break
		}
	}
	kind := make([]int, len(area)) // 0 other, 1 name, 2 email
	var toks [][]string
	nameSize := 0.0
	texts := make([]string, len(area))
	splits := make([][][]string, len(area))
	read := make([]bool, len(area))
	stacked, stackSize := 0, 0.0 // lines read as one "Family, Given" name, and their size
	for i, l := range area {
		texts[i] = nameText(l)
		splits[i], read[i] = splitNames(texts[i])
		if commaNameLine(texts[i], splits[i], read[i]) {
			stacked, stackSize = stacked+1, max(stackSize, l.size)
		}
	}
	for i, l := range area {
		names, ok := splits[i], read[i]
		if !ok {
			if toks, lone := stackedCommaName(texts[i], l.size, stackSize, stacked); lone {
				names, ok = [][]string{toks}, true
			}
		}
		if strings.Contains(l.text, "@") && (!ok || !emailNoted(l.text)) {
			own, mine := ownAddressName(l)
			if mine {
				names, ok = splitNames(own)
			}
			if !mine || !ok || len(names) != 1 {
				kind[i] = 2 // an address line; names with their addresses in brackets, or one name with its own, are read
				continue
			}
		}
		if strings.EqualFold(strings.TrimSpace(l.text), "and") {
			kind[i] = 1
			continue
		}
		if !ok {
			continue
		}
		above := -1 // nearest line above in the same horizontal span
		for j := i - 1; j >= 0; j-- {
			a := area[j]
			if a.y1 <= l.y0+1 && a.x0 < l.x1 && a.x1 > l.x0 {
				above = j
				break
			}
		}
		if strict && above >= 0 && area[above].y1 > l.y0-0.6*l.size && kind[above] == 0 && l.size < 1.1*area[above].size {
			continue // under an affiliation line in the same block, at its size: an address, not a name
		}
		if nameSize > 0 && l.size < 0.85*nameSize {
			continue // smaller than the names: an affiliation such as "ETH Zurich"
		}
		nameSize = max(nameSize, l.size)
		kind[i] = 1
		toks = append(toks, names...)
	}
	return stackAuthors(toks), ranOff
}

// emailNoteRe is an e-mail address in brackets, as a list of names notes each name's address
// ("Anna Smith (a.smith@leeds.ac.uk); Wei Zhang (…)").
var emailNoteRe = regexp.MustCompile(`\(\s*[\w.+-]+@[\w.-]+\s*\)`)

// emailNoted reports whether every address of a line stands in brackets after a name.
func emailNoted(s string) bool {
	return strings.Count(s, "@") == len(emailNoteRe.FindAllString(s, -1))
}

// headingStop is abstractStop on the line's text with small capitals glued back: a name in
// small capitals that the extractor splits after its first letter ("I CHIRO T AKEUCHI") is
// no roman-numbered heading.
func headingStop(l line) bool {
	m := l
	m.text = smallCapsText(l)
	if leadingMark(l) {
		// an affiliation led by its raised mark ("¹ Korea Advanced Institute of …", the digit set
		// apart) is no numbered heading: a heading's number is set at the heading's size
		m.text = strings.TrimSpace(strings.TrimPrefix(m.text, l.words[0].Text))
	}
	return abstractStop(m)
}

// leadingMark reports a line whose first word is a short mark set small (a superscript digit or
// letter before an affiliation).
func leadingMark(l line) bool {
	if len(l.words) < 2 {
		return false
	}
	w := l.words[0]
	return len([]rune(w.Text)) <= 3 && wordSize(w) < 0.8*l.size
}

// allNames reports whether a line splits wholly into names: a wide line of names is no
// paragraph, however many words it has.
func allNames(l line) bool {
	_, ok := splitNames(nameText(l))
	return ok
}

// mendSplitLetters joins a letter the extractor split off a name ("Ł ukasz", "Pawe ł").
func mendSplitLetters(toks []string) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		rs := []rune(t)
		if len(rs) == 1 && unicode.IsUpper(rs[0]) && i+1 < len(toks) && startsLowerRune(toks[i+1]) {
			out = append(out, t+toks[i+1])
			i++
			continue
		}
		if len(out) > 0 && len(rs) > 1 && (rs[0] == '-' || rs[0] == '‐') && unicode.IsUpper(rs[1]) {
			out[len(out)-1] += t // a hyphenated given name the extractor split: "P. -O." is "P.-O."
			continue
		}
		if len(rs) == 1 && unicode.IsLower(rs[0]) && len(out) > 0 && !connectors[t] {
			out[len(out)-1] += t
			continue
		}
		out = append(out, t)
	}
	return out
}

func startsLowerRune(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r)
	}
	return false
}

// sortRows orders lines top to bottom and, within a row, left to right: names set side by
// side sit at slightly different heights (an accent raises a box's top).
func sortRows(ls []line) {
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].y0 < ls[j].y0 })
	for start := 0; start < len(ls); {
		end := start + 1
		for end < len(ls) && ls[end].y0-ls[start].y0 < 0.6*ls[start].size {
			end++
		}
		row := ls[start:end]
		sort.SliceStable(row, func(i, j int) bool { return row[i].x0 < row[j].x0 })
		start = end
	}
}

// lenientNames reads the first run of lines under the title that hold names, keeping the
// pieces that are names and dropping the rest ("Jane Doe, University of X"): a fallback for
// author lines the strict reading refuses whole.
func lenientNames(ls []line, title []line) []domain.Author {
	if len(title) == 0 {
		return nil
	}
	last := title[len(title)-1]
	var area []line
	for _, l := range ls {
		if !l.vertical && l.y0 >= last.y1-1 && l.y0 <= last.y1+0.3*l.ph && letters(l.text) > 0 {
			area = append(area, l)
		}
	}
	sortRows(area)
	var out []domain.Author
	var toked [][]string // the names read from tokens, and where they stand in out
	var at []int
	area = besideAbstract(area)
	for i, l := range area {
		if abstractStart.MatchString(l.text) || headingStop(l) || bareEmail(l.text) || wordCount(nameText(l)) > 20 && !allNames(l) ||
			citeLabelRe.MatchString(l.text) || refFormatRe.MatchString(l.text) || proseAt(area, i) {
			break // a suggested citation names the authors again: the block has ended
		}
		if addressLine(nameText(l)) {
			if len(out) > 0 {
				break // "North Ryde, NSW, 2113, Australia" under the names: their address
			}
			continue
		}
		text := cleanNameText(nameText(l))
		found := 0
		if inv, rest, truncated := familyFirstNames(text); len(inv) >= 2 && !truncated && strings.Trim(rest, " .,;") == "" {
			out = append(out, inv...) // "Stec, Anna A and Hull, T Richard": family first
			continue
		}
		var line [][]string
		for _, person := range bylinePeople(text) { // "Anna Smith, Leeds University; Wei Zhang, IBM"
			seen, inst := 0, false
			pieces := splitNameList(person)
			for j, piece := range pieces {
				piece = trailingMarkRe.ReplaceAllString(piece, "")
				if notPerson(piece) && seen > 0 {
					inst = true // the names' institution: its place follows ("…, University of Leeds, United Kingdom")
					continue
				}
				if inst && (j+1 == len(pieces) || !institutionPiece(pieces[j+1])) {
					continue // still the institution's place; a name that another institution follows opens the next pair
				}
				inst = false
				if notPerson(piece) || strings.ContainsAny(piece, "0123456789") || rolePieceRe.MatchString(strings.TrimSpace(piece)) {
					continue
				}
				if toks := nameTokens(piece); toks != nil && !textWords(toks) && !hasTitleWord([][]string{toks}) {
					line = append(line, toks) // "Imaginative Language Agent", a title's piece, is no name
					seen++
				}
			}
		}
		for _, toks := range initialsFirst(line) { // "Smith A.B., Zhang W.": family first
			at = append(at, len(out))
			toked = append(toked, toks)
			out = append(out, domain.Author{}) // read below, with the whole list's order
			found++
		}
		if found == 0 && len(out) > 0 {
			break // the names have ended
		}
	}
	for i, a := range authorsOf(toked) {
		out[at[i]] = a
	}
	return out
}

// isAffiliation reports whether s names an institution, place or role.
func isAffiliation(s string) bool {
	return affiliationMatch(s) || countryCodeRe.MatchString(s) // affiliationRe's words, looked up (affil_words.go)
}

// institutionPiece reports whether a piece of a byline names an institution, not merely a place:
// in "Anna Smith, Univ. X, Wei Zhang, Inst. Y" the name before one is the next author's.
func institutionPiece(s string) bool {
	s = trailingMarkRe.ReplaceAllString(s, "")
	return isAffiliation(s) || intlAffiliation(s) || orgWord(s)
}
