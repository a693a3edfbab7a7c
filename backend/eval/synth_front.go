package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// synthFront is a publisher's whole first page (pubfront.tex), drawn as that publisher prints
// it: banners, side columns, article-type labels, author lines in the house style, notes in
// the foot. The designs are written from how each publisher's final PDFs look (s8-pubs), for
// the publishers and kinds of document realpdfs names that train and shared label few or none of.
type synthFront struct {
	Design, Body, Kind string
	Single             bool // the page names its first author only (a thesis chapter)
	DOI                bool // the page prints the DOI (random.tex)
}

// synthFrontDesigns name the first-page designs pubfront.tex draws from, one per page.
var synthFrontDesigns = []string{"science", "pnas", "royalsoc", "asm", "jneuro", "nrc", "karger", "thieme",
	"iet", "hindawi", "bmc", "degruyter", "sage", "oup", "fnt", "usda", "patent", "apj", "aip", "wires",
	"nips", "sigmod", "chapter", "footauthors", "samesize"}

// frontNames joins the names each written by f, with sep between and last before the last.
func frontNames(as []synthAuthor, f func(i int, a synthAuthor) string, sep, last string) string {
	var b strings.Builder
	for i, a := range as {
		if i > 0 {
			if i == len(as)-1 {
				if len(as) == 2 && last == ", and " {
					b.WriteString(" and ")
				} else {
					b.WriteString(last)
				}
			} else {
				b.WriteString(sep)
			}
		}
		b.WriteString(f(i, a))
	}
	return b.String()
}

// frontAffils writes the page's affiliations one a line, each led by its mark (digits or
// letters as the publisher numbers them).
func frontAffils(p synthPage, letters bool, sep string) string {
	var out []string
	for i, a := range p.Affils {
		m := fmt.Sprint(i + 1)
		if letters {
			m = string(rune('a' + i))
		}
		out = append(out, sup(m)+a.Text)
	}
	return strings.Join(out, sep)
}

// mark is an author's affiliation mark in digits or letters.
func frontMark(a synthAuthor, letters bool) string {
	if letters {
		return string(rune('a' + a.Affil))
	}
	return fmt.Sprint(a.Affil + 1)
}

// sup sets s as a superscript.
func sup(s string) string { return "\\textsuperscript{" + s + "}" }

// texPage collects a synthetic page's LaTeX.
type texPage struct{ strings.Builder }

// w writes its pieces as one line.
func (b *texPage) w(s ...string) {
	for _, x := range s {
		b.WriteString(x)
	}
	b.WriteString("\n")
}

// note writes s as an unnumbered footnote.
func (b *texPage) note(s string) {
	b.w("{\\renewcommand\\thefootnote{}\\footnotetext{\\raggedright\\noindent ", s, "}}")
}

// affilPiece is the second of at most n pieces of an affiliation split at ", " (its
// institution for n = 3, all after its department for n = 2), or the whole when it has none.
func affilPiece(text string, n int) string {
	parts := strings.SplitN(text, ", ", n)
	return parts[min(1, len(parts)-1)]
}

// commaMarked writes a name with a comma before its marks ("Anna Smith,¹ Bo Li²"), as AIP and
// older WIREs pages do, the first name's marks with extra added.
func commaMarked(n int, extra string) func(i int, a synthAuthor) string {
	return func(i int, a synthAuthor) string {
		m := frontMark(a, false)
		if i == 0 {
			m += extra
		}
		if i < n-1 {
			return a.Name + "," + sup(m)
		}
		return a.Name + sup(m)
	}
}

// nameGrid is the rows of a grid of names (NIPS, ACM), up to three a row, each over its
// institution and e-mail.
func nameGrid(as []synthAuthor, name, inst func(synthAuthor) string) []string {
	cols := min(len(as), 3)
	var rows []string
	for i := 0; i < len(as); i += cols {
		var ns, us, es []string
		for _, a := range as[i:min(i+cols, len(as))] {
			ns = append(ns, name(a))
			us = append(us, inst(a))
			es = append(es, "\\texttt{"+a.Email+"}")
		}
		rows = append(rows, strings.Join(ns, " & ")+"\\\\ "+strings.Join(us, " & ")+"\\\\ "+strings.Join(es, " & ")+"\\\\[1em]")
	}
	return rows
}

// newSynthFront draws the page's design from its own stream, from designs.
func newSynthFront(p synthPage, designs []string, rng *rand.Rand) synthFront {
	return frontPage(p, designs[rng.IntN(len(designs))], rng)
}

