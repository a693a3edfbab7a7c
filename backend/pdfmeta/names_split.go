package pdfmeta

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"carrel/backend/pdf"
)

// How one line of names is split, whatever the publisher's convention: marks after names
// (Elsevier "Anna Smith a,b,∗", MDPI "Anna Smith 1,2,*", Nature "Anna Smith1,2"), roles (IEEE
// "Member, IEEE", even when the line breaks inside one), separators ("," ";" "and" "&" "·" "|"),
// suffixes ("Jr.", "III"), names written family first with initials ("Smith, A. B.", "Smith AB")
// and family names set in capitals ("Taro YAMADA", "YAMADA Taro", "Ana RIBAS RIPOLL").

// markGlyphs are the symbols publishers set as affiliation, correspondence and footnote marks
// (digits aside).
const markGlyphs = `*∗†‡§¶#⁎✉`

// supMarkRe is a run of affiliation or footnote marks set apart by spaces: "1,2,*", "† ‡".
// spacedHyphenRe is a hyphenated pair of initials that the extractor split at the hyphen.
var spacedHyphenRe = regexp.MustCompile(`(\p{Lu}\.)\s*-\s*(\p{Lu}\.)`)

// gluedSymbolRe is footnote symbols an extractor glued to the word before ("Bengio†", "PhD‡,*"):
// they end a name as a spaced mark does, and leave a degree bare.
var gluedSymbolRe = regexp.MustCompile(`([\p{L}.)])[` + gluedSymbols + `][\d,` + gluedSymbols + `]{0,12}(\s|$|;)`)

// gluedSymbols are the footnote symbols gluedSymbolRe reads.
const gluedSymbols = `*∗†‡§¶#⁎✉☯¤∥⊥`

var supMarkRe = regexp.MustCompile(`(^|\s)[\d` + markGlyphs + `][\d,` + markGlyphs + `]{0,12}(\s|$)`)

// nameNoiseRe is what a name line prints beside the names and no name holds: an e-mail
// address ("(jane.doe@uni.edu)"), an ORCID ("0000-0002-1825-0097", "https://orcid.org/…"), the
// ORCID mark an extractor reads as "iD", marks in brackets ("(1, 2)", "(a)", AIP's "a)") and a note in
// brackets ("(corresponding author)").
var nameNoiseRe = regexp.MustCompile(`\(?\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b\)?|\(?(?:https?://)?(?:orcid\.org/)?\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b\)?|(?:^|\s)(?:iD|ORCID)(?:\s|$)|[(\[]\s*(?:\d{1,2}|\p{Ll})(?:\s*[,–-]\s*(?:\d{1,2}|\p{Ll}))*\s*[*∗†]?[)\]]|(?:^|[\s,])\p{Ll}\)(?:[\s,]|$)|(?i)\((?:the\s+)?corresponding\s+author\)|\((?:equal|joint)\s+(?:contribution|first\s+authors?)\)`)

// rolePieceRe is a piece that is a role alone, left when a line breaks inside "Senior
// Member, IEEE" (IEEE prints "…, Senior Member," at one line's end and "IEEE, and …" on the next).
var rolePieceRe = regexp.MustCompile(`(?i)^(?:(?:student|senior|life|graduate\s+student)\s+)?(?:member|fellow)$|^(?:ieee|acm|asme|siam)$`)

// gluedMarkRe is an affiliation mark in digits glued to a name at the name's size ("Smith1,2",
// "Jr.1"), read once the line is known to hold digits only as such marks.
var gluedMarkRe = regexp.MustCompile(`([\p{L}.'’])\d[\d,` + markGlyphs + `]*`)

// openBracketRe and closeBracketRe are a bracketed note that a line break cut: its start at
// the end of a line, its end at the start of the next.
var (
	openBracketRe  = regexp.MustCompile(`\([^()]*$`)
	closeBracketRe = regexp.MustCompile(`^[^()]*\)`)
)

// squareNoteRe is a note of words in square brackets after a name ("[editor]"), no part of
// it; marks in square brackets ("[1, 2]") are nameNoiseRe's.
var squareNoteRe = regexp.MustCompile(`\[\s*\p{L}[^\[\]]{2,40}\]`)

