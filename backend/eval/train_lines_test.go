package eval

import (
	"testing"

	"carrel/backend/pdfmeta"
)

// TestAutoLineLabel checks the labels train-lines fits on: a title's wrapped lines, a line
// of names with marks and "and", a venue line with its volume, and lines that only share a
// word with them.
func TestAutoLineLabel(t *testing.T) {
	venue := "Journal of Machine Learning Research"
	p := realPaper{Title: "Kronecker Graphs: An Approach to Modeling Networks",
		Authors: [][2]string{{"Jure", "Leskovec"}, {"Deepayan", "Chakrabarti"}, {"Jon", "Kleinberg"}}, Venue: &venue}
	cases := []struct {
		line string
		want int
	}{
		{"Kronecker Graphs:", pdfmeta.LineTitle},
		{"An Approach to Modeling Networks1", pdfmeta.LineTitle},
		{"Graphs", pdfmeta.LineOther}, // too short to tell from a word of the body
		{"Jure Leskovec1,2, Deepayan Chakrabarti∗ and Jon Kleinberg3", pdfmeta.LineAuthor},
		{"J. Leskovec · D. Chakrabarti", pdfmeta.LineAuthor},
		{"Leskovec et al. showed that networks densify over time", pdfmeta.LineOther},
		{"Journal of Machine Learning Research 11 (2010) 985-1042", pdfmeta.LineVenue},
		{"Machine learning for networks", pdfmeta.LineOther},
	}
	for _, c := range cases {
		if got := autoLineLabel(p, c.line); got != c.want {
			t.Errorf("autoLineLabel(%q) = %s, want %s", c.line, pdfmeta.LineClasses[got], pdfmeta.LineClasses[c.want])
		}
	}
}

// TestFitLineModel checks that the fit learns a rule the rows hold (large lines are titles,
// lines of names are authors) and writes weights pdfmeta reads back.
func TestFitLineModel(t *testing.T) {
	nf := len(pdfmeta.LineFeatureNames)
	row := func(size, names float64, label int) lineExample {
		x := make([]float64, nf)
		x[0], x[1], x[4] = 1, size, names // bias, size_rel, names
		return lineExample{x: x, label: label}
	}
	var rows []lineExample
	for i := range 60 {
		d := float64(i%5) / 20
		rows = append(rows, row(1+d, 0.1, pdfmeta.LineOther), row(2.2+d, 0, pdfmeta.LineTitle), row(1.1+d, 0.9, pdfmeta.LineAuthor))
	}
	m := fitLineModel(rows, 1e-3, 300, 0)
	for _, c := range []lineExample{row(2.3, 0, pdfmeta.LineTitle), row(1.05, 0.95, pdfmeta.LineAuthor), row(1.0, 0.05, pdfmeta.LineOther)} {
		if got := m.Label(c.x); got != c.label {
			t.Errorf("size %.2f names %.2f: labelled %s, want %s", c.x[1], c.x[4], pdfmeta.LineClasses[got], pdfmeta.LineClasses[c.label])
		}
	}
}
