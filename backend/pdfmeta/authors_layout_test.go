package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/domain"
)

// authorLayouts are author blocks as publishers set them under a title (made-up names and
// places, one per convention), with the family names they must give in order. The rows' y
// is counted from just under the title; superscripts are written "^{…}".
var authorLayouts = []struct {
	name string
	rows []synthRow
	want string
	by   string // a reader that must give the right list ("" for any)
}{
	{"Elsevier letters and stars", []synthRow{
		{0, 11, []string{"Anna Smith^{a,b,∗}, Wei Zhang^{c}, Carl Jones^{a}"}},
		{20, 8, []string{"^{a}Department of Geography, University of Leeds, Leeds, UK"}},
		{30, 8, []string{"^{b}School of Earth Sciences, University of Bristol, Bristol, UK"}},
		{40, 8, []string{"^{c}College of Oceanography, Hohai University, Nanjing, China"}},
	}, "Smith, Zhang, Jones", "layout"},
	{"MDPI spaced marks and and", []synthRow{
		{0, 11, []string{"Anna Smith ^{1,2,*}, Bo Li ^{1} and Carl Jones ^{2,†}"}},
		{20, 8, []string{"^{1} Department of Geography, University of Leeds, Leeds LS2 9JT, UK"}},
		{30, 8, []string{"^{*} Correspondence: anna.smith@leeds.ac.uk"}},
	}, "Smith, Li, Jones", "layout"},
	{"Nature digits and ampersand", []synthRow{
		{0, 11, []string{"Anna Smith^{1,2}, Wei Zhang^{3} & Carl Jones^{1✉}"}},
	}, "Smith, Zhang, Jones", ""},
	{"Springer middle dots", []synthRow{
		{0, 10, []string{"Anna Smith^{1} · Wei Zhang^{2} · Carl Jones^{1}"}},
		{16, 8, []string{"Received: 3 May 2021 / Accepted: 9 June 2021"}},
	}, "Smith, Zhang, Jones", ""},
	{"LNCS line with (B) and affiliations", []synthRow{
		{0, 10, []string{"Anna Smith^{1(B)}, Wei Zhang^{2}, and Carl Jones^{1}"}},
		{16, 9, []string{"^{1} University of Leeds, Leeds, UK"}},
		{27, 9, []string{"anna.smith@leeds.ac.uk"}},
		{38, 9, []string{"^{2} Tsinghua University, Beijing, China"}},
	}, "Smith, Zhang, Jones", ""},
	{"IEEE roles across a line break", []synthRow{
		{0, 11, []string{"Anna Smith, Member, IEEE, Wei Zhang, Senior Member,"}},
		{14, 11, []string{"IEEE, and Carl Jones, Fellow, IEEE"}},
	}, "Smith, Zhang, Jones", "layout"},
	{"names wrapped after a given name", []synthRow{
		{0, 11, []string{"Anna Smith, Wei Zhang, Carl Jones, Maria Garcia, Dan"}},
		{14, 11, []string{"Brown and Eve Wilson"}},
		{30, 9, []string{"University of Leeds"}},
	}, "Smith, Zhang, Jones, Garcia, Brown, Wilson", "layout"},
	{"names wrapped before a particle", []synthRow{
		{0, 11, []string{"Anna Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}, Jan"}},
		{14, 11, []string{"van der Berg^{3} and Eve Wilson^{2}"}},
	}, "Smith, Zhang, Jones, van der Berg, Wilson", "layout"},
	{"a date under the names", []synthRow{
		{0, 11, []string{"Anna Smith and Wei Zhang and Carl North"}},
		{14, 11, []string{"January 5, 2015"}},
	}, "Smith, Zhang, North", "layout"},
	{"capitals with marks", []synthRow{
		{0, 11, []string{"ANNA SMITH^{1}, WEI ZHANG^{2} AND CARL JONES^{1}"}},
	}, "Smith, Zhang, Jones", ""},
	{"small capitals set by a word processor", []synthRow{
		{0, 11, []string{"A~{NNA} S~{MITH}^{1} and W~{EI} Z~{HANG}^{2}"}},
	}, "Smith, Zhang", "layout"},
	{"family names in capitals", []synthRow{
		{0, 11, []string{"Taro YAMADA^{1}, Ana RIBAS RIPOLL^{2}"}},
	}, "Yamada, Ribas Ripoll", "layout"},
	{"family first with initials", []synthRow{
		{0, 11, []string{"Smith, A. B., Zhang, W. and Jones, C."}},
	}, "Smith, Zhang, Jones", "layout"},
	{"Vancouver initials", []synthRow{
		{0, 11, []string{"Smith A, Zhang W, Jones CD"}},
	}, "Smith, Zhang, Jones", "layout"},
	{"a cover's by-line", []synthRow{
		{0, 12, []string{"by Anna Smith and Wei Zhang"}},
	}, "Smith, Zhang", ""},
	{"particles and suffixes", []synthRow{
		{0, 11, []string{"Anne De Bock^{1}, Ludwig van Beethoven^{2}, Martin Luther King, Jr.^{1}"}},
	}, "De Bock, van Beethoven, King", ""},
	{"accents and hyphens", []synthRow{
		{0, 11, []string{"Łukasz Wróbel^{1}, Zoë Ødegård^{2}, J.-P. Dubois^{1} and Jae-Hyun Kim^{3}"}},
	}, "Wróbel, Ødegård, Dubois, Kim", ""},
	{"a corresponding-author note under the names", []synthRow{
		{0, 11, []string{"Anna Smith^{1,*} and Wei Zhang^{2}"}},
		{20, 8, []string{"* Corresponding author: Anna Smith, University of Leeds"}},
	}, "Smith, Zhang", ""},
	{"ORCID marks", []synthRow{
		{0, 11, []string{"Anna Smith^{1} iD , Wei Zhang^{2} iD and Carl Jones^{1}"}},
	}, "Smith, Zhang, Jones", ""},
	{"one name over each affiliation", []synthRow{
		{0, 11, []string{"Anna Smith"}},
		{13, 9, []string{"Department of Geography, University of Leeds"}},
		{24, 9, []string{"anna.smith@leeds.ac.uk"}},
		{40, 11, []string{"Wei Zhang"}},
		{53, 9, []string{"College of Oceanography, Hohai University"}},
	}, "Smith, Zhang", ""},
	{"two columns with affiliations", []synthRow{
		{0, 11, []string{"Anna Smith", "Wei Zhang"}},
		{13, 9, []string{"University of Leeds", "Hohai University"}},
		{24, 9, []string{"Leeds, UK", "Nanjing, China"}},
		{35, 9, []string{"anna.smith@leeds.ac.uk", "wzhang@hhu.edu.cn"}},
	}, "Smith, Zhang", ""},
	{"three columns in two rows (ACM)", []synthRow{
		{0, 11, []string{"Anna Smith", "Wei Zhang", "Carl Jones"}},
		{13, 9, []string{"University of Leeds", "Tsinghua University", "ETH Zurich"}},
		{24, 9, []string{"Leeds, UK", "Beijing, China", "Zurich, Switzerland"}},
		{35, 9, []string{"anna@leeds.ac.uk", "wz@tsinghua.edu.cn", "cj@ethz.ch"}},
		{55, 11, []string{"Maria Garcia", "Dan Brown", ""}},
		{68, 9, []string{"MIT", "Stanford University", ""}},
		{79, 9, []string{"Cambridge, MA, USA", "Stanford, CA, USA", ""}},
	}, "Smith, Zhang, Jones, Garcia, Brown", "lexicon_scan"},
	{"each name beside its affiliation", []synthRow{
		{0, 11, []string{"Anna Smith, University of Leeds, Leeds, UK"}},
		{14, 11, []string{"Wei Zhang, Hohai University, Nanjing, China"}},
	}, "Smith, Zhang", ""},
	{"a cover's by on a line of its own", []synthRow{
		{0, 12, []string{"by"}},
		{16, 12, []string{"Anna Smith"}},
		{32, 12, []string{"and"}},
		{48, 12, []string{"Wei Zhang"}},
	}, "Smith, Zhang", ""},
	{"PLOS marks", []synthRow{
		{0, 11, []string{"Anna Smith^{1☯}, Wei Zhang^{1☯*}, Carl Jones^{2¤}"}},
	}, "Smith, Zhang, Jones", ""},
	{"names spaced apart in one row", []synthRow{
		{0, 11, []string{"Anna Smith^{1}      Wei Zhang^{2}      Carl Jones^{1}"}},
	}, "Smith, Zhang, Jones", ""},
	{"a long list over three lines", []synthRow{
		{0, 11, []string{"Anna Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}, Maria Garcia^{3}, Dan Brown^{2},"}},
		{14, 11, []string{"Eve Wilson^{4}, Jan van der Berg^{1}, Łukasz Wróbel^{5}, Hanako Sato^{6}, Omar"}},
		{28, 11, []string{"Haddad^{2} & Priya Raman^{1✉}"}},
	}, "Smith, Zhang, Jones, Garcia, Brown, Wilson, van der Berg, Wróbel, Sato, Haddad, Raman", ""},
	{"a thesis cover's submitted-by line", []synthRow{
		{0, 12, []string{"A thesis submitted for the degree of Doctor of Philosophy"}},
		{20, 12, []string{"Submitted by: Anna Smith"}},
		{40, 12, []string{"School of Earth Sciences, University of Bristol"}},
	}, "Smith", ""},
	{"a wide line of eight names", []synthRow{
		{0, 9, []string{"Anna Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}, Maria Garcia^{3}, Dan Brown^{2}, Eve Wilson^{1}, Omar Haddad^{2}, Priya Raman^{3}"}},
		{14, 8, []string{"^{1}University of Leeds ^{2}Hohai University ^{3}MIT"}},
	}, "Smith, Zhang, Jones, Garcia, Brown, Wilson, Haddad, Raman", "layout"},
	{"four columns", []synthRow{
		{0, 10, []string{"Anna Smith", "Wei Zhang", "Carl Jones", "Maria Garcia"}},
		{12, 8, []string{"Univ. of Leeds", "Hohai University", "ETH Zurich", "MIT"}},
	}, "Smith, Zhang, Jones, Garcia", ""},
}