// bracketPlaceRe is a note in brackets after a name (an affiliation, a place), no part of it.
var bracketPlaceRe = regexp.MustCompile(`\([^()]{3,80}\)`)

// authorOrdinalRe is the IEEE conference template's numbering of authors: "1st Anna Smith", "2nd Wei
// Zhang", at a line's start or after a separator.
var authorOrdinalRe = regexp.MustCompile(`(^|[,;])\s*\d{1,2}(?:st|nd|rd|th)\s+`)

// capsDegreeRe is a degree printed in capitals after a name in capitals ("ANNA SMITH, PHD").
var capsDegreeRe = regexp.MustCompile(`^\s*(?:PH\.?\s?D|M\.?D|D\.?PHIL|M\.?SC|B\.?SC|M\.?P\.?H|MBBS|M\.?B\.?A|D\.?SC|FRCP\w*|FRCS\w*|FACS)\.?\s*$`)

// dottedInitialRe finds one initial with its period.
var dottedInitialRe = regexp.MustCompile(`\b\p{Lu}\.`)

// dottedInitialsRe is given names written as initials with periods: "A.", "A. B.", "J.-P.".
var dottedInitialsRe = regexp.MustCompile(`^(?:\p{Lu}\.\s?-?\s?)+$`)

// bareInitialsRe is initials without periods, as Vancouver style prints them after the
// family name: "A", "PR", "ZY", and with a hyphenated given name "SC-H" (Scott Cheng-Hsin).
var bareInitialsRe = regexp.MustCompile(`^\p{Lu}{1,3}(?:-\p{Lu}{1,2})?$`)

// splitNamesUncached is splitNames without the cache (text_cache.go).
func splitNamesUncached(text string) (names [][]string, ok bool) {
	names, ok = splitNamesRaw(text)
	if !ok {
		if ff := familyFirstLine(text); ff != nil {
			return ff, true
		}
		if fc := familyCommaLine(text); fc != nil {
			return fc, true
		}
		return nil, false
	}
	return initialsFirst(names), true
}

// cleanNameTextUncached is cleanNameText without the cache (text_cache.go).
func cleanNameTextUncached(text string) string {
	text = unglueAnd(strings.Map(dropSupLetter, text))
	if strings.Contains(text, "-") {
		text = spacedHyphenRe.ReplaceAllString(text, "$1-$2") // "C. -H." set apart by a kern: "C.-H."
	}
	// each expression below runs only on text that holds what every one of its matches holds
	// (names_split_test.go samples the matches): most name lines hold none of it
	if strings.ContainsAny(text, "0123456789") {
		text = authorOrdinalRe.ReplaceAllString(text, "$1 ")
	}
	if mayNameNoise(text) {
		text = nameNoiseRe.ReplaceAllString(text, " , ")
	}
	if strings.Contains(text, "(") {
		// "Anna Smith (University of Leeds)", "(ETH Zürich)", "(Tübingen)": an affiliation in
		// brackets, no part of the name
		text = bracketPlaceRe.ReplaceAllString(text, " , ")
		text = openBracketRe.ReplaceAllString(text, " , ") // "… Zhang (Chinese" wraps into the next line
	}
	if strings.Contains(text, "[") {
		text = squareNoteRe.ReplaceAllString(text, " , ") // "Manuel Chakravarty [editor], …": a role noted in brackets
	}
	if strings.Contains(text, ")") {
		text = closeBracketRe.ReplaceAllString(text, " , ") // "Sciences), Caiming Xiong": the end of one
	}
	if mayRole(text) {
		text = roleRe.ReplaceAllString(text, ",") // "Yang Chen, Student Member, IEEE," and Springer's "(B)"
	}
	if strings.ContainsAny(text, gluedSymbols) {
		text = gluedSymbolRe.ReplaceAllString(text, "$1 , $2")
	}
	for prev := ""; prev != text && strings.ContainsAny(text, "0123456789"+markGlyphs); { // repeated: adjacent marks share a space
		prev, text = text, supMarkRe.ReplaceAllString(text, " , ")
	}
	return text
}

