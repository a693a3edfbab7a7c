package pdfmeta

import (
	"fmt"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// frontLayouts are made-up first pages of publishers and kinds of document that train labels
// few or none of (s8-pubs): the names under a label or in a patent's field, in a footnote
// only, or set at the title's size; each with the title and the family names it prints.
var frontLayouts = []struct {
	name, spec, title, want string
}{
	{"a US patent application: inventors in field (72), wrapped inside a name", `
50 60 9 (12) United States
50 72 9 (12) Patent Application Publication
380 72 9 (10) Pub. No.: US 2018/0249964 A1
50 84 9 Smith et al.
400 84 9 (43) Pub. Date: Sep. 6, 2018
50 110 9 (54) MEASURING THE DRIFT OF COASTAL
50 121 9 SEDIMENT UNDER STORMS
50 140 9 (71) Applicant: University of Leeds, Leeds (GB)
50 156 9 (72) Inventors: Anna Smith, Leeds (GB); Wei
50 167 9 Zhang, Nanjing (CN); Carl Jones, Leeds
50 178 9 (GB)
320 110 9 Publication Classification
320 125 9 (51) Int. Cl. G01C 13/00 (2006.01)
50 195 9 (21) Appl. No.: 15/912,345
320 150 9 (57) ABSTRACT
50 211 9 (22) Filed: Mar. 5, 2018
320 162 9 A method measures how sediment drifts along a coast
320 173 9 under seasonal storms from three years of buoy records.
` + body(300, 25), "MEASURING THE DRIFT OF COASTAL SEDIMENT UNDER STORMS", "Smith, Zhang, Jones"},
	{"a US patent application as its PDF is read: INID codes and points spaced apart", `
50 60 9 ( 19 ) United States
50 72 9 ( 12 ) Patent Application Publication
380 72 9 ( 10 ) Pub . No .: US 2018 / 0249964 A1
50 84 9 Smith et al .
400 84 9 ( 43 ) Pub . Date : Sep . 6 , 2018
50 110 9 ( 54 ) MEASURING THE DRIFT OF COASTAL
50 121 9 SEDIMENT UNDER STORMS
50 140 9 ( 71 ) Applicant : University of Leeds , Leeds ( GB )
50 156 9 ( 72 ) Inventors : Anna Smith , Leeds ( GB ) ; Wei
50 167 9 Zhang , Nanjing ( CN ) ; Carl Jones , Leeds
50 178 9 ( GB )
320 110 9 Publication Classification
320 125 9 ( 51 ) Int . Cl . G01C 13 / 00 ( 2006.01 )
50 195 9 ( 21 ) Appl . No .: 15 / 912,345
320 150 9 ( 57 ) ABSTRACT
50 211 9 ( 22 ) Filed : Mar . 5 , 2018
320 162 9 A method measures how sediment drifts along a coast
320 173 9 under seasonal storms from three years of buoy records.
` + body(300, 25), "MEASURING THE DRIFT OF COASTAL SEDIMENT UNDER STORMS", "Smith, Zhang, Jones"},
	{"a granted patent: one inventor, family name first in capitals", `
50 60 9 (12) United States Patent
50 72 9 Smith
400 72 9 (10) Patent No.: US 9,123,456 B2
400 84 9 (45) Date of Patent: Sep. 6, 2016
50 110 9 (54) MEASURING THE DRIFT OF COASTAL
50 121 9 SEDIMENT UNDER STORMS
50 140 9 (75) Inventor: SMITH, Anna, Leeds (GB)
50 156 9 (73) Assignee: University of Leeds, Leeds (GB)
320 150 9 (57) ABSTRACT
320 162 9 A method measures how sediment drifts along a coast
` + body(300, 25), "MEASURING THE DRIFT OF COASTAL SEDIMENT UNDER STORMS", "Smith"},
	{"Thieme: an Authors label alone over a side column's wrapped list", `
50 60 9 Original Article
520 60 9 Thieme
50 90 17 Measuring the Drift of Coastal Sediment
50 120 8 Authors
240 118 10 ABSTRACT
50 130 8 Anna Smith1, Wei Zhang2, Carl
50 139.5 8 Jones1, Maria Garcia-Lopez2
240 130 10 We measure how sediment drifts along a coast under seasonal
240 142 10 storms, using three years of buoy records and a transport model
240 154 10 that we fit to them; the drift doubles in winter, and the model
50 155 8 Affiliations
50 164.5 8 1 University of Leeds, Leeds, UK
50 174 8 2 Hohai University, Nanjing, China
50 190 8 Bibliography
50 199.5 8 Methods Inf Med 2019; 58: 1–10
50 209 8 © Georg Thieme Verlag KG Stuttgart · New York
50 218.5 8 ISSN 0026-1270
` + body(300, 25), "Measuring the Drift of Coastal Sediment", "Smith, Zhang, Jones, Garcia-Lopez"},
	{"names only in the first footnote: 'are with', 'is with'", `
50 50 8 IEEE TRANSACTIONS ON GEOSCIENCE AND REMOTE SENSING, VOL. 5, NO. 3, MARCH 2019
c 90 20 Measuring the Drift of Coastal Sediment
50 130 9.5 Abstract—We measure how sediment drifts along a coast under seasonal storms.
` + body(150, 25) + `
50 700 7.5 Manuscript received May 1, 2018; revised July 2, 2018. Anna Smith and Wei Zhang are with the School of
50 709 7.5 Geography, University of Leeds, Leeds LS2 9JT, U.K. (e-mail: a.smith@leeds.ac.uk). C. Jones is with the
50 718 7.5 Department of Physics, Hohai University, Nanjing, China.
`, "Measuring the Drift of Coastal Sediment", "Smith, Zhang, Jones"},
	{"names at the title's size, the list wrapping inside a name", `
50 50 8 Journal of Coastal Studies 2019
c 90 14 Measuring the Drift of Coastal Sediment
c 108 14 under Seasonal Storms
c 130 14 Anna Smith, Wei Zhang, Carl Jones, Maria Garcia, Renrui
c 148 14 Zhang and Dan Brown
c 170 9 University of Leeds, Leeds, UK
` + body(200, 30), "Measuring the Drift of Coastal Sediment under Seasonal Storms", "Smith, Zhang, Jones, Garcia, Zhang, Brown"},
	{"De Gruyter: names over the title, whose last line is no name", `
50 50 8 Cognitive Semiotics 2019; 12(1): 1–20
50 80 10 Anna Smith*, Wei Zhang and Carl Jones
50 100 17 Cross-Category Generalization for Style-Adaptive
50 121 17 Sketch Re-ID
50 150 8 https://doi.org/10.1515/cogsem-2019-0001
` + body(200, 30), "Cross-Category Generalization for Style-Adaptive Sketch Re-ID", "Smith, Zhang, Jones"},
	{"family name first, full given names, marks set small, split by semicolons", `
50 50 8 Journal of Coastal Studies 2019, 7(4), 1–10
50 90 17 Measuring the Drift of Coastal Sediment
50 115 11 Smith, Anna^{1} ; Zhang, Wei^{2} ; Jones, Carl^{1}
50 135 8 ^{1}University of Leeds, Leeds, UK ^{2}Hohai University, Nanjing, China
` + body(200, 30), "Measuring the Drift of Coastal Sediment", "Smith, Zhang, Jones"},
	{"a thesis chapter: its number over a title that holds 'Correspondence and'", `
50 100 25 Chapter 7
50 145 25 Dense Correspondence and
50 175 25 Optimization-Based Scene Flow
50 215 12 Anna Smith and Wei Zhang
` + body(260, 30), "Dense Correspondence and Optimization-Based Scene Flow", "Smith, Zhang"},
	{"a title's first word read apart from its line, a banner's right half between them", `
50 68 9 LETTER
50 93 14 TFCustom:
400 68 9 Knowledge-Based Systems (2025) 7:214–239
117 93 14 Customized Image Generation with Frequency
50 111 14 Feature Guidance
50 130 10 Anna Smith^{1}, Wei Zhang^{1} & Carl Jones^{2}
` + body(200, 30), "TFCustom: Customized Image Generation with Frequency Feature Guidance", "Smith, Zhang, Jones"},
	{"a thesis chapter: the author only in the running head, beside the kind of thesis", `
50 40 8 Anna Smith – PhD Thesis, University of Leeds, 2019
50 100 25 Chapter 4
50 145 25 Measuring the Drift of Coastal Sediment
` + body(200, 30), "Measuring the Drift of Coastal Sediment", "Smith"},
	{"a thesis chapter: the author after the kind of thesis, in the foot", `
c 100 25 Measuring the Drift of Coastal Sediment
` + body(160, 30) + `
50 760 8 Doctoral Dissertation | Anna Smith, University of Leeds
`, "Measuring the Drift of Coastal Sediment", "Smith"},
	{"family name first, split by semicolons, the list wrapping onto a second line", `
50 50 8 Journal of Coastal Studies 2019, 7(4), 1–10
50 90 17 Measuring the Drift of Coastal Sediment
50 115 11 Smith, Anna^{1} ; Zhang, Wei^{1} ; Garcia-Lopez, Maria Elena^{2} ; Jones, Carl^{1} ;
50 128 11 Brown, Dan^{2}
50 145 8 ^{1}University of Leeds, Leeds, UK ^{2}Hohai University, Nanjing, China
` + body(200, 30), "Measuring the Drift of Coastal Sediment", "Smith, Zhang, Garcia-Lopez, Jones, Brown"},
	{"family name first, the list wrapping inside a name", `
50 50 8 Journal of Coastal Studies 2019, 7(4), 1–10
50 90 17 Measuring the Drift of Coastal Sediment
50 115 11 Smith, Anna^{1} ; Zhang, Wei^{1} ; Garcia-Lopez, Maria Elena^{2} ; Jones, Carl^{1} ; Brown,
50 128 11 Dan^{2} ; Novak, Jan^{2}
50 145 8 ^{1}University of Leeds, Leeds, UK ^{2}Hohai University, Nanjing, China
` + body(200, 30), "Measuring the Drift of Coastal Sediment", "Smith, Zhang, Garcia-Lopez, Jones, Brown, Novak"},
	{"now publishers: fifteen names stacked one a line with address and e-mail", `
c 50 11 Foundations and Trends in Machine Learning
c 63 9 Vol. 12, No. 3–4 (2019) 1–120
c 76 9 DOI: 10.1561/2200000045
c 160 24 Measuring the Drift of Coastal Sediment
` + stackedNames(200, []string{"Anna Smith", "Wei Zhang", "Carl Jones", "Maria Garcia", "Dan Brown", "Lena Fischer", "Omar Haddad",
		"Sofia Rossi", "Jan Novak", "Emma Wilson", "Kenji Tanaka", "Ravi Patel", "Ines Moreau", "Lars Berg", "Nora Quinn"}),
		"Measuring the Drift of Coastal Sediment",
		"Smith, Zhang, Jones, Garcia, Brown, Fischer, Haddad, Rossi, Novak, Wilson, Tanaka, Patel, Moreau, Berg, Quinn"},
}

// stackedNames is a list set one name a line, each over its address and e-mail, a gap between
// (now publishers' title page), from y down.
func stackedNames(y float64, names []string) string {
	var b strings.Builder
	for _, n := range names {
		mail := strings.ToLower(strings.ReplaceAll(n, " ", ".")) + "@example.edu"
		b.WriteString(fmt.Sprintf("c %.1f 9.5 %s\nc %.1f 9.5 University of Leeds, Leeds, UK\nc %.1f 9 %s\n", y, n, y+10.5, y+21, mail))
		y += 36
	}
	return b.String()
}

// TestFrontLayoutsAreRead: some reader offers the page's names, and the embedded model
// chooses them and the title.
func TestFrontLayoutsAreRead(t *testing.T) {
	for _, c := range frontLayouts {
		doc := &pdf.Doc{PageCount: 1, Pages: []pdf.Page{freePage(1, c.spec)}}
		h := newHeader(doc)
		_, title := h.layoutTitleOf(0)
		var seen []string
		offered := false
		for _, cand := range h.authorCandidates(title) {
			seen = append(seen, familyList(cand.Authors))
			offered = offered || strings.EqualFold(familyList(cand.Authors), c.want)
		}
		if !offered {
			t.Errorf("%s: %q not among the candidates %q", c.name, c.want, seen)
		}
		m := ExtractPaper(doc)
		if got := familyList(m.Authors); !strings.EqualFold(got, c.want) {
			t.Errorf("%s: authors %q, want %q", c.name, got, c.want)
		}
		if m.Title != c.title {
			t.Errorf("%s: title %q, want %q", c.name, m.Title, c.title)
		}
	}
}

// TestWorksAtNames: the names of "is with" footnotes, in order, each sentence's names run back
// to its start; other sentences give none.
func TestWorksAtNames(t *testing.T) {
	for text, want := range map[string]string{
		"Manuscript received May 1, 2018. A. Smith is with the University of Leeds (e-mail: a@b.uk); and B. Li is with Hohai University.": "Smith, Li",
		"Anna Smith, Wei Zhang, and Carl Jones are with the Department of Physics, ETH Zurich.":                                           "Smith, Zhang, Jones",
		"Anna Smith is also with the Alan Turing Institute. Wei Zhang is now at Google, Mountain View, CA.":                               "Smith, Zhang",
		"The data set is with the authors. This work is at an early stage.":                                                               "",
	} {
		page := freePage(1, "50 700 7.5 "+text)
		h := newHeader(&pdf.Doc{PageCount: 1, Pages: []pdf.Page{page}})
		if got := familyList(worksAtNames(h.page1)); got != want {
			t.Errorf("%q: got %q, want %q", text, got, want)
		}
	}
}

// TestScienceCoverSheet: AAAS's old cover sheet prints neither title nor names, only its
// services in a larger notice; the title and names are page 2's.
func TestScienceCoverSheet(t *testing.T) {
	cover := freePage(1, `
50 60 30 Science
50 120 14 This copy is for your personal, non-commercial use only.
50 150 10 If you wish to distribute this article to others, you can order high-quality copies for your
50 162 10 colleagues, clients, or customers by clicking here.
50 190 10 The following resources related to this article are available online at www.sciencemag.org
50 202 10 (this information is current as of March 4, 2013):
50 230 10 Updated information and services, including high-resolution figures, can be found in the
50 242 10 online version of this article at: http://www.sciencemag.org/content/339/6123/1080.full.html
50 700 7 Science (print ISSN 0036-8075; online ISSN 1095-9203) is published weekly, except the last week in
50 709 7 December, by the American Association for the Advancement of Science. Copyright 2013.
`)
	paper := freePage(2, `
50 50 9 REPORTS
c 80 16 Measuring the Drift of Coastal Sediment
c 105 10 Anna Smith,^{1*} Wei Zhang,^{2} Carl Jones^{1}
c 121 8 ^{1}University of Leeds, Leeds, UK. ^{2}Hohai University, Nanjing, China.
`+body(150, 30))
	m := ExtractPaper(&pdf.Doc{PageCount: 2, Pages: []pdf.Page{cover, paper}})
	if m.Title != "Measuring the Drift of Coastal Sediment" || familyList(m.Authors) != "Smith, Zhang, Jones" {
		t.Errorf("got %q by %q", m.Title, familyList(m.Authors))
	}
}

// TestStackedNamesGoOnOverPage2: a list stacked one name a line down page 1 to its foot goes
// on at page 2's top, up to the first heading.
func TestStackedNamesGoOnOverPage2(t *testing.T) {
	first := []string{"Anna Smith", "Wei Zhang", "Carl Jones", "Maria Garcia", "Dan Brown", "Lena Fischer", "Omar Haddad",
		"Sofia Rossi", "Jan Novak", "Emma Wilson", "Kenji Tanaka", "Ravi Patel", "Ines Moreau", "Lars Berg"}
	p1 := freePage(1, `
c 50 11 Foundations and Trends in Machine Learning
c 63 9 Vol. 12, No. 3–4 (2019) 1–120
c 120 24 Measuring the Drift of Coastal Sediment
`+stackedNames(250, first))
	p2 := freePage(2, stackedNames(60, []string{"Nora Quinn", "Paul Dubois"})+`
50 150 12 1 Introduction
`+body(170, 30))
	m := ExtractPaper(&pdf.Doc{PageCount: 2, Pages: []pdf.Page{p1, p2}})
	want := "Smith, Zhang, Jones, Garcia, Brown, Fischer, Haddad, Rossi, Novak, Wilson, Tanaka, Patel, Moreau, Berg, Quinn, Dubois"
	if got := familyList(m.Authors); got != want {
		t.Errorf("authors %q, want %q", got, want)
	}
}

// TestUnmarkWord: a mark glued to a name's end goes, the separator after it stays.
func TestUnmarkWord(t *testing.T) {
	for in, want := range map[string]string{"Shangbo1,2": "Shangbo", "Carl1,": "Carl,", "Shangbo1;": "Shangbo;", "Li*": "Li", "Deepu": "Deepu", "Mao,": "Mao,"} {
		if got := unmarkWord(in); got != want {
			t.Errorf("unmarkWord(%q) = %q, want %q", in, got, want)
		}
	}
}
