package answer

import "testing"

// TestStudyOfOwnStatements: design and size are read only where the abstract states them of the
// study itself; a review citing "a meta-analysis published in 2007" and "an estimated 1 billion
// people" gets neither (it was shown as "meta-analysis · n = 1").
func TestStudyOfOwnStatements(t *testing.T) {
	for _, c := range []struct {
		title, text, design string
		n                   int
	}{
		{"Vitamin D: the sunshine vitamin", "An estimated 1 billion people worldwide have a vitamin D deficiency. " +
			"A meta-analysis published in 2007 showed that vitamin D supplementation was associated with reduced mortality. " +
			"In this review, we will summarize the mechanisms.", "", 0},
		{"Aerobic exercise and blood pressure", "Hypertension affects one in three adults. In this randomized controlled trial, " +
			"412 adults with stage 1 hypertension were assigned to 12 weeks of aerobic exercise or usual care.", "randomized controlled trial", 412},
		{"Walking and blood pressure: a cohort study", "We followed 2,310 middle-aged adults for five years.", "cohort study", 2310},
		{"Statins and stroke: a meta-analysis", "We pooled 27 trials (n = 174,149 participants).", "systematic review / meta-analysis", 174149},
	} {
		got := StudyOf(c.title, c.text)
		if got.Design != c.design || got.SampleSize != c.n {
			t.Errorf("%q: got %q n %d, want %q n %d", c.title, got.Design, got.SampleSize, c.design, c.n)
		}
	}
}
