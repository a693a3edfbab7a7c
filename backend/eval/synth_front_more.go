package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// synthMoreDesigns are pubmore.tex's first pages: more kinds of document and the author-line
// artefacts of real text layers (names in capitals with glued marks, family name first with
// a comma, marks glued before a comma), drawn apart from pubfront.tex's list so that its
// pages stay as they were for a seed.
var synthMoreDesigns = []string{"scidata", "report", "capsnames", "familycomma", "wiresold", "thesischapter", "letter", "proceedings"}

// frontPageMore writes the designs of synthMoreDesigns; it gives the page's body and kind.
func frontPageMore(p synthPage, design string, rng *rand.Rand) (string, string) {
	as := p.Authors
	y := p.Year
	first := as[0]
	kind := "journalArticle"
	var b strings.Builder
	w := func(s ...string) {
		for _, x := range s {
			b.WriteString(x)
		}
		b.WriteString("\n")
	}
	note := func(s string) { w("{\\renewcommand\\thefootnote{}\\footnotetext{\\raggedright\\noindent ", s, "}}") }
	abstract := "\\noindent\\textbf{Abstract} " + p.Abstract + "\\par\n"
	switch design {
	case "scidata": // Springer Nature's Data Descriptor: OPEN badge, names with glued marks, ✉ and "&"
		w("\\noindent{\\sffamily\\bfseries\\small www.nature.com/scientificdata}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries\\color{orange} OPEN}\\quad{\\sffamily\\small DATA DESCRIPTOR}\\par\\vspace{0.8em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", p.Title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\sffamily ", frontNames(as, func(_ int, a synthAuthor) string {
			s := a.Name + sup(frontMark(a, false))
			if a.Corr {
				s += "\\,\\ding{41}"
			}
			return s
		}, ", ", " \\& "), "}\\par\\vspace{1em}")
		w("\\noindent\\begin{minipage}[t]{0.25\\textwidth}\\scriptsize\\sffamily Received: ", p.Received, "\\\\ Accepted: ", p.Accepted, "\\\\ Published: ", p.Accepted, "\\end{minipage}\\hfill\\begin{minipage}[t]{0.7\\textwidth}\\bfseries ", p.Abstract, "\\end{minipage}\\par")
		note(fmt.Sprintf("%s. \\ding{41}e-mail: \\texttt{%s}\\\\ \\textsc{Scientific Data} \\textbar\\ (%d) %s:%d \\textbar\\ https://doi.org/10.1038/s41597-0%02d-0%04d-%d", frontAffils(p, false, ". "), first.Email, y, p.Volume, rng.IntN(900), y%100, rng.IntN(9999), rng.IntN(9)))
	case "report": // a technical report's cover: number, title, names one a line, institution, date
		kind = "report"
		w("{\\centering{\\large ", strings.SplitN(p.Affils[0].Text, ", ", 3)[min(1, len(strings.SplitN(p.Affils[0].Text, ", ", 3))-1)], "}\\\\[0.5em] Technical Report TR-", fmt.Sprint(y), "-", fmt.Sprintf("%02d", 1+rng.IntN(40)), "\\par\\vspace{4em}")
		w("{\\Huge ", p.Title, "\\par}\\vspace{3em}")
		for _, a := range as {
			w("{\\large ", a.Name, "}\\\\")
		}
		w("\\vspace{2em}", p.Month, " ", fmt.Sprint(y), "\\par}\\vspace{3em}")
		w(abstract)
	case "capsnames": // names in capitals with marks glued (daggers, asterisks), the title in capitals
		w("\\noindent{\\footnotesize ", strings.ToUpper(p.Journal), ", VOL. ", p.Volume, ", ", fmt.Sprint(y), "}\\par\\vspace{1.5em}")
		w("{\\centering{\\bfseries\\large \\MakeUppercase{", p.Title, "}\\par}\\vspace{1em}")
		syms := []string{"*", "\\dag", "\\ddag", "\\S", "\\P"}
		w("{\\small ", frontNames(as, func(i int, a synthAuthor) string {
			return "\\MakeUppercase{" + a.Name + "}$^{" + syms[i%len(syms)] + "}$"
		}, ", ", " AND "), "\\par}\\vspace{0.5em}")
		var aff []string
		for i, a := range as {
			aff = append(aff, "$^{"+syms[i%len(syms)]+"}$"+p.Affils[a.Affil].Text)
		}
		w("{\\footnotesize\\itshape ", strings.Join(aff, "\\\\ "), "\\par}}\\vspace{1em}")
		w(abstract)
	case "familycomma": // family name first with a comma, names split by semicolons
		w("\\noindent{\\footnotesize ", p.Journal, " ", fmt.Sprint(y), ", ", p.Volume, "(", p.Issue, "), ", p.Pages, "}\\par\\vspace{1.5em}")
		w("\\noindent{\\bfseries\\LARGE ", p.Title, "\\par}\\vspace{0.8em}")
		w("\\noindent{", frontNames(as, func(_ int, a synthAuthor) string { return a.Family + ", " + a.Given + sup(frontMark(a, false)) }, "; ", "; "), "}\\par\\vspace{0.5em}")
		w("\\noindent{\\footnotesize ", frontAffils(p, false, "\\\\ "), "}\\par\\vspace{1em}")
		w(abstract)
	case "wiresold": // older WIREs "Overview": marks after the comma, a star glued to the first name
		w("\\noindent{\\sffamily\\bfseries\\large Overview}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", p.Title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\sffamily ", frontNames(as, func(i int, a synthAuthor) string {
			m := frontMark(a, false)
			if i == 0 {
				m += "$\\ast$"
			}
			if i < len(as)-1 {
				return a.Name + "," + sup(m)
			}
			return a.Name + sup(m)
		}, " ", " and "), "}\\par\\vspace{1em}")
		w(abstract)
		note(fmt.Sprintf("$^\\ast$Correspondence to: \\texttt{%s}\\\\ %s\\\\ DOI: 10.1002/wics.%d\\\\ Volume %s, %s/%s %d \\quad \\copyright\\ %d John Wiley \\& Sons, Inc.", first.Email, frontAffils(p, false, "\\\\ "), 100+rng.IntN(300), p.Volume, p.Month[:3], "Dec", y, y))
	case "thesischapter": // a thesis chapter: the thesis's author and title in the running head
		kind = "thesis"
		as = as[:1]
		w("\\noindent{\\footnotesize\\itshape ", first.Name, " -- PhD Thesis, ", strings.SplitN(p.Affils[0].Text, ", ", 3)[min(1, len(strings.SplitN(p.Affils[0].Text, ", ", 3))-1)], ", ", fmt.Sprint(y), "}\\par\\vspace{3em}")
		w("\\noindent{\\Huge\\bfseries Chapter ", p.Issue, "}\\par\\vspace{1.5em}")
		w("\\noindent{\\Huge\\bfseries ", p.Title, "\\par}\\vspace{2em}")
		w(p.Abstract, "\\par")
	case "letter": // a letter: names glued to their marks before the comma, in small capitals
		w("\\noindent{\\small\\bfseries LETTER}\\hfill{\\small ", p.Journal, " (", fmt.Sprint(y), ") ", p.Volume, ":", p.Pages, "}\\par\\vspace{1em}")
		w("\\noindent{\\bfseries\\Large ", p.Title, "\\par}\\vspace{0.6em}")
		w("\\noindent{\\scshape ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + "$^{" + frontMark(a, false) + "}$" }, ", ", " \\& "), "}\\par\\vspace{0.8em}")
		w(abstract)
		note(frontAffils(p, false, "; "))
	case "proceedings": // a proceedings paper: the book's banner, editors in the head, names with "and"
		kind = "conferencePaper"
		w("\\noindent{\\footnotesize Proceedings of the ", ordinal(y-1990), " Workshop on ", synthKeywords[rng.IntN(len(synthKeywords))], ", pp. ", p.Pages, ", ", fmt.Sprint(y), ". J. Roe and C. Mendes (Eds.)}\\par\\vspace{2em}")
		w("{\\centering{\\bfseries\\Large ", p.Title, "\\par}\\vspace{1em}")
		w("{\\itshape ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name }, ", ", " and "), "\\par}\\vspace{0.5em}")
		w("{\\footnotesize ", frontAffils(p, false, "\\\\ "), "\\par}}\\vspace{1em}")
		w(abstract)
	}
	return b.String(), kind
}
