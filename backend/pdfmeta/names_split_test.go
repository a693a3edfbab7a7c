package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// authorsString writes names as "Given|Family; …" for comparing with a table's want.
func authorsString(names [][]string) string {
	var out []string
	for _, n := range names {
		a := toAuthor(n)
		out = append(out, a.Given+"|"+a.Family)
	}
	return strings.Join(out, "; ")
}

// TestSplitNamesPublisherConventions reads author lines as publishers print them, with
// the marks at the names' size (as an extractor gives them when it cannot tell a
// superscript): every line here is made up, one per convention.
func TestSplitNamesPublisherConventions(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// s7: accented letters beside a foreign conjunction ("Andr|és"), symbols glued to a
		// name or a degree by the extractor
		{"Andrés Corrada-Emmanuel · Bo Li", "Andrés|Corrada-Emmanuel; Bo|Li"},
		{"Bøet Hansen and Anna Smith", "Bøet|Hansen; Anna|Smith"},
		{"Ziqi Wang, RN, PhD†; Dan Guo, MD‡,*; Meng Wang, MD§", "Ziqi|Wang; Dan|Guo; Meng|Wang"},
		{"Aaron C. Courville† and Yoshua Bengio†", "Aaron C.|Courville; Yoshua|Bengio"},
		{"Li, P. and Zhang, C. -H.", "P.|Li; C.-H.|Zhang"},
		{"J. -P. Dubois and Bo Li", "J.-P.|Dubois; Bo|Li"},
		// Elsevier: affiliation letters and a star after each name
		{"Anna Smith a,b,∗, Wei Zhang c", "Anna|Smith; Wei|Zhang"},
		{"Anna Smith a, *, Wei Zhang b", "Anna|Smith; Wei|Zhang"},
		{"Anna Smithᵃ,ᵇ, Wei Zhangᶜ", "Anna|Smith; Wei|Zhang"},
		// Springer: middle dots, "(B)" for the corresponding author, "✉"
		{"Anna Smith · Wei Zhang · Carl Jones", "Anna|Smith; Wei|Zhang; Carl|Jones"},
		{"Anna Smith1(B), Wei Zhang2, and Carl Jones1", "Anna|Smith; Wei|Zhang; Carl|Jones"},
		{"Anna Smith ✉, Bo Li", "Anna|Smith; Bo|Li"},
		// IEEE roles, also when a line breaks inside one
		{"John Doe, Member, IEEE, and Jane Roe, Fellow, IEEE", "John|Doe; Jane|Roe"},
		{"John Doe, Graduate Student Member, IEEE, Jane Roe, Life Fellow, IEEE", "John|Doe; Jane|Roe"},
		{"John Doe, Member, IEEE, Jane Roe, Senior Member,", "John|Doe; Jane|Roe"},
		{"IEEE, and Bo Li, Fellow, IEEE", "Bo|Li"},
		// MDPI and Nature: digits and marks, spaced or glued
		{"Anna Smith 1,2,*, Bo Li 1 and Carl Jones 2,†", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith1,2,*, Bo Li1 and Carl Jones2,†", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith1,2, Bo Li3 & Carl Jones1", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith¹, Bo Li²", "Anna|Smith; Bo|Li"},
		{"Anna Smith,1 Bo Li,2 and Carl Jones1,2", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith*, Bo Li† and Carl Jones‡", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith§, Bo Li¶ and Carl Jones#", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith 1 , Bo Li 2 , Carl Jones 1", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith1☯, Bo Li1☯*, Carl Jones2¤", "Anna|Smith; Bo|Li; Carl|Jones"},
		// Cell and APS: marks after the comma; ACS: symbols; AIP: "a)" notes
		{"Anna Smith,1,2,5,* Wei Zhang,3 and Carl Jones4", "Anna|Smith; Wei|Zhang; Carl|Jones"},
		{"Anna Smith,† Wei Zhang,‡ and Carl Jones*,†", "Anna|Smith; Wei|Zhang; Carl|Jones"},
		{"Anna Smith,1,a) Wei Zhang,2 and Carl Jones1,b)", "Anna|Smith; Wei|Zhang; Carl|Jones"},
		{"Anna Smith (1), Bo Li (2, 3) and Carl Jones (a,b)", "Anna|Smith; Bo|Li; Carl|Jones"},
		// separators: Oxford comma, semicolons, ampersand, bars, bullets, French "et"
		{"Anna Smith, Bo Li, and Carl Jones", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith; Bo Li; Carl Jones", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Anna Smith | Bo Li", "Anna|Smith; Bo|Li"},
		{"Anna Smith1 • Bo Li2", "Anna|Smith; Bo|Li"},
		{"Anne Dubois et Jean Martin", "Anne|Dubois; Jean|Martin"},
		// capitals
		{"ANNA SMITH AND BO LI", "Anna|Smith; Bo|Li"},
		{"ANNA SMITH, BO LI, AND CARL JONES", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"ANNA SMITHa,b, BO LIc AND CARL JONESa", "Anna|Smith; Bo|Li; Carl|Jones"},
		{"Taro YAMADA, Hanako SATO", "Taro|Yamada; Hanako|Sato"},
		{"YAMADA Taro and SATO Hanako", "Taro|Yamada; Hanako|Sato"},
		{"Ana RIBAS RIPOLL and Jean DE LA FONTAINE", "Ana|Ribas Ripoll; Jean|De La Fontaine"},
		{"Wei LI, Bo XU", "Wei|Li; Bo|Xu"},
		// family first with initials
		{"Smith, A. B., Li, B.", "A. B.|Smith; B.|Li"},
		{"Smith, A. B., van der Berg, J.-P. and Li, B.", "A. B.|Smith; J.-P.|van der Berg; B.|Li"},
		{"Smith A, Li B, Jones CD", "A.|Smith; B.|Li; C. D.|Jones"},
		{"Vlachas PR, Byeon W", "P. R.|Vlachas; W.|Byeon"},
		{"Yang SC-H, Folke NET, Shafto P", "S. C.-H.|Yang; N. E. T.|Folke; P.|Shafto"}, // a hyphenated given name
		// initials, hyphens, particles, suffixes, degrees
		{"J.-P. Dubois and M.-C. Martin", "J.-P.|Dubois; M.-C.|Martin"},
		{"A. Smith, B. Li and C. D. Jones", "A.|Smith; B.|Li; C. D.|Jones"},
		{"Ludwig van Beethoven and Anne De Bock", "Ludwig|van Beethoven; Anne|De Bock"},
		{"Maria de la Cruz and Jan van der Berg", "Maria|de la Cruz; Jan|van der Berg"},
		{"Martin Luther King, Jr. and Bo Li", "Martin Luther, Jr.|King; Bo|Li"},
		{"John Smith Jr., Bo Li III", "John, Jr.|Smith; Bo, III|Li"},
		{"Anna Smith, PhD, Bo Li, MD", "Anna|Smith; Bo|Li"},
		{"Anna Smith MSc and Ting MA", "Anna|Smith; Ting|Ma"},
		{"ANNA SMITH, PHD, AND BO LI, MD", "Anna|Smith; Bo|Li"},
		{"Mary O’Neil, Seán Ó Súilleabháin", "Mary|O’Neil; Seán Ó|Súilleabháin"},
		// East Asian and accented names
		{"Wei Zhang, Xiaoming Li, Jae-Hyun Kim", "Wei|Zhang; Xiaoming|Li; Jae-Hyun|Kim"},
		{"José García, François Müller, Łukasz Wróbel, Zoë Ødegård", "José|García; François|Müller; Łukasz|Wróbel; Zoë|Ødegård"},
		// covers and notes
		{"by Anna Smith", "Anna|Smith"},
		{"By Anna Smith and Bo Li", "Anna|Smith; Bo|Li"},
		{"Anna Smith (corresponding author), Bo Li", "Anna|Smith; Bo|Li"},
	} {
		names, ok := splitNames(c.in)
		if got := authorsString(names); !ok || got != c.want {
			t.Errorf("%q:\n got %q (%v)\nwant %q", c.in, got, ok, c.want)
		}
	}
}

