package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"
)

// Bylines printed family name first, each name its own entry with its initials after a comma
// and often a degree and marks (s17-nometa, synthR41/R31: "Zadeh, P., PhD" over "Hosseini, R.,
// PhD"; "RAVI, S" over "LAROCHELLE, H"; "Bang, D., Ph.D.a    Sung, I., Ph.D.a"; "Zandonati, B,
// PhD1 ; Pol, AA, PhD1"; "Kim, T1" over its affiliation). familyFirstLine reads such names only
// two or more to a line with dotted initials, and familyCommaLine only with a given name in
// full, as a lone "London, N.W." or "Leeds, UK" has the same shape; so a stack of one such
// name a line gave no candidate at all. familyInitialNames reads one line's entries;
// familyInitialBlock (cand_names_family_first.go) asks that its neighbours or a mark confirm them.

// familyInitialSep parts a line's entries: the comma stays inside each "Family, Initials".
var familyInitialSep = regexp.MustCompile(`\s*(?:[;·•∙|]|\band\b|&)\s*`)

// letterMarkRe is affiliation letters glued to the end of a degree or of initials ("Ph.D.a",
// "K.b,c"): a word ending in a period, then one to three marks a–h.
var letterMarkRe = regexp.MustCompile(`\.\s?[a-h](?:,[a-h]){0,2}$`)

// regionCodes are the codes a place prints after a comma ("Seattle, WA", "Leeds, UK") that
// look like bare initials.
var regionCodes = map[string]bool{"UK": true, "US": true, "USA": true, "UAE": true, "EU": true, "PRC": true, "ROC": true,
	"AL": true, "AK": true, "AZ": true, "AR": true, "CA": true, "CO": true, "CT": true, "DC": true, "DE": true, "FL": true, "GA": true,
	"HI": true, "ID": true, "IL": true, "IN": true, "IA": true, "KS": true, "KY": true, "LA": true, "ME": true, "MD": true, "MA": true,
	"MI": true, "MN": true, "MS": true, "MO": true, "MT": true, "NE": true, "NV": true, "NH": true, "NJ": true, "NM": true, "NY": true,
	"NC": true, "ND": true, "OH": true, "OK": true, "OR": true, "PA": true, "RI": true, "SC": true, "SD": true, "TN": true, "TX": true,
	"UT": true, "VT": true, "VA": true, "WA": true, "WV": true, "WI": true, "WY": true, "ON": true, "QC": true, "BC": true, "AB": true,
	"NSW": true, "VIC": true, "QLD": true}

// familyInitialNames reads a line (its name text, nameText's) that is wholly entries "Family,
// Initials" with optional degrees, marks and e-mail addresses, given name first, or nil.
// marked says an entry carried a mark, a degree or an address: what a byline prints and a
// place ("London, N.W.") does not.
func familyInitialNames(text string) (names [][]string, marked bool) {
	if !strings.Contains(text, ",") || runningText(text) {
		return nil, false
	}
	raw := text
	text = cleanNameText(text)
	marked = text != raw && strings.TrimRight(text, " ,") != strings.TrimRight(raw, " ,")
	if strings.ContainsAny(text, "@0123456789") && !markerDigitsOnly(text) {
		return nil, false
	}
	for _, piece := range familyInitialSep.Split(text, -1) {
		var parts []string
		for _, p := range strings.Split(piece, ",") {
			p = strings.TrimSpace(p)
			if m := letterMarkRe.FindString(p); m != "" && (degreeRe.MatchString(strings.TrimSuffix(p, m[1:])) || dottedInitialsRe.MatchString(strings.TrimSuffix(p, m[1:]))) {
				p, marked = strings.TrimSuffix(p, m[1:]), true // "Ph.D.a", "K. a"
			}
			if t := strings.TrimSpace(trailingMarkRe.ReplaceAllString(p, "")); t != p && t != "" {
				p, marked = t, true // "K. a", "I a"
			}
			if t := strings.TrimSpace(strings.Trim(p, "0123456789 "+markGlyphs)); t != p {
				p, marked = t, marked || strings.Trim(p, " ") != ""
			}
			if strings.Trim(p, " .") == "" {
				continue
			}
			if degreeRe.MatchString(p) || capsDegreeRe.MatchString(p) {
				marked = true
				continue
			}
			parts = append(parts, p)
		}
		if len(parts) == 0 {
			continue // marks or an address alone between separators
		}
		toks := familyInitialEntry(parts)
		if toks == nil {
			return nil, false
		}
		names = append(names, toks)
	}
	return names, marked && len(names) > 0
}

// familyInitialEntry reads one entry's parts ("Zadeh", "P.") as given-first name tokens, or nil:
// a family side of one word (after particles), not a place or an institution, and a given side
// of initials ("P.", "R. D.", "J.-P.", "AA") that is no region code; a family name that is
// also a word ("Bridges, R.") is taken with dotted initials; a family name set in
// capitals may have its given name in full ("MIO, Washington").
func familyInitialEntry(parts []string) []string {
	if len(parts) != 2 || !oneFamilyWord(parts[0]) && !capsFamilyWord(parts[0]) {
		return nil
	}
	family, given := parts[0], parts[1]
	if notPerson(family) || notPerson(given) {
		return nil
	}
	var init []string
	switch {
	case dottedInitialsRe.MatchString(given):
		init = strings.Fields(spacedInitials(given))
	case bareInitialsRe.MatchString(given) && !regionCodes[given] && nameScore(lastWord(family)) > -1:
		// bare initials are the looser shape: a family side the lexicon reads as text ("Table,
		// A") is not taken with them
		for _, r := range given {
			if r != '-' {
				init = append(init, string(r)+".")
			} else if len(init) > 0 {
				init[len(init)-1] += "-" // "SC-H" is "S. C.-H."
			}
		}
		init = strings.Fields(strings.ReplaceAll(strings.Join(init, " "), "- ", "-"))
	case isUpperWord(lastWord(family)) && letters(family) > 1 && fullGiven(given):
		init = strings.Fields(given)
	default:
		return nil
	}
	return nameTokens(strings.Join(init, " ") + " " + family)
}

// capsFamilyWord reports a family side set wholly in capitals, perhaps hyphenated ("RAVI",
// "SMITH-JONES").
func capsFamilyWord(s string) bool {
	return !strings.Contains(s, " ") && letters(s) >= 2 && isUpperWord(s) && !strings.Contains(s, ".")
}

// fullGiven reports one or two capitalised words in mixed case: a given name in full.
func fullGiven(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		rs := []rune(w)
		if len(rs) < 2 || !unicode.IsUpper(rs[0]) || !hasLower(w) || letters(w) != len(rs) && !strings.Contains(w, "-") {
			return false
		}
	}
	return true
}

// spacedInitials sets a space after each initial's period: "R.D." is "R. D.", "J.-P." stays.
func spacedInitials(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(strings.ReplaceAll(s, ".", ". "), ". -", ".-")), " ")
}
