package pdfmeta

import "strings"

// typeCueNeeds are, for the cues whose typeCueWords are too common to spare a scan ("(",
// "ed", "no", "$", "review"), literals of which every match holds one: in lower case for a
// `(?i)` cue, tested on the folded page (foldASCII), and with their case for a cue without
// it, tested on the page. Each is read off its expression's alternatives, so a page without
// any cannot match and its scan (a page of ~4,000 characters) is skipped.
var typeCueNeeds = map[string][]string{
	"volume":    {"vol", "issue", "pp."}, // and "(" before a digit: parenDigit
	"isbn":      {"ISBN", "978-", "979-", "/$"},
	"eds":       {"(ed", "edited by", "in:", "sous la direction de", "hrsg", "herausgegeben von", "(hg", "(eds", "a cura di", " por", "(éd", "(Éd"},
	"patent":    {"patent", "pub.", "appl."},
	"confprice": {"ACM ISBN 97"}, // and "$" before a digit: dollarDigit
	"preprint":  {"preprint", "biorxiv", "medrxiv", "under review", "submitted to", "submitted for publication"},
	"review":    {"review article", "a review", "survey"}, // and "review" opening the page
	"degree": {"fulfi", "submitted ", "for the degree of", "doctor of philosophy", "master of ", "thesis ",
		"dissertation ", "supervisor", "degree", "program", "dottorato"},
	"jeditor": {" editor", "editor:", "editor-", "editors-", "editor ", "editors ", "communicated by",
		"recommended for publication"},
	"chapter": {" chapter", "handbook", "lecture notes"},
	"appear":  {"to appear", "published as a conference paper", "presented at"},
	"report": {"guide", "manual", "technical report", "working paper", "white paper", "gen. tech. rep", "report no",
		"tech.", " report", "discussion paper", "technical memorandum", "report number", "report #"},
}

// caseCues are the cues whose expressions are case-sensitive.
var caseCues = map[string]bool{"isbn": true, "confprice": true}

// cueNeeds reports whether page (fold being foldASCII(page)) holds what every match of the
// cue needs; a cue without typeCueNeeds is always tried.
func cueNeeds(cue, fold, page string) bool {
	lits, ok := typeCueNeeds[cue]
	if !ok {
		return true
	}
	s := fold
	if caseCues[cue] {
		s = page
	}
	switch {
	case containsAny(s, lits):
		return true
	case cue == "volume":
		return beforeDigit(page, '(') // "12(3):": \d+\s*\(\d+\)
	case cue == "confprice":
		return beforeDigit(page, '$') // "/$15.00": \$\d+\.\d\d
	case cue == "review":
		return strings.HasPrefix(strings.TrimLeft(fold, " \t\n\f\r"), "review") // ^\s*review
	}
	return false
}

// beforeDigit reports whether s holds c followed by an ASCII digit (what \d matches).
func beforeDigit(s string, c byte) bool {
	for i := strings.IndexByte(s, c); i >= 0 && i+1 < len(s); {
		if '0' <= s[i+1] && s[i+1] <= '9' {
			return true
		}
		j := strings.IndexByte(s[i+1:], c)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}
