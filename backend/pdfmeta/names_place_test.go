package pdfmeta

import "testing"

// TestPlaceWithAccents: a city that placeWords spells without accents is a place when the page
// prints its accents, so "ETH Zürich" under a byline is not read as a person "Zürich Eth"
// (synthR41 s0235, s0335), while a name with accents stays a person.
func TestPlaceWithAccents(t *testing.T) {
	for s, want := range map[string]bool{
		"ETH Zürich":       true,
		"ETH Zurich":       true,
		"Montréal, Canada": true,
		"Québec":           true,
		"J Köhler":         false,
		"Grégoire Mialon":  false,
		"Frank Allgöwer":   false,
		"Pérez Cáceres":    false,
	} {
		if got := isPlace(s); got != want {
			t.Errorf("isPlace(%q) = %v, want %v", s, got, want)
		}
		if got := notPerson(s); got != want {
			t.Errorf("notPerson(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestGermanInstitutionNotPerson: a German-language affiliation ("FH Technikum Wien", a
// Fachhochschule in Vienna, dev s13 e1071) is not a person's name.
func TestGermanInstitutionNotPerson(t *testing.T) {
	for _, s := range []string{"FH Technikum Wien", "Fachhochschule Köln", "TU München"} {
		if !notPerson(s) {
			t.Errorf("notPerson(%q) = false, want true", s)
		}
	}
	if notPerson("David Meyer") {
		t.Error(`notPerson("David Meyer") = true`)
	}
}
