package eval

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

// synthAuth is how an author-block page (pubauthors.tex) prints its names: the author lines of
// publishers' final PDFs that the other layouts do not draw (marks after a comma, envelope and
// ORCID glyphs, family names in capitals or first, initials, degrees, letter-spaced capitals,
// a narrow column that wraps the list, names over the title).
type synthAuth struct {
	Style, Block, Size, Font string
	Narrow, Foot, Page       string // Page: authorpages.tex's design
	Left, Above, Bold        bool
}

// synthAuthStyles name the author-line conventions pubauthors.tex draws from, one per page.
var synthAuthStyles = []string{"mdpi", "springer", "elsevier", "nature", "acs", "capsfamily", "familyfirst",
	"initials", "citeform", "vancouver", "degrees", "spaced", "brackets", "stacked", "orcid"}

// newSynthAuth draws the page's author block from its own stream.
func newSynthAuth(p synthPage, rng *rand.Rand) synthAuth {
	u := synthAuth{Style: synthAuthStyles[rng.IntN(len(synthAuthStyles))],
		Size: []string{"\\large", "\\normalsize", "\\small", "\\Large"}[rng.IntN(4)],
		Font: []string{"", "\\sffamily", "\\itshape"}[rng.IntN(3)], Left: rng.IntN(2) == 0,
		Bold: rng.IntN(3) == 0, Above: rng.IntN(8) == 0}
	if rng.IntN(4) == 0 {
		u.Narrow = []string{"0.5", "0.62", "0.7"}[rng.IntN(3)]
	}
	as := p.Authors
	mark := func(a synthAuthor) string { return strings.Trim(a.Marks, ",") }
	sup := func(s string) string {
		if s == "" {
			return ""
		}
		return "\\textsuperscript{" + s + "}"
	}
	corr := func(a synthAuthor, sym string) string {
		if a.Corr {
			return sym
		}
		return ""
	}
	join := func(parts []string, sep, last string) string {
		var b strings.Builder
		for i, s := range parts {
			if i > 0 {
				if i == len(parts)-1 {
					b.WriteString(last)
				} else {
					b.WriteString(sep)
				}
			}
			b.WriteString(s)
		}
		return b.String()
	}
	orcid := "\\,{\\color{green!50!black}\\rule{0.55em}{0.55em}}"
	var parts []string
	sep, last := ", ", " and "
	switch u.Style {
	case "mdpi": // "Anna Smith 1,*, Bo Li 2,† and Carl Jones 1,2"
		for i, a := range as {
			m := []string{}
			if mk := mark(a); mk != "" {
				m = append(m, mk)
			}
			if a.Corr {
				m = append(m, "*")
			}
			if i == 1 && rng.IntN(2) == 0 {
				m = append(m, "\\dag")
			}
			s := a.Name
			if len(m) > 0 {
				s += " " + sup(strings.Join(m, ","))
			}
			if a.ORCID {
				s += orcid
			}
			parts = append(parts, s)
		}
	case "springer": // "Anna Smith1 · Bo Li2 · Carl Jones"
		for _, a := range as {
			s := a.Name + sup(mark(a))
			if a.ORCID {
				s += orcid
			}
			parts = append(parts, s)
		}
		sep, last = " \\textperiodcentered\\ ", " \\textperiodcentered\\ "
	case "elsevier": // "Anna Smith a,b,⁎, Bo Li c, Carl Jones a,✉"
		for _, a := range as {
			m := []string{}
			if mk := mark(a); mk != "" {
				m = append(m, mk)
			}
			if a.Corr {
				m = append(m, []string{"$\\ast$", "\\ding{41}"}[rng.IntN(2)])
			}
			parts = append(parts, a.Name+"\\,"+sup(strings.Join(m, ",")))
		}
		last = []string{", ", " and "}[rng.IntN(2)]
	case "nature": // "Anna Smith 1,2, Bo Li3 & Carl Jones1 ✉"
		for _, a := range as {
			s := a.Name + sup(mark(a))
			if a.Corr {
				s += "\\,\\ding{41}"
			}
			parts = append(parts, s)
		}
		last = " \\& "
	case "acs": // "Anna Smith,*,† Bo Li,‡ and Carl Jones§"
		syms := []string{"\\dag", "\\ddag", "\\S", "\\P", "\\|"}
		for i, a := range as {
			m := corr(a, "*")
			if s := syms[i%len(syms)]; rng.IntN(2) == 0 {
				m = strings.Trim(m+","+s, ",")
			}
			s := a.Name
			if m != "" && i < len(as)-1 {
				s += "," + sup(m)
			} else if m != "" {
				s += sup(m)
			}
			parts = append(parts, s)
		}
		sep, last = " ", " and "
		if len(as) == 2 {
			last = " and "
		}
		// a name without marks still needs its comma
		for i := range parts[:len(parts)-1] {
			if !strings.Contains(parts[i], "textsuperscript") {
				parts[i] += ","
			}
		}
	case "capsfamily": // "Anna SMITH1, Bo LI2"
		for _, a := range as {
			parts = append(parts, a.Given+" "+"\\MakeUppercase{"+a.Family+"}"+sup(mark(a)+corr(a, "*")))
		}
	case "familyfirst": // "SMITH Anna, LI Bo" (family name first, in capitals)
		for _, a := range as {
			parts = append(parts, "\\MakeUppercase{"+a.Family+"} "+a.Given+sup(mark(a)))
		}
		last = ", "
	case "initials": // "A. B. Smith, B. Li and C. Jones"
		for _, a := range as {
			parts = append(parts, initials(a.Given, true)+" "+a.Family+sup(mark(a)))
		}
	case "citeform": // "Smith, A. B., Li, B., and Jones, C."
		for _, a := range as {
			parts = append(parts, a.Family+", "+initials(a.Given, true))
		}
		last = []string{", and ", ", & ", ", "}[rng.IntN(3)]
	case "vancouver": // "Smith AB, Li B, Jones C"
		for _, a := range as {
			parts = append(parts, a.Family+" "+initials(a.Given, false)+sup(mark(a)))
		}
		last = ", "
	case "degrees": // "Anna Smith, PhD1; Bo Li, MD, MPH2"
		degs := []string{"PhD", "MD", "MD, PhD", "MSc", "MD, MPH", "RN, PhD", "BSc"}
		for _, a := range as {
			parts = append(parts, a.Name+", "+degs[rng.IntN(len(degs))]+sup(mark(a)))
		}
		sep, last = "; ", []string{"; ", "; and "}[rng.IntN(2)]
	case "spaced": // letter-spaced capitals, as a display face sets names
		for _, a := range as {
			parts = append(parts, "\\textls[200]{\\MakeUppercase{"+a.Name+"}}"+sup(mark(a)))
		}
	case "brackets": // "Anna Smith (1), Bo Li (2)"
		for _, a := range as {
			s := a.Name
			if mk := mark(a); mk != "" {
				s += " (" + mk + ")"
			}
			parts = append(parts, s)
		}
	case "stacked": // one name a line, its affiliation in small italics under it
		var b strings.Builder
		for _, a := range as {
			b.WriteString("{" + a.Name + corr(a, "$^{\\ast}$") + "\\par}\\vspace{0.1em}{\\footnotesize\\itshape " + p.Affils[a.Affil].Text + "\\par}\\vspace{0.5em}\n")
		}
		u.Block = b.String()
		return u
	case "orcid": // ORCID glyphs and e-mail envelopes between names
		for _, a := range as {
			s := a.Name + sup(mark(a))
			if rng.IntN(2) == 0 {
				s += orcid
			}
			if a.Corr {
				s += "\\,\\ding{41}"
			}
			parts = append(parts, s)
		}
		last = []string{", ", " and ", ", and "}[rng.IntN(3)]
	}
	if len(parts) == 2 && last == ", and " {
		last = " and "
	}
	u.Block = join(parts, sep, last)
	return u
}

