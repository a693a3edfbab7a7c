package pdfmeta

import (
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// Double family names printed given name first ("Vicent Ribas Ripoll", "Ivan Rodriguez
// Montoya") read like a middle name and a family name. The paper often shows which it is: a
// running head prints the family names ("Ribas Ripoll/Vellido"), and an e-mail address is
// built on the first family name ("vicent.ribas@…", "rrodriguez@…", never on a middle name
// alone). familyEvidence collects both once per paper; doubleFamilies moves the word into the
// family name when either shows it.

// emailLocalRe is the part of an e-mail address before the "@" (spaces around it allowed:
// "vicent.ribas @ eurecat.org").
var emailLocalRe = regexp.MustCompile(`([\p{L}\d._\-]+)\s?@\s?[\w-]+\.`)

// familyEvidence is what pages 1-2 print that shows where family names start.
type familyEvidence struct {
	locals [][]string // each e-mail address's local part, split at dots, dashes and underscores
	heads  [][]string // the words of the short lines at each page's head or foot, folded
	named  []bool     // heads[i] is a page-1 line of names alone: the author line itself, no running head
	etAl   string     // the folded name a head or foot prints before "et al." ("Smith et al."), or ""
}

// familyEvidence reads the e-mail addresses and the running heads and feet of pages 1-2, once.
func (h *header) familyEvidence() *familyEvidence {
	if h.famEv != nil {
		return h.famEv
	}
	ev := &familyEvidence{}
	for _, t := range h.texts {
		if !strings.Contains(t, "@") {
			continue // no e-mail address
		}
		for _, m := range emailLocalRe.FindAllStringSubmatch(t, 40) {
			ev.locals = append(ev.locals, strings.FieldsFunc(strings.ToLower(m[1]), func(r rune) bool { return r == '.' || r == '_' || r == '-' }))
		}
	}
	for pi, page := range h.pages {
		for _, l := range page {
			if !l.vertical && (l.y1 < 0.1*l.ph || l.y0 > 0.9*l.ph) && wordCount(l.text) <= 12 {
				ev.named = append(ev.named, pi == 0 && allNames(l))
				if m := etAlNameRe.FindStringSubmatch(l.text); m != nil && ev.etAl == "" {
					ev.etAl = compact(m[1])
				}
				var ws []string
				for _, w := range strings.FieldsFunc(l.text, func(r rune) bool { return r == ' ' || r == '/' || r == ',' || r == '|' || r == '·' }) {
					if k := compact(w); k != "" {
						ws = append(ws, k)
					}
				}
				ev.heads = append(ev.heads, ws)
			}
		}
	}
	h.famEv = ev
	return ev
}

// doubleFamilies returns as with each name of three or more words whose last given word is
// shown to be a family name by ev ("Vicent Ribas | Ripoll" becomes "Vicent | Ribas Ripoll").
// Names are copied; as is not changed.
func (ev *familyEvidence) doubleFamilies(as []domain.Author) []domain.Author {
	if ev == nil || len(ev.locals) == 0 && len(ev.heads) == 0 {
		return as
	}
	var out []domain.Author
	for i, a := range as {
		g := strings.Fields(a.Given)
		if len(g) < 2 || strings.Contains(a.Family, " ") {
			continue
		}
		mid := compact(g[len(g)-1])
		if len([]rune(mid)) < 3 || !startsUpperRune(g[len(g)-1]) || particles[mid] || strings.Contains(g[len(g)-1], ".") {
			continue
		}
		if !ev.inEmail(compact(g[0]), mid, compact(a.Family)) && !ev.inHead(compact(g[len(g)-2]), mid, compact(a.Family)) {
			continue
		}
		if out == nil {
			out = append([]domain.Author(nil), as...)
		}
		out[i] = domain.Author{Given: strings.Join(g[:len(g)-1], " "), Family: g[len(g)-1] + " " + a.Family}
	}
	if out == nil {
		return as
	}
	return out
}

// inEmail reports whether an address is built on mid as a family name and not on fam: a
// part that is mid, or mid after one or two initials ("rrodriguez"), in an address that
// does not hold fam.
func (ev *familyEvidence) inEmail(first, mid, fam string) bool {
	for _, parts := range ev.locals {
		hasMid, hasFam := false, false
		for _, p := range parts {
			hasFam = hasFam || strings.Contains(p, fam)
			if p == mid || strings.HasSuffix(p, mid) && len(p)-len(mid) <= 2 || strings.HasPrefix(p, first) && strings.HasSuffix(p, mid) && len(p) == len(first)+len(mid) {
				hasMid = true
			}
		}
		if hasMid && !hasFam {
			return true
		}
	}
	return false
}

// inHead reports whether a running head prints mid and fam together as one family name, not
// after the given word before mid (a head that prints whole names).
func (ev *familyEvidence) inHead(before, mid, fam string) bool {
	for _, ws := range ev.heads {
		for i := 0; i+1 < len(ws); i++ {
			if ws[i] == mid && ws[i+1] == fam && (i == 0 || ws[i-1] != before) {
				return true
			}
		}
	}
	return false
}

// headAgrees reports whether a running head or foot of pages 1-2 prints the list's first
// family name as words ("A. Smith et al.", "SMITH AND LI: TITLE", "Ribas Ripoll/Vellido"),
// which many publishers print on every page after the first.
func (ev *familyEvidence) headAgrees(as []domain.Author) bool {
	if ev == nil || len(as) == 0 {
		return false
	}
	var fw []string
	for _, w := range strings.Fields(as[0].Family) {
		if k := compact(w); k != "" {
			fw = append(fw, k)
		}
	}
	if len(fw) == 0 {
		return false
	}
	for hi, ws := range ev.heads {
		if ev.named[hi] {
			continue
		}
		for i := 0; i+len(fw) <= len(ws); i++ {
			match := true
			for j := range fw {
				match = match && ws[i+j] == fw[j]
			}
			if match {
				return true
			}
		}
	}
	return false
}
