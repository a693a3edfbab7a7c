package pdfmeta

import (
	"strconv"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// freeDoc is a made-up document of one freePage per spec.
func freeDoc(pages []string) *pdf.Doc {
	doc := &pdf.Doc{PageCount: len(pages)}
	for i, spec := range pages {
		doc.Pages = append(doc.Pages, freePage(i+1, spec))
	}
	return doc
}

// candidateFamilies is every author candidate's family names under the header's layout title.
func candidateFamilies(h *header) []string {
	_, title := h.layoutTitleOf(0)
	var seen []string
	for _, cand := range h.authorCandidates(title) {
		seen = append(seen, familyList(cand.Authors))
	}
	return seen
}

// freePage lays out a whole made-up page from a spec of one line per printed line:
// "X Y SIZE TEXT", where X is a left edge in points or "c" (centred on the page), "cl" or
// "cr" (centred in the left or right half); superscripts are "^{…}" as in synthWords. Each
// spec line is a line of its own for the extractor. It builds the page layouts that
// authorLayouts cannot: sidebars, banners, two-column bodies, footnotes.
func freePage(number int, spec string) pdf.Page {
	p := pdf.Page{Number: number, Width: synthW, Height: synthH}
	var text strings.Builder
	for li, row := range strings.Split(strings.TrimSpace(spec), "\n") {
		f := strings.SplitN(strings.TrimSpace(row), " ", 4)
		if len(f) < 4 {
			continue
		}
		y, _ := strconv.ParseFloat(f[1], 64)
		size, _ := strconv.ParseFloat(f[2], 64)
		ws := synthWords(f[3], size, y, li)
		width := ws[len(ws)-1].X1 - ws[0].X0
		var x float64
		switch f[0] {
		case "c":
			x = (synthW - width) / 2
		case "cl":
			x = (synthW/2 - width) / 2
		case "cr":
			x = synthW/2 + (synthW/2-width)/2
		default:
			x, _ = strconv.ParseFloat(f[0], 64)
		}
		for i := range ws {
			ws[i].X0 += x
			ws[i].X1 += x
		}
		p.Words = append(p.Words, ws...)
		for i, w := range ws {
			if i > 0 {
				text.WriteByte(' ')
			}
			text.WriteString(w.Text)
		}
		text.WriteByte('\n')
	}
	p.Text = text.String()
	return p
}

// body is running text in two columns from y, at 9.5 pt, rows lines per column: what
// fixes the body size under a made-up page's header.
func body(y float64, rows int) string {
	var b strings.Builder
	left := "We measure how sediment drifts along a coast under seasonal storms, using"
	right := "three years of buoy records and a transport model that we fit to them; the"
	for i := 0; i < rows; i++ {
		yy := strconv.FormatFloat(y+float64(i)*11.5, 'f', 1, 64)
		b.WriteString("50 " + yy + " 9.5 " + left + "\n")
		b.WriteString("320 " + yy + " 9.5 " + right + "\n")
	}
	return b.String()
}

// paper2 is a paper's own first page after a cover.
const paper2 = `
c 80 17 Measuring the Drift of Coastal Sediment
c 110 11 Anna Smith^{1}, Wei Zhang^{2} and Carl Jones^{1}
c 126 9 ^{1}University of Leeds, Leeds, UK ^{2}Hohai University, Nanjing, China
c 150 11 Abstract
`

// pageLayouts are whole first pages of made-up papers, one per publisher's or template's page
// design, with the family names the paper's authors have.
var pageLayouts = []struct {
	name  string
	pages []string
	want  string
}{
	{"Frontiers: a sidebar of editors and reviewers beside the names", []string{`
200 50 8 ORIGINAL RESEARCH
200 60 8 published: 03 May 2021
200 70 8 doi: 10.3389/fmars.2021.123456
200 100 18 Measuring the Drift of Coastal
200 121 18 Sediment under Storms
200 150 10 Anna Smith^{1*}, Wei Zhang^{2} and Carl Jones^{1}
200 166 8 ^{1} Department of Geography, University of Leeds, Leeds, United Kingdom,
200 175 8 ^{2} College of Oceanography, Hohai University, Nanjing, China
40 150 7 Edited by:
40 159 7 Maria Garcia,
40 168 7 University of Madrid, Spain
40 182 7 Reviewed by:
40 191 7 Dan Brown,
40 200 7 University of Sydney, Australia
40 209 7 Eve Wilson,
40 218 7 University of Otago, New Zealand
40 232 7 *Correspondence:
40 241 7 Anna Smith
40 250 7 a.smith@leeds.ac.uk
200 200 9.5 We measure how sediment drifts along a coast under seasonal storms, using three
200 211 9.5 years of buoy records and a transport model that we fit to them; the drift
200 222 9.5 doubles in winter, and the model explains most of the variance that we see.
200 240 9.5 Keywords: sediment, drift, storms, buoys, transport
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"Frontiers: the sidebar starts above the names", []string{`
200 50 8 ORIGINAL RESEARCH
200 80 18 Measuring the Drift of Coastal
200 101 18 Sediment under Storms
40 100 7 Edited by:
40 109 7 Maria Garcia,
40 118 7 University of Madrid, Spain
40 132 7 Reviewed by:
40 141 7 Dan Brown,
40 150 7 University of Otago, New Zealand
40 159 7 Eve Wilson,
40 168 7 Monash University, Australia
200 150 10 Anna Smith^{1*}, Wei Zhang^{2} and Carl Jones^{1}
200 166 8 ^{1} Department of Geography, University of Leeds, Leeds, United Kingdom,
200 175 8 ^{2} College of Oceanography, Hohai University, Nanjing, China
200 200 9.5 We measure how sediment drifts along a coast under seasonal storms, using three
200 211 9.5 years of buoy records and a transport model that we fit to them; the drift
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"a proceedings page with the volume's editors over the title", []string{`
c 40 8 Proceedings of the Coastal Workshop 2021
c 50 8 Edited by
c 60 8 Maria Garcia and Dan Brown
c 100 17 Measuring the Drift of Coastal Sediment
c 130 11 Anna Smith and Wei Zhang
c 144 9 University of Leeds
c 170 11 Abstract
` + body(190, 40)}, "Smith, Zhang"},
	{"a thesis page with a committee", []string{`
c 150 22 Measuring the Drift of Coastal Sediment
c 240 14 Anna Smith
c 300 12 A dissertation submitted for the degree of Doctor of Philosophy
c 350 12 Thesis committee:
c 366 12 Wei Zhang
c 382 12 Carl Jones
c 398 12 Maria Garcia
c 460 12 2021
`}, "Smith"},
	{"ResearchGate cover listing two of three authors", []string{`
50 40 8 See discussions, stats, and author profiles for this publication at: https://www.researchgate.net/publication/123456789
50 70 14 Measuring the Drift of Coastal Sediment
50 95 8 Article in Journal of Illustrative Results · May 2021
50 105 8 DOI: 10.1234/jir.2021.101
50 125 8 CITATIONS READS
50 135 8 12 345
50 155 8 3 authors, including:
80 175 9 Carl Jones
300 175 9 Wei Zhang
80 186 7 University of Leeds
300 186 7 Hohai University
80 196 7 45 PUBLICATIONS 1,234 CITATIONS
300 196 7 12 PUBLICATIONS 88 CITATIONS
80 206 7 SEE PROFILE
300 206 7 SEE PROFILE
50 700 7 All content following this page was uploaded by Carl Jones on 03 May 2021.
`, paper2 + body(170, 40)}, "Smith, Zhang, Jones"},
	{"JSTOR cover with its Author(s) line", []string{`
50 60 14 Measuring the Drift of Coastal Sediment
50 90 9 Author(s): Anna Smith, Wei Zhang and Carl Jones
50 102 9 Source: Journal of Illustrative Results, Vol. 12, No. 3 (2021), pp. 101-118
50 114 9 Published by: Leeds University Press
50 126 9 Stable URL: https://www.jstor.org/stable/123456
50 138 9 Accessed: 03-05-2021 12:00 UTC
50 170 8 Your use of the JSTOR archive indicates your acceptance of the Terms & Conditions of Use.
`, paper2 + body(170, 40)}, "Smith, Zhang, Jones"},
	{"Taylor & Francis cover with a given-name-first citation", []string{`
50 60 9 Journal of Illustrative Results
50 80 9 ISSN: 1234-5678 (Print) 2345-6789 (Online) Journal homepage: https://www.tandfonline.com/loi/tjir20
50 120 14 Measuring the Drift of Coastal Sediment
50 150 10 Anna Smith, Wei Zhang & Carl Jones
50 180 8 To cite this article: Anna Smith, Wei Zhang & Carl Jones (2021) Measuring the Drift of Coastal
50 189 8 Sediment, Journal of Illustrative Results, 12:3, 101-118, DOI: 10.1080/12345678.2021.101
50 210 8 To link to this article: https://doi.org/10.1080/12345678.2021.101
`, paper2 + body(170, 40)}, "Smith, Zhang, Jones"},
	{"HAL cover", []string{`
50 60 9 HAL Id: hal-01234567
50 70 9 https://hal.archives-ouvertes.fr/hal-01234567
50 80 9 Submitted on 3 May 2021
50 110 14 Measuring the Drift of Coastal Sediment
50 140 10 Anna Smith, Wei Zhang, Carl Jones
50 170 8 To cite this version:
50 180 8 Anna Smith, Wei Zhang, Carl Jones. Measuring the Drift of Coastal Sediment. Journal of Illustrative
50 189 8 Results, 2021, 12 (3), pp.101-118. 10.1234/jir.2021.101. hal-01234567
320 60 8 HAL is a multi-disciplinary open access archive for the deposit and
320 70 8 dissemination of scientific research documents, whether they are pub-
`, paper2 + body(170, 40)}, "Smith, Zhang, Jones"},
	{"a journal's name set larger than the title", []string{`
50 40 34 coastal letters
50 90 9 Article
50 110 20 Measuring the drift of coastal sediment
50 134 20 under seasonal storm regimes
50 170 10 Anna Smith^{1,2}, Wei Zhang^{3} & Carl Jones^{1}
50 190 8 Received: 3 May 2021
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"names over the title", []string{`
50 40 8 Journal of Illustrative Results 12 (2021) 101–118
50 80 11 Anna Smith and Wei Zhang
50 104 18 Measuring the Drift of Coastal Sediment
50 140 10 Abstract
` + body(160, 40)}, "Smith, Zhang"},
	{"a subtitle set smaller than the title, right over the names", []string{`
c 80 18 Measuring the Drift of Coastal Sediment
c 102 13 A Study of Seasonal Storm Regimes on Two Coasts
c 114 11 Anna Smith^{1}, Wei Zhang^{2} and Carl Jones^{1}
c 128 9 ^{1}University of Leeds ^{2}Hohai University
c 150 11 Abstract
` + body(170, 40)}, "Smith, Zhang, Jones"},
	{"a long list over four lines with an affiliation list under it", []string{`
c 80 18 Measuring the Drift of Coastal Sediment
50 110 10 Anna Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}, Maria Garcia^{3}, Dan Brown^{2}, Eve Wilson^{4}, Omar Haddad^{5},
50 122 10 Priya Raman^{1}, Hanako Sato^{6}, Jan van der Berg^{7}, Łukasz Wróbel^{8}, Jae-Hyun Kim^{9}, Pierre Dubois^{10},
50 134 10 Ingrid Larsen^{11}, Tomás Ruiz^{12}, Aisha Bello^{13}, Ravi Kumar^{2}, Sofia Rossi^{14}, Lena Vogel^{15} and
50 146 10 Kofi Mensah^{16}
50 162 8 ^{1}University of Leeds, Leeds, UK. ^{2}Hohai University, Nanjing, China. ^{3}University of Madrid, Spain.
50 171 8 ^{4}University of Otago, Dunedin, New Zealand. ^{5}Cairo University, Egypt. ^{6}Kyoto University, Japan.
50 190 11 Abstract
` + body(210, 40)}, "Smith, Zhang, Jones, Garcia, Brown, Wilson, Haddad, Raman, Sato, van der Berg, Wróbel, Kim, Dubois, Larsen, Ruiz, Bello, Kumar, Rossi, Vogel, Mensah"},
	{"names one per line at the left with affiliations beside them", []string{`
50 80 18 Measuring the Drift of Coastal Sediment
50 120 10 Anna Smith
250 120 9 University of Leeds, Leeds, UK
50 134 10 Wei Zhang
250 134 9 Hohai University, Nanjing, China
50 148 10 Carl Jones
250 148 9 ETH Zurich, Zurich, Switzerland
50 180 11 Abstract
` + body(200, 40)}, "Smith, Zhang, Jones"},
	{"a thesis cover whose names follow 'submitted by' in a sentence", []string{`
c 150 22 Measuring the Drift of Coastal Sediment
c 240 12 A thesis submitted by Anna Smith in partial fulfilment of the
c 256 12 requirements for the degree of Master of Science
c 300 12 School of Earth and Environment, University of Leeds
c 460 12 September 2021
`}, "Smith"},
	{"names set at the title's size right under it", []string{`
c 80 16 Measuring the Drift of Coastal Sediment
c 100 16 under Seasonal Storm Regimes
c 120 16 Anna Smith and Wei Zhang
c 146 10 Department of Geography, University of Leeds, Leeds, UK
c 176 11 Abstract
` + body(200, 40)}, "Smith, Zhang"},
	{"MDPI: a sidebar citation, an academic editor and dates", []string{`
160 60 8 Article
160 80 16 Measuring the Drift of Coastal Sediment under Storms
160 110 10 Anna Smith ^{1,*} , Wei Zhang ^{2} and Carl Jones ^{1}
160 126 8 ^{1} Department of Geography, University of Leeds, Leeds LS2 9JT, UK
160 135 8 ^{2} College of Oceanography, Hohai University, Nanjing 210098, China
160 144 8 ^{*} Correspondence: a.smith@leeds.ac.uk
160 160 9 Abstract: We measure how sediment drifts along a coast under seasonal storms,
160 170 9 using three years of buoy records and a transport model that we fit to them.
40 160 7 Citation: Smith, A.; Zhang, W.;
40 168 7 Jones, C. Measuring the Drift of
40 176 7 Coastal Sediment. J. Mar. Sci.
40 184 7 2021, 12, 101.
40 200 7 Academic Editor: Maria Garcia
40 216 7 Received: 3 May 2021
40 224 7 Accepted: 9 June 2021
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"PNAS: an editor line under the affiliations", []string{`
c 80 20 Measuring the drift of coastal sediment under storms
c 110 10 Anna Smith^{a,1}, Wei Zhang^{b}, and Carl Jones^{a}
c 124 7 ^{a}Department of Geography, University of Leeds, Leeds LS2 9JT, United Kingdom; and ^{b}College of Oceanography, Hohai University, Nanjing 210098, China
c 134 7 Edited by Maria Garcia, University of Madrid, Madrid, Spain; received May 3, 2021; accepted June 9, 2021
` + body(160, 40)}, "Smith, Zhang, Jones"},
	{"JMLR: names left, addresses in capitals right, an editor line", []string{`
50 40 8 Journal of Machine Learning Research 22 (2021) 1-30 Submitted 5/20; Published 6/21
c 80 14 Measuring the Drift of Coastal Sediment under Storms
72 110 10 Anna Smith
400 110 9 ASMITH@LEEDS.AC.UK
72 122 10 Department of Geography
72 134 10 University of Leeds
72 146 10 Leeds LS2 9JT, UK
72 164 10 Wei Zhang
400 164 9 WZHANG@HHU.EDU.CN
72 176 10 College of Oceanography
72 188 10 Hohai University
72 200 10 Nanjing 210098, China
c 222 10 Editor: Maria Garcia
c 244 12 Abstract
` + body(262, 35)}, "Smith, Zhang"},
	{"a thesis cover with supervisors", []string{`
c 150 22 Measuring the Drift of Coastal Sediment
c 178 22 under Seasonal Storms
c 240 14 Anna Smith
c 300 12 Submitted in accordance with the requirements for the degree of
c 316 12 Doctor of Philosophy
c 360 12 The University of Leeds
c 376 12 School of Earth and Environment
c 420 12 Supervisors: Prof. Wei Zhang and Dr Carl Jones
c 460 12 September 2021
`, `
c 80 16 Abstract
` + body(110, 50)}, "Smith"},
	{"a thesis cover with by on its own line", []string{`
c 150 22 Measuring the Drift of Coastal Sediment
c 220 12 by
c 240 14 Anna Smith
c 300 12 A thesis submitted in partial fulfilment of the requirements
c 316 12 for the degree of Doctor of Philosophy
c 360 12 Supervisor: Wei Zhang
c 460 12 September 2021
`}, "Smith"},
	{"IEEE journal: banner, roles, an abstract in the left column, a footnote of names", []string{`
50 40 7 IEEE TRANSACTIONS ON GEOSCIENCE AND REMOTE SENSING, VOL. 59, NO. 3, MARCH 2021 1234
c 70 22 Measuring the Drift of Coastal Sediment
c 96 22 under Seasonal Storm Regimes
c 130 11 Anna Smith, Member, IEEE, Wei Zhang, and Carl Jones, Fellow, IEEE
50 160 9 Abstract—We measure how sediment drifts along a coast under
50 170 9 seasonal storms, using three years of buoy records and a model.
` + body(200, 40) + `
50 680 7 Manuscript received May 3, 2021; revised June 9, 2021. (Corresponding author: Anna Smith.)
50 688 7 A. Smith and C. Jones are with the Department of Geography, University of Leeds, Leeds LS2 9JT, U.K.
50 696 7 W. Zhang is with the College of Oceanography, Hohai University, Nanjing 210098, China.
`}, "Smith, Zhang, Jones"},
	{"Elsevier: a journal banner, names, the article info column", []string{`
c 50 8 Contents lists available at ScienceDirect
c 64 14 Journal of Coastal Research Letters
c 82 8 journal homepage: www.elsevier.com/locate/jcrl
50 110 17 Measuring the drift of coastal sediment under seasonal storm regimes
50 140 10 Anna Smith^{a,∗}, Wei Zhang^{b}, Carl Jones^{a}
50 156 7 ^{a} Department of Geography, University of Leeds, Leeds LS2 9JT, United Kingdom
50 164 7 ^{b} College of Oceanography, Hohai University, Nanjing 210098, China
50 184 8 A R T I C L E I N F O
230 184 8 A B S T R A C T
50 198 7 Article history:
50 206 7 Received 3 May 2021
50 214 7 Accepted 9 June 2021
50 228 7 Keywords:
50 236 7 Sediment
230 198 9 We measure how sediment drifts along a coast under seasonal storms, using
230 209 9 three years of buoy records and a transport model that we fit to them.
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"ACM: a grid of three, the reference format in the left column", []string{`
c 70 18 Measuring the Drift of Coastal Sediment
c 100 12 Anna Smith
c 114 10 University of Leeds
c 126 10 Leeds, United Kingdom
c 138 10 a.smith@leeds.ac.uk
` + `cl 170 12 Wei Zhang
cl 184 10 Hohai University
cl 196 10 Nanjing, China
cr 170 12 Carl Jones
cr 184 10 ETH Zurich
cr 196 10 Zurich, Switzerland
50 230 9.5 ABSTRACT
50 244 9 We measure how sediment drifts along a coast under seasonal storms.
50 300 8 ACM Reference Format:
50 309 8 Anna Smith, Wei Zhang, and Carl Jones. 2021. Measuring the Drift of Coastal
50 318 8 Sediment. In Proceedings of the 29th ACM Conference (SIGX '21). ACM, 10 pages.
` + body(340, 30)}, "Smith, Zhang, Jones"},
	{"Springer chapter: editors in the foot", []string{`
50 60 12 Chapter 3
50 90 16 Measuring the Drift of Coastal Sediment
50 130 10 Anna Smith and Wei Zhang
50 160 9 Abstract We measure how sediment drifts along a coast under seasonal storms.
` + body(190, 40) + `
50 690 7 A. Smith (✉) · W. Zhang
50 698 7 University of Leeds, Leeds, UK
50 706 7 e-mail: a.smith@leeds.ac.uk
50 720 7 © Springer Nature Switzerland AG 2021
50 728 7 M. Garcia and D. Brown (eds.), Handbook of Coastal Research, Springer Series in Earth Sciences,
`}, "Smith, Zhang"},
	{"PLOS: a sidebar with citation and editor", []string{`
200 50 9 RESEARCH ARTICLE
200 70 17 Measuring the drift of coastal sediment under
200 90 17 seasonal storm regimes
200 120 10 Anna Smith^{1☯*}, Wei Zhang^{1☯}, Carl Jones^{2}
200 136 8 ^{1} Department of Geography, University of Leeds, Leeds, United Kingdom, ^{2} ETH Zurich,
200 145 8 Zurich, Switzerland
200 158 8 ☯ These authors contributed equally to this work.
200 167 8 * a.smith@leeds.ac.uk
40 200 7 OPEN ACCESS
40 215 7 Citation: Smith A, Zhang W, Jones C
40 223 7 (2021) Measuring the drift of coastal
40 231 7 sediment. PLoS ONE 16(5): e0251234.
40 245 7 Editor: Maria Garcia, University of
40 253 7 Madrid, SPAIN
40 267 7 Received: May 3, 2021
200 200 12 Abstract
200 216 9.5 We measure how sediment drifts along a coast under seasonal storms, using three
` + body(320, 30)}, "Smith, Zhang, Jones"},
	{"a working paper: names on lines of their own, a date", []string{`
c 120 17 Measuring the Drift of Coastal Sediment
c 160 12 Anna Smith^{*}
c 176 12 Wei Zhang^{†}
c 200 12 May 2021
c 240 11 Abstract
` + body(260, 30) + `
50 700 8 ^{*}University of Leeds. Email: a.smith@leeds.ac.uk
50 709 8 ^{†}Hohai University. Email: wzhang@hhu.edu.cn
`}, "Smith, Zhang"},
	{"Wiley: a correspondence block beside the abstract", []string{`
50 50 8 Received: 3 May 2021 Accepted: 9 June 2021
50 70 9 RESEARCH ARTICLE
50 90 18 Measuring the drift of coastal sediment under storms
50 125 10 Anna Smith^{1} | Wei Zhang^{2} | Carl Jones^{1}
50 141 7 ^{1}Department of Geography, University of Leeds, Leeds, UK
50 150 7 ^{2}College of Oceanography, Hohai University, Nanjing, China
50 170 7 Correspondence
50 178 7 Anna Smith, Department of Geography,
50 186 7 University of Leeds, Leeds, UK.
50 194 7 Email: a.smith@leeds.ac.uk
50 208 7 Funding information
50 216 7 National Science Foundation,
50 224 7 Grant/Award Number: 1234567
200 170 9 Abstract
200 181 9 We measure how sediment drifts along a coast under seasonal storms, using
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"Nature: names then dates", []string{`
50 50 9 Article
50 70 22 Measuring the drift of coastal sediment
50 96 22 under seasonal storm regimes
50 130 10 Anna Smith^{1,2}, Wei Zhang^{3} & Carl Jones^{1✉}
50 160 8 Received: 3 May 2021
50 170 8 Accepted: 9 June 2021
200 160 10 We measure how sediment drifts along a coast under seasonal storms, using
` + body(300, 30)}, "Smith, Zhang, Jones"},
	{"LNCS: names, numbered institutes, an inline abstract", []string{`
c 100 14 Measuring the Drift of Coastal Sediment
c 130 10 Anna Smith^{1(B)}, Wei Zhang^{2}, and Carl Jones^{1}
c 150 9 ^{1} University of Leeds, Leeds, UK
c 161 9 a.smith@leeds.ac.uk
c 172 9 ^{2} Hohai University, Nanjing, China
c 183 9 wzhang@hhu.edu.cn
90 210 9 Abstract. We measure how sediment drifts along a coast under seasonal storms, using
` + body(260, 30)}, "Smith, Zhang, Jones"},
}

// TestAuthorPagesAreRead: each made-up first page gives its authors in order.
func TestAuthorPagesAreRead(t *testing.T) {
	for _, c := range pageLayouts {
		doc := freeDoc(c.pages)
		seen := candidateFamilies(newHeader(doc))
		m := ExtractPaper(doc)
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%s: got %q, want %q (title %q; candidates %q)", c.name, got, c.want, m.Title, seen)
		}
	}
}

// TestAuthorPagesWithAWrongTitle: when the title found is a wrong block lower on the page (a
// heading, a box, a side column's label), the readers that need no title still give the
// authors and the model chooses them: a wrong title must not cost the authors as well.
func TestAuthorPagesWithAWrongTitle(t *testing.T) {
	hm := DefaultHeaderModel()
	for _, c := range pageLayouts {
		doc := freeDoc(c.pages)
		h := newHeader(doc)
		var wrong []line // the first line between 35% and 50% of the page's height
		for _, l := range h.page1 {
			if l.y0 > 0.35*l.ph && l.y0 < 0.5*l.ph {
				wrong = []line{l}
				break
			}
		}
		cands := h.authorCandidates(wrong)
		i, _ := hm.Choose("authors", cands)
		if i < 0 || familyList(cands[i].Authors) != c.want {
			var seen []string
			for _, cand := range cands {
				seen = append(seen, familyList(cand.Authors))
			}
			t.Errorf("%s under %q: candidates %q, want %q", c.name, wrong[0].text, seen, c.want)
		}
	}
}
