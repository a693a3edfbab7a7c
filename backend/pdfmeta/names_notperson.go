package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"
)

// Lines under or beside a byline that print no person (s13-names): a postal address (a house
// number, a postcode, a street), an organisation, an editors' line ("Kurt Hornik, … & Achim
// Zeileis (eds.)"), and the paragraph under the names, past which no block of names goes on;
// and Greek names a text layer spells with look-alike symbols. A grid's row of affiliations
// and an address set a line at a time are names_rows.go's.

// addressNumRe is a number of three to six digits standing alone, as a house number or a
// postcode prints it ("5465 Mark Dabling Blvd.", "43000 Parma", "North Ryde, NSW, 2113",
// "CO 80918"); an affiliation mark has one or two digits, an ORCID's groups are hyphened.
var addressNumRe = regexp.MustCompile(`(?:^|[\s,(])(\d{3,6})(?:[\s,.;)]|$)`)

// streetWords are the words of a street address that affiliationRe (which has "avenue",
// "street", "road", "box") leaves out.
var streetWords = map[string]bool{"blvd": true, "boulevard": true, "straße": true, "strasse": true, "str": true,
	"piazza": true, "piazzale": true, "viale": true, "rue": true, "chaussee": true, "chaussée": true, "allee": true,
	"postfach": true, "suite": true, "lane": true}

// addressLine reports whether a line prints a postal address: a house number or postcode
// (not a year) or a street word. Such a line holds no person, whatever its capitalised words
// ("Mark Dabling Blvd." reads as a name without its number).
func addressLine(text string) bool {
	if strings.ContainsAny(text, "0123456789") {
		for _, m := range addressNumRe.FindAllStringSubmatch(text, -1) {
			if n := m[1]; len(n) != 4 || !(strings.HasPrefix(n, "19") || strings.HasPrefix(n, "20")) {
				return true // a year dates a name line ("Anna Smith, May 2019"); other numbers are addresses
			}
		}
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if streetWords[w] {
			return true
		}
	}
	return false
}

// orgWords name organisations that affiliationRe and intlAffiliationWords leave out ("X
// Consortium"); only the author readers use them, through notPerson.
var orgWords = map[string]bool{"consortium": true}

// orgWord reports whether s holds a word of orgWords.
func orgWord(s string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if orgWords[w] {
			return true
		}
	}
	return false
}

// editorsTailRe is a list of names that ends by calling them editors: "Kurt Hornik, Friedrich
// Leisch & Achim Zeileis (eds.)", "Anna Smith (Ed.)", "(Hrsg.)": a proceedings volume's or
// book's editors, printed in its banner, not the paper's authors.
var editorsTailRe = regexp.MustCompile(`(?i)[(\[]\s*(?:eds?\.?|editors?|hrsg\.?|dirs?\.)\s*[)\]]\s*[.,;:]?\s*$`)

// proseAt reports whether area[i] and the two lines after it are running text (three or more
// lower-case words that no name holds, runningText, and no line of names): a paragraph, which ends a block of names
// ("Herbert Voß" over an abstract and then a section head "Das Prinzip" set at the names'
// size). A block of names and affiliations has no three such lines in a row.
func proseAt(area []line, i int) bool {
	if i+2 >= len(area) {
		return false
	}
	for _, l := range area[i : i+3] {
		if !runningText(l.text) || allNames(l) {
			return false // "Academy of Sciences), Caiming Xiong (Chinese Academy of …": names with their affiliations
		}
	}
	return true
}

// greekLookalikes are the symbols a Greek font's text layer may give for Greek letters: U+2206
// INCREMENT for Δ, U+00B5 MICRO SIGN for μ, U+2126 OHM SIGN for Ω ("∆ηµήτριος").
var greekLookalikes = strings.NewReplacer("∆", "Δ", "µ", "μ", "Ω", "Ω")

// greekWord is a word of a name with Greek letters written as Greek: the look-alike symbols
// replaced, and a breathing mark set before a capital dropped ("̓Α." for the initial Ἀ., which
// a reference manager stores as "Α."). Words without a Greek letter are left as they are.
func greekWord(f string) string {
	greek := false
	for _, r := range f {
		if unicode.Is(unicode.Greek, r) && unicode.IsLetter(r) {
			greek = true
			break
		}
	}
	if !greek {
		return f
	}
	f = greekLookalikes.Replace(f)
	return strings.TrimLeftFunc(f, func(r rune) bool { return unicode.Is(unicode.Mn, r) || r == '᾿' || r == '῾' })
}
