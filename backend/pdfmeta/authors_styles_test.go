package pdfmeta

import (
	"regexp"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// styleLayouts are more author blocks, one per publisher's or template's convention that
// train and shared do not print (made-up names and places), read under the same title as
// authorLayouts. They are written from the conventions as the templates and style guides set
// them (REVTeX, AIP, JAMA, NEJM, ACS, Cell, acmart's journal format, JMLR, ICML, the IEEE
// conference template, Chinese and Korean journals), not from any paper.
var styleLayouts = []struct {
	name string
	rows []synthRow
	want string
}{
	{"Spanish y between two names", []synthRow{
		{0, 11, []string{"Juan Pérez García y María José López"}},
	}, "García, López"},
	{"a family name joined by y", []synthRow{
		{0, 11, []string{"José Ortega y Gasset^{1} and Ana Silva^{2}"}},
	}, "Ortega y Gasset, Silva"},
	{"Swedish och", []synthRow{
		{0, 11, []string{"Anna Lindqvist och Erik Johansson"}},
	}, "Lindqvist, Johansson"},
	{"academic titles chained", []synthRow{
		{0, 11, []string{"Prof. Dr. Anna Smith^{1}, Dr. Wei Zhang^{2}"}},
	}, "Smith, Zhang"},
	{"affiliations in brackets", []synthRow{
		{0, 11, []string{"Anna Smith (University of Leeds), Wei Zhang (Hohai University) and Carl Jones (ETH Zurich)"}},
	}, "Smith, Zhang, Jones"},
	{"a Dutch 't", []synthRow{
		{0, 11, []string{"Jacobus van 't Hoff^{1} and Anna Smith^{2}"}},
	}, "van 't Hoff, Smith"},
	{"marks in square brackets", []synthRow{
		{0, 11, []string{"Anna Smith [1,2], Wei Zhang [3] and Carl Jones [1–3]"}},
	}, "Smith, Zhang, Jones"},
	{"initials glued to the family name", []synthRow{
		{0, 11, []string{"A.Smith^{1}, W.Zhang^{2}, J.-P.Dubois^{1}"}},
	}, "Smith, Zhang, Dubois"},
	{"PNAS and ACS symbols at the names' size", []synthRow{
		{0, 11, []string{"Anna Smith,‡ Wei Zhang,§ Carl Jones∥ and Maria Garcia⊥"}},
	}, "Smith, Zhang, Jones, Garcia"},
	{"REVTeX comma before the mark", []synthRow{
		{0, 11, []string{"Anna Smith,^{1} Wei Zhang,^{2,*} and Carl Jones^{1,3}"}},
		{16, 9, []string{"^{1}Department of Physics, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
		{27, 9, []string{"^{2}Institute for Theoretical Physics, ETH Zurich, 8093 Zurich, Switzerland"}},
		{38, 9, []string{"(Dated: May 3, 2021)"}},
	}, "Smith, Zhang, Jones"},
	{"REVTeX names over each address", []synthRow{
		{0, 11, []string{"Anna Smith and Wei Zhang"}},
		{14, 9, []string{"Department of Physics, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
		{28, 11, []string{"Carl Jones"}},
		{42, 9, []string{"Institute for Theoretical Physics, ETH Zurich, 8093 Zurich, Switzerland"}},
		{56, 9, []string{"(Dated: May 3, 2021)"}},
	}, "Smith, Zhang, Jones"},
	{"AIP bracket letters", []synthRow{
		{0, 11, []string{"Anna Smith,^{1,a)} Wei Zhang,^{2} and Carl Jones^{1,b)}"}},
		{16, 9, []string{"^{1}Department of Physics, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
	}, "Smith, Zhang, Jones"},
	{"JAMA degrees and semicolons", []synthRow{
		{0, 11, []string{"Anna Smith, MD, PhD; Wei Zhang, MS; Carl Jones, MD, MPH"}},
	}, "Smith, Zhang, Jones"},
	{"NEJM dotted degrees", []synthRow{
		{0, 11, []string{"Anna Smith, M.D., Ph.D., Wei Zhang, M.D., and Carl Jones, M.P.H."}},
	}, "Smith, Zhang, Jones"},
	{"ACS symbol marks", []synthRow{
		{0, 11, []string{"Anna Smith,^{†} Wei Zhang,^{‡} and Carl Jones^{*,†}"}},
		{16, 9, []string{"^{†}Department of Chemistry, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
	}, "Smith, Zhang, Jones"},
	{"Cell numbered marks after commas", []synthRow{
		{0, 11, []string{"Anna Smith,^{1,2,5} Wei Zhang,^{3} and Carl Jones^{1,4,*}"}},
		{16, 9, []string{"^{1}Department of Biology, University of Leeds, Leeds LS2 9JT, UK"}},
	}, "Smith, Zhang, Jones"},
	{"acmart journal names in capitals with affiliations", []synthRow{
		{0, 10, []string{"ANNA SMITH, University of Leeds, United Kingdom"}},
		{13, 10, []string{"WEI ZHANG and CARL JONES, Tsinghua University, China"}},
	}, "Smith, Zhang, Jones"},
	{"ICML marks without commas", []synthRow{
		{0, 11, []string{"Anna Smith^{1} Wei Zhang^{2} Carl Jones^{1,2}"}},
	}, "Smith, Zhang, Jones"},
	{"IEEE template ordinals", []synthRow{
		{0, 11, []string{"1st Anna Smith", "2nd Wei Zhang", "3rd Carl Jones"}},
		{13, 9, []string{"Dept. of Geography", "School of Computing", "Dept. of Physics"}},
		{24, 9, []string{"University of Leeds", "Tsinghua University", "ETH Zurich"}},
		{35, 9, []string{"Leeds, UK", "Beijing, China", "Zurich, Switzerland"}},
		{46, 9, []string{"anna@leeds.ac.uk", "wz@tsinghua.edu.cn", "cj@ethz.ch"}},
	}, "Smith, Zhang, Jones"},
	{"Chinese journal family names first in capitals", []synthRow{
		{0, 11, []string{"ZHANG Wei^{1}, LI Ming^{2}, WANG Xiao-Hong^{1,*}"}},
		{16, 9, []string{"(1. College of Oceanography, Hohai University, Nanjing 210098, China)"}},
	}, "Zhang, Li, Wang"},
	{"Korean names with hyphens", []synthRow{
		{0, 11, []string{"Jae-Hyun Kim^{1}, Sun-Hee Park^{2} and Min-Jun Lee^{1,*}"}},
	}, "Kim, Park, Lee"},
	{"apostrophes", []synthRow{
		{0, 11, []string{"Seán O'Brien^{1}, Maria D’Angelo^{2} and Pierre d'Alembert^{1}"}},
	}, "O'Brien, D’Angelo, d'Alembert"},
	{"middle initials", []synthRow{
		{0, 11, []string{"Anna B. Smith^{1}, W. Zhang^{2}, and C. D. Jones^{1}"}},
	}, "Smith, Zhang, Jones"},
	{"hyphenated given names", []synthRow{
		{0, 11, []string{"Jean-Pierre Dubois^{1}, Hans-Jürgen Müller^{2} and María-José García^{1}"}},
	}, "Dubois, Müller, García"},
	{"titles before names", []synthRow{
		{0, 11, []string{"Dr Anna Smith, Prof. Wei Zhang and Dr. Carl Jones"}},
	}, "Smith, Zhang, Jones"},
	{"e-mail beside each name", []synthRow{
		{0, 11, []string{"Anna Smith (anna.smith@leeds.ac.uk)"}},
		{14, 11, []string{"Wei Zhang (wzhang@hhu.edu.cn)"}},
		{30, 9, []string{"University of Leeds, Leeds, UK"}},
	}, "Smith, Zhang"},
	{"a date between title and names", []synthRow{
		{0, 10, []string{"May 3, 2021"}},
		{16, 11, []string{"Anna Smith^{1} and Wei Zhang^{2}"}},
	}, "Smith, Zhang"},
	{"Elsevier marks at the names' size", []synthRow{
		{0, 11, []string{"Anna Smith a,∗, Wei Zhang b, Carl Jones a"}},
		{16, 9, []string{"a Department of Geography, University of Leeds, Leeds, UK"}},
	}, "Smith, Zhang, Jones"},
	{"T&F letters and capitals abstract", []synthRow{
		{0, 11, []string{"Anna Smith^{a}, Wei Zhang^{b} and Carl Jones^{a}"}},
		{16, 8, []string{"^{a}Department of Geography, University of Leeds, Leeds, UK; ^{b}Hohai University, Nanjing, China"}},
	}, "Smith, Zhang, Jones"},
	{"Wiley bars", []synthRow{
		{0, 11, []string{"Anna Smith^{1} | Wei Zhang^{2} | Carl Jones^{1}"}},
	}, "Smith, Zhang, Jones"},
	{"bioRxiv equal contribution", []synthRow{
		{0, 11, []string{"Anna Smith^{1,2,†}, Wei Zhang^{3,†}, Carl Jones^{1,*}"}},
		{16, 9, []string{"^{1}Department of Biology, University of Leeds, Leeds, UK"}},
		{27, 9, []string{"^{†}These authors contributed equally to this work."}},
		{38, 9, []string{"^{*}Correspondence: carl.jones@leeds.ac.uk"}},
	}, "Smith, Zhang, Jones"},
	{"a list wrapping after and", []synthRow{
		{0, 11, []string{"Anna Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}, Maria Garcia^{3} and"}},
		{14, 11, []string{"Dan Brown^{2}"}},
	}, "Smith, Zhang, Jones, Garcia, Brown"},
	{"a single author with a long affiliation", []synthRow{
		{0, 12, []string{"Anna Smith"}},
		{16, 10, []string{"School of Earth and Environment, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
	}, "Smith"},
	{"names spaced in a row with affiliations under each", []synthRow{
		{0, 11, []string{"Anna Smith^{*}", "Wei Zhang^{†}"}},
		{13, 9, []string{"Department of Computer Science", "Google Research"}},
		{24, 9, []string{"Stanford University", "Mountain View, CA"}},
		{35, 9, []string{"asmith@stanford.edu", "wzhang@google.com"}},
	}, "Smith, Zhang"},
	{"all capitals with degrees", []synthRow{
		{0, 11, []string{"ANNA SMITH, PHD, WEI ZHANG, MD AND CARL JONES, MSC"}},
	}, "Smith, Zhang, Jones"},
	{"Vancouver initials with periods", []synthRow{
		{0, 11, []string{"Smith A.B., Zhang W., Jones C."}},
	}, "Smith, Zhang, Jones"},
	{"a mark glued to an initial", []synthRow{
		{0, 11, []string{"A. Smith^{a}, W. Zhang^{b,∗}, C.-D. Jones^{a}"}},
	}, "Smith, Zhang, Jones"},
	{"a two-word given name", []synthRow{
		{0, 11, []string{"Anna Maria Smith^{1}, Wei Zhang^{2}, Carl Jones^{1}"}},
	}, "Smith, Zhang, Jones"},
	{"a thesis's kind between title and author", []synthRow{
		{0, 13, []string{"Doctoral Thesis"}},
		{30, 13, []string{"by"}},
		{50, 15, []string{"Anna Maria Smith"}},
		{200, 13, []string{"March 2021"}},
	}, "Smith"},
	{"a preprint's state under the names", []synthRow{
		{0, 11, []string{"Anna Smith^{1} and Wei Zhang^{2}"}},
		{16, 11, []string{"Preprint Manuscript"}},
	}, "Smith, Zhang"},
	{"names stacked over their affiliation and e-mail (ICML, NeurIPS), the e-mail near the names' size", []synthRow{
		{0, 11, []string{"Anna Smith^{*}"}},
		{14, 9, []string{"Department of Physics, University of Leeds"}},
		{26, 10.2, []string{"a.smith@leeds.ac.uk"}},
		{38, 11, []string{"Wei Zhang"}},
		{52, 9, []string{"Department of Physics, University of Leeds"}},
		{64, 10.2, []string{"w.zhang@leeds.ac.uk"}},
		{80, 11, []string{"Carl Jones"}},
		{94, 9, []string{"Institute for Theoretical Physics, ETH Zurich"}},
		{106, 10.2, []string{"c.jones@ethz.ch"}},
	}, "Smith, Zhang, Jones"},
	{"Italian and Portuguese institutions in a grid of names", []synthRow{
		{0, 11, []string{"Anna Rossi", "Wei Zhang"}},
		{14, 10.2, []string{"Dipartimento di Ingegneria", "Universidade de Lisboa"}},
		{26, 10.2, []string{"Politecnico di Milano", "Faculdade de Ciências"}},
	}, "Rossi, Zhang"},
	{"a long list of marked names wrapping inside a name (elsarticle)", []synthRow{
		{0, 12, []string{"Chris Li^{1,}^{*}, Yaodong Yu^{1}, Nicolas Loizou^{2}, Gauthier Gidel^{2}, Yi Ma^{3}, Nicolas Le Roux^{2}, Michael"}},
		{14, 12, []string{"Jordan^{1}"}},
		{36, 10, []string{"^{1}School of Computer Science and Engineering, Nanyang Technological University, Singapore"}},
	}, "Li, Yu, Loizou, Gidel, Ma, Le Roux, Jordan"},
	{"a list wrapping inside a name onto a line of many marks (its median size small)", []synthRow{
		{0, 14, []string{"Wei Ping^{1}, Kainan Peng^{1}, Andrew Gibiansky^{2}, Sercan Arik^{2}, Ajay"}},
		{18, 14, []string{"Kannan^{‡}^{†}^{*} and Sharan Narang^{§}^{‡}^{*}"}},
		{40, 10, []string{"^{1}School of Computer Science, University of Leeds"}},
	}, "Ping, Peng, Gibiansky, Arik, Kannan, Narang"},
	{"two affiliation cells read as one long line, a third author under them (IEEE conference)", []synthRow{
		{0, 11, []string{"Geoff Hulten", "David Chickering"}},
		{13, 10, []string{"Faculty of Engineering, Universidad de Chile, Santiago, Chile Faculty of Engineering, Universidad de Chile, Santiago, Chile"}},
		{25, 10, []string{"Email: g.hulten@example.edu", "Email: d.chickering@example.edu"}},
		{50, 11, []string{"David Heckerman"}},
		{63, 10, []string{"Faculty of Engineering, Universidad de Chile, Santiago, Chile"}},
		{75, 10, []string{"Email: d.heckerman@example.edu"}},
	}, "Hulten, Chickering, Heckerman"},
	{"two affiliation cells opened by an institute's name read as one line", []synthRow{
		{0, 11, []string{"Geoff Hulten", "David Chickering"}},
		{13, 10, []string{"Allen Institute for AI, Seattle, WA Department of Computing, Imperial College London, London SW7 2AZ, United Kingdom"}},
		{25, 10, []string{"Email: g.hulten@example.edu", "Email: d.chickering@example.edu"}},
		{50, 11, []string{"David Heckerman"}},
		{63, 10, []string{"Faculty of Engineering, Universidad de Chile, Santiago, Chile"}},
	}, "Hulten, Chickering, Heckerman"},
	{"a list breaking inside a name on two lines (IEEE journal)", []synthRow{
		{0, 11, []string{"Anna Smith, Member, IEEE, Wei Zhang, Member, IEEE, David"}},
		{13, 11, []string{"Budden, Member, IEEE, Carl Jones, Member, IEEE, Misha"}},
		{26, 11, []string{"Dashevskiy, Senior Member, IEEE and Maria Garcia, Member, IEEE"}},
	}, "Smith, Zhang, Budden, Jones, Dashevskiy, Garcia"},
	{"a list breaking inside a name, double-spaced (REVTeX preprint)", []synthRow{
		{0, 12, []string{"Anna Smith,^{*} Wei Zhang, Carl Jones, David"}},
		{24, 12, []string{"Budden, Maria Garcia, and Eve Wilson"}},
		{46, 12, []string{"Department of Physics, University of Leeds, Leeds LS2 9JT, United Kingdom"}},
	}, "Smith, Zhang, Jones, Budden, Garcia, Wilson"},
	{"a list breaking inside a name and inside a role (IEEE journal)", []synthRow{
		{0, 11, []string{"Anna Smith, Member, IEEE, Wei Zhang, Member, IEEE, David"}},
		{13, 11, []string{"Budden, Member, IEEE and Maria Garcia, Senior"}},
		{26, 11, []string{"Member, IEEE"}},
	}, "Smith, Zhang, Budden, Garcia"},
	{"a Dutch tussenvoegsel in capitals", []synthRow{
		{0, 11, []string{"JAN VAN DER BERG^{1}, ANNE DE BOCK^{2} AND CARL JONES^{1}"}},
	}, "van der Berg, De Bock, Jones"},
}

// TestAuthorStylesAreRead: every style gives its names in order, chosen by the embedded model.
func TestAuthorStylesAreRead(t *testing.T) {
	for _, c := range styleLayouts {
		doc := synthPaper(c.rows...)
		h := newHeader(doc)
		_, title := h.layoutTitleOf(0)
		var seen []string
		for _, cand := range h.authorCandidates(title) {
			seen = append(seen, familyList(cand.Authors))
		}
		if got := familyList(ExtractPaper(doc).Authors); got != c.want {
			t.Errorf("%s: got %q, want %q (candidates %q)", c.name, got, c.want, seen)
		}
	}
}

// TestMarksNoWordGap: superscript marks glued to a name (REVTeX's "Jiji Zhang^{1,*}") give no
// word gap, so a name set with a wide space is not split in two.
func TestMarksNoWordGap(t *testing.T) {
	w := func(s string, x0, x1, size float64) pdf.Word {
		return pdf.Word{Text: s, X0: x0, X1: x1, Y0: 100 - size, Y1: 100, FontSize: size}
	}
	l := line{words: []pdf.Word{w("Jiji", 0, 20, 10), w("Zhang", 26, 52, 10), w("1,", 52, 56, 7), w("∗", 56, 59, 7)}, size: 10}
	if got := nameText(l); strings.Contains(got, "Jiji ,") {
		t.Errorf("nameText = %q: the name split at its word gap", got)
	}
}

// TestTitleTailBeforeNames: a title's last line, two capitalised words, right above a list of
// names at the title's size is not the start of that list ("… Fusion and" / "Data
// Augmentation" / "Wei Wu,1 Shuming Hu,1 …", AASTeX): a wrapped list's upper line ends after
// a separator or a mark.
func TestTitleTailBeforeNames(t *testing.T) {
	h := newHeader(synthDoc([]synthRow{
		{y: 145, size: 12, cells: []string{"Data Augmentation"}},
		{y: 160, size: 12, cells: []string{"Tavro Quendrith,^{1} Ilsa Vorbanek,^{1} Pemo Starchild,^{2} and Kai Li^{1}"}},
		{y: 190, size: 12, cells: []string{"Anna Smith,^{1} Wei Zhang,^{2} and Carl"}},
		{y: 205, size: 12, cells: []string{"Jones^{1}"}},
	}))
	ls := h.pages[0]
	if len(ls) != 4 {
		t.Fatalf("%d lines", len(ls))
	}
	if m, ok := wrappedPair(ls[0], ls[1]); ok {
		t.Errorf("a title's last line joined to the names: %q", m.text)
	}
	if _, ok := wrappedPair(ls[2], ls[3]); !ok {
		t.Error("a list wrapping inside a name was not joined")
	}
}

// TestSmallCapsNameIsNoHeading: a name in small capitals that the extractor splits after its
// first letter ("I CHIRO T AKEUCHI3", AASTeX) does not read as the roman-numbered heading
// "I. …" that ends an author block; "I. INTRODUCTION" still does.
func TestSmallCapsNameIsNoHeading(t *testing.T) {
	h := newHeader(synthDoc([]synthRow{
		{y: 100, size: 9, cells: []string{"I~{CHIRO} T~{AKEUCHI}^{3}"}},
		{y: 200, size: 10, cells: []string{"I. INTRODUCTION"}},
	}))
	ls := h.pages[0]
	if len(ls) != 2 {
		t.Fatalf("%d lines", len(ls))
	}
	if headingStop(ls[0]) || numberedHeading(smallCapsText(ls[0])) != "" {
		t.Errorf("%q read as a heading", ls[0].text)
	}
	if !headingStop(ls[1]) {
		t.Errorf("%q not read as a heading", ls[1].text)
	}
}

var supRe = regexp.MustCompile(`\^\{([^}]*)\}`)

// flatMarks sets a row's superscripts at the names' size and on their baseline, glued to the
// word before ("Smith^{1,2}" becomes "Smith1,2"): what an extractor gives when the producer
// drew the marks with the names' font.
func flatMarks(rows []synthRow) []synthRow {
	out := make([]synthRow, len(rows))
	for i, r := range rows {
		out[i] = synthRow{r.y, r.size, nil}
		for _, c := range r.cells {
			out[i].cells = append(out[i].cells, supRe.ReplaceAllString(c, "$1"))
		}
	}
	return out
}

// leftAlign moves each printed row of a made-up page to the left margin, as most journals
// set their title and author block.
func leftAlign(doc *pdf.Doc) {
	for pi := range doc.Pages {
		ws := doc.Pages[pi].Words
		minX := map[int]float64{}
		for _, w := range ws {
			if x, ok := minX[w.Line]; !ok || w.X0 < x {
				minX[w.Line] = w.X0
			}
		}
		for i := range ws {
			d := minX[ws[i].Line] - 50
			ws[i].X0 -= d
			ws[i].X1 -= d
		}
	}
}

// TestAuthorStylesWithFlatMarks: the same blocks with the marks at the names' size (every
// other layout, and every grid) and most of them set at the left margin.
func TestAuthorStylesWithFlatMarks(t *testing.T) {
	type layout struct {
		name string
		rows []synthRow
		want string
	}
	var all []layout
	for _, c := range styleLayouts {
		all = append(all, layout{c.name, c.rows, c.want})
	}
	for _, c := range authorLayouts {
		all = append(all, layout{c.name, c.rows, c.want})
	}
	for i, c := range all {
		rows := c.rows
		if i%2 == 0 || len(rows[0].cells) > 1 {
			rows = flatMarks(c.rows)
		}
		doc := synthPaper(rows...)
		if i%3 != 2 {
			leftAlign(doc)
		}
		if got := familyList(ExtractPaper(doc).Authors); got != c.want {
			h := newHeader(doc)
			_, title := h.layoutTitleOf(0)
			var seen []string
			for _, cand := range h.authorCandidates(title) {
				seen = append(seen, familyList(cand.Authors))
			}
			t.Errorf("%s: got %q, want %q (rows %q; candidates %q)", c.name, got, c.want, rows[0].cells, seen)
		}
	}
}
