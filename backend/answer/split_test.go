package answer

import (
	"fmt"
	"slices"
	"testing"
)

func spanTexts(text string, spans []Span) []string {
	var out []string
	for _, s := range spans {
		out = append(out, text[s.Start:s.End])
	}
	return out
}

func TestSplitSentences(t *testing.T) {
	cases := []struct {
		name string
		text string
		want []string
	}{
		{"et al and Fig", "As Smith et al. reported, the effect was large (Fig. 2). It held in mice.",
			[]string{"As Smith et al. reported, the effect was large (Fig. 2).", "It held in mice."}},
		{"e.g. and i.e.", "Some drugs, e.g. Aspirin, help. Others, i.e. Placebo, do not.",
			[]string{"Some drugs, e.g. Aspirin, help.", "Others, i.e. Placebo, do not."}},
		{"decimals and vs.", "The ratio was 0.45 vs. 1.2 in controls. Risk fell by 3.5%.",
			[]string{"The ratio was 0.45 vs. 1.2 in controls.", "Risk fell by 3.5%."}},
		{"initials", "The method of J. R. Tolkien was used. It worked.",
			[]string{"The method of J. R. Tolkien was used.", "It worked."}},
		{"question, exclamation and quotes", `Does it work? "Yes." It does!`,
			[]string{"Does it work?", `"Yes."`, "It does!"}},
		{"lower-case after period", "Doses were approx. five times higher. Done.",
			[]string{"Doses were approx. five times higher.", "Done."}},
		{"blank line without period", "Background\n\nMethods were standard.",
			[]string{"Background", "Methods were standard."}},
		{"CJK full stop", "阿司匹林降低风险。它很安全。", []string{"阿司匹林降低风险。", "它很安全。"}},
		{"whitespace trimmed", "  One sentence here.   Two sentences here.  ",
			[]string{"One sentence here.", "Two sentences here."}},
		{"unit that looks like a title", "It fell to 1.2 ms. Then it rose. Dr. Who agreed.",
			[]string{"It fell to 1.2 ms.", "Then it rose.", "Dr. Who agreed."}},
		{"capital unit after digits", "It binds E3-14.7K. Three forms exist.",
			[]string{"It binds E3-14.7K.", "Three forms exist."}},
		{"empty", "   ", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			spans := SplitSentences(c.text)
			got := spanTexts(c.text, spans)
			if !slices.Equal(got, c.want) {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
			for _, s := range spans {
				if !Verify(c.text[s.Start:s.End], c.text) {
					t.Errorf("span %v is not verifiable", s)
				}
			}
		})
	}
}

// TestSplitSentencesSciFact compares SplitSentences with the dataset's own sentence split.
func TestSplitSentencesSciFact(t *testing.T) {
	d := loadSciFact(t)
	same, gold, found, agree := 0, 0, 0, 0
	for _, id := range d.ids {
		want := spanTexts(d.text[id], d.spans[id])
		got := spanTexts(d.text[id], SplitSentences(d.text[id]))
		if slices.Equal(got, want) {
			same++
		}
		gold += len(want)
		found += len(got)
		for _, s := range got {
			if slices.Contains(want, s) {
				agree++
			}
		}
	}
	p, r := 100*float64(agree)/float64(found), 100*float64(agree)/float64(gold)
	fmt.Printf("SplitSentences vs SciFact: %.1f%% of %d abstracts split identically; sentence precision %.1f%%, recall %.1f%%\n",
		100*float64(same)/float64(len(d.ids)), len(d.ids), p, r)
	if p < 90 || r < 90 {
		t.Errorf("sentence precision %.1f%% / recall %.1f%% below 90%%", p, r)
	}
}