// TestSplitNamesRefusesWhatIsNoAuthorLine: notes, running heads and affiliations give no names.
func TestSplitNamesRefusesWhatIsNoAuthorLine(t *testing.T) {
	for _, in := range []string{
		"*Corresponding author: Anna Smith",
		"* Corresponding author. E-mail address: anna.smith@leeds.ac.uk (A. Smith).",
		"Corresponding author",
		"Anna Smith et al.",
		"Smith et al.",
		"Anna Smith, Bo Li, et al.",
		"Leeds, UK",
		"London, N.W.",
		"Berlin, Germany",
		"Department of Geography, University of Leeds",
		"Received: 3 May 2021 / Accepted: 9 June 2021",
		"Member, IEEE",
		"Deep Learning",
		"These authors contributed equally",
	} {
		if names, ok := splitNames(in); ok {
			t.Errorf("%q read as names %q", in, authorsString(names))
		}
	}
}

// TestCitedNamesOnRepositoryCovers: the suggested citations that repository covers print
// (Pure, bepress, Kent-style and "Cite as") give the authors family first, with initials or
// with full given names separated by "and" or ";"; given-first lists stay unread.
func TestCitedNamesOnRepositoryCovers(t *testing.T) {
	for _, c := range []struct{ page, want string }{
		{"Edinburgh Research Explorer\nMeasuring drift\nCitation for published version (APA):\nSmith, A., Li, B., & Jones, C. D. (2019). Measuring drift. Journal of X, 3(2), 1-10.", "Smith, Li, Jones"},
		{"Citation for published version (Harvard):\nSmith, A, Li, B & Jones, C 2019, 'Measuring drift', Journal of X, vol. 3.", "Smith, Li, Jones"},
		{"Recommended Citation\nSmith, Anna; Li, Bo; and Jones, Carl, \"Measuring drift\" (2019). Faculty Publications. 12.", "Smith, Li, Jones"},
		{"Citation for published version\nSmith, Anna and Li, Bo (2019) Measuring drift. Journal of X, 3 (2). pp. 1-10.", "Smith, Li"},
		{"Cite as: Smith, A. and Li, B. (2019). Measuring drift.", "Smith, Li"},
		{"Suggested citation: Smith, Anna, Li, Bo, Jones, Carl. Measuring drift.", ""},
		{"To cite this version: Anna Smith, Bo Li, Carl Jones, Dan Brown. Measuring drift.", ""},
		{"This citation: Anna Smith wrote it", ""},
	} {
		names, _ := (&header{texts: []string{c.page}}).citedNames()
		if got := familyList(names); got != c.want {
			t.Errorf("%q: got %q, want %q", c.page, got, c.want)
		}
	}
}