// layoutFamilies is the family names the layout reader's candidate gives for a page of rows
// under a title, "" when it offers none.
func layoutFamilies(rows ...synthRow) string {
	h := newHeader(synthPaper(rows...))
	_, title := h.layoutTitleOf(0)
	got := ""
	for _, c := range h.authorCandidates(title) {
		if c.Features["layout"] == 1 {
			got = familyList(c.Authors)
		}
	}
	return got
}

func familyList(as []domain.Author) string {
	var out []string
	for _, a := range as {
		out = append(out, a.Family)
	}
	return strings.Join(out, ", ")
}

// TestAuthorLayoutsAreRead checks that for each layout some reader gives the right list
// (the model can only choose among the candidates) and that the embedded model chooses it.
func TestAuthorLayoutsAreRead(t *testing.T) {
	for _, c := range authorLayouts {
		doc := synthPaper(c.rows...)
		h := newHeader(doc)
		_, title := h.layoutTitleOf(0)
		var seen []string
		found := false
		for _, cand := range h.authorCandidates(title) {
			got := familyList(cand.Authors)
			found = found || got == c.want && (c.by == "" || cand.Features[c.by] == 1)
			seen = append(seen, got)
		}
		if !found {
			t.Errorf("%s: no candidate gives %q (reader %q); candidates %q", c.name, c.want, c.by, seen)
			continue
		}
		if got := familyList(ExtractPaper(doc).Authors); got != c.want {
			t.Errorf("%s: the model chose %q, want %q (candidates %q)", c.name, got, c.want, seen)
		}
	}
}

