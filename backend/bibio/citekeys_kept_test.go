package bibio

import (
	"testing"

	"carrel/backend/domain"
)

func TestCitationKeysKeepValidSourceKeys(t *testing.T) {
	y := 2020
	papers := []domain.Paper{
		{Title: "Deep Trees", Authors: []domain.Author{{Family: "Smith"}}, Year: &y},
		{Title: "Kept", CitationKey: "smith2020deep"},          // kept: the generated one must not take it
		{Title: "Bad Key", CitationKey: "has space", Year: &y}, // not writable: generated instead
		{Title: "Dup", CitationKey: "smith2020deep"},           // second claim: generated instead
	}
	got := CitationKeys(papers)
	if got[1] != "smith2020deep" || got[0] == "smith2020deep" || got[2] == "has space" || got[3] == "smith2020deep" {
		t.Fatalf("keys %v", got)
	}
	seen := map[string]bool{}
	for _, k := range got {
		if seen[k] {
			t.Fatalf("duplicate key in %v", got)
		}
		seen[k] = true
	}
}