// TestDoubleFamilies: a double family name printed given name first is read whole when an
// e-mail address or a running head shows where it starts, and a middle name is left alone.
func TestDoubleFamilies(t *testing.T) {
	as := []domain.Author{{Given: "Vicent Ribas", Family: "Ripoll"}, {Given: "Solveig Marie", Family: "Smedstad"}, {Given: "Alfredo", Family: "Vellido"}}
	for _, c := range []struct {
		page, want string
	}{
		{"E-Mail vicent.ribas @ eurecat.org", "Ribas Ripoll, Smedstad, Vellido"},
		{"† Electronic address: vribas@upc.edu", "Ribas Ripoll, Smedstad, Vellido"},
		{"solveig.marie.smedstad@uib.no", "Ripoll, Smedstad, Vellido"},
		{"no address here", "Ripoll, Smedstad, Vellido"},
	} {
		h := &header{texts: []string{c.page}}
		if got := familyList(h.familyEvidence().doubleFamilies(as)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.page, got, c.want)
		}
	}
	head := synthDoc([]synthRow{{30, 8, []string{"Ribas Ripoll/Vellido"}}, {400, 10, []string{"Body text of the paper goes here and on."}}})
	h := newHeader(head)
	if got := familyList(h.familyEvidence().doubleFamilies(as)); got != "Ribas Ripoll, Smedstad, Vellido" {
		t.Errorf("running head: got %q", got)
	}
	whole := synthDoc([]synthRow{{30, 8, []string{"Solveig Marie Smedstad and Alfredo Vellido"}}})
	if got := familyList(newHeader(whole).familyEvidence().doubleFamilies(as)); got != "Ripoll, Smedstad, Vellido" {
		t.Errorf("a head of whole names: got %q", got)
	}
	if as[0].Family != "Ripoll" {
		t.Error("doubleFamilies changed its input")
	}
}

// TestMetaAuthorsKeepTheFileFamilyNames: an Info author list written family first says where
// each family name starts, and a Vancouver list is read given name first.
func TestMetaAuthorsKeepTheFileFamilyNames(t *testing.T) {
	for _, c := range []struct {
		meta pdf.Metadata
		want string
	}{
		{pdf.Metadata{Author: "Ribas Ripoll, Vicent; Vellido, Alfredo"}, "Ribas Ripoll, Vellido"},
		{pdf.Metadata{XMPAuthors: []string{"RIBAS RIPOLL, VICENT", "van der Berg, Jan"}}, "Ribas Ripoll, van der Berg"},
		{pdf.Metadata{Author: "Smith A, Li B, Jones CD"}, "Smith, Li, Jones"},
		{pdf.Metadata{Author: "Anna Smith and Bo Li"}, "Smith, Li"},
	} {
		if got := familyList(metaAuthors(c.meta)); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.meta, got, c.want)
		}
	}
	if a := metaAuthors(pdf.Metadata{Author: "RIBAS RIPOLL, VICENT"}); len(a) != 1 || a[0].Family != "Ribas Ripoll" || a[0].Given != "Vicent" {
		t.Errorf("got %+v", a)
	}
}
