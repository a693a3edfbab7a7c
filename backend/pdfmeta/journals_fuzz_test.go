package pdfmeta

import "testing"

// FuzzJournalReaders: page text is the PDF's bytes; the journal lexicon's readers and the
// conference-year reader never panic, and what they return is what they promise: ISSNs with a
// holding check digit, years in the window asked for.
func FuzzJournalReaders(f *testing.F) {
	for _, s := range []string{"ISSN 1751-8644", "1198-743X/© 2019", "Can. J. For. Res.", "SIGMOD '04 IJCAI-07 ACL 2007",
		"E600–E609 | PNAS | Published online", "", "ISSN ", "J", "'0", "\u00a0ISSN\u00a00000-000X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, k := range append(printedISSNs(s), bareISSNs(s)...) {
			if ISSNKey(k) != k {
				t.Fatalf("%q gave ISSN %q, which does not check", s, k)
			}
			journalByISSN(k)
		}
		for _, m := range journalsIn(s) {
			journalLine(s, m)
		}
		knownJournal(s)
		abbrevJournal(s)
		JournalInitials(s)
		for _, y := range confYearsIn(s, true, 1990, 2030) {
			if y < 1990 || y > 2030 {
				t.Fatalf("%q gave year %d outside 1990-2030", s, y)
			}
		}
	})
}
