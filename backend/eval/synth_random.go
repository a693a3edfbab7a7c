package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// A random page (random.tex, s9-layouts) is no publisher's design: its first page is composed
// from parts drawn each on its own — the order of the blocks, the title's size, case, width
// and alignment, where the authors stand (above or below the title, after the abstract, in a
// footnote, in a side column, on page 2 after a cover sheet), how their names are written and
// joined (randNames) and where the affiliations go. It looks for the candidate readers' blind
// spots on layouts nobody imitated.

// randTitle is the drawn title set-up.
type randTitle struct {
	ratio          float64 // the title's size over the body's
	bold, sans     bool
	cas, align     string // cas: "as", "upper", "sc"; align: "center", "left"
	width          float64
	subtitle, half bool // a colon's tail on its own line, smaller when half
}

func drawRandTitle(rng *rand.Rand) randTitle {
	t := randTitle{ratio: []float64{1, 1.05, 1.1, 1.2, 1.2, 1.3, 1.44, 1.6, 1.73, 2, 2.4}[rng.IntN(11)],
		bold: rng.IntN(3) > 0, sans: rng.IntN(3) == 0, cas: []string{"as", "as", "as", "upper", "sc"}[rng.IntN(5)],
		align: []string{"center", "left"}[rng.IntN(2)], width: []float64{1, 1, 0.8, 0.6, 0.45}[rng.IntN(5)],
		subtitle: rng.IntN(2) == 0, half: rng.IntN(2) == 0}
	if t.ratio == 1 {
		t.bold = true
	}
	return t
}

// tex writes title (LaTeX-escaped) at body pt.
func (t randTitle) tex(title string, body float64) string {
	size := func(r float64) string {
		return fmt.Sprintf("\\fontsize{%.1f}{%.1f}\\selectfont ", body*r, body*r*1.2)
	}
	face := func(s string) string {
		switch t.cas {
		case "upper":
			s = "\\MakeUppercase{" + s + "}"
		case "sc":
			s = "\\textsc{" + s + "}"
		}
		if t.bold {
			s = "\\bfseries " + s
		}
		if t.sans {
			s = "\\sffamily " + s
		}
		return s
	}
	text := size(t.ratio) + face(title)
	if head, tail, ok := strings.Cut(title, ": "); ok && t.subtitle && tail != "" {
		r := t.ratio
		if t.half {
			r = max(1.0, t.ratio*0.8)
		}
		text = size(t.ratio) + face(head+":") + "\\par\\vspace{0.3em}" + size(r) + "\\mdseries " + tail
	}
	al := "\\centering"
	if t.align == "left" {
		al = "\\raggedright"
	}
	box := fmt.Sprintf("\\begin{minipage}{%.2f\\textwidth}%s %s\\par\\end{minipage}", t.width, al, text)
	if t.align == "center" {
		return "{\\centering " + box + "\\par}\\vspace{1em}"
	}
	return "\\noindent" + box + "\\par\\vspace{1em}"
}

// String lists the title's draws, for the page's Design.
func (t randTitle) String() string {
	return fmt.Sprintf("title=%.2f bold=%v sans=%v case=%s align=%s width=%.2f sub=%v", t.ratio, t.bold, t.sans, t.cas, t.align, t.width, t.subtitle)
}

