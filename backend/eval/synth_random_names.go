package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// randNames is how a random page (random.tex) writes its author names, each part drawn on its
// own: name order and case, marks, e-mails, degrees and the way the names are joined.
type randNames struct {
	order   string // "given", "family" ("Smith Anna"), "comma" ("Smith, Anna")
	caps    bool   // the family name in capitals
	inits   string // "", "spaced" ("A. M. Smith"), "tight" ("AM Smith")
	marks   string // "", "digits", "letters", "symbols"
	comma   bool   // a comma between name and mark ("Anna Smith,1")
	star    bool   // the corresponding author starred
	orcid   bool   // an "iD" glyph after some names
	email   string // "", "paren" ("Anna Smith (a.smith@…)"), "after" (beside the name)
	degree  string // "", ", PhD", ", MD, PhD", " MSc"
	join    string // ",", "and", "&", ";", "dot", "line", "grid"
	cols    int    // a grid's columns
	affInGr bool   // a grid cell holds the institution under the name
}

// drawRandNames draws a name style for n authors.
func drawRandNames(n int, rng *rand.Rand) randNames {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	r := randNames{order: pick("given", "given", "given", "family", "comma"), caps: rng.IntN(4) == 0,
		inits: pick("", "", "", "spaced", "tight"), marks: pick("", "digits", "digits", "letters", "symbols"),
		comma: rng.IntN(5) == 0, star: rng.IntN(2) == 0, orcid: rng.IntN(5) == 0, email: pick("", "", "", "", "paren", "after"),
		degree: pick("", "", "", "", ", PhD", ", MD, PhD", " MSc", ", Ph.D."),
		join:   pick(",", ",", "and", "&", ";", "dot", "line", "grid"), cols: 2 + rng.IntN(3), affInGr: rng.IntN(2) == 0}
	if r.order == "comma" && (r.join == "," || r.join == "and" || r.join == "&") {
		r.join = ";" // "Smith, Anna, Li, Bo" is read by no one; pages that invert names use ";"
	}
	if r.email == "after" && r.join != "line" && r.join != "grid" {
		r.email = "paren"
	}
	if n == 1 && r.join == "grid" {
		r.join = "line"
	}
	return r
}

// String lists the draws, for the truth's source.
func (r randNames) String() string {
	return fmt.Sprintf("order=%s caps=%v inits=%s marks=%s comma=%v orcid=%v email=%s degree=%q join=%s cols=%d",
		r.order, r.caps, r.inits, r.marks, r.comma, r.orcid, r.email, strings.TrimSpace(r.degree), r.join, r.cols)
}

// mark is author a's mark in the drawn style ("" for none).
func (r randNames) mark(a synthAuthor) string {
	var m string
	switch r.marks {
	case "digits":
		m = fmt.Sprint(a.Affil + 1)
	case "letters":
		m = string(rune('a' + a.Affil))
	case "symbols":
		m = []string{"\\dag", "\\ddag", "\\S", "\\P"}[a.Affil%4]
	}
	if r.star && a.Corr {
		if m != "" {
			m += ","
		}
		m += "*"
	}
	return m
}

// affMark is affiliation i's mark in the drawn style.
func (r randNames) affMark(i int) string {
	return r.mark(synthAuthor{Affil: i})
}

// name writes one author.
func (r randNames) name(a synthAuthor) string {
	given, family := a.Given, a.Family
	switch r.inits {
	case "spaced":
		given = initials(given, true)
	case "tight":
		given = initials(given, false)
	}
	if r.caps {
		family = "\\MakeUppercase{" + family + "}"
	}
	s := given + " " + family
	switch r.order {
	case "family":
		s = family + " " + given
	case "comma":
		s = family + ", " + given
	}
	s += r.degree
	if m := r.mark(a); m != "" {
		if r.comma {
			s += ","
		}
		s += sup(m)
	}
	if r.orcid && a.ORCID {
		s += "\\,{\\color{green!50!black}\\tiny\\textbf{iD}}"
	}
	switch r.email {
	case "paren":
		s += " (\\texttt{" + a.Email + "})"
	case "after":
		s += "\\quad{\\small\\texttt{" + a.Email + "}}"
	}
	return s
}

// block writes the names joined in the drawn way; inst gives a grid cell's institution.
func (r randNames) block(as []synthAuthor, inst func(synthAuthor) string) string {
	var ns []string
	for _, a := range as {
		ns = append(ns, r.name(a))
	}
	switch r.join {
	case "and":
		if len(ns) > 1 {
			return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
		}
	case "&":
		if len(ns) > 1 {
			return strings.Join(ns[:len(ns)-1], ", ") + " \\& " + ns[len(ns)-1]
		}
	case ";":
		return strings.Join(ns, "; ")
	case "dot":
		return strings.Join(ns, " \\textperiodcentered\\ ")
	case "line":
		return strings.Join(ns, "\\\\\n")
	case "grid":
		cols := min(r.cols, len(ns))
		var rows []string
		for i := 0; i < len(ns); i += cols {
			cells := ns[i:min(i+cols, len(ns))]
			row := strings.Join(cells, " & ") + "\\\\"
			if r.affInGr {
				var us []string
				for _, a := range as[i:min(i+cols, len(ns))] {
					us = append(us, "{\\small "+inst(a)+"}")
				}
				row += " " + strings.Join(us, " & ") + "\\\\[0.6em]"
			}
			rows = append(rows, row)
		}
		return "\\begin{tabular}{" + strings.Repeat("c", cols) + "}" + strings.Join(rows, "\n") + "\\end{tabular}"
	}
	return strings.Join(ns, ", ")
}
