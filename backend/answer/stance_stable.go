package answer

import "strings"

// A finding that reports no change ("incidence did not change over time", "neither X nor Y
// changed significantly", "Z remained stable") says the opposite of a claim that something
// rose or fell, and the same as a claim that it stayed as it was. The direction words alone
// cannot read it: "change" goes neither way, and "neither … nor … changed" puts its negator
// far from its verb.

// stablePhrases say that a quantity stayed as it was.
var stablePhrases = []string{"did not change", "does not change", "do not change", "has not changed", "have not changed",
	"not changed", "unchanged", "remained stable", "remain stable", "remains stable", "was stable", "were stable",
	"remained constant", "remained unchanged", "no significant change", "no change", "no significant changes",
	"stayed the same", "remained the same", "not significantly change", "not change significantly"}

// statesNoChange reports whether a text says a quantity stayed as it was: a phrase of
// stablePhrases, or "neither … nor …" with a verb of change after it ("neither the incidence
// nor the mortality changed significantly").
func statesNoChange(text string) bool {
	ws := words(text)
	low := " " + strings.Join(ws, " ") + " "
	for _, p := range stablePhrases {
		if strings.Contains(low, " "+p+" ") {
			return true
		}
	}
	neither := false
	for _, w := range ws {
		switch {
		case w == "neither":
			neither = true
		case neither && (w == "changed" || w == "change" || w == "changes" || w == "altered" || w == "varied"):
			return true
		}
	}
	return false
}

// noChangeOpposes reports whether a finding reports no change where a claim with a direction
// (dir, +1 or -1) says something rose or fell, and reports no change of its own in any
// direction that is not negated ("did not lower"): "sepsis incidence did not change over time"
// for "Sepsis incidence has risen". A claim that itself says nothing changed never gets here:
// StanceRuleBranch reads it with the denials first.
func noChangeOpposes(dir int, quote string) bool {
	if dir == 0 || !statesNoChange(quote) {
		return false
	}
	c := textCues(quote)
	nu, nd := negatedDirection(quote)
	return (!c.up || nu) && (!c.down || nd)
}