// randomPage composes p's first page from drawn parts; its Design lists the draws.
func randomPage(p synthPage, rng *rand.Rand) synthFront {
	body := map[string]float64{"10pt": 10, "11pt": 10.95, "12pt": 12}[p.Opt]
	if body == 0 {
		body = 10
	}
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	t := drawRandTitle(rng)
	names := drawRandNames(len(p.Authors), rng)
	place := pick("below", "below", "below", "above", "bottom", "footnote", "side", "cover")
	aff := pick("after", "after", "before", "interleaved", "footnote", "none")
	if names.join == "grid" && names.affInGr {
		aff = "none"
	}
	if place == "side" && names.join == "grid" {
		names.join = "line"
	}
	inst := func(a synthAuthor) string { return affilPiece(p.Affils[a.Affil].Text, 3) }
	affLines := func(sep string) string {
		var out []string
		for i, a := range p.Affils {
			out = append(out, sup(names.affMark(i))+a.Text)
		}
		return strings.Join(out, sep)
	}
	nameSize := pick("", "\\large", "\\small", "\\normalsize\\bfseries", "\\itshape")
	if nameSize == "\\large" && t.ratio < 1.3 {
		nameSize = "" // names set larger than the title are no layout's
	}
	authors := func() string {
		if aff == "interleaved" {
			var b strings.Builder
			for i := 0; i < len(p.Authors); {
				j := i
				for j < len(p.Authors) && p.Authors[j].Affil == p.Authors[i].Affil {
					j++
				}
				b.WriteString("{" + nameSize + " " + names.block(p.Authors[i:j], inst) + "\\par}{\\small\\itshape " + p.Affils[p.Authors[i].Affil].Text + "\\par}\\vspace{0.4em}\n")
				i = j
			}
			return b.String()
		}
		s := "{" + nameSize + " " + names.block(p.Authors, inst) + "\\par}\\vspace{0.4em}\n"
		switch aff {
		case "after":
			s += "{\\small " + affLines("\\\\ ") + "\\par}\n"
		case "before":
			s = "{\\small " + affLines("\\\\ ") + "\\par}\\vspace{0.4em}\n" + s
		}
		return s
	}
	center := pick("\\centering", "\\raggedright")
	wrap := func(s string) string { return "{" + center + " " + s + "\\par}\\vspace{1em}\n" }
	year := false
	doi := false
	var furniture []string
	if rng.IntN(2) == 0 {
		furniture = append(furniture, fmt.Sprintf("\\noindent{\\small\\itshape %s} %s (%d) %s--%s\\hfill{\\small Vol.~%s, No.~%s}\\par\\vspace{0.6em}",
			p.Journal, p.Volume, p.Year, strings.Split(p.Pages, "--")[0], strings.Split(p.Pages, "--")[1], p.Volume, p.Issue))
		year = true
	}
	if rng.IntN(2) == 0 {
		furniture = append(furniture, "\\noindent{\\sffamily\\small\\bfseries "+pick("RESEARCH ARTICLE", "Original Article", "Review", "ARTICLE", "Letter", "Full Paper", "OPEN ACCESS")+"}\\par\\vspace{0.6em}")
	}
	if rng.IntN(2) == 0 {
		furniture = append(furniture, fmt.Sprintf("\\noindent{\\footnotesize Received: %s / Accepted: %s / Published online: %d %s %d}\\par\\vspace{0.6em}", p.Received, p.Accepted, 3, p.Month, p.Year))
		year = true
	}
	if rng.IntN(2) == 0 {
		furniture = append(furniture, "\\noindent{\\footnotesize "+pick("https://doi.org/", "DOI: ", "doi:")+p.DOI+"}\\par\\vspace{0.6em}")
		doi = true
	}
	if rng.IntN(3) == 0 {
		furniture = append(furniture, fmt.Sprintf("\\noindent{\\scriptsize \\copyright\\ %d The Author(s). This is an open access article under the CC BY 4.0 licence.}\\par\\vspace{0.6em}", p.Year))
		year = true
	}
	if rng.IntN(2) == 0 {
		furniture = append(furniture, "\\noindent{\\small\\textbf{"+pick("Keywords:", "Key words", "KEYWORDS", "Index Terms---")+"} "+p.Keywords+"}\\par\\vspace{0.6em}")
	}
	abstract := "\\noindent{\\small " + pick("\\textbf{Abstract} ", "\\textbf{Abstract.} ", "\\textsc{Abstract}: ", "\\textbf{ABSTRACT}\\\\ ", "\\textbf{Summary} ", "") + p.Abstract + "\\par}\\vspace{1em}\n"
	core := []string{t.tex(p.Title, body)}
	switch place {
	case "below", "cover": // a cover sheet's paper names its authors under the title
		core = append(core, wrap(authors()))
	case "above":
		core = append([]string{wrap(authors())}, core...)
	}
	core = append(core, abstract)
	if place == "bottom" {
		core = append(core, wrap(authors()))
	}
	// each piece of furniture goes in at a drawn place among the blocks
	for _, f := range furniture {
		i := rng.IntN(len(core) + 1)
		core = append(core[:i], append([]string{f}, core[i:]...)...)
	}
	var b texPage
	if place == "cover" {
		b.w(randCover(p, rng))
		b.w("\\newpage")
	}
	if place == "side" {
		names.join = "line"
		b.w("\\noindent\\begin{minipage}[t]{0.28\\textwidth}\\raggedright\\small ", authors(), "\\end{minipage}\\hfill\\begin{minipage}[t]{0.68\\textwidth}")
		b.w(strings.Join(core, "\n"))
		b.w("\\end{minipage}\\par")
	} else {
		b.w(strings.Join(core, "\n"))
	}
	if place == "footnote" {
		if rng.IntN(2) == 0 {
			b.note(names.block(p.Authors, inst) + pick(" are with ", " are with the ") + p.Affils[0].Text + ".")
		} else {
			b.note("\\textit{Authors:} " + names.block(p.Authors, inst) + ". " + affLines("; "))
		}
	} else if aff == "footnote" {
		b.note(affLines("; "))
	}
	if !year {
		b.note(fmt.Sprintf("\\copyright\\ %d", p.Year))
	}
	design := fmt.Sprintf(" random place=%s aff=%s %s %s furniture=%d", place, aff, t, names, len(furniture))
	return synthFront{Design: design, Body: b.String(), Kind: "journalArticle", DOI: doi}
}

// randCover is a cover sheet before the paper: a repository's notice with the citation, a
// journal's notice with neither title nor names, or the title alone under the journal's name.
func randCover(p synthPage, rng *rand.Rand) string {
	var cite []string
	for _, a := range p.Authors {
		cite = append(cite, a.Family+", "+initials(a.Given, true))
	}
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("\\noindent{\\Large\\bfseries Institutional Repository}\\par\\vspace{2em}\\noindent This is the author's accepted manuscript of an article published in \\textit{%s}.\\par\\vspace{1em}\\noindent Please cite as: %s (%d). %s. \\textit{%s}, %s(%s).\\par\\vspace{2em}{\\small\\noindent Terms of use: this document is made available under the repository's licence. Copyright remains with the authors.\\par}",
			p.Journal, strings.Join(cite, ", "), p.Year, p.Title, p.Journal, p.Volume, p.Issue)
	case 1:
		return fmt.Sprintf("\\noindent{\\sffamily\\bfseries\\Huge %s}\\par\\vspace{2em}\\noindent{\\large This copy is for your personal, non-commercial use only.}\\par\\vspace{1em}{\\small\\noindent Updated information and services can be found online. Reprints and permissions: see the journal's site. Published %d.\\par}", p.Journal, p.Year)
	}
	return fmt.Sprintf("{\\centering{\\sffamily\\large %s}\\par\\vspace{4em}{\\bfseries\\LARGE %s\\par}\\vspace{4em}{\\small Accepted manuscript, %d}\\par}", p.Journal, p.Title, p.Year)
}
