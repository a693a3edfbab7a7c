package pdfmeta

import (
	"strings"
	"unicode"
)

// A stack or grid of names all written "Family, Given" (synthR41 s0210: "Zhang, Enzhi",
// "Chen, Peng", … "Munetomo, Masaharu"): familyCommaLine takes a lone "Family, Given" only when
// the name lexicon knows the given name, as "Leeds, UK" has the same shape, so a name whose
// given name it does not know ("Masaharu") dropped out of the middle of the list. Its
// neighbours set the same way at the same size say what the line is.

// commaNameLine reports whether a line's name text is one "Family, Given" name: one comma, and
// splitNames read it (names, ok) as one name.
func commaNameLine(text string, names [][]string, ok bool) bool {
	return ok && len(names) == 1 && strings.Count(strings.TrimRight(text, " ,"), ",") == 1
}

// stackedCommaName reads a lone "Family, Given" line whose given name the lexicon does not know,
// set among at least two lines read as such names at its size (size is theirs): one
// capitalised word each side, the given side no place and the line no affiliation.
func stackedCommaName(text string, size, stackSize float64, stacked int) ([]string, bool) {
	text = strings.TrimRight(text, " ,") // a superscript mark read off the end
	if stacked < 2 || size < 0.95*stackSize || size > 1.05*stackSize || strings.Count(text, ",") != 1 {
		return nil, false
	}
	text = strings.TrimSpace(strings.Trim(trailingMarkRe.ReplaceAllString(cleanNameText(text), ""), "0123456789 ,"+markGlyphs))
	if isAffiliation(text) {
		return nil, false
	}
	family, given, _ := strings.Cut(text, ",")
	family, given = strings.TrimSpace(family), strings.TrimSpace(given)
	for _, w := range []string{family, given} {
		rs := []rune(w)
		if len(rs) < 2 || strings.ContainsAny(w, " .") || !unicode.IsUpper(rs[0]) || letters(w) != len(rs) {
			return nil, false
		}
	}
	if isPlace(given) || isPlace(family) || givenScore(given) != 0 || nameScore(family) < 0 {
		return nil, false
	}
	toks := nameTokens(given + " " + family)
	return toks, toks != nil
}

// Known gap: a place neither side of which the lexicon or placeWords knows ("Tsukuba,
// Ibaraki"), set at the names' size among them, is read as a name.
