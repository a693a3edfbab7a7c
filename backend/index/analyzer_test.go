package index

import (
	"fmt"
	"strings"
	"testing"
)

// TestAnalyze pins the analyzer's tokens and positions: changing them silently would make
// stored indexes disagree with the query side (bump Version instead).
func TestAnalyze(t *testing.T) {
	cases := []struct{ in, want string }{
		{"The cells were running", "cell@2 were@3 run@4"},
		{"Smith's model and the Smiths’ data", "smith@1 model@2 smith@5 data@6"},
		{"IL-6 and COVID-19/SARS", "il@1 6@2 covid@4 19@5 sar@6"},
		{"odds ratio 1.25, 3,5 and 10,000", "odd@1 ratio@2 1.25@3 3.5@4 10.000@6"},
		{"Naïve ÜBER-Modelle", "naïv@1 über@2 model@3"},
		{"in the of", ""},
		{"it's", ""}, // possessive trimmed, then a stop word
	}
	for _, c := range cases {
		var got []string
		for _, tok := range analyze(c.in) {
			got = append(got, fmt.Sprintf("%s@%d", tok.term, tok.pos))
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("analyze(%q) = %q, want %q", c.in, g, c.want)
		}
	}
}

// BenchmarkAnalyzeAbstract measures analysis of a typical abstract, the bulk of import time.
func BenchmarkAnalyzeAbstract(b *testing.B) {
	text := strings.Repeat("Randomized controlled trials of vitamin D supplementation reduced fractures in 1,234 older adults; IL-6 levels were lower. ", 8)
	b.ReportAllocs()
	for b.Loop() {
		analyze(text)
	}
}
