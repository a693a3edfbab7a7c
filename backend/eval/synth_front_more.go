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
	var b texPage
	w, note := b.w, b.note
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
		w("{\\centering{\\large ", affilPiece(p.Affils[0].Text, 3), "}\\\\[0.5em] Technical Report TR-", fmt.Sprint(y), "-", fmt.Sprintf("%02d", 1+rng.IntN(40)), "\\par\\vspace{4em}")
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
		w("\\noindent{\\sffamily ", frontNames(as, commaMarked(len(as), "$\\ast$"), " ", " and "), "}\\par\\vspace{1em}")
		w(abstract)
		note(fmt.Sprintf("$^\\ast$Correspondence to: \\texttt{%s}\\\\ %s\\\\ DOI: 10.1002/wics.%d\\\\ Volume %s, %s/%s %d \\quad \\copyright\\ %d John Wiley \\& Sons, Inc.", first.Email, frontAffils(p, false, "\\\\ "), 100+rng.IntN(300), p.Volume, p.Month[:3], "Dec", y, y))
	case "thesischapter": // a thesis chapter: the thesis's author and title in the running head
		kind = "thesis"
		as = as[:1]
		w("\\noindent{\\footnotesize\\itshape ", first.Name, " -- PhD Thesis, ", affilPiece(p.Affils[0].Text, 3), ", ", fmt.Sprint(y), "}\\par\\vspace{3em}")
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

// synthCoverDesigns are pubcover.tex's pages: a publisher's or host's cover sheet before the
// paper's own first page (one of pubfront.tex's designs), as older downloads carry them.
var synthCoverDesigns = []string{"sciencecover", "sagecover", "asmcover", "highwire"}

// frontCover writes a cover sheet for the page and the paper's first page after it.
func frontCover(p synthPage, design string, rng *rand.Rand) synthFront {
	as := p.Authors
	y := p.Year
	var b texPage
	w := b.w
	names := frontNames(as, func(_ int, a synthAuthor) string { return a.Name }, ", ", " and ")
	paper := "science"
	switch design {
	case "sciencecover": // AAAS's cover: no title, no names, only services and the journal's notice
		w("\\noindent{\\sffamily\\bfseries\\Huge Science}\\par\\vspace{2em}")
		w("\\noindent{\\bfseries\\large This copy is for your personal, non-commercial use only.}\\par\\vspace{1em}")
		w("{\\small\\noindent If you wish to distribute this article to others, you can order high-quality copies for your colleagues, clients, or customers by clicking here.\\par\\vspace{0.5em}")
		w("\\noindent The following resources related to this article are available online at www.sciencemag.org (this information is current as of ", p.Month, " 4, ", fmt.Sprint(y+1), "):\\par\\vspace{0.5em}")
		w("\\noindent Updated information and services, including high-resolution figures, can be found in the online version of this article at: http://www.sciencemag.org/content/", p.Volume, "/", fmt.Sprint(6000+rng.IntN(999)), "/", p.Pages, ".full.html\\par\\vspace{0.5em}")
		w("\\noindent This article cites ", fmt.Sprint(20+rng.IntN(30)), " articles, 10 of which can be accessed free.\\par\\vspace{2em}")
		w("\\noindent\\scriptsize Science (print ISSN 0036-8075; online ISSN 1095-9203) is published weekly, except the last week in December, by the American Association for the Advancement of Science, 1200 New York Avenue NW, Washington, DC 20005. Copyright ", fmt.Sprint(y), " by the American Association for the Advancement of Science; all rights reserved.\\par}")
	case "sagecover": // SAGE's old cover: the journal, the title and names, then the services
		paper = "sage"
		w("{\\centering{\\sffamily\\Large Personality and Social Psychology Bulletin}\\\\ http://psp.sagepub.com/\\par\\vspace{2em}")
		w("{\\bfseries\\LARGE ", p.Title, "\\par}\\vspace{1em}{\\large ", names, "\\par}\\vspace{0.5em}")
		w("Pers Soc Psychol Bull ", fmt.Sprint(y), " ", p.Volume, ": ", p.Pages, "\\\\ DOI: 10.1177/01461672", fmt.Sprint(10000000+rng.IntN(89999999)), "\\par\\vspace{1em}")
		w("The online version of this article can be found at:\\\\ http://psp.sagepub.com/content/", p.Volume, "/", p.Issue, "/", p.Pages, "\\par\\vspace{1em} Published by:\\\\ {\\bfseries SAGE} http://www.sagepublications.com\\par\\vspace{1em}")
		w("On behalf of:\\\\ Society for Personality and Social Psychology\\par\\vspace{1em}{\\small Additional services and information for \\textit{Personality and Social Psychology Bulletin} can be found at: Email Alerts, Subscriptions, Reprints, Permissions, Citations.}\\par}")
	case "asmcover": // ASM's old cover: title, names, citation line, then the journal's links
		paper = "asm"
		w("\\noindent{\\sffamily\\bfseries\\Large ", p.Title, "\\par}\\vspace{1em}")
		w("\\noindent ", names, "\\par\\vspace{0.5em}\\noindent\\textit{J. Clin. Microbiol.} ", fmt.Sprint(y), ", ", p.Volume, "(", p.Issue, "):", p.Pages, ". DOI: 10.1128/JCM.0", fmt.Sprint(1000+rng.IntN(8999)), "-", fmt.Sprint(y%100), ".\\\\ Published Ahead of Print ", p.Accepted, ".\\par\\vspace{2em}")
		w("{\\small\\noindent Updated information and services can be found at: http://jcm.asm.org/content/", p.Volume, "/", p.Issue, "\\par\\vspace{0.5em}\\noindent These include:\\\\ REFERENCES \\quad This article cites 30 articles, 12 of which can be accessed free.\\\\ CONTENT ALERTS \\quad Receive: RSS Feeds, eTOCs, free email alerts (when new articles cite this article), more.\\par\\vspace{2em}")
		w("\\noindent Information about commercial reprint orders: http://journals.asm.org/site/misc/reprints.xhtml\\\\ To subscribe to to another ASM Journal go to: http://journals.asm.org/site/subscriptions/\\par}")
	case "highwire": // a host's stamp down the margin of the paper's own first page, no cover
		paper = []string{"jneuro", "pnas", "oup"}[rng.IntN(3)]
		w("\\begin{picture}(0,0)\\put(-40,-600){\\rotatebox{90}{\\small Downloaded from http://www.jneurosci.org/ by guest on ", p.Month, " 12, ", fmt.Sprint(y+3), "}}\\end{picture}")
	}
	if design != "highwire" {
		w("\\newpage")
	}
	f := frontPage(p, paper, rng)
	f.Body = b.String() + f.Body
	f.Design = " " + design
	return f
}
