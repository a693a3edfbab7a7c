package answer

import "carrel/backend/domain"

// negScope is how many words after a negator a direction word is still negated by it
// ("did not significantly lower", "no significant reduction in").
const negScope = 4

// scopeNegators open a negation scope; "no"/"not" also cover "no significant", "did not".
var scopeNegators = wordSet("not no neither nor never without fail fails failed failing cannot")

// negatedDirection reports whether the text negates an upward or a downward predicate
// ("did not lower", "failed to increase", "no reduction"): the direction word lies within
// negScope words after a negator.
func negatedDirection(text string) (up, down bool) {
	ws := words(text)
	for i, w := range ws {
		if !scopeNegators[w] {
			continue
		}
		for _, x := range ws[i+1 : min(len(ws), i+1+negScope)] {
			up = up || upWords[x]
			down = down || downWords[x]
		}
	}
	return up, down
}

// nonResultCues mark a sentence that states an aim or a method rather than a result.
var nonResultCues = wordSet("aim aimed aims objective objectives purpose investigate investigated investigates " +
	"examine examined examines determine hypothesized hypothesize hypothesis sought designed enrolled recruited " +
	"randomized randomised randomly assigned allocated")

// resultCues mark a sentence that reports a result.
var resultCues = wordSet("found finds showed shows demonstrated revealed reveals resulted associated " +
	"significantly significant correlated conclusion conclusions conclude concluded suggest suggests indicate indicates")

// nonResult reports whether a sentence states an aim or a method and no result: no result
// word, no number.
func nonResult(text string) bool {
	ws := words(text)
	aim := false
	for _, w := range ws {
		if resultCues[w] || (w != "" && w[0] >= '0' && w[0] <= '9') {
			return false
		}
		aim = aim || nonResultCues[w]
	}
	return aim
}

// stanceOf is the finding's stance toward the claim. A sentence that only states an aim or
// a method is neutral; a negated predicate in the claim's direction ("did not lower" for
// "Does X lower Y?") contradicts an affirmative claim and supports a negated one; otherwise
// the stance model decides.
func stanceOf(m *Model, claim cueCounts, claimText string, s *sentence) string {
	if nonResult(s.quote) {
		return domain.StanceNeutral
	}
	if dir := claimDirection(claimText); dir != 0 {
		nu, nd := negatedDirection(s.quote)
		if (dir > 0 && nu && !nd) || (dir < 0 && nd && !nu) {
			if claimNegated(claimText) {
				return domain.StanceSupports
			}
			return domain.StanceContradicts
		}
	}
	if m.Stance.Prob(stanceFeatures(claim, s)) >= 0.5 {
		return domain.StanceContradicts
	}
	return domain.StanceSupports
}

// directionNouns are direction words that name a quantity ("risk", "loss") rather than
// say which way the claim goes.
var directionNouns = wordSet("risk loss gain positive negative reduction")

// claimDirection is +1 when the claim's first direction word goes up ("increase", "raise"),
// -1 when it goes down ("lower", "reduce"), 0 when it has none.
func claimDirection(text string) int {
	for _, w := range words(text) {
		switch {
		case directionNouns[w]:
		case upWords[w]:
			return 1
		case downWords[w]:
			return -1
		}
	}
	return 0
}

// claimNegated reports whether the claim itself is negated ("X does not reduce Y").
func claimNegated(text string) bool {
	for _, w := range words(text) {
		if scopeNegators[w] {
			return true
		}
	}
	return false
}
