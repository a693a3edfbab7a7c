package pdfmeta

import (
	"math"
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// A wrong author list is rarely backed by anything else the paper prints: publishers repeat the
// authors' names in the file's Info/XMP Author, in page 2's running head ("Smith et al.",
// "SMITH AND LEE"), in e-mail addresses built on their names, in a suggested citation, a
// copyright line or a "Corresponding author:" note. An affiliation, a title line or a stray line
// of words read as names is printed once, and its "names" are no one's e-mail. These are the
// features the authors' confidence is calibrated on (authorConfidenceFeatures), the same
// whatever the publisher's layout.

// authorSources are the author readers' source features (cand_authors.go).
var authorSources = []string{"layout", "layout_loose", "lenient", "meta_verified", "meta_unverified", "above",
	"lexicon_line", "lexicon_scan", "lexicon_top", "lexicon_p2", "labelled", "inventors", "works_at", "inverted",
	"cover_names", "cover_names_lenient", "names_before", "cited"}

// etAlNameRe is a running head's name before "et al." ("Smith et al.", "A. B. Smith et al.").
var etAlNameRe = regexp.MustCompile(`(?i)([\p{L}'’-]+)\s*,?\s+et\.?\s*al\b`)

// authorConfidenceFeatures describe a chosen author list: how the readers agree on it (the mass
// of the candidates that start with the same family name, the number of readers that give it),
// what else in the paper prints its names (echo_share: names printed again on pages 1-2;
// email_share; a running head's "X et al." naming someone else; a suggested citation or the
// file's author field that names others), whether they read as turned round (family names
// that are initials; an address, a running head or a second mention built on the word read as a
// given name), and what the names look like (affiliation words, family names of one or two
// letters, one family name twice, names the lexicon does not know).
func (h *header) authorConfidenceFeatures(f map[string]float64, c Candidate, cands []Candidate, ps []float64) {
	as := c.Authors
	f["n_names"] = math.Log1p(float64(len(as)))
	for _, k := range []string{"in_meta", "meta_first", "name_lex", "name_text", "head_agree", "cite_agree", "single", "meta_reorders"} {
		f[k] = c.Features[k]
	}
	n := 0.0
	for _, s := range authorSources {
		f["src_"+s] = c.Features[s]
		n += c.Features[s]
	}
	f["n_sources"] = n
	if len(as) == 0 {
		return
	}
	first := compact(as[0].Family)
	for i, o := range cands {
		if len(o.Authors) > 0 && compact(o.Authors[0].Family) == first {
			f["first_agree"] += ps[i]
		}
	}
	if raw := compact(strings.Join(h.doc.Meta.XMPAuthors, " ") + " " + h.doc.Meta.Author); len(raw) >= 3 && c.Features["in_meta"] == 0 {
		f["meta_other"] = 1 // the file names its authors, and none of these
	}
	ev := h.familyEvidence()
	words := h.wordCounts()
	echo, echoGiven, mailed, swapped, affil, short, initials, unknown := 0, 0, 0, 0, 0, 0, 0, 0
	seen, givenCount := map[string]bool{}, map[string]int{}
	for _, a := range as {
		givenCount[compact(lastWord(a.Given))]++ // "Chris Quirk and Chris Brockett" print "Chris" twice
	}
	for _, a := range as {
		fam := lastWordKey(a.Family)
		if seen[fam] {
			f["dup_family"] = 1
		}
		seen[fam] = true
		if words[fam] >= 2 {
			echo++ // printed again: a running head, a citation, a copyright or corresponding-author line
		} else if g := compact(lastWord(a.Given)); len(g) >= 3 && words[g] >= 1+givenCount[g] {
			echoGiven++ // the word read as the given name is the one printed again: "Lehrmann Andreas"
		}
		if ev.mailNames(a) {
			mailed++
		} else if ev.mailSwapped(a) {
			swapped++ // "a.lehrmann@" beside "Lehrmann Andreas" read as given name Lehrmann
		}
		if initialsRe.MatchString(strings.TrimSpace(a.Family)) {
			initials++ // "Smith J" read given name first
		}
		if isAffiliation(a.Given + " " + a.Family) {
			affil++
		}
		if letters(a.Family) <= 2 {
			short++
		}
		if nameScore(lastWord(a.Family)) == 0 {
			unknown++
		}
	}
	k := float64(len(as))
	f["echo_share"] = float64(echo) / k
	f["echo_given"] = float64(echoGiven) / k
	f["echo_first"] = b2f(words[lastWordKey(as[0].Family)] >= 2)
	f["affil_names"] = float64(affil) / k
	f["short_family"] = float64(short) / k
	f["family_initials"] = float64(initials) / k
	f["lex_unknown"] = float64(unknown) / k
	if len(ev.locals) > 0 {
		f["emails"] = 1
		f["email_share"] = float64(mailed) / k
		f["email_first"] = b2f(ev.mailNames(as[0]))
		f["email_swapped"] = float64(swapped) / k
		unmatched := 0
		people := 0
		for _, parts := range ev.locals {
			if serviceAddress(parts) {
				continue // "support@jstor.org", "permissions@…": no one's name
			}
			people++
			if !localNamesAny(parts, as) {
				unmatched++
			}
		}
		if people > 0 {
			f["email_unmatched"] = float64(unmatched) / float64(people) // an address of no one listed: a name missed
		}
	}
	if head := ev.etAl; head != "" && head != lastWordKey(as[0].Family) {
		f["head_other"] = 1 // page 2's running head names another first author
		if head == lastWordKey(as[0].Given) {
			f["head_given"] = 1 // … by the word read as the first author's given name
		}
	}
	longer := 0.0
	for i, o := range cands {
		if len(o.Authors) > len(as) && familiesPrefix(as, o.Authors) {
			longer += ps[i] // the same names and more: a list cut short
		}
	}
	f["longer_mass"] = longer
	if cited, _ := h.citedNames(); len(cited) > 0 && c.Features["cite_agree"] == 0 {
		f["cite_other"] = 1
	}
}

// lastWord is the last space-separated word of s.
func lastWord(s string) string {
	fs := strings.Fields(s)
	if len(fs) == 0 {
		return ""
	}
	return fs[len(fs)-1]
}

// lastWordKey is compact(lastWord(s)).
func lastWordKey(s string) string { return compact(lastWord(s)) }

// wordCounts counts the folded words of pages 1-2 (split at anything but letters, digits and
// marks), read once.
func (h *header) wordCounts() map[string]int {
	if h.words == nil {
		h.words = map[string]int{}
		for _, t := range h.texts {
			for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !isWordRune(r) }) {
				if k := compact(w); k != "" {
					h.words[k]++
				}
			}
		}
	}
	return h.words
}

