package pdfmeta

import "testing"

// TestTitleBeforeEditors reads the book a chapter's note names before its editors, in the
// languages' own words, and refuses editors' names and copyright lines as a title.
func TestTitleBeforeEditors(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"() Graph Representation Learning and Applications, sous la direction de Mei Chen and Lucia", "Graph Representation Learning and Applications"},
		{"() Pattern Recognition (GCPR 2024), A. Okafor, S. Whitfield (eds.), Chapman & Hall/CRC", "Pattern Recognition"},
		{"Handbuch der Statistik, hrsg. von Karl Meier, Springer, 2010, S. 3–20", "Handbuch der Statistik"},
		{"Metodi di apprendimento, a cura di Lucia Ferrante, Il Mulino, 2015", "Metodi di apprendimento"},
		{"Aprendizaje automático, ed. por Rafael Ortega, 2018", "Aprendizaje automático"},
		{"Semi-Supervised Learning, edited by Jane Roe and Carl Mendes, MIT Press", "Semi-Supervised Learning"},
		{"Maschinelles Lernen, K. Meier, J. Roe (Hg.), Springer", "Maschinelles Lernen"},
		{"J. Roe, C. Mendes (eds.), Handbook of X, Springer", ""},
		{"In: J. Roe, C. Mendes (eds.) Handbook of X", ""},
		{"© Springer Nature Switzerland AG 2012 L. Ferrante, I. Halvorsen (eds.): ICANN 2012", ""},
		{"The kernel must be edited by many developers", ""},
	} {
		if got := titleBeforeEditors(c.line); got != c.want {
			t.Errorf("titleBeforeEditors(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// TestNamedBeforeEditors: a venue printed before its editors is typed as a book's title.
func TestNamedBeforeEditors(t *testing.T) {
	page := "Résumé. — …\n() Pattern Recognition (GCPR 2024), A. Okafor, S. Whitfield (eds.), Chapman & Hall/CRC\n"
	if !namedWithEditors("Pattern Recognition", page) {
		t.Error("a venue before its editors' (eds.) not read as a book's title")
	}
	if namedWithEditors("Pattern Recognition", "Pattern Recognition, Volume 12, Elsevier") {
		t.Error("a journal's citation read as a book's title")
	}
	if got := ruleType("Deep Learning for Biomedical Data Analysis", "", "() Deep Learning for Biomedical Data Analysis, sous la direction de Pieter de Groot, Springer, 2024"); got != "book_chapter" {
		t.Errorf("ruleType = %q, want book_chapter", got)
	}
}

// TestCleanVenueSubtitleList keeps a subtitle's comma list and still drops a meeting's place.
func TestCleanVenueSubtitleList(t *testing.T) {
	for in, want := range map[string]string{
		"Automated Machine Learning: Methods, Systems, Challenges":          "Automated Machine Learning: Methods, Systems, Challenges",
		"Proceedings of the Conference on Learning Theory, Florence, Italy": "Proceedings of the Conference on Learning Theory",
		"Machine Learning: ECML 2007, Warsaw, Poland":                       "Machine Learning: ECML",
	} {
		if got := cleanVenue(in); got != want {
			t.Errorf("cleanVenue(%q) = %q, want %q", in, got, want)
		}
	}
}
