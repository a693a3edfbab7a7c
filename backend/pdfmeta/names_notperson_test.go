package pdfmeta

import (
	"strings"
	"testing"
)

// TestAddressLine: a house number, a postcode or a street word marks an address line; a
// name's marks, an ORCID and a date's year do not.
func TestAddressLine(t *testing.T) {
	for text, want := range map[string]bool{
		"1200 Quarry Stone Blvd.":              true,
		"1200 Quarry Stone Road":               true,
		"52100 Lucca (LU),":                    true,
		"Springfield, NSW, 2113, Australia":    true,
		"Boulder, CO 80301":                    true,
		"Hauptweg Str. 14":                     true,
		"Anna Smith, May 2019":                 false,
		"Anna Smith 1,2, Wei Zhang 3":          false,
		"Anna Smith 0000-0002-1825-0097":       false,
		"Anna Smith, Wei Zhang and Carl Jones": false,
	} {
		if got := addressLine(text); got != want {
			t.Errorf("addressLine(%q) = %v, want %v", text, got, want)
		}
	}
}

// notPersonPages are made-up first pages whose bylines print lines that read as names but
// name no person: addresses, a grid's row of affiliations, a company after the names, a
// volume's editors, degrees before names, a role in brackets, section heads under the names.
var notPersonPages = []struct {
	name, page, want string
}{
	{"a byline over a company's street address", `
c 100 16 Parallel Builds for Large Source Trees
c 140 11 Anna Smith
c 160 11 Quarry Systems, Inc.
c 173 11 1200 Quarry Stone Blvd.
c 186 11 Boulder, CO 80301
c 199 11 smith@quarry.com
c 240 10 ABSTRACT
`, "Smith"},
	{"an address set one item a line, each ending in a comma, under the name", `
c 100 16 Measuring Loudness in Broadcast Audio
c 140 12 Anna SMITH,
c 153 12 Villa dei Fiori,
c 166 12 Pzza. Santa Chiara 3,
c 179 12 52100 Lucca (LU),
c 192 12 Italy,
c 205 12 smith@example.org
c 240 12 Abstract
`, "Smith"},
	{"a Greek name in look-alike symbols over a village in a font without a Unicode map", `
c 100 16 Κώδικες συλλαβισμού για το TeX
c 140 12 ∆ηµήτρης ̓Α. Παπαδόπουλος
c 153 12 Xwrio Tlqa
c 166 12 123 45 Pólh
c 179 12 papad@example.gr
c 220 12 Abstract
`, "Παπαδόπουλος"},
	{"a grid of two names over rows of affiliations", `
c 100 16 Sharing Memory between Two Runtimes
cl 140 11 Anna Smith
cr 140 11 Carl Jones
cl 153 11 Debian Project
cr 153 11 Nordic Moss
cl 166 11 Leeds, United Kingdom
cr 166 11 Oslo, Norway
c 210 10 Abstract
`, "Smith, Jones"},
	{"a names line over a company named in title words", `
c 100 16 A Hash for Finding Similar Files
c 140 11 Anna Smith, Wei Zhang and Carl Jones
c 153 10 Quantum Networks
c 165 10 Springfield, NSW, 2113, Australia
c 177 10 smith@quantum.com
c 210 10 Abstract
`, "Smith, Zhang, Jones"},
	{"a proceedings banner with its editors above the title", `
c 60 9 Proceedings of the 5th Workshop on Sediment Transport
c 72 9 Maria Garcia, Dan Brown & Eve Wilson (eds.)
c 84 9 http://www.example.org/workshop-5/
c 140 17 Measuring the Drift of Coastal Sediment
c 170 12 Anna Smith
c 200 9 Abstract
`, "Smith"},
	{"degrees and titles before the names", `
c 100 18 Audit Report on a Signing Service
c 130 11 Dr. -Ing. A. Smith, W. Zhang, MSc. C. Jones, MSc. D. Brown,
c 143 11 Dipl. -Ing. E. Wilson, BSc. F. Garcia
c 180 14 Index
`, "Smith, Zhang, Jones, Brown, Wilson, Garcia"},
	{"a role in square brackets after the first name", `
c 100 17 A Foreign Function Interface for Haskell
c 130 12 Anna Smith [editor], University of Leeds
c 144 12 Wei Zhang, Hohai University
c 158 12 Carl Jones, University of York
c 200 10 Abstract
`, "Smith, Zhang, Jones"},
	{"section heads at the names' size under a paragraph", `
40 100 14 Farbige Tabellen
40 125 12 Anna Smith
55 140 9 Die Zahl der Dokumente, die als PDF allgemein zur Verfügung gestellt
55 151 9 werden, nimmt stetig zu. Da diese sehr häufig mit dem Reader
55 162 9 online betrachtet und gelesen werden, spielt die farbliche Darstellung
55 173 9 eine nicht unbedeutende Rolle. Im folgenden soll gezeigt werden, wie
40 200 12 Erste Schritte
40 215 10 Grundsätzlich wird nichts weiter als das allgemein bekannte Paket
40 226 10 benötigt, das die vordefinierten Farben black, red und blue bereitstellt.
40 250 12 Zweite Stufe
40 265 10 Für das Färben einzelner Wörter existiert das Makro textcolor, welches
`, "Smith"},
}