// splitNamesRaw splits a line into names as printed, given name first.
func splitNamesRaw(text string) (names [][]string, ok bool) {
	worded := 0 // names of initials and a word the lexicon reads as text
	if runningText(text) && (!strings.Contains(text, "(") || runningText(cleanNameText(text))) {
		return nil, false // the words in brackets may be affiliations: "Anna Smith (University of Leeds)"
	}
	if addressLine(text) {
		return nil, false // "5465 Mark Dabling Blvd.": cleaning would take the house number for a mark
	}
	text = cleanNameText(text)
	if strings.ContainsAny(text, "@0123456789") && !markerDigitsOnly(text) {
		return nil, false
	}
	if notPerson(text) {
		if names := bylineNames(text); names != nil {
			return stripLetterMarks(names), true // "Anna Smith – University of Leeds"
		}
		return nil, false
	}
	if strings.ContainsAny(text, "0123456789") {
		text = gluedMarkRe.ReplaceAllString(text, "$1 , ") // "Anna Smith1 Wei Zhang2": a mark ends a name
	}
	for _, piece := range splitNameList(text) {
		piece = trailingMarkRe.ReplaceAllString(piece, "")
		if strings.TrimSpace(strings.Map(keepNameRune, piece)) == "" || degreeRe.MatchString(piece) || capsDegreeRe.MatchString(piece) ||
			rolePieceRe.MatchString(strings.TrimSpace(piece)) {
			continue
		}
		if s := strings.TrimSpace(piece); suffixes[strings.ToLower(s)] && len(names) > 0 {
			names[len(names)-1] = append(names[len(names)-1], s) // "Martin Luther King, Jr."
			continue
		}
		for _, part := range splitConnector(piece) {
			toks := nameTokens(part)
			if toks != nil && textWords(toks) && initialedWord(toks) {
				worded++ // "S. Proper": kept only beside as many other names
			} else if toks == nil || textWords(toks) {
				return nil, false
			}
			names = append(names, toks)
		}
	}
	if 2*worded > len(names) {
		return nil, false // "B. Results", a heading, alone or among others of its kind
	}
	return stripLetterMarks(names), len(names) > 0
}

// initialedWord reports a name of dotted initials and one word ("S. Proper", "J. Little"):
// a family name that is also a word, which textWords alone would refuse.
func initialedWord(toks []string) bool {
	n := len(toks)
	if n < 2 || letters(toks[n-1]) < 2 {
		return false
	}
	for _, t := range toks[:n-1] {
		if !dottedInitials.MatchString(t) {
			return false
		}
	}
	return true
}

// splitConnector parts two whole names joined by Spanish "y", Portuguese and Italian "e" or
// Catalan "i" ("Juan Pérez y Ana López"): two or more words on each side. A connector inside
// one family name has a single word after it ("José Ortega y Gasset").
func splitConnector(piece string) []string {
	f := strings.Fields(piece)
	for k := 2; k < len(f)-2; k++ {
		if connectors[f[k]] {
			return []string{strings.Join(f[:k], " "), strings.Join(f[k+1:], " ")}
		}
	}
	return []string{piece}
}

// runningText reports whether a line holds three or more lower-case words that no name
// holds (not particles, "and", "by", marks or bracketed notes): a sentence, not names. It is
// a cheap test that spares most lines of a page the cleaning regexps.
func runningText(text string) bool {
	n := 0
	for _, w := range strings.Fields(text) {
		if !startsLowerRune(w) || letters(w) < 2 || strings.HasSuffix(w, ")") || strings.ContainsAny(w, "@0123456789") {
			continue
		}
		lw := strings.ToLower(strings.Trim(w, ",;.:"))
		if particles[lw] || connectors[lw] || lw == "and" || lw == "et" || lw == "und" || lw == "by" || lw == "al" {
			continue
		}
		if n++; n >= 3 {
			return true
		}
	}
	return false
}

