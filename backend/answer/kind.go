package answer

import (
	"regexp"
	"strings"
)

// Question kinds: each selects differently.
const (
	kindOpen       = iota // "How does MapReduce handle failures?": the most relevant findings
	kindClaim             // "Does X reduce Y?", "X causes Y.": one finding per study with its stance
	kindDefinition        // "What is a trace tree?": sentences that say what the term is first
)

var (
	yesNoStart = wordSet("does do did is are was were can could will would should has have had may might must " +
		"ist sind kann können hat haben est sont peut")
	definitionRe = regexp.MustCompile(`(?i)^\s*(?:what\s+(?:is|are)\s+(?:an?\s+|the\s+)?|what's\s+(?:an?\s+|the\s+)?|define\s+(?:an?\s+|the\s+)?|definition\s+of\s+(?:an?\s+|the\s+)?|what\s+does\s+(?:an?\s+|the\s+)?)(.+?)(?:\s+mean)?\s*\??\s*$`)
)

// readQuestion tells a claim or yes/no question from a definition question and an open one,
// and for a definition returns the term's stems.
func readQuestion(q string) (int, []string) {
	t := strings.TrimSpace(q)
	if m := definitionRe.FindStringSubmatch(t); m != nil && len(strings.Fields(m[1])) <= 5 {
		var term []string
		for _, tok := range tokenize(m[1]) {
			term = append(term, tok.stem)
		}
		if len(term) > 0 {
			return kindDefinition, term
		}
	}
	ws := words(t)
	if len(ws) == 0 {
		return kindOpen, nil
	}
	if strings.HasSuffix(t, "?") {
		if yesNoStart[ws[0]] {
			return kindClaim, nil
		}
		return kindOpen, nil
	}
	// A statement that ends like a sentence is a claim to check; a bare keyword query is not.
	if (strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!")) && len(ws) >= 3 {
		return kindClaim, nil
	}
	// Without the full stop, a statement with a predicate ("DUSP4 downregulation deactivates the
	// Ras-ERK pathway") is still a claim; a keyword query has none, and a wh-word asks.
	if len(ws) >= 4 && !whWords[ws[0]] && hasPredicate(ws) {
		return kindClaim, nil
	}
	return kindOpen, nil
}

// whWords open an open question even without its question mark.
var whWords = wordSet("how what why when where which who whom whose")

// hasPredicate reports whether the words hold a predicate after their first content word
// (claimSides' cut).
func hasPredicate(ws []string) bool {
	return predicateAt(ws) >= 0
}

// defining reports whether a sentence says what term is: the term followed closely by a
// copula or "refers to"/"consists of"/"means", or introduced as "a(n) ... <term>" that
// expands, covers or represents something, or "a <head> of ..." where <head> is the
// term's head noun.
func defining(s *sentence, term []string) bool {
	ids := s.toks
	n := len(term)
	low := " " + strings.Join(words(s.quote), " ") + " "
	head := term[n-1]
	for i := 0; i+n <= len(ids); i++ {
		match := true
		for k := range n {
			match = match && ids[i+k].stem == term[k]
		}
		if !match {
			continue
		}
		surf := strings.ToLower(ids[i+n-1].surface)
		for _, cue := range []string{" is a ", " is an ", " is the ", " are a ", " are an ", " are the ", " refers to ", " refer to ", " means ",
			" consists of ", " consist of ", " is defined as ", " denotes ", " covering ", " representing ", " that covers ", " which is "} {
			if strings.Contains(low, " "+surf+cue) {
				return true
			}
		}
		for _, cue := range []string{" called a ", " known as ", " to a single", " into a "} {
			if strings.Contains(low, cue) {
				return true
			}
		}
	}
	for _, t := range ids {
		if t.stem == head && strings.Contains(low, " a "+strings.ToLower(t.surface)+" of ") {
			return true
		}
	}
	return false
}
