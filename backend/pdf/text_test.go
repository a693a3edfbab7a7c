package pdf

import (
	"strings"
	"testing"
)

func TestNormalizeText(t *testing.T) {
	cases := map[string]string{
		"\ufb01nd":         "find",   // ligature fi
		"e\ufb00ect":       "effect", // ligature ff
		"\u00b4ecole":      "école",  // spacing acute before its letter
		"Schu\u0308tz":     "Schütz", // combining mark composes
		"na\u00efve":       "naïve",
		"Mo\u0131\u0308se": "Moïse", // OT1: a dotless i under a diaeresis
		"\u0131\u00a8":     "ï",
		"\u0131n":          "ın",           // a Turkish dotless i stays
		"a\x02b":           "ab",           // control characters dropped
		"A\x1eliations":    "Affiliations", // T1's ffi slot from a font without a Unicode map
		"Je\x0brey":        "Jeffrey",      // OT1's ff slot
		"Gri\x1eths":       "Griffiths",
		"\x0cnal":          "final",
		"\x0c":             "", // a slot beside no letter is a control character
	}
	for in, want := range cases {
		if got := normalizeText(in); got != want {
			t.Errorf("normalizeText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestJoinHyphens(t *testing.T) {
	ws := []Word{
		{Text: "the", Line: 0}, {Text: "dehypen-", Line: 0, X0: 10},
		{Text: "isation", Line: 1, X0: 0}, {Text: "works", Line: 1},
		{Text: "Smith-", Line: 1}, {Text: "Jones", Line: 2}, // capital: a real compound, kept
	}
	got := joinHyphens(ws, map[string]bool{})
	var texts []string
	for _, w := range got {
		texts = append(texts, w.Text)
	}
	if strings.Join(texts, " ") != "the dehypenisation works Smith- Jones" {
		t.Fatalf("joined: %q", texts)
	}
	j := got[1]
	if !j.Hyphenated || len(j.Parts) != 2 || j.Parts[0].Text != "dehypen-" || j.Parts[1].Text != "isation" || j.X0 != 10 {
		t.Fatalf("joined word = %+v", j)
	}
}

func TestJoinHyphensVocabulary(t *testing.T) {
	ws := []Word{
		{Text: "hand-", Line: 0}, {Text: "tagged", Line: 1},
		{Text: "HMM-", Line: 1}, {Text: "based", Line: 2},
		{Text: "co-", Line: 2}, {Text: "operation", Line: 3},
	}
	vocab := map[string]bool{"hand-tagged": true}
	var got []string
	for _, w := range joinHyphens(ws, vocab) {
		got = append(got, w.Text)
	}
	if strings.Join(got, " ") != "hand-tagged HMM-based cooperation" {
		t.Fatalf("joined %q", got)
	}
	vocab["hmmbased"] = true // the document itself spells it without the hyphen
	if w := joinHyphens(ws, vocab)[1]; w.Text != "HMMbased" {
		t.Fatalf("got %q", w.Text)
	}
}

func TestSentences(t *testing.T) {
	text := "As Smith et al. showed in Fig. 2, the value is 3.5 percent. E.g. this holds. " +
		"See J. Doe for more! Is it true? Yes. • A listed point. – Another one. -3 degrees."
	words := strings.Fields(text)
	ws := make([]Word, len(words))
	starts := make([]int, len(words))
	off := 0
	for i, w := range words {
		ws[i] = Word{Text: w}
		starts[i] = off
		off += len(w) + 1
	}
	joined := strings.Join(words, " ")
	var got []string
	for _, s := range sentences(ws, starts) {
		got = append(got, joined[s.Start:s.End])
	}
	want := []string{
		"As Smith et al. showed in Fig. 2, the value is 3.5 percent.",
		"E.g. this holds.",
		"See J. Doe for more!",
		"Is it true?",
		"Yes.",
		"A listed point.",
		"Another one.",
		"-3 degrees.",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("sentences:\n got %q\nwant %q", got, want)
	}
}

func TestSentenceBlockBreaks(t *testing.T) {
	ws := []Word{
		{Text: "A", FontSize: 17, Line: 0, Y0: 10, Y1: 30}, {Text: "Title", FontSize: 17, Line: 0, Y0: 10, Y1: 30},
		{Text: "Jane", FontSize: 11, Line: 1, Y0: 40, Y1: 52}, {Text: "Doe", FontSize: 11, Line: 1, Y0: 40, Y1: 52},
		{Text: "Abstract", FontSize: 11, Line: 2, Y0: 80, Y1: 92}, // after a gap of more than a line
		{Text: "We", FontSize: 11, Line: 3, Y0: 94, Y1: 106}, {Text: "show", FontSize: 11, Line: 3, Y0: 94, Y1: 106},
		{Text: "things", FontSize: 11, Line: 4, Y0: 108, Y1: 120},
	}
	starts := make([]int, len(ws))
	var got [][2]int
	for _, s := range sentences(ws, starts) {
		got = append(got, [2]int{s.FirstWord, s.LastWord})
	}
	want := [][2]int{{0, 1}, {2, 3}, {4, 7}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("sentences %v, want %v", got, want)
	}
}

// TestIsSpacingAccent: the range test in front of the map agrees with the map for every rune
// up to U+FFFF, so no accent key falls outside it.
func TestIsSpacingAccent(t *testing.T) {
	for r := rune(0); r <= 0xFFFF; r++ {
		_, want := combining[r]
		if got := isSpacingAccent(r); got != want {
			t.Fatalf("isSpacingAccent(%U) = %v, the map says %v", r, got, want)
		}
	}
}
