package pdfmeta

import (
	"testing"

	"carrel/backend/domain"
)

func authorsOfFamilies(fs ...string) []domain.Author {
	var as []domain.Author
	for _, f := range fs {
		as = append(as, domain.Author{Given: "Anna", Family: f})
	}
	return as
}

// TestExtendsLayout: a candidate that holds the layout reader's list and a first name it
// missed (synthR41 s0327: "Liu Yi" beside the title's first line) is marked; one that only
// reorders, shortens or adds an institution ("FH Technikum", "ETH") is not.
func TestExtendsLayout(t *testing.T) {
	layout := Candidate{Authors: authorsOfFamilies("Liu", "Zhu", "Guo"), Features: map[string]float64{"layout": 1}}
	longer := Candidate{Authors: authorsOfFamilies("Liu", "Liu", "Zhu", "Guo"), Features: map[string]float64{}}
	between := Candidate{Authors: authorsOfFamilies("Liu", "Zhu", "Munetomo", "Guo"), Features: map[string]float64{}}
	reordered := Candidate{Authors: authorsOfFamilies("Zhu", "Liu", "Guo", "Mao"), Features: map[string]float64{}}
	shorter := Candidate{Authors: authorsOfFamilies("Zhu", "Guo"), Features: map[string]float64{}}
	junk := Candidate{Authors: append(authorsOfFamilies("Liu", "Zhu", "Guo"), domain.Author{Given: "Zürich", Family: "Eth"}), Features: map[string]float64{}}
	cands := []Candidate{layout, longer, between, reordered, shorter, junk}
	markExtendsLayout(cands)
	for i, want := range []bool{false, true, true, false, false, false} {
		if got := cands[i].Features["extends_layout"] == 1; got != want {
			t.Errorf("candidate %d %v: extends_layout %v, want %v", i, cands[i].Authors, got, want)
		}
	}
}
