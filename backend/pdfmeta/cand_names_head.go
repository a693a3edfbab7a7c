package pdfmeta

import (
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// A thesis's chapter printed on its own (s8b): its first page sets the chapter's number and
// title and no byline; the thesis's author stands only in the running head or foot, beside
// the kind of thesis ("Anna Smith – PhD Thesis, University of Leeds, 2019", "Doctoral
// Dissertation | Anna Smith").

// thesisWordRe is the kind of thesis a running head names.
const thesisWordRe = `(?:(?:ph\.?\s?d\.?|doctoral|doctorate|master'?s?|m\.?\s?sc\.?|m\.?\s?phil\.?|bachelor'?s?|diploma|habilitation)\s+)?(?:thesis|dissertation)`

var (
	// nameThesisRe is a head that prints the name before the thesis: "Anna Smith – PhD Thesis, …".
	nameThesisRe = regexp.MustCompile(`(?i)^\s*([^–—|:;,]{4,60}?)\s*(?:[–—|:,]|\s-)\s*` + thesisWordRe + `\b`)
	// thesisNameRe is one that prints it after: "PhD Thesis – Anna Smith", "Doctoral Dissertation | Anna Smith, 2019".
	thesisNameRe = regexp.MustCompile(`(?i)^\s*` + thesisWordRe + `\s*(?:[–—|:]|-\s)\s*([^–—|:;,]{4,60}?)\s*(?:[–—|:;,(].*)?$`)
	// thesisOfRe is a note that names the thesis's author after it: "Chapter 3 of the doctoral
	// dissertation of Anna Smith, University of …", "a thesis by Anna Smith." (s18-chapters).
	thesisOfRe = regexp.MustCompile(`(?i)\b` + thesisWordRe + `\s+(?:of|by)\s+` + noteNameRe + `\s*(?:[–—|:;,.(]|$)`)
	// thesisCopyrightRe is a thesis's copyright line, its author the holder: "© Copyright 2019
	// Anna Smith. Doctoral Dissertation, …" (s18-chapters).
	thesisCopyrightRe = regexp.MustCompile(`(?i)^\s*(?:©|\(c\)|copyright)\s*(?:copyright\s+)?(?:by\s+)?(?:(?:19|20)\d\d\s*,?\s+)?` + noteNameRe + `\s*[.,]\s*` + thesisWordRe + `\b`)
)

// noteNameRe is a person's name in a note, its words capitalized, initials with their points,
// particles in lower case ("Manolis C. Tsakiris", "Guy Van den Broeck"); the expressions that
// use it are case-insensitive, so (?-i) keeps its capitals capitals.
const noteNameRe = `(?-i:(\p{Lu}[\p{L}'’-]*\.?(?:\s+(?:\p{Lu}[\p{L}'’-]*\.?|(?:van|von|de|der|den|da|di|du|del|della|la|le|ter|ten)\b)){1,5}))`

// thesisHeadNames reads the one author a thesis's running head or foot names on pages 1–2 (a
// line in the page's top or bottom tenth), or a note anywhere on them names as the thesis's
// author or copyright holder; the name must split as one person's.
func thesisHeadNames(pages [][]line) []domain.Author {
	for _, page := range pages {
		for _, l := range page {
			if l.vertical || l.ph <= 0 {
				continue
			}
			if low := strings.ToLower(l.text); !strings.Contains(low, "thesis") && !strings.Contains(low, "dissertation") {
				continue // every pattern below names the thesis: most lines are spared four expressions
			}
			var m []string
			if l.y0 <= 0.12*l.ph || l.y1 >= 0.9*l.ph {
				m = nameThesisRe.FindStringSubmatch(l.text)
				if m == nil {
					m = thesisNameRe.FindStringSubmatch(l.text)
				}
			}
			if m == nil {
				// a note anywhere on the page that names the thesis's author (a footnote sits
				// above the foot's tenth): "… doctoral dissertation of Anna Smith, …", "©
				// Copyright 2019 Anna Smith. Doctoral Dissertation" (s18-chapters)
				m = thesisOfRe.FindStringSubmatch(l.text)
			}
			if m == nil {
				m = thesisCopyrightRe.FindStringSubmatch(l.text)
			}
			if m == nil {
				continue
			}
			names, ok := splitNames(strings.TrimSpace(m[1]))
			if !ok || len(names) != 1 || hasTitleWord(names) || isAffiliation(m[1]) {
				continue
			}
			return authorsOf(names)
		}
	}
	return nil
}
