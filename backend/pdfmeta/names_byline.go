package pdfmeta

import (
	"regexp"
	"strings"
)

// A byline may print each person's affiliation right after the name: "Margo Seltzer −
// University of California, Berkeley" (a spaced dash), "Ariel Rokem (arokem@berkeley.edu) –
// University of California, …", USENIX's cover "Anna Smith, Stony Brook University; Wei
// Zhang, IBM Research" (a comma, and a semicolon between people). The lenient reader keeps
// a person's name and drops what follows it from the first piece that names an institution;
// these helpers set the people and the name–affiliation breaks apart first.

// spacedDashRe is a dash with spaces on both sides: it separates a name from what follows
// it, and never joins the parts of one name ("Jean-Paul" has no spaces).
var spacedDashRe = regexp.MustCompile(`\s[–—−‒-]\s`)

// bracketEmailRe is an e-mail address in brackets after a name ("(arokem@berkeley.edu)"),
// which cleanNameText drops: a line holding only such addresses is still a name line.
var bracketEmailRe = regexp.MustCompile(`\([^()\s]+@[^()\s]+\)`)

// bylinePeople splits a cleaned name line into the people it prints: at semicolons, with a
// spaced dash turned into a comma so that the affiliation after it is a piece of its own.
func bylinePeople(text string) []string {
	if strings.ContainsAny(text, "–—−‒-") {
		text = spacedDashRe.ReplaceAllString(text, " , ")
	}
	return strings.Split(text, ";")
}

// bareEmail reports whether a line holds an e-mail address outside brackets: a line of
// addresses, which ends the names' block.
func bareEmail(s string) bool {
	if !strings.Contains(s, "@") {
		return false
	}
	return strings.Contains(bracketEmailRe.ReplaceAllString(s, ""), "@")
}

// bylineNames reads a line the strict reader refuses for its institution words when the line
// sets each person's affiliation after the name, behind a spaced dash or with semicolons
// between people: every person gives the names before the first piece that names an
// institution. A leading piece that is an affiliation alone is the end of the previous line's
// person ("IBM Research; Erez Zadok, …"). It gives nil when any person starts with no name.
func bylineNames(text string) [][]string {
	if !strings.Contains(text, ";") && !spacedDashRe.MatchString(text) {
		return nil
	}
	var names [][]string
	for i, person := range bylinePeople(text) {
		pieces := splitNameList(person)
		for len(pieces) > 0 && strings.TrimSpace(pieces[0]) == "" {
			pieces = pieces[1:]
		}
		if len(pieces) == 0 {
			continue
		}
		if i == 0 && notPerson(pieces[0]) {
			continue // the previous line's affiliation, ended
		}
		n := 0
		for _, piece := range pieces {
			piece = trailingMarkRe.ReplaceAllString(piece, "")
			if strings.TrimSpace(piece) == "" {
				continue
			}
			if notPerson(piece) {
				break // the person's affiliation, and its place
			}
			toks := nameTokens(piece)
			if toks == nil || textWords(toks) || strings.ContainsAny(piece, "0123456789") {
				return nil
			}
			names = append(names, toks)
			n++
		}
		if n == 0 {
			return nil
		}
	}
	return names
}