// frontPage writes the page in the named design.
func frontPage(p synthPage, design string, rng *rand.Rand) synthFront {
	f := synthFront{Design: " " + design, Kind: "journalArticle"}
	as := p.Authors
	y := p.Year
	first := as[0]
	etal := first.Family
	if len(as) > 1 {
		etal += " et al."
	}
	star := func(a synthAuthor) string {
		if a.Corr {
			return "*"
		}
		return ""
	}
	orcid := "\\,{\\color{green!50!black}\\rule{0.5em}{0.5em}}"
	plain := func(_ int, a synthAuthor) string { return a.Name }
	num := func(_ int, a synthAuthor) string { return a.Name + sup(frontMark(a, false)) }
	abstract := "\\noindent\\textbf{Abstract} " + p.Abstract + "\\par\n"
	title := p.Title
	var b texPage
	w, note := b.w, b.note
	switch design {
	case "science": // section banner, sans title, marks glued or after a comma, bold lead paragraph
		if rng.IntN(2) == 0 {
			w("\\noindent{\\sffamily\\small\\bfseries\\color{red!60!black} RESEARCH ARTICLE\\hfill ", strings.ToUpper(synthKeywords[rng.IntN(len(synthKeywords))]), "}\\par\\vspace{0.8em}")
			w("{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
			w("{\\sffamily\\small ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + sup(frontMark(a, false)+star(a)) }, ", ", ", "), "\\par}\\vspace{0.5em}")
		} else {
			w("\\noindent{\\small\\bfseries REPORTS}\\par\\vspace{0.8em}")
			w("{\\centering{\\bfseries\\Large ", title, "\\par}\\vspace{0.8em}")
			w("{\\small ", frontNames(as, func(i int, a synthAuthor) string {
				m := frontMark(a, false) + star(a)
				if i < len(as)-1 {
					return a.Name + "," + sup(m)
				}
				return a.Name + sup(m)
			}, " ", " "), "\\par}}\\vspace{0.5em}")
		}
		w("{\\footnotesize ", frontAffils(p, false, "\\\\ "), "\\\\ *Corresponding author. Email: \\texttt{", first.Email, "}\\par}\\vspace{1em}")
		w("\\noindent\\textbf{", p.Abstract, "}\\par")
		note(fmt.Sprintf("%s, \\textit{Science} %s, %s (%d) \\hfill %d %s %d \\hfill 1 of 5", etal, p.Volume, p.Pages, y, 1+len(title)%28, p.Month, y))
	case "pnas": // left title, letter marks with footnote digits, affiliations run in, "Edited by"
		w("\\noindent{\\sffamily\\bfseries\\Large ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\sffamily ", frontNames(as, func(i int, a synthAuthor) string {
			m := frontMark(a, true)
			if i == 0 {
				m += ",1"
			}
			return a.Name + sup(m)
		}, ", ", ", and "), "\\par}\\vspace{0.4em}")
		w("\\noindent{\\sffamily\\footnotesize ", frontAffils(p, true, "; "), "\\par\\vspace{0.3em}")
		w("\\noindent Edited by Jane Q. Roe, Princeton University, Princeton, NJ, and approved ", p.Month, " 4, ", fmt.Sprint(y), " (received for review ", p.Received, ")\\par}\\vspace{0.8em}")
		w("\\noindent\\begin{minipage}[t]{0.3\\textwidth}\\sffamily\\footnotesize\\textbf{Significance}\\\\ ", truncWords(p.Abstract, 40), "\\end{minipage}\\hfill\\begin{minipage}[t]{0.65\\textwidth}", p.Abstract, "\\end{minipage}\\par")
		note(fmt.Sprintf("www.pnas.org/cgi/doi/10.1073/pnas.%d%05d \\hfill PNAS \\textbar\\ %s 21, %d \\textbar\\ vol. %s \\textbar\\ no. %s \\textbar\\ %s", y, rng.IntN(100000), p.Month, y, p.Volume, p.Issue, p.Pages))
	case "royalsoc": // "Cite this article:" side column beside the title and names
		cite := frontNames(as, func(_ int, a synthAuthor) string { return a.Family + " " + initials(a.Given, false) }, ", ", ", ")
		w("\\noindent\\begin{minipage}[t]{0.3\\textwidth}\\raggedright\\footnotesize{\\sffamily\\bfseries rspa.royalsocietypublishing.org}\\\\[1em]")
		w("\\textbf{Research}\\\\[0.8em] \\textbf{Cite this article:} ", cite, ". ", fmt.Sprint(y), " ", title, ". \\textit{Proc. R. Soc. A} ", p.Volume, ": 2019", p.Issue, ". http://dx.doi.org/10.1098/rspa.", fmt.Sprint(y), ".0", p.Issue, "\\\\[0.8em]")
		w("Received: ", p.Received, "\\\\ Accepted: ", p.Accepted, "\\\\[0.8em] \\textbf{Subject Areas:}\\\\ ", p.Keywords, "\\\\[0.8em] \\textbf{Author for correspondence:}\\\\ ", first.Name, "\\\\ e-mail: \\texttt{", first.Email, "}")
		w("\\end{minipage}\\hfill\\begin{minipage}[t]{0.65\\textwidth}{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{1em}")
		w("{\\sffamily ", frontNames(as, func(_ int, a synthAuthor) string {
			s := a.Name + sup(frontMark(a, false))
			if a.ORCID {
				s += orcid
			}
			return s
		}, ", ", " and "), "\\par}\\vspace{0.5em}{\\footnotesize ", frontAffils(p, false, "\\\\ "), "\\par}\\vspace{1em}")
		w(p.Abstract, "\\end{minipage}\\par")
	case "asm": // ASM banner, "Anna Smith,a Bo Li,b Carl Jonesa", italic affiliations with marks after
		w("\\noindent{\\scriptsize JOURNAL OF CLINICAL MICROBIOLOGY, ", p.Month[:3], ". ", fmt.Sprint(y), ", p. ", p.Pages, "\\hfill Vol. ", p.Volume, ", No. ", p.Issue, "\\\\ 0095-1137/", fmt.Sprint(y%100), "/\\$12.00\\quad doi:10.1128/JCM.0", fmt.Sprint(1000+rng.IntN(8999)), "-", fmt.Sprint(y%100), "\\\\ Copyright \\copyright\\ ", fmt.Sprint(y), ", American Society for Microbiology. All Rights Reserved.}\\par\\vspace{1.5em}")
		w("{\\centering{\\bfseries\\Large ", title, "\\par}\\vspace{0.8em}")
		w(frontNames(as, func(i int, a synthAuthor) string {
			if i < len(as)-1 {
				return a.Name + "," + sup(frontMark(a, true))
			}
			return a.Name + sup(frontMark(a, true))
		}, " ", " and "), "\\par\\vspace{0.5em}")
		var aff []string
		for i, a := range p.Affils {
			aff = append(aff, a.Text+sup(string(rune('a'+i))))
		}
		w("{\\small\\itshape ", strings.Join(aff, "; "), "\\par}}\\vspace{0.5em}")
		w("{\\centering\\footnotesize Received ", p.Received, "/Returned for modification ", p.Accepted, "/Accepted ", p.Accepted, "\\par}\\vspace{1em}")
		w("\\noindent\\textbf{", p.Abstract, "}\\par")
	case "jneuro":
		w("\\noindent{\\footnotesize The Journal of Neuroscience, ", p.Month, " 1, ", fmt.Sprint(y), " $\\bullet$ ", p.Volume, "(", p.Issue, "):", p.Pages, " $\\bullet$ 1234}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries Behavioral/Cognitive}\\par\\vspace{0.6em}")
		w("\\noindent{\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\large ", frontNames(as, func(i int, a synthAuthor) string {
			if i < len(as)-1 {
				return a.Name + "," + sup(frontMark(a, false))
			}
			return a.Name + sup(frontMark(a, false))
		}, " ", " and "), "}\\par\\vspace{0.3em}")
		w("\\noindent{\\footnotesize\\itshape ", frontAffils(p, false, ", and "), "}\\par\\vspace{1em}")
		w(abstract)
		note(fmt.Sprintf("Received %s; revised %s; accepted %s. Correspondence should be addressed to %s, %s. E-mail: \\texttt{%s}. DOI:10.1523/JNEUROSCI.%04d-%02d.%d. Copyright \\copyright\\ %d the authors", p.Received, p.Accepted, p.Accepted, first.Name, p.Affils[0].Text, first.Email, rng.IntN(9999), (y-1)%100, y, y))
	case "nrc": // page number over a bold title, plain names, authors again with initials in the foot
		w("\\noindent{\\small ", fmt.Sprint(1000+rng.IntN(2000)), "}\\par\\vspace{1.5em}")
		w("\\noindent{\\bfseries\\Large ", title, "\\par}\\vspace{1em}")
		w("\\noindent{\\large ", frontNames(as, plain, ", ", ", and "), "}\\par\\vspace{1em}")
		w("\\noindent\\textbf{Abstract:} ", p.Abstract, "\\par\\vspace{0.5em}\\noindent\\textbf{R\\'esum\\'e :} ", truncWords(p.Abstract, 40), "\\par")
		var ini []string
		for _, a := range as {
			ini = append(ini, initials(a.Given, true)+" "+a.Family)
		}
		note(fmt.Sprintf("Received %s. Accepted %s. Published on the NRC Research Press Web site at http://cjfr.nrc.ca on %s.\\\\ \\textbf{%s.} %s.\\\\ $^1$Corresponding author (e-mail: \\texttt{%s}).\\\\ Can. J. For. Res. %s: %s (%d) \\quad DOI: 10.1139/X%02d-%03d \\quad \\copyright\\ %d NRC Canada", p.Received, p.Accepted, p.Accepted, strings.Join(ini, ", "), p.Affils[0].Text, first.Email, p.Volume, p.Pages, y, y%100, rng.IntN(999), y))
	case "karger": // names with letter marks and no commas, boxed dates at the right
		w("\\noindent\\begin{minipage}[t]{0.5\\textwidth}\\small\\sffamily Kidney Dis ", fmt.Sprint(y), ";", p.Volume, ":", p.Pages, "\\\\ DOI: 10.1159/000", fmt.Sprint(100000+rng.IntN(899999)), "\\end{minipage}\\hfill\\begin{minipage}[t]{0.35\\textwidth}\\footnotesize\\sffamily Received: ", p.Received, "\\\\ Accepted: ", p.Accepted, "\\\\ Published online: ", p.Accepted, "\\end{minipage}\\par\\vspace{1.5em}")
		w("\\noindent{\\sffamily\\color{blue!60!black} Review Article}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{1em}")
		w("\\noindent{\\sffamily ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + "\\," + sup(frontMark(a, true)) }, "\\quad ", "\\quad "), "}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\footnotesize ", frontAffils(p, true, "; "), "}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries Keywords}\\\\ ", p.Keywords, "\\par\\vspace{0.5em}", abstract)
		note(fmt.Sprintf("\\copyright\\ %d S. Karger AG, Basel \\quad E-Mail karger@karger.com \\quad www.karger.com/kdd\\\\ %s\\\\ %s\\\\ E-Mail \\texttt{%s}", y, first.Name, p.Affils[0].Text, first.Email))
	case "thieme": // a labelled side column: Authors, Affiliations, Key words, Bibliography
		w("\\noindent{\\sffamily\\small Original Article\\hfill\\bfseries Thieme}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{1em}")
		if rng.IntN(2) == 0 {
			w("\\noindent{\\sffamily\\bfseries Authors}\\quad{\\sffamily ", frontNames(as, num, ", ", ", "), "}\\par\\vspace{0.6em}")
		}
		w("\\noindent\\begin{minipage}[t]{0.32\\textwidth}\\raggedright\\sffamily\\footnotesize")
		w("\\textbf{Authors}\\\\ ", frontNames(as, num, ", ", ", "), "\\\\[0.6em]")
		w("\\textbf{Affiliations}\\\\ ", frontAffils(p, false, "\\\\ "), "\\\\[0.6em]")
		w("\\textbf{Key words}\\\\ ", p.Keywords, "\\\\[0.6em] \\textbf{received} ", p.Received, "\\\\ \\textbf{accepted} ", p.Accepted, "\\\\[0.6em]")
		w("\\textbf{Bibliography}\\\\ DOI https://doi.org/10.1055/s-00", fmt.Sprint(30+y%10), "-", fmt.Sprint(1000000+rng.IntN(8999999)), "\\\\ Methods Inf Med ", fmt.Sprint(y), "; ", p.Volume, ": ", p.Pages, "\\\\ \\copyright\\ Georg Thieme Verlag KG Stuttgart $\\cdot$ New York\\\\ ISSN 0026-1270\\\\[0.6em]")
		w("\\textbf{Correspondence}\\\\ Dr. ", first.Name, "\\\\ ", p.Affils[0].Text, "\\\\ \\texttt{", first.Email, "}")
		w("\\end{minipage}\\hfill\\begin{minipage}[t]{0.62\\textwidth}\\sffamily\\textbf{ABSTRACT}\\\\ ", p.Abstract, "\\end{minipage}\\par")
	case "iet": // "Published in", received dates and ISSN over a rule; initials and marks, no commas
		w("\\noindent{\\small Published in IET Control Theory and Applications\\\\ Received on ", p.Received, "\\\\ Revised on ", p.Accepted, "\\\\ doi: 10.1049/iet-cta.", fmt.Sprint(y), ".0", fmt.Sprint(100+rng.IntN(899)), "}\\hfill{\\small ISSN 1751-8644}\\par\\vspace{0.3em}\\hrule\\vspace{1.2em}")
		w("\\noindent{\\bfseries\\Large ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\bfseries ", frontNames(as, func(_ int, a synthAuthor) string {
			return initials(a.Given, true) + " " + a.Family + sup(frontMark(a, false))
		}, " ", " "), "}\\par\\vspace{0.4em}")
		w("\\noindent{\\footnotesize ", frontAffils(p, false, "\\\\ "), "\\\\ E-mail: \\texttt{", first.Email, "}}\\par\\vspace{1em}")
		w(abstract)
	case "hindawi": // publisher's name, journal, volume and article id; ORCID before the comma
		w("\\noindent{\\sffamily\\bfseries\\large Hindawi}\\\\ {\\sffamily\\small Journal of Healthcare Engineering\\\\ Volume ", fmt.Sprint(y), ", Article ID ", fmt.Sprint(1000000+rng.IntN(8999999)), ", ", fmt.Sprint(8+rng.IntN(10)), " pages\\\\ https://doi.org/10.1155/", fmt.Sprint(y), "/", fmt.Sprint(1000000+rng.IntN(8999999)), "}\\par\\vspace{1.2em}")
		w("\\noindent{\\sffamily\\color{blue!60!black} Research Article}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\sffamily ", frontNames(as, func(i int, a synthAuthor) string {
			s := a.Name + " " + orcid
			if i < len(as)-1 {
				return s + "," + sup(frontMark(a, false))
			}
			return s + " " + sup(frontMark(a, false))
		}, " ", " and "), "}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\footnotesize ", frontAffils(p, false, "\\\\ "), "}\\par\\vspace{0.6em}")
		w("\\noindent{\\footnotesize Correspondence should be addressed to ", first.Name, "; \\texttt{", first.Email, "}\\\\[0.4em] Received ", p.Received, "; Accepted ", p.Accepted, "; Published ", p.Accepted, "\\\\[0.4em] Academic Editor: Jane Q. Roe\\\\[0.4em] Copyright \\copyright\\ ", fmt.Sprint(y), " ", first.Name, func() string {
			if len(as) > 1 {
				return " et al."
			}
			return ""
		}(), " This is an open access article distributed under the Creative Commons Attribution License.}\\par\\vspace{1em}")
		w(abstract)
	case "bmc": // running citation head, "RESEARCH / Open Access", correspondence in the foot
		w("\\noindent{\\small ", etal, " \\textit{BioMedical Engineering OnLine} (", fmt.Sprint(y), ") ", p.Volume, ":", fmt.Sprint(rng.IntN(200)), "\\\\ DOI 10.1186/s12938-0", fmt.Sprint(y%100), "-0", fmt.Sprint(100+rng.IntN(899)), "-", fmt.Sprint(rng.IntN(9)), "}\\hfill{\\sffamily BioMedical Engineering OnLine}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries RESEARCH\\hfill Open Access}\\par\\vspace{0.5em}")
		w("\\noindent{\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\large ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + sup(frontMark(a, false)+star(a)) }, ", ", " and "), "}\\par\\vspace{1em}")
		w("\\noindent\\textbf{Abstract}\\quad\\textbf{Background:} ", p.Abstract, "\\par")
		note(fmt.Sprintf("*Correspondence: \\texttt{%s}\\\\ $^1$%s\\\\ Full list of author information is available at the end of the article", first.Email, p.Affils[0].Text))
	case "degruyter": // names over the title, starred corresponding author in the foot
		w("\\noindent{\\small ", []string{"Cognitive Semiotics", "Linguistics Vanguard", "Open Physics", "Journal of Applied Analysis"}[rng.IntN(4)], " ", fmt.Sprint(y), "; ", p.Volume, "(", p.Issue, "): ", p.Pages, "}\\par\\vspace{1.5em}")
		if rng.IntN(2) == 0 {
			w("\\noindent{\\sffamily Research Article}\\par\\vspace{0.5em}")
		}
		w("\\noindent{\\sffamily ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + star(a) }, ", ", " and "), "}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\small https://doi.org/10.1515/cogsem-", fmt.Sprint(y), "-00", fmt.Sprint(10+rng.IntN(89)), "\\\\ Received ", p.Received, "; accepted ", p.Accepted, "}\\par\\vspace{1em}")
		w("\\noindent\\textbf{Abstract:} ", p.Abstract, "\\par")
		note(fmt.Sprintf("*\\textbf{Corresponding author: %s,} %s, e-mail: \\texttt{%s}", first.Name, p.Affils[0].Text, first.Email))
	case "sage": // "Article" label, the journal's block at the right, affiliations in the foot
		w("\\noindent\\begin{minipage}[t]{0.3\\textwidth}{\\sffamily\\large Article}\\end{minipage}\\hfill\\begin{minipage}[t]{0.4\\textwidth}\\raggedleft\\scriptsize\\sffamily Personality and Social\\\\ Psychology Bulletin\\\\ ", fmt.Sprint(y), ", Vol. ", p.Volume, "(", p.Issue, ") ", p.Pages, "\\\\ \\copyright\\ The Author(s) ", fmt.Sprint(y), "\\\\ Article reuse guidelines:\\\\ sagepub.com/journals-permissions\\\\ DOI: 10.1177/01461672", fmt.Sprint(10000000+rng.IntN(89999999)), "\\\\ journals.sagepub.com/home/pspb\\\\[0.3em]{\\bfseries\\large SAGE}\\end{minipage}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{1em}")
		w("\\noindent{\\sffamily ", frontNames(as, num, ", ", ", and "), "}\\par\\vspace{1em}")
		w(abstract, "\\vspace{0.4em}\\noindent\\textbf{Keywords}\\\\ ", p.Keywords, "\\par")
		note(fmt.Sprintf("%s\\\\ \\textbf{Corresponding Author:}\\\\ %s, %s.\\\\ Email: \\texttt{%s}", frontAffils(p, false, "\\\\ "), first.Name, p.Affils[0].Text, first.Email))
	case "oup": // Bioinformatics' head block, section over the title, "To whom correspondence"
		w("\\noindent{\\small\\itshape Bioinformatics}{\\small , ", p.Volume, "(", p.Issue, "), ", fmt.Sprint(y), ", ", p.Pages, "\\\\ doi: 10.1093/bioinformatics/btz", fmt.Sprint(100+rng.IntN(899)), "\\\\ Advance Access Publication Date: 3 ", p.Month, " ", fmt.Sprint(y), "\\\\ Original Paper}\\par\\vspace{1em}")
		w("\\noindent{\\itshape Genome analysis}\\par\\vspace{0.5em}")
		w("\\noindent{\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\bfseries ", frontNames(as, func(_ int, a synthAuthor) string {
			m := frontMark(a, false)
			if a.Corr {
				m += ",*"
			}
			return a.Name + sup(m)
		}, ", ", " and "), "}\\par\\vspace{0.5em}")
		w("\\noindent{\\footnotesize ", frontAffils(p, false, " and "), "\\\\ *To whom correspondence should be addressed.\\\\ Associate Editor: Jane Q. Roe\\\\ Received on ", p.Received, "; revised on ", p.Accepted, "; accepted on ", p.Accepted, "}\\par\\vspace{1em}")
		w("\\noindent\\textbf{Abstract}\\\\ \\textbf{Motivation:} ", p.Abstract, "\\par")
	case "fnt": // now publishers' title page: series, volume, copyright, names stacked with addresses
		w("{\\centering{\\large Foundations and Trends\\textsuperscript{\\textregistered} in Machine Learning}\\\\ Vol. ", p.Volume, ", No. 3--4 (", fmt.Sprint(y), ") ", p.Pages, "\\\\ \\copyright\\ ", fmt.Sprint(y), " ", frontNames(as, func(_ int, a synthAuthor) string { return initials(a.Given, true) + " " + a.Family }, ", ", " and "), "\\\\ DOI: 10.1561/22000000", fmt.Sprint(10+rng.IntN(89)), "\\par\\vspace{3em}")
		w("{\\Huge ", title, "\\par}\\vspace{3em}")
		for _, a := range as {
			w(a.Name, "\\\\ ", affilPiece(p.Affils[a.Affil].Text, 2), "\\\\ \\texttt{", a.Email, "}\\par\\vspace{1em}")
		}
		w("}")
	case "usda": // proceedings banner, names with footnote digits, editors family first in the foot
		w("\\noindent{\\footnotesize USDA Forest Service Proceedings RMRS-P-", fmt.Sprint(20+rng.IntN(60)), ". ", fmt.Sprint(y), ".}\\par\\vspace{2em}")
		w("{\\centering{\\bfseries\\Large ", title, "\\par}\\vspace{1em}")
		w("{\\large ", frontNames(as, func(_ int, a synthAuthor) string { return a.Name + sup(fmt.Sprint(a.Affil+1)) }, ", ", ", and "), "\\par}}\\vspace{1.5em}")
		w("\\noindent\\textbf{Abstract}---", p.Abstract, "\\par")
		note(fmt.Sprintf("In: Roe, Jane P.; Mendes, Carl W., comps. %d. Fuels Management---How to Measure Success: Conference Proceedings. 28--30 March %d; Portland, OR. Proceedings RMRS-P-41. Fort Collins, CO: U.S. Department of Agriculture, Forest Service, Rocky Mountain Research Station.\\\\ %s", y, y, frontAffils(p, false, "\\\\ ")))
		f.Kind = "conferencePaper"
	case "patent": // US application publication: numbered fields, title in capitals at the body's size
		f.Kind = "patent"
		label := "Inventors"
		if len(as) == 1 {
			label = "Inventor"
		}
		places := []string{"Palo Alto, CA (US)", "Beijing (CN)", "Leuven (BE)", "Seattle, WA (US)", "Tokyo (JP)", "Munich (DE)"}
		inv := frontNames(as, func(i int, a synthAuthor) string { return "\\textbf{" + a.Name + "}, " + places[i%len(places)] }, "; ", "; ")
		w("\\noindent{\\small (12) \\textbf{United States}\\\\ (12) \\textbf{Patent Application Publication}\\hfill (10) \\textbf{Pub. No.: US ", fmt.Sprint(y), "/0", fmt.Sprint(100000+rng.IntN(899999)), " A1}\\\\ \\textbf{", etal, "}\\hfill (43) \\textbf{Pub. Date: ", p.Month[:3], ". ", fmt.Sprint(1+rng.IntN(28)), ", ", fmt.Sprint(y), "}}\\par\\vspace{0.3em}\\hrule\\vspace{0.8em}")
		w("\\noindent\\begin{minipage}[t]{0.48\\textwidth}\\small\\raggedright (54) \\textbf{\\MakeUppercase{", title, "}}\\\\[0.6em]")
		w("(71) Applicant: \\textbf{", affilPiece(p.Affils[0].Text, 3), "}\\\\[0.6em] (72) ", label, ": ", inv, "\\\\[0.6em]")
		w("(21) Appl. No.: 15/", fmt.Sprint(100+rng.IntN(899)), ",", fmt.Sprint(100+rng.IntN(899)), "\\\\[0.6em] (22) Filed: ", p.Received, "\\end{minipage}\\hfill")
		w("\\begin{minipage}[t]{0.48\\textwidth}\\small\\centering\\textbf{Publication Classification}\\\\ \\raggedright (51) \\textbf{Int. Cl.} G06N 3/08 (2006.01)\\\\ (52) \\textbf{U.S. Cl.} CPC G06N 3/08 (2013.01)\\\\[0.6em] \\centering (57) \\textbf{ABSTRACT}\\\\ \\raggedright ", p.Abstract, "\\end{minipage}\\par")
	case "apj": // AAS head with DOI and copyright, title in capitals, ORCID marks after the names
		w("\\noindent{\\scriptsize The Astrophysical Journal, ", p.Volume, ":", fmt.Sprint(rng.IntN(300)), " (12pp), ", fmt.Sprint(y), " ", p.Month, " 20\\hfill https://doi.org/10.3847/1538-4357/ab", fmt.Sprint(1000+rng.IntN(8999)), "\\\\ \\copyright\\ ", fmt.Sprint(y), ". The American Astronomical Society. All rights reserved.}\\par\\vspace{1.5em}")
		w("{\\centering{\\bfseries\\large \\MakeUppercase{", title, "}\\par}\\vspace{1em}")
		w(frontNames(as, func(_ int, a synthAuthor) string { return a.Name + sup(frontMark(a, false)) + orcid }, ", ", ", and "), "\\par\\vspace{0.5em}")
		w("{\\footnotesize\\itshape ", frontAffils(p, false, "\\\\ "), "\\par}\\vspace{0.5em}{\\footnotesize \\textit{Received ", fmt.Sprint(y-1), " ", p.Month, " 3; revised ", fmt.Sprint(y), " January 5; accepted ", fmt.Sprint(y), " February 2; published ", fmt.Sprint(y), " ", p.Month, " 20}\\par}}\\vspace{1em}")
		w(abstract)
	case "aip": // AIP: "a)" marks after commas, received line in brackets, e-mail in the foot
		w("\\noindent{\\small CHAOS ", p.Volume, ", 0", fmt.Sprint(30000+rng.IntN(9999)), " (", fmt.Sprint(y), ")}\\par\\vspace{1.5em}")
		w("{\\centering{\\bfseries\\Large ", title, "\\par}\\vspace{0.8em}")
		w(frontNames(as, commaMarked(len(as), ",a)"), " ", " and "), "\\par\\vspace{0.4em}")
		w("{\\footnotesize\\itshape ", frontAffils(p, false, "\\\\ "), "\\par}\\vspace{0.4em}{\\footnotesize (Received ", p.Received, "; accepted ", p.Accepted, "; published online ", p.Accepted, ")\\par}}\\vspace{1em}")
		w(p.Abstract, "\\par")
		note("$^{a)}$Electronic mail: \\texttt{" + first.Email + "}")
	case "wires": // Wiley WIREs: dates over the DOI, "ADVANCED REVIEW", names between bars, side column
		w("\\noindent{\\small Received: ", p.Received, " \\quad\\textbar\\quad Revised: ", p.Accepted, " \\quad\\textbar\\quad Accepted: ", p.Accepted, "}\\\\ {\\small DOI: 10.1002/widm.1", fmt.Sprint(100+rng.IntN(899)), "}\\par\\vspace{1em}")
		w("\\noindent{\\sffamily\\color{blue!60!black} ", []string{"ADVANCED REVIEW", "OVERVIEW", "FOCUS ARTICLE"}[rng.IntN(3)], "}\\par\\vspace{0.5em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{0.8em}")
		w("\\noindent{\\sffamily ", frontNames(as, num, "\\enspace\\textbar\\enspace ", "\\enspace\\textbar\\enspace "), "}\\par\\vspace{1em}")
		w("\\noindent\\begin{minipage}[t]{0.3\\textwidth}\\raggedright\\scriptsize ", frontAffils(p, false, "\\\\[0.3em] "), "\\\\[0.6em] \\textbf{Correspondence}\\\\ ", first.Name, ", ", p.Affils[0].Text, ".\\\\ Email: \\texttt{", first.Email, "}\\\\[0.6em] \\textbf{Funding information}\\\\ National Science Foundation\\end{minipage}\\hfill\\begin{minipage}[t]{0.65\\textwidth}\\textbf{Abstract}\\\\ ", p.Abstract, "\\end{minipage}\\par")
		note(fmt.Sprintf("\\textit{WIREs Data Mining Knowl Discov.} %d;e1%03d. \\hfill wires.wiley.com/dmkd \\hfill \\copyright\\ %d Wiley Periodicals, Inc. \\hfill 1 of 20", y, rng.IntN(999), y))
	case "nips": // title between rules, a grid of bold names over their addresses
		w("\\noindent\\rule{\\textwidth}{3pt}\\par\\vspace{0.5em}{\\centering{\\bfseries\\LARGE ", title, "\\par}}\\vspace{0.3em}\\noindent\\rule{\\textwidth}{1pt}\\par\\vspace{1.5em}")
		w("{\\centering\\begin{tabular}{", strings.Repeat("c", min(len(as), 3)), "}")
		for _, row := range nameGrid(as, func(a synthAuthor) string { return "\\textbf{" + a.Name + "}" },
			func(a synthAuthor) string { return affilPiece(p.Affils[a.Affil].Text, 3) }) {
			w(row)
		}
		w("\\end{tabular}\\par}\\vspace{1em}{\\centering\\bfseries Abstract\\par}\\vspace{0.5em}", p.Abstract, "\\par")
		note(fmt.Sprintf("%s Conference on Neural Information Processing Systems (NIPS %d), Long Beach, CA, USA.", ordinal(y-1986), y))
		f.Kind = "conferencePaper"
	case "sigmod": // ACM SIG layout: sans title, grid of names, permission block in the foot
		w("{\\centering{\\sffamily\\bfseries\\huge ", title, "\\par}\\vspace{1.5em}")
		w("\\begin{tabular}{", strings.Repeat("c", min(len(as), 3)), "}")
		for _, row := range nameGrid(as, func(a synthAuthor) string { return "{\\large " + a.Name + "}" },
			func(a synthAuthor) string { return strings.SplitN(p.Affils[a.Affil].Text, ",", 2)[0] }) {
			w(row)
		}
		w("\\end{tabular}\\par}\\vspace{1em}\\noindent\\textbf{ABSTRACT}\\\\ ", p.Abstract, "\\par")
		note(fmt.Sprintf("Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee. \\textit{SIGMOD '%02d}, May 20--24, %d, Scottsdale, Arizona, USA. Copyright %d ACM 978-1-4503-1247-9/%02d/05 ...\\$10.00.", y%100, y, y, y%100))
		f.Kind = "conferencePaper"
	case "chapter": // a book chapter: chapter number set large, names under the title, names again in the foot
		f.Kind = "bookSection"
		w("\\noindent{\\sffamily\\Huge\\bfseries Chapter ", p.Issue, "}\\par\\vspace{1.5em}")
		w("\\noindent{\\sffamily\\bfseries\\LARGE ", title, "\\par}\\vspace{1.2em}")
		w("\\noindent{\\large ", frontNames(as, plain, ", ", " and "), "}\\par\\vspace{1.5em}")
		w(abstract)
		var ini []string
		for _, a := range as {
			s := initials(a.Given, true) + " " + a.Family
			if a.Corr {
				s += " (\\ding{41})"
			}
			ini = append(ini, s)
		}
		note(fmt.Sprintf("%s\\\\ %s\\\\ e-mail: \\texttt{%s}\\\\[0.3em] \\copyright\\ Springer International Publishing Switzerland %d\\\\ J. Roe (ed.), \\textit{Handbook of %s}, Springer Series in Computational Intelligence, DOI 10.1007/978-3-319-%05d-%d\\_%s", strings.Join(ini, " $\\cdot$ "), p.Affils[0].Text, first.Email, y, p.Journal, rng.IntN(99999), rng.IntN(9), p.Issue))
	case "footauthors": // names only in a footnote: "Anna Smith is with …"
		w("\\noindent{\\footnotesize ", p.Journal, ", Vol. ", p.Volume, ", No. ", p.Issue, ", ", p.Month, " ", fmt.Sprint(y), "}\\par\\vspace{2em}")
		w("{\\centering{\\Large\\bfseries ", title, "\\par}}\\vspace{1.5em}")
		w(abstract)
		var who []string
		for i, a := range as {
			verb := " is"
			if i == len(as)-1 && len(as) > 1 {
				who = append(who, "and "+a.Name+verb+" with the "+p.Affils[a.Affil].Text+" (e-mail: \\texttt{"+a.Email+"})")
				continue
			}
			who = append(who, a.Name+verb+" with the "+p.Affils[a.Affil].Text+" (e-mail: \\texttt{"+a.Email+"})")
		}
		note("Manuscript received " + p.Received + "; accepted " + p.Accepted + ". " + strings.Join(who, "; ") + ".")
	case "samesize": // a two-line title and the names set at the same size and weight
		words := strings.Fields(title)
		cut := (len(words) + 1) / 2
		t2 := strings.Join(words[:cut], " ")
		if cut < len(words) {
			t2 += "\\\\ " + strings.Join(words[cut:], " ")
		}
		sz := []string{"\\large", "\\Large"}[rng.IntN(2)]
		w("\\noindent{\\footnotesize ", p.Journal, " ", fmt.Sprint(y), "}\\par\\vspace{1.5em}")
		w("{\\centering{", sz, "\\bfseries ", t2, "\\par}\\vspace{0.6em}{", sz, "\\bfseries ", frontNames(as, plain, ", ", " and "), "\\par}\\vspace{0.4em}{\\small ", frontAffils(p, false, "\\\\ "), "\\par}}\\vspace{1em}")
		w(abstract)
	default:
		body, kind := frontPageMore(p, design, rng)
		b.WriteString(body)
		f.Kind, f.Single = kind, design == "thesischapter"
	}
	f.Body = b.String()
	return f
}
