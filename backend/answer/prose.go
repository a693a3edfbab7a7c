package answer

import (
	"regexp"
	"unicode"
)

// A finding is prose: code lines, reference-list entries, headers and page furniture are never
// quoted ("#include "mapreduce/mapreduce.h" [4]" was a bullet for "What is MapReduce?").

var (
	// codeRe marks a line of program text: a preprocessor line, braces, a statement's end, a
	// call with its semicolon, scope and pointer operators, comparisons, declarations.
	codeRe = regexp.MustCompile(`#include|#define|[{}]|;\s*$|[A-Za-z_]\w+\((?:[A-Za-z_&*"][\w\s,&*."]*)?\)\s*;|::|(?:^|[^-])->\w|==|!=|\b(?:int|void|char|bool)\s+[\w*&]+\s*[(=;]`)
	// refStartRe opens a reference-list entry: "[12] ", "12. Dean, J." .
	refStartRe = regexp.MustCompile(`^\s*(?:\[\d{1,3}\]|\d{1,3}\.\s+[A-Z][\w'-]+,\s+[A-Z]\.)`)
	// initialsRe are author initials ("J. Dean", "S. Ghemawat"); yearRe a publication year.
	initialsRe = regexp.MustCompile(`\b[A-Z]\.\s`)
	yearRe     = regexp.MustCompile(`\b(?:19|20)\d\d\b`)
	headerRe   = regexp.MustCompile(`^\s*\d+(?:\.\d+)*\.?\s+[A-Z][^.!?]*$`)
	venueRe    = regexp.MustCompile(`\b(?:In Proc(?:eedings|\.)|pp\.|vol\.|Vol\.|Journal of|Conference on|Symposium on|et al\.)`)
)

// prose reports whether a sentence reads as prose a reader can be quoted: enough words with
// lower-case letters, mostly letters and spaces, and neither code, a reference entry, nor a
// header or running head without a sentence's end.
func prose(s string) bool {
	if codeRe.MatchString(s) || refStartRe.MatchString(s) {
		return false
	}
	if yearRe.MatchString(s) && (len(initialsRe.FindAllStringIndex(s, 3)) >= 2 || venueRe.MatchString(s) && len(initialsRe.FindAllStringIndex(s, 2)) >= 1) {
		return false
	}
	letters, spaces, lower, other := 0, 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
			if unicode.IsLower(r) || !unicode.IsUpper(r) {
				lower++
			}
		case unicode.IsSpace(r):
			spaces++
		default:
			other++
		}
	}
	n := 0
	for _, w := range words(s) {
		if hasLetter(w) {
			n++
		}
	}
	// A header or running head: a few words, none in lower case, or a numbered heading.
	if n < 4 || lower == 0 || headerRe.MatchString(s) && n < 8 {
		return false
	}
	// Tables, equations and symbol runs: under half letters and spaces (a result with its
	// confidence intervals stays above).
	return float64(letters+spaces) >= 0.5*float64(letters+spaces+other)
}

func hasLetter(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// StraySourceShare is the share of the question's distinct terms a source (all its pages and its
// title together) must exceed for an open or definition question of three terms or more to quote
// it: a sentence that
// shares "handle" and "failures" with "How does MapReduce handle worker failures?" from an
// abstract on contraceptive pills, which never names MapReduce or workers, is not an answer.
const StraySourceShare = 0.5

// dropStraySources zeroes the relevance of sentences whose source holds less than
// StraySourceShare of the question's terms.
func dropStraySources(p *pool, q query, cands []Candidate) {
	if len(q.current) < 3 {
		return
	}
	has := map[string]map[int32]bool{}
	for i := range p.sents {
		s := &p.sents[i]
		if has[s.source] == nil {
			has[s.source] = map[int32]bool{}
		}
		for _, t := range s.terms {
			if q.current[p.stems[t.id]] {
				has[s.source][t.id] = true
			}
		}
	}
	for _, c := range cands {
		src := c.SourceType + "\x00" + c.SourceID
		if has[src] == nil {
			continue
		}
		for _, t := range tokenize(c.Title) {
			if id := p.lookup(t.stem); id >= 0 && q.current[t.stem] {
				has[src][id] = true
			}
		}
	}
	stray := map[string]bool{}
	for src, ids := range has {
		stray[src] = float64(len(ids)) <= StraySourceShare*float64(len(q.current))
	}
	for i := range p.sents {
		if stray[p.sents[i].source] {
			p.sents[i].rel = 0
		}
	}
}