// familyFirstLine reads a line that is wholly two or more names written family first with
// dotted initials ("Smith, A. B., Zhang, W. and Jones, C."), or nil.
func familyFirstLine(text string) [][]string {
	if !strings.Contains(text, ",") || !dottedInitialRe.MatchString(text) {
		return nil // most lines are running text: a cheap test first
	}
	text = strings.Trim(cleanNameText(text), " ,;")
	if isAffiliation(text) || strings.ContainsAny(text, "@0123456789") {
		return nil
	}
	as, rest, truncated := familyFirstNames(text)
	if len(as) < 2 || truncated || strings.Trim(rest, " .,;") != "" { // one name alone may be a place: "London, N.W."
		return nil
	}
	out := make([][]string, 0, len(as))
	for _, a := range as {
		if !dottedInitialsRe.MatchString(a.Given) {
			return nil // "Leeds, UK", "Doe, Member": a family-first line here gives initials
		}
		out = append(out, append(strings.Fields(a.Given), a.Family))
	}
	return out
}

// initialsFirst turns names written family first with bare initials ("Smith A, Vlachas PR")
// given name first. Every name must end in initials, and one of them must be a single letter
// or have no vowel, so that family names set in capitals ("Wei LI, Bo XU") stay as they are;
// a single name stays too ("London NW" is an address).
func initialsFirst(names [][]string) [][]string {
	if len(names) < 2 {
		return names // "London NW" is an address
	}
	if dotted := dottedLast(names); dotted != nil {
		return dotted
	}
	sure := false
	for _, toks := range names {
		last := toks[len(toks)-1]
		if len(toks) < 2 || !bareInitialsRe.MatchString(last) || !hasLower(toks[0]) {
			return names
		}
		sure = sure || len(last) == 1 || !strings.ContainsAny(last, "AEIOUY")
	}
	if !sure {
		return names
	}
	out := make([][]string, len(names))
	for i, toks := range names {
		k := len(toks) - 1
		for k > 1 && bareInitialsRe.MatchString(toks[k-1]) && len(toks[k-1]) == 1 {
			k-- // "Nabeel P M"
		}
		var given []string
		for _, ini := range toks[k:] {
			hyphen := false
			for _, r := range ini {
				switch {
				case r == '-':
					hyphen = true
				case hyphen && len(given) > 0:
					given[len(given)-1] += "-" + string(r) + "." // "SC-H" gives "S. C.-H."
					hyphen = false
				default:
					given = append(given, string(r)+".")
				}
			}
		}
		out[i] = append(given, toks[:k]...)
	}
	return out
}

// dottedLast turns names that all end in dotted initials ("Smith A.B., Zhang W.") given name
// first, or gives nil: no name written given name first ends in an initial.
func dottedLast(names [][]string) [][]string {
	out := make([][]string, len(names))
	for i, toks := range names {
		k := len(toks)
		for k > 1 && dottedInitialsRe.MatchString(toks[k-1]) {
			k--
		}
		if k == len(toks) || k == 0 || !hasLower(toks[0]) || dottedInitialsRe.MatchString(toks[0]) {
			return nil
		}
		out[i] = append(append([]string{}, toks[k:]...), toks[:k]...)
	}
	return out
}

// stripLetterMarks drops an affiliation letter glued to family names at the names' size
// ("Anna Smitha, Wei Zhangb, Carl Jonesa"). A line is read so when two or more of its family
// names end in a letter a–h without which the word is a name the lexicon knows well, while
// with it the word is unknown ("Zhangb", "Jonesa"); then every family name ending in a–h
// loses that letter ("Smitha" too, though Smitha is a given name). One such name alone is
// left as printed: "Bhatta" may be a name.
func stripLetterMarks(names [][]string) [][]string {
	if len(names) < 2 {
		return names
	}
	evidence := 0
	for _, toks := range names {
		last := []rune(toks[len(toks)-1])
		if markLetter(last) && nameScore(string(last[:len(last)-1])) > 1.5 && nameScore(string(last)) <= 0 {
			evidence++
		}
	}
	if evidence < 2 {
		return names
	}
	for i, toks := range names {
		if last := []rune(toks[len(toks)-1]); markLetter(last) {
			names[i] = append(toks[:len(toks)-1:len(toks)-1], string(last[:len(last)-1]))
		}
	}
	return names
}

