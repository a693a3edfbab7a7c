package pdfmeta

import (
	"math/rand"
	"strings"
	"testing"
)

// TestAffiliationWordsMatchTheRegexp: the word lookup answers as affiliationRe on lines that
// hold its words whole, run on, glued to digits, in other cases, beside accents and
// hyphens, and on random mixes of them.
func TestAffiliationWordsMatchTheRegexp(t *testing.T) {
	lines := []string{
		"Department of Geography, University of Leeds", "Universität zu Köln", "Universidad de Chile",
		"Institute for Physics", "Institutional repository", "LABORATORY of X", "Lab1", "labs", "Labrador",
		"Center", "centre", "centered", "Programme", "programmer", "E-mail: a@b.c", "e-mails", "Ee-mail", "email",
		"Anna Smith", "Wei Zhang and Carl Jones", "Received 3 May 2021", "univ.", "Univ", "Universe",
		"Sc_hool", "School_", "_school", "school-based", "Box 12", "Boxer", "New York", "Yorkshire", "Google Brain",
		"Kelvin K", "naïve universitÄt", "ÉCOLE", "e-mail", "e–mail", "Tencent", "TENCENT AI", "inc.", "Inc", "Incheon",
	}
	words := strings.Fields("University of Leeds Universität Institut e -mail e-mail Lab labs Center centre program programme School Anna Smith Wei 12 _ Box Road road- Über Zürich Brain MIT Inc Ltd.")
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for n := r.Intn(6); n >= 0; n-- {
			w := words[r.Intn(len(words))]
			if r.Intn(3) == 0 {
				w = strings.ToUpper(w)
			}
			b.WriteString(w)
			b.WriteString([]string{" ", "", ",", "-", "1", "é"}[r.Intn(6)])
		}
		lines = append(lines, b.String())
	}
	for _, l := range lines {
		if got, want := affiliationMatch(l), affiliationRe.MatchString(l); got != want {
			t.Errorf("%q: lookup %v, regexp %v", l, got, want)
		}
	}
}
