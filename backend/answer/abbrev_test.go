package answer

import (
	"slices"
	"testing"
)

func TestAbbreviations(t *testing.T) {
	cases := []struct {
		text  string
		short string
		long  string // "": no definition found
	}{
		{"Interleukin-18 (IL18) participates in atherogenesis.", "IL18", "Interleukin-18"},
		{"Patients with multiple myeloma (MM) were enrolled.", "MM", "multiple myeloma"},
		{"the mammalian target of rapamycin (mTOR) pathway", "mTOR", "mammalian target of rapamycin"},
		{"in infantile hypertrophic pyloric stenosis (IHPS) after macrolides", "IHPS", "infantile hypertrophic pyloric stenosis"},
		{"We measured blood pressure (n = 40).", "", ""},     // not a short form
		{"This was shown before (Smith).", "", ""},           // no capital past the first letter, letters not in order
		{"Results (P<0.05) held.", "", ""},                   // not one word
		{"the cohort (UK Biobank) was used", "", ""},         // not one word
		{"an effect (OR) on the outcome. Odds (HR)", "", ""}, // letters not found in the clause
	}
	for _, c := range cases {
		got := definedAbbrevs(c.text)
		if c.long == "" {
			if len(got) != 0 {
				t.Errorf("%q: want no definition, got %+v", c.text, got)
			}
			continue
		}
		var want []string
		for _, t := range tokenize(c.long) {
			want = append(want, t.stem)
		}
		if len(got) != 1 || got[0].short != tokenize(c.short)[0].stem || !slices.Equal(got[0].long, want) {
			t.Errorf("%q: got %+v, want %s = %v", c.text, got, c.short, c.long)
		}
	}
}

func TestAbbrevStemsBothWays(t *testing.T) {
	abbrs := definedAbbrevs("Interleukin-18 (IL18) participates in atherogenesis.")
	if got := abbrevStems(tokenize("Interruption of IL18 action reduces atherosclerosis."), abbrs); !slices.Equal(got, []string{"interleukin", "18"}) {
		t.Errorf("short form used: got %v", got)
	}
	if got := abbrevStems(tokenize("Interleukin-18 binds its receptor."), abbrs); !slices.Equal(got, []string{"il18"}) {
		t.Errorf("long form used: got %v", got)
	}
	if got := abbrevStems(tokenize("Macrophages bind the receptor."), abbrs); len(got) != 0 {
		t.Errorf("neither used: got %v", got)
	}
}
