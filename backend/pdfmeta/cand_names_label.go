package pdfmeta

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"carrel/backend/domain"
)

// Author lists that a label or a sentence names rather than a byline (s8-pubs): a side column's
// "Authors" heading over the names (Thieme), a patent's "(72) Inventors:" field, and the
// footnote that says where each author works ("Anna Smith is with the Department of …"), which
// some journals print instead of names under the title.

// soleLabelRe is a label that stands alone on its line, the names under it.
var soleLabelRe = regexp.MustCompile(`(?i)^\s*(?:\(\s*\d{2}\s*\)\s*)?(?:authors?|author\(s\)|inventors?|inventor\(s\)|written by|by)\s*:?\s*$`)

// inventorRe is a patent's inventor field, with or without its INID code: "(72) Inventors:
// Anna Smith, Palo Alto, CA (US); …", "(75) Inventor: …". The code's parentheses may stand
// apart from its number ("( 72 ) Inventors :"), as the extractor reads US publications, whose
// PDFs space them.
var inventorRe = regexp.MustCompile(`^\s*(?:\(\s*\d{2}\s*\)\s*)?Inventors?\s*:\s*(.*)$`)

// inidRe starts a patent's next numbered field ("(21) Appl. No.:", "( 21 ) Appl . No .:").
var inidRe = regexp.MustCompile(`^\s*\(\s*\d{2}\s*\)`)

// labelBlockNames reads the names under a label that stands alone ("Authors" over a side
// column's list, wrapped over up to six lines): the lines right under it in its column, at one
// leading, up to a gap or the next label.
func labelBlockNames(page []line) []domain.Author {
	for i, l := range page {
		if l.vertical || !soleLabelRe.MatchString(l.text) || strings.Contains(strings.ToLower(l.text), "inventor") {
			continue
		}
		block := columnRun(page, i, 6)
		if len(block) == 0 {
			continue
		}
		var texts []string
		for _, b := range block {
			if len(texts) > 0 && affiliationMatch(b.text) {
				break // "By" / "Tao Wang" / "Department of Mathematics": the author's department under the names
			}
			texts = append(texts, nameText(b))
		}
		if names, ok := splitNames(strings.Join(texts, " ")); ok {
			return authorsOf(names)
		}
	}
	return nil
}

// columnRun is up to max lines under page[i] in its column (left edges within a size), each
// within 1.2 sizes of the one before and at the list's leading, stopping at a line that is a
// label of its own.
func columnRun(page []line, i, max int) []line {
	prev, pitch := page[i], 0.0
	var out []line
	for _, l := range page[i+1:] {
		if len(out) == max {
			break
		}
		if l.vertical || l.page != prev.page || l.y0 <= prev.y0 || math.Abs(l.x0-page[i].x0) > prev.size && !centredUnder(l, page[i]) {
			continue
		}
		if l.y0-prev.y1 > 1.2*l.size || pitch > 0 && l.y0-prev.y0 > 1.35*pitch || soleLabelRe.MatchString(l.text) || isSoleHeading(l.text) {
			break // a gap wider than the list's leading: the next item of the column
		}
		if len(out) == 1 {
			pitch = l.y0 - prev.y0
		}
		out = append(out, l)
		prev = l
	}
	return out
}

// centredUnder reports whether l is centred under the label (a thesis title page's "By" over
// its author's name, both centred, s18-held6): a centred column is one too.
func centredUnder(l, label line) bool {
	return math.Abs((l.x0+l.x1)-(label.x0+label.x1)) < label.size
}

// isSoleHeading reports a line of one or two capitalized words without punctuation, as a
// side column's next label ("Affiliations", "Key words").
func isSoleHeading(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 || strings.ContainsAny(s, ",;&") {
		return false
	}
	return affiliationMatch(s) || strings.HasPrefix(strings.ToLower(s), "key") || strings.EqualFold(s, "affiliations")
}

// inventorNames reads a patent's inventor field: entries split by ";", each a name before its
// place ("Anna Smith, Palo Alto, CA (US)"); the field runs on over the lines under it up to the
// next numbered field. A name in capitals written family first ("SMITH, Anna") is turned.
func inventorNames(page []line) []domain.Author {
	for i, l := range page {
		m := inventorRe.FindStringSubmatch(l.text)
		if m == nil {
			continue
		}
		text, prev := m[1], l
		for _, n := range page[i+1:] {
			if n.page != l.page || n.y0 <= prev.y0 || math.Abs(n.x0-l.x0) > 4*l.size {
				continue // a line of another column, read in between
			}
			if n.y0-prev.y1 > 1.5*l.size || inidRe.MatchString(n.text) {
				break
			}
			text += " " + n.text
			prev = n
		}
		var out []domain.Author
		for _, e := range strings.Split(text, ";") {
			parts := strings.Split(strings.TrimSpace(e), ",")
			name := strings.TrimSpace(parts[0])
			if len(parts) > 1 && isUpperWord(name) && !strings.Contains(name, " ") {
				name = strings.TrimSpace(parts[1]) + " " + name // "SMITH, Anna, Palo Alto (US)"
			}
			name = strings.TrimPrefix(name, "and ")
			names, ok := splitNames(name)
			if !ok || len(names) != 1 {
				continue
			}
			out = append(out, toAuthor(names[0]))
		}
		return out
	}
	return nil
}

// worksAtRe is the verb of a footnote that says where an author works: "is with", "are with",
// "is also with", "is now at", "is affiliated with".
var worksAtRe = regexp.MustCompile(`\s(?:is|are)\s+(?:(?:also|now|currently)\s+)?(?:with|at|affiliated\s+with)\s`)

// worksAtNames reads the names of footnotes such as "Anna Smith is with the Department of …;
// Bo Li and Carl Jones are with …" on page 1, in the order the page first names them (the
// byline's, when there is one above). A sentence's names run back from
// the verb to the sentence's start: the farthest ";", ")", ":" or full stop after a word that
// is not an initial ("2024.", "Switzerland.") that leaves only names after it (longestNames).
func worksAtNames(page []line) []domain.Author {
	var texts []string
	for _, l := range page {
		if !l.vertical {
			texts = append(texts, l.text)
		}
	}
	ws, starts := lineWords(texts)
	text := strings.Join(ws, " ")
	var out []domain.Author
	seen := map[string]bool{}
	for _, loc := range worksAtRe.FindAllStringIndex(text, -1) {
		// the sentence's names run back to the longest start that leaves only names
		k := len(strings.Fields(text[:loc[0]]))
		names := longestNames(ws[max(0, k-80):k], starts[max(0, k-80):k], true, 80)
		if len(names) == 0 || len(names) > 20 {
			continue
		}
		for _, a := range authorsOf(names) {
			if k := compact(a.Given + a.Family); !seen[k] {
				seen[k] = true
				out = append(out, a)
			}
		}
	}
	// each sentence names the authors of one address: when the byline above names them too,
	// its order is the authors' order
	sort.SliceStable(out, func(i, j int) bool {
		return firstAt(text, out[i].Family) < firstAt(text, out[j].Family)
	})
	return out
}

// firstAt is where family first stands as a word in text, or len(text).
func firstAt(text, family string) int {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], family)
		if i < 0 {
			break
		}
		i += from
		end := i + len(family)
		if !endsLetter(text[:i]) && !startsLetter(text[end:]) { // both false at the text's ends
			return i
		}
		from = end
	}
	return len(text)
}

// endsLetter reports whether s ends in a letter (any script).
func endsLetter(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r)
}

// startsLetter reports whether s starts with a letter (any script).
func startsLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}