// markLetter reports whether a word of four or more letters ends in a lower-case a–h after
// a lower-case letter, as a glued affiliation letter does.
func markLetter(w []rune) bool {
	n := len(w)
	return n >= 4 && w[n-1] >= 'a' && w[n-1] <= 'h' && unicode.IsLower(w[n-2])
}

func hasLower(s string) bool {
	for _, r := range s {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}

func keepNameRune(r rune) rune {
	if unicode.IsLetter(r) {
		return r
	}
	return -1
}

// supLetters are the superscript letters some producers write for affiliation marks
// ("Anna Smithᵃ,ᵇ").
const supLetters = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ"

// dropSupLetter drops superscript letters and symbols (PLOS "☯" and "¤", "✉", an accent an
// extractor set apart, PNAS's "∥", LaTeX's "~"), which no name holds.
func dropSupLetter(r rune) rune {
	if strings.ContainsRune(supLetters, r) || unicode.In(r, unicode.So, unicode.Sc, unicode.Sk) || r == '∥' || r == '~' || r == '⊥' {
		return -1
	}
	return r
}

// smallCaps reports whether w continues prev in small capitals that a word processor set as
// capitals at a smaller size ("A" "NNA" "S" "MITH" for "Anna Smith"): no gap, on prev's
// baseline (a superscript mark is raised), capitals only, at 55–92% of prev's size.
func smallCaps(prev, w pdf.Word) bool {
	ps, ws := wordSize(prev), wordSize(w)
	if w.X0-prev.X1 >= 0.08*ps || ws < 0.55*ps || ws > 0.92*ps || math.Abs(w.Y1-prev.Y1) > 0.15*ps {
		return false
	}
	p := []rune(prev.Text)
	return len(p) > 0 && unicode.IsUpper(p[len(p)-1]) && isUpperWord(w.Text) && letters(w.Text) == len([]rune(strings.Trim(w.Text, ".-'’")))
}

// startsParticle reports whether s starts with a family name's particle ("van der Berg").
func startsParticle(s string) bool {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return particles[strings.ToLower(w)]
}

// joinsWord reports whether r, beside a conjunction, makes it part of a word: a letter, a
// combining mark, a hyphen or an apostrophe ("Cheng-en", "Andrés").
func joinsWord(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || r == '-' || r == '\'' || r == '’'
}

// splitNameList splits a line at nameSplitRe's separators, but not at a conjunction glued to
// a letter that RE2's ASCII \b takes for a boundary: "Andrés" holds Hungarian "és" after
// "Andr", "Bøet" French "et".
func splitNameList(text string) []string {
	var out []string
	start := 0
	for _, m := range nameSplitRe.FindAllStringIndex(text, -1) {
		tok := strings.TrimSpace(text[m[0]:m[1]])
		if letters(tok) > 0 {
			seg := text[m[0]:m[1]]
			lead := len(seg) - len(strings.TrimLeftFunc(seg, unicode.IsSpace))
			trail := len(seg) - len(strings.TrimRightFunc(seg, unicode.IsSpace))
			before, _ := utf8.DecodeLastRuneInString(text[:m[0]+lead])
			after, _ := utf8.DecodeRuneInString(text[m[1]-trail:])
			if lead > 0 {
				before = ' '
			}
			if trail > 0 {
				after = ' '
			}
			if joinsWord(before) || joinsWord(after) {
				continue
			}
		}
		out = append(out, text[start:m[0]])
		start = m[1]
	}
	return append(out, text[start:])
}

// mayNameNoise reports whether text holds what every nameNoiseRe match holds: an "@", a
// bracket, "iD" or "ORCID", or an ORCID's digits ("0000-0002").
func mayNameNoise(text string) bool {
	return strings.ContainsAny(text, "@([)") || strings.Contains(text, "iD") || strings.Contains(text, "ORCID") || hasDashDigits(text)
}

// mayRole reports whether text holds what every roleRe match holds: "member", "fellow", "("
// or "see profile", in any case.
func mayRole(text string) bool {
	return strings.Contains(text, "(") || containsAny(foldASCII(text), []string{"member", "fellow", "see profile"})
}
