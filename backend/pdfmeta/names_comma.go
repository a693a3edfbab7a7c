package pdfmeta

import (
	"math"
	"strings"
	"unicode"
)

// familyCommaSep parts a line of names written "Family, Given" with full given names: the
// comma is taken inside each name, so the names are set apart by ";", "·", "•" or "|".
var familyCommaSep = strings.NewReplacer(";", "\x00", "·", "\x00", "•", "\x00", "∙", "\x00", "|", "\x00")

// familyCommaLine reads a line that is wholly names written family first with a comma and the
// given name in full ("Smith, Anna; Van der Berg, Jan Peter", "SMITH, Anna · LI, Bo", one such
// name a line in a stack), or nil. familyFirstLine reads the same with initials; this one needs
// the family side to be one word (after particles) and, for a lone name, its given name known
// to the name lexicon, as "Leeds, UK" and "Paris, France" have the same shape.
func familyCommaLine(text string) [][]string {
	if !strings.Contains(text, ",") {
		return nil
	}
	if strings.Contains(text, "@") {
		// an e-mail address in brackets after each name closes its entry, as ";" does:
		// "Smith, Anna (a.smith@leeds.ac.uk) Li, Bo (b.li@…)"
		text = emailNoteRe.ReplaceAllString(text, ";")
	}
	text = cleanNameText(text)
	if isAffiliation(text) || strings.ContainsAny(text, "@0123456789") && !markerDigitsOnly(text) {
		return nil
	}
	var out [][]string
	degree := false // a degree after the name: a person, whatever the lexicon knows of the given name
	for _, piece := range strings.Split(familyCommaSep.Replace(text), "\x00") {
		var parts []string
		for _, p := range strings.Split(piece, ",") {
			p = strings.TrimSpace(strings.Trim(trailingMarkRe.ReplaceAllString(p, ""), "0123456789 "+markGlyphs)) // a mark after its comma too: "Smith, Anna,†"
			if strings.Trim(p, " .*") == "" {
				continue
			}
			if degreeRe.MatchString(p) || capsDegreeRe.MatchString(p) {
				degree = true
				continue
			}
			parts = append(parts, p)
		}
		if len(parts) == 0 {
			continue // a separator at either end, marks or an address alone
		}
		if len(parts) != 2 || !oneFamilyWord(parts[0]) || len(strings.Fields(parts[1])) > 3 {
			return nil
		}
		given := strings.Fields(parts[1])
		for len(given) > 1 && degreeRe.MatchString(given[len(given)-1]) && nameScore(given[len(given)-1]) <= 1 {
			given, degree = given[:len(given)-1], true // "Smith, Anna MSc"
		}
		toks := nameTokens(strings.Join(given, " ") + " " + parts[0])
		if toks == nil {
			return nil
		}
		out = append(out, toks)
	}
	if len(out) == 0 {
		return nil
	}
	if len(out) == 1 {
		given := strings.Fields(out[0][0])[0]
		// a family name that is also a word ("May", "Little", "Young") is a person's when a
		// degree follows the given name the lexicon knows ("May, Brandon B MSc")
		s := givenScore(given)
		if dottedInitialsRe.MatchString(given) || s < 0 || s == 0 && !degree || nameScore(out[0][len(out[0])-1]) < 0 && !(degree && s > 1) {
			return nil // "Leeds, UK"; a lone name in initials is familyFirstLine's
		}
	}
	return out
}

// givenScore is nameScore of a given name, or for a hyphenated one the lexicon does not know
// whole ("Mou-Yen", "Kwang-Ting") the least score of its parts: each part is a given name's
// syllable the lexicon knows ("Mou", "Yen").
func givenScore(given string) float64 {
	s := nameScore(given)
	if s != 0 || !strings.Contains(given, "-") {
		return s
	}
	least := math.Inf(1)
	for _, p := range strings.Split(given, "-") {
		if letters(p) == 0 {
			continue
		}
		least = math.Min(least, nameScore(p))
	}
	if math.IsInf(least, 1) {
		return 0
	}
	return least
}

// oneFamilyWord reports whether s is one capitalised word, perhaps after particles ("van der
// Berg", "De Bock") or hyphenated ("Ammad-ud-din"): the family side of "Family, Given".
func oneFamilyWord(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		if !particles[strings.ToLower(w)] {
			return false
		}
	}
	last := []rune(ws[len(ws)-1])
	return len(last) > 1 && unicode.IsUpper(last[0]) && !strings.HasSuffix(string(last), ".")
}