// TestNotPersonPagesAreRead: each made-up page gives its authors and nothing else.
func TestNotPersonPagesAreRead(t *testing.T) {
	for _, c := range notPersonPages {
		doc := freeDoc([]string{c.page + body(320, 30)})
		m := ExtractPaper(doc)
		if got := familyList(m.Authors); got != c.want {
			t.Errorf("%s: got %q, want %q (title %q; candidates %q)", c.name, got, c.want, m.Title, candidateFamilies(newHeader(doc)))
		}
	}
}

// TestDegreesLeaveGivenNames: a degree or title before a name is no part of its given name.
func TestDegreesLeaveGivenNames(t *testing.T) {
	for in, want := range map[string]string{
		"Dr. -Ing. A. Smith": "A.",
		"MSc. N. Krein":      "N.",
		"Dipl.-Ing. A. Wolf": "A.",
		"BSc J. Hector":      "J.",
		"Mag. Eva Berger":    "Eva",
		"Meng Sun":           "Meng",
		"∆ηµήτρης ̓Α. Νικολάου": "Δημήτρης Α.",
	} {
		toks := nameTokens(in)
		if toks == nil {
			t.Errorf("%q: no name", in)
			continue
		}
		if a := toAuthor(toks); a.Given != want {
			t.Errorf("%q: given %q, want %q", in, a.Given, want)
		}
	}
}

// TestDegreeIsNoGivenName: "Anna Smith, PhD and Wei Zhang, PhD" is given name first with
// degrees, not two names written family first with "PhD" for a given name; "Smith, MD" may be
// initials and is still read.
func TestDegreeIsNoGivenName(t *testing.T) {
	if names, _, _ := familyFirstNames("Anna Smith, PhD and Wei Zhang, PhD"); len(names) != 0 {
		t.Errorf("degrees read as given names: %v", names)
	}
	if names, _, _ := familyFirstNames("Smith, MD and Zhang, WB"); len(names) != 2 {
		t.Errorf("initials MD not read: %v", names)
	}
}

// TestLoneFamilyCommaNames: one name a line written "Family, Given, degree" is read when the
// given name is hyphenated and the lexicon knows its parts ("Qiao-Lun"), or when the lexicon
// does not know it but a degree follows ("Zhuqiang", "Ph.D."); an unknown word after a comma
// without a degree stays no name ("Leeds, Yorkshire").
func TestLoneFamilyCommaNames(t *testing.T) {
	if nameScore("Qiao-Lun") != 0 || nameScore("Zhuqiang") != 0 {
		t.Skip("the lexicon knows the made-up given names")
	}
	for in, want := range map[string]string{
		"Chen, Qiao-Lun, PhD":                   "Qiao-Lun Chen",
		"CHEN, Zhuqiang, Ph.D. (z.chen@ex.edu)": "Zhuqiang CHEN",
		"Chen, Zhuqiang":                        "",
	} {
		got := ""
		if names := familyCommaLine(in); len(names) == 1 {
			got = strings.Join(names[0], " ")
		}
		if got != want {
			t.Errorf("familyCommaLine(%q) = %q, want %q", in, got, want)
		}
	}
}