// isWordRune: a letter, a digit or a mark inside a word (accents printed apart).
func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127 && (r < 0x2000 || r > 0x206f) && r != '·' && r != '•' && r != '∗' && r != '†' && r != '‡' && r != '§' && r != '¶'
}

// mailNames reports whether an e-mail address is built on the name: a part of the local part
// holds its family name (three letters or more: "smith", "jsmith", "anna.smith"), or is its
// given name followed by the family name's initial ("annas").
func (ev *familyEvidence) mailNames(a domain.Author) bool {
	fam := lastWordKey(a.Family)
	given := compact(firstWord(a.Given))
	for _, parts := range ev.locals {
		for _, p := range parts {
			if len(fam) >= 3 && strings.Contains(p, fam) {
				return true
			}
			if len(given) >= 3 && len(fam) > 0 && p == given+fam[:1] {
				return true
			}
		}
	}
	return false
}

// mailSwapped reports whether an e-mail address is built on the name's given word as a family
// name: a part that is the given word after the family name's initial ("a.lehrmann",
// "alehrmann") in an address that does not hold the family name.
func (ev *familyEvidence) mailSwapped(a domain.Author) bool {
	fam := lastWordKey(a.Family)
	given := compact(lastWord(a.Given))
	if len(given) < 3 || fam == "" {
		return false
	}
	for _, parts := range ev.locals {
		whole := strings.Join(parts, "")
		if strings.Contains(whole, fam) {
			continue
		}
		for i, p := range parts {
			if p == fam[:1]+given || p == given && (i > 0 && parts[i-1] == fam[:1] || i+1 < len(parts) && parts[i+1] == fam[:1]) {
				return true
			}
		}
	}
	return false
}

// serviceAddress reports whether an e-mail address's local part is made of words of titles and
// text ("support", "permissions", "editorial.office") rather than a person's name.
func serviceAddress(parts []string) bool {
	for _, p := range parts {
		if letters(p) < 3 || nameScore(p) >= -1 {
			return false
		}
	}
	return len(parts) > 0
}

// localNamesAny reports whether an e-mail address's local part holds the family or the given
// name (three letters or more) of any of the names.
func localNamesAny(parts []string, as []domain.Author) bool {
	whole := strings.Join(parts, "")
	for _, a := range as {
		for _, k := range []string{lastWordKey(a.Family), compact(firstWord(a.Given))} {
			if len(k) >= 3 && strings.Contains(whole, k) {
				return true
			}
		}
	}
	return false
}

// familiesPrefix reports whether long starts with short's family names.
func familiesPrefix(short, long []domain.Author) bool {
	for i := range short {
		if compact(short[i].Family) != compact(long[i].Family) {
			return false
		}
	}
	return true
}

// firstWord is the first space-separated word of s.
func firstWord(s string) string {
	fs := strings.Fields(s)
	if len(fs) == 0 {
		return ""
	}
	return fs[0]
}
