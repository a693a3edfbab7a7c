package pdfmeta

import (
	"slices"
	"testing"
)

// Names printed family name first with initials after it ("TRIVEDI R." in a Springer-style
// byline, "Patel A, Li B" in Vancouver style) keep the word before the initials as the
// family name; names whose last word only looks short keep their reading.
func TestInitialsAfterTheFamilyName(t *testing.T) {
	for _, c := range []struct {
		in           string
		given, famly string
	}{
		{"TRIVEDI R.", "R.", "Trivedi"},
		{"Zhou J. T.", "J. T.", "Zhou"},
		{"Ip H.H.S.", "H.H.S.", "Ip"},
		{"Nguyen T.-P.", "T.-P.", "Nguyen"},
		{"Patel A", "A", "Patel"},
		{"Rasooli MS", "MS", "Rasooli"},
		{"Van Gool L.", "L.", "Van Gool"},
		{"R. Trivedi", "R.", "Trivedi"},
		{"Bo LI", "Bo", "Li"},         // a family name in capitals, not initials
		{"Andrew NG", "Andrew", "Ng"}, // the lexicon knows "NG" as a name
		{"YAMADA Taro", "Taro", "Yamada"},
		{"Jane Q. Public", "Jane Q.", "Public"},
	} {
		toks, ok := splitNames(c.in)
		if !ok || len(toks) != 1 {
			t.Fatalf("%q: split %v %v", c.in, toks, ok)
		}
		if a := toAuthor(toks[0]); a.Given != c.given || a.Family != c.famly {
			t.Errorf("%q: got %q / %q, want %q / %q", c.in, a.Given, a.Family, c.given, c.famly)
		}
	}
	names, _ := splitNames("Patel A, Li B, Rasooli MS")
	var got []string
	for _, n := range names {
		got = append(got, toAuthor(n).Family)
	}
	if want := []string{"Patel", "Li", "Rasooli"}; !slices.Equal(got, want) {
		t.Errorf("Vancouver list: %v, want %v", got, want)
	}
}
