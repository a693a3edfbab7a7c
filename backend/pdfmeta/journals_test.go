package pdfmeta

import (
	"slices"
	"testing"

	"carrel/backend/pdf"
)

func TestISSNCheckDigit(t *testing.T) {
	for s, want := range map[string]string{
		"1751-8644": "17518644", "0378-7788": "03787788", "03787788": "03787788", "1475-925X": "1475925x",
		"1475-925x": "1475925x", "0020-0255": "00200255",
		"1751-8645": "", "1475-9250": "", "0378-778": "", "X378-7788": "", "1234-56789": "", "12a4-5678": "",
	} {
		if got := ISSNKey(s); got != want {
			t.Errorf("ISSNKey(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestPrintedISSNs(t *testing.T) {
	text := "IET Control Theory Appl., 2016, Vol. 10 Iss. 4, pp. 1–9 ISSN 1751-8644\n" +
		"Journal of Power Electronics, Vol. 8 ISSN(Print): 1598-2092 / ISSN(Online): 2093-4718\n" +
		"0378-7788/$ – see front matter ISSN 03787788 e-ISSN: 1475-925X ISSN 1751-8645 ISSN 1751-8644"
	got := printedISSNs(text)
	want := []string{"17518644", "15982092", "20934718", "03787788", "1475925x"}
	if !slices.Equal(got, want) {
		t.Errorf("printedISSNs = %q, want %q (a wrong check digit is skipped, a repeat kept once)", got, want)
	}
	if got := bareISSNs("1198-743X/© 2019 European Society; pages 1751-8645, 20934718, 12-1751-8644"); !slices.Equal(got, []string{"1198743x"}) {
		t.Errorf("bareISSNs = %q: a hyphenated number with a valid check digit only", got)
	}
	if printedISSNs("Tel. 1751-8644, fax 0378-7788") != nil {
		t.Error("numbers without an ISSN label read as ISSNs")
	}
}

func TestJournalLexiconLookups(t *testing.T) {
	for in, want := range map[string]string{
		"Physiological Measurement":           "Physiological Measurement",
		"physiological  measurement.":         "Physiological Measurement",
		"Journal of Neuroscience":             "The Journal of Neuroscience",
		"The Journal of Neuroscience":         "The Journal of Neuroscience",
		"IET Control Theory and Applications": "IET Control Theory & Applications",
		"PNAS":                                "Proceedings of the National Academy of Sciences of the United States of America",
	} {
		if got := knownJournal(in); got != want {
			t.Errorf("knownJournal(%q) = %q, want %q", in, got, want)
		}
	}
	for _, in := range []string{"Deep Residual Learning for Image Recognition", "Department of Computer Science", "17518644", "the", ""} {
		if got := knownJournal(in); got != "" {
			t.Errorf("knownJournal(%q) = %q, want none", in, got)
		}
	}
	if got := journalByISSN("1751-8644"); got != "IET Control Theory & Applications" {
		t.Errorf("journalByISSN(1751-8644) = %q", got)
	}
	if got := journalByISSN("0020-0255"); got != "Information Sciences" {
		t.Errorf("journalByISSN(0020-0255) = %q", got)
	}
	if got := journalByISSN("1751-8645"); got != "" {
		t.Errorf("a wrong check digit named %q", got)
	}
	if JournalKey("The Thermal Journal") != "thermaljournal" || JournalKey("Thermal Science") != "thermalscience" {
		t.Error(`JournalKey drops the word "The" only, never the letters of "Thermal"`)
	}
}

func TestJournalLexiconIsSorted(t *testing.T) {
	journalLines := journals.all()
	if len(journalLines) < 20000 {
		t.Fatalf("journal lexicon has %d lines", len(journalLines))
	}
	for i := 1; i < len(journalLines); i++ {
		if lineKey(journalLines[i-1]) >= lineKey(journalLines[i]) { // the binary search needs it
			t.Fatalf("lines out of order: %q then %q", journalLines[i-1], journalLines[i])
		}
	}
}

func TestJournalsInHeadAndFootLines(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string // the titles journalLine accepts
	}{
		{"Physiological Measurement", []string{"Physiological Measurement"}},
		{"E600–E609 | PNAS | Published online January 9, 2017", []string{"Proceedings of the National Academy of Sciences of the United States of America"}},
		{"Information Sciences 456 (2018) 1–15", []string{"Information Sciences"}},
		{"Department of Computer Science, University of Oxford", nil},
		{"Journal of Machine Learning Research Workshop 3 (2003) 1–48", nil}, // "Machine Learning" is a journal, but only a piece here
		{"with tools from the Institution of Engineering and Technology", nil},
		{"www.sciencemag.org SCIENCE VOL 323 13 FEBRUARY 2009 893", []string{"Science"}}, // "VOL" goes on with numbers, not the name
		{"Thromb. Haemost. 2019; 119: 1–10", []string{"Thrombosis and Haemostasis"}},     // JabRef's ISO 4 abbreviation
		{"Dhaka Univ. J. Pharm. Sci. 7(2): 107-111, 2008 (December)", nil},               // "J. Pharm. Sci." only a piece
	} {
		var got []string
		for _, m := range journalsIn(tc.line) {
			if journalLine(tc.line, m) {
				got = append(got, m.title)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.line, got, tc.want)
		}
	}
}

func TestVenueCandidatesFromISSNAndHead(t *testing.T) {
	mk := func(y float64, text string) line {
		return line{page: 1, pw: 600, ph: 800, x0: 50, x1: 500, y0: y, y1: y + 10, size: 10, text: text}
	}
	p1 := []line{mk(20, "Physiological Measurement"), mk(120, "A pulse wave velocity technique"),
		mk(780, "ISSN 1751-8644 © The Institution of Engineering and Technology 2016")}
	h := &header{doc: &pdf.Doc{}, pages: [][]line{p1}, page1: p1, body: 10,
		texts: []string{"Physiological Measurement\nA pulse wave velocity technique\nISSN 1751-8644 © The Institution of Engineering and Technology 2016"}}
	h.page1Text = compact(h.texts[0])
	var issn, head bool
	for _, c := range h.venueCandidates(nil, "A pulse wave velocity technique") {
		issn = issn || c.Text == "IET Control Theory & Applications" && c.Features["issn"] == 1 && c.Features["journal_known"] == 1
		head = head || c.Text == "Physiological Measurement" && c.Features["journal_line"] == 1 && c.Features["journal_known"] == 1
	}
	if !issn || !head {
		t.Errorf("candidates: from the ISSN %v, from the head line %v", issn, head)
	}
}

func TestCleanVenue(t *testing.T) {
	for in, want := range map[string]string{
		"Proceedings of the 2019 Conference of the ACL, pages 1–10, Florence, Italy, July 28, 2019": "Proceedings of the 2019 Conference of the ACL",
		"31st Conference on Neural Information Processing Systems (NIPS 2017), Long Beach, CA, USA": "31st Conference on Neural Information Processing Systems (NIPS 2017)",
		"OSDI 2004": "OSDI 2004",
		"Drift Letters Vol 13(4), 1992, p518–523":            "Drift Letters",
		"Journal of Coastal Drift, Vol. 5, No. 2, pp. 1–10":  "Journal of Coastal Drift",
		"the 6th Symposium on Operating Systems Design 2004": "the 6th Symposium on Operating Systems Design",
		"Machine Learning, Optimization, and Big Data":       "Machine Learning, Optimization, and Big Data",
		"IEEE Conference on Systems, Man, and Cybernetics":   "IEEE Conference on Systems, Man, and Cybernetics",
	} {
		if got := cleanVenue(in); got != want {
			t.Errorf("cleanVenue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAbbrevJournal(t *testing.T) {
	for in, want := range map[string]string{
		"J Clin Microbiol":  "Journal of Clinical Microbiology",
		"Physiol. Meas.":    "Physiological Measurement",
		"Proc. R. Soc. A":   "Proceedings of the Royal Society A",
		"Sci Rep":           "Scientific Reports",
		"BioMed Eng OnLine": "BioMedical Engineering OnLine",
		"Can. J. For. Res.": "Canadian Journal of Forest Research",
	} {
		if got := abbrevJournal(in); got != want {
			t.Errorf("abbrevJournal(%q) = %q, want %q", in, got, want)
		}
	}
	// a title's acronym is not abbreviated: "R News" is not the lexicon's "RNAO News" (s15-s13open)
	for _, in := range []string{"Research Article", "Physiological Measurement", "Journal of Forest Research", "Original Paper", "J", "", "R News", "R-News"} {
		if got := abbrevJournal(in); got != "" {
			t.Errorf("abbrevJournal(%q) = %q, want none", in, got)
		}
	}
	if !abbreviates("natl", "national") || !abbreviates("microbiol", "microbiology") || abbreviates("nat", "international") || abbreviates("jour", "jo") {
		t.Error("abbreviates: the first letter, then the others in order")
	}
}