// TestAuthorLinesThatAreNotAuthors: a running head with "et al." and a footnote naming the
// corresponding author add no names to the block.
func TestAuthorLinesThatAreNotAuthors(t *testing.T) {
	doc := synthPaper(
		synthRow{0, 11, []string{"Anna Smith^{1,*} and Wei Zhang^{2}"}},
		synthRow{20, 8, []string{"^{1} University of Leeds, Leeds, UK ^{2} Hohai University, Nanjing, China"}},
	)
	p := &doc.Pages[0]
	extra := synthPage(1,
		synthRow{20, 8, []string{"Smith et al."}},
		synthRow{740, 8, []string{"* Corresponding author. Carl Jones"}},
	)
	for _, w := range extra.Words {
		w.Line += 1000 // lines of their own
		p.Words = append(p.Words, w)
	}
	p.Text += extra.Text
	if got := familyList(ExtractPaper(doc).Authors); got != "Smith, Zhang" {
		t.Errorf("got %q, want Smith, Zhang", got)
	}
}

// TestRepositoryCover: a repository's cover sheet repeats the title over a suggested
// citation; the names are read from the citation and from page 2, the paper's first page.
func TestRepositoryCover(t *testing.T) {
	cover := []synthRow{
		{40, 10, []string{"Leeds Research Explorer"}},
		{90, 16, []string{"Measuring the Drift of Coastal Sediment"}},
		{140, 9, []string{"Document Version: Peer reviewed version"}},
		{160, 9, []string{"Citation for published version (APA):"}},
		{172, 9, []string{"Smith, A., Zhang, W., & Jones, C. (2021). Measuring the drift of coastal sediment."}},
		{184, 9, []string{"Journal of Illustrative Results, 12, 101-118."}},
		{220, 9, []string{"General rights: Copyright for the publications made accessible via the portal"}},
		{232, 9, []string{"is retained by the authors and/or other copyright owners."}},
	}
	paper := synthPaper(synthRow{0, 11, []string{"Anna Smith^{1}, Wei Zhang^{2} and Carl Jones^{1}"}}).Pages[0]
	doc := synthDoc(cover)
	paper.Number = 2
	doc.Pages = append(doc.Pages, paper)
	doc.PageCount = 2
	h := newHeader(doc)
	_, title := h.layoutTitleOf(0)
	srcs := map[string]bool{}
	for _, c := range h.authorCandidates(title) {
		if familyList(c.Authors) == "Smith, Zhang, Jones" {
			for f := range c.Features {
				srcs[f] = true
			}
		}
	}
	if !srcs["cited"] || !srcs["lexicon_p2"] {
		t.Errorf("the citation and page 2 must both give the names; features of the right list: %v", srcs)
	}
	if got := familyList(ExtractPaper(doc).Authors); got != "Smith, Zhang, Jones" {
		t.Errorf("got %q", got)
	}
}