// initials writes a given name as initials: "Anna Maria" gives "A. M." (spaced) or "AM";
// "Jean-Pierre" gives "J.-P." or "J-P". A word that starts with an accent command is kept whole.
func initials(given string, spaced bool) string {
	var out []string
	for _, w := range strings.Fields(given) {
		var hs []string
		for _, h := range strings.Split(w, "-") {
			rs := []rune(h)
			switch {
			case len(rs) == 0:
			case !unicode.IsLetter(rs[0]):
				hs = append(hs, h)
			case spaced:
				hs = append(hs, string(unicode.ToUpper(rs[0]))+".")
			default:
				hs = append(hs, string(unicode.ToUpper(rs[0])))
			}
		}
		out = append(out, strings.Join(hs, "-"))
	}
	if spaced {
		return strings.Join(out, " ")
	}
	return strings.Join(out, "")
}

// synthAuthPages name the page designs authorpages.tex draws from: where the author block
// stands and what surrounds it.
var synthAuthPages = []string{"chapter", "twolines", "affilinline", "email", "rightblock", "sidebar", "afterabstract", "ieeefoot"}

// newSynthAuthPage draws an author-page design (authorpages.tex) from its own stream; its
// inline list is one of pubauthors.tex's styles.
func newSynthAuthPage(p synthPage, rng *rand.Rand) synthAuth {
	u := newSynthAuth(p, rng)
	u.Page = synthAuthPages[rng.IntN(len(synthAuthPages))]
	u.Above = false
	switch u.Page {
	case "twolines": // the list broken by hand between names
		var names []string
		for _, a := range p.Authors {
			names = append(names, a.Name+"\\textsuperscript{"+strings.Trim(a.Marks, ",")+"}")
		}
		cut := (len(names) + 1) / 2
		u.Block = strings.Join(names[:cut], ", ")
		if cut < len(names) {
			u.Block += ",\\\\\n" + strings.Join(names[cut:len(names)-1], ", ")
			if len(names)-cut > 1 {
				u.Block += " and "
			}
			u.Block += names[len(names)-1]
		}
	case "affilinline": // "Anna Smith (Stanford University), Bo Li (KU Leuven)"
		var names []string
		for _, a := range p.Authors {
			parts := strings.Split(p.Affils[a.Affil].Text, ", ")
			names = append(names, a.Name+" ("+parts[min(1, len(parts)-1)]+")")
		}
		u.Block = strings.Join(names, ", ")
	case "email": // one author a line with the address beside the name
		var names []string
		for _, a := range p.Authors {
			names = append(names, a.Name+"\\quad{\\small\\texttt{"+a.Email+"}}")
		}
		u.Block = strings.Join(names, "\\\\\n")
	}
	return u
}
