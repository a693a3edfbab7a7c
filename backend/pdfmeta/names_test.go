package pdfmeta

import (
	"testing"

	"carrel/backend/domain"
)

func TestNameLexiconTellsNamesFromTitleWords(t *testing.T) {
	for _, w := range []string{"Smith", "Wang", "Müller", "Maria"} {
		if s := nameScore(w); s <= 1 {
			t.Errorf("nameScore(%q) = %.1f, want a name (> 1)", w, s)
		}
	}
	for _, w := range []string{"Learning", "Network", "University", "Analysis"} {
		if s := nameScore(w); s >= -1 {
			t.Errorf("nameScore(%q) = %.1f, want a title word (< -1)", w, s)
		}
	}
	if nameScore("Qxzqv") != 0 {
		t.Error("an unknown word must score 0")
	}
	if !textWords([]string{"Deep", "Learning"}) || textWords([]string{"Anna", "Learning"}) || textWords([]string{"J.", "Qxzqv"}) {
		t.Error("textWords: only names made of title words alone are refused")
	}
	f := map[string]float64{}
	nameLexFeatures(f, []domain.Author{{Given: "Anna", Family: "Smith"}, {Given: "Deep", Family: "Learning"}})
	g := map[string]float64{}
	nameLexFeatures(g, []domain.Author{{Given: "Anna", Family: "Smith"}, {Given: "Wei", Family: "Wang"}})
	if f["name_text"] != 0.5 || g["name_text"] != 0 || g["name_lex"] != 0 || !(f["name_lex"] < 0) {
		t.Errorf("features %v for a list with a title word, %v for names alone", f, g)
	}
}

func TestNameLexiconIsSorted(t *testing.T) {
	nameLines := names.all()
	if len(nameLines) < 10000 {
		t.Fatalf("lexicon has %d lines", len(nameLines))
	}
	for i := 1; i < len(nameLines); i++ {
		if lineKey(nameLines[i-1]) >= lineKey(nameLines[i]) { // the binary search needs it
			t.Fatalf("lines out of order: %q then %q", nameLines[i-1], nameLines[i])
		}
	}
}

func TestSplitNamesDropsEmailsAndORCIDs(t *testing.T) {
	for _, s := range []string{
		"John Smith (john.smith@uni.edu), Mary Jones (mary@x.org)",
		"John Smith 0000-0002-1825-0097, Mary Jones https://orcid.org/0000-0001-5109-3700",
		"John Smith iD , Mary Jones iD",
		"John Smith john.smith@uni.edu and Mary Jones",
	} {
		names, ok := splitNames(s)
		if !ok || len(names) != 2 || names[0][1] != "Smith" || names[1][1] != "Jones" {
			t.Errorf("%q: %q, %v", s, names, ok)
		}
	}
	if _, ok := splitNames("{john, mary}@uni.edu"); ok {
		t.Error("an e-mail line read as names")
	}
}

func TestTitleColumnDropsTheSidebar(t *testing.T) {
	mk := func(x0, x1, y float64, text string) line {
		return line{page: 1, pw: 600, ph: 800, x0: x0, x1: x1, y0: y, y1: y + 10, size: 10, text: text}
	}
	title := []line{mk(330, 560, 60, "Data-driven forecasting of chaotic systems")}
	ls := []line{title[0], mk(330, 560, 100, "Pantelis R. Vlachas, Wonmin Byeon"), mk(60, 300, 100, "Cite this article: Vlachas PR, Byeon W,"),
		mk(60, 300, 112, "Wan ZY, Sapsis TP, Koumoutsakos P. 2018")}
	if got := titleColumn(ls, title); len(got) != 2 || got[1].text != "Pantelis R. Vlachas, Wonmin Byeon" {
		t.Errorf("right-column title: kept %d lines", len(got))
	}
	centred := []line{mk(250, 350, 60, "A ConvNet")}
	if got := titleColumn(ls, centred); len(got) != len(ls) {
		t.Errorf("a centred title must keep every line, kept %d", len(got))
	}
}

func TestUnknownNames(t *testing.T) {
	if !unknownNames([][]string{{"Øyvind", "Eide"}}) {
		t.Error("a name the lexicon does not know must pass")
	}
	if unknownNames([][]string{{"Deep", "Learning"}}) || unknownNames([][]string{{"Anna", "Smith"}, {"Computer", "Science"}}) {
		t.Error("title words must not pass as unknown names")
	}
}

func TestNamesBeforeTitle(t *testing.T) {
	page := "The editors wish to make the following acknowledgement: Chapter 3. Anna Smith, Maria Garcia & John Miller, A multidimensional typology of games. Printed by permission."
	h := &header{texts: []string{page}}
	got := h.namesBeforeTitle("A multidimensional typology of games")
	if len(got) != 3 || got[0].Family != "Smith" || got[2].Family != "Miller" {
		t.Errorf("got %+v", got)
	}
	cite := "Cite this article: Vlachas PR, Byeon W. 2018 A multidimensional typology of games. Proc. R. Soc. A"
	if got := (&header{texts: []string{cite}}).namesBeforeTitle("A multidimensional typology of games"); got != nil {
		t.Errorf("a family-first list read given name first: %+v", got)
	}
}
