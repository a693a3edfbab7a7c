package answer

import (
	"slices"
	"strings"
	"sync"
)

// SciFact's contradicted claims were mostly written by an annotator who took a finding and
// changed it: a pole swapped for its antonym ("impedes" for "promotes"), a direction reversed,
// a "not" added, a number altered. So the stance is mostly in how the claim differs from the
// sentence it paraphrases. stanceDiff aligns the claim's poles (words with an opposite) to the
// sentence's words and reads what is left on either side.

// stanceDiff is what is left of a claim after aligning it to a sentence.
type stanceDiff struct {
	// polarLost: a claim word that has an antonym (a pole: "trivial", "peripheral",
	// "impedes") which the sentence neither holds nor paraphrases by a WordNet synonym.
	polarLost bool
	// polarOpposed: such a word whose opposite pole the sentence holds.
	polarOpposed bool
	// negOnlyClaim, negOnlySent: a denial on one side only.
	negOnlyClaim, negOnlySent bool
}

// diffPoles are more opposite words that annotators swapped into a claim, read only in the
// claim's unaligned part (the antonym rule keeps to antonymPairs).
var diffPoles = []string{
	"impede impedes impeded hinder hinders hindered slow slows slowed delay delays delayed | facilitate facilitates facilitated accelerate accelerates accelerated enable enables enabled promote promotes promoted",
	"encourage encourages encouraged | discourage discourages discouraged prevent prevents prevented",
	"trivial minor negligible | major crucial essential important critical key",
	"peripheral | central",
	"capable able | incapable unable",
	"rare rarely uncommon infrequent | common commonly frequent frequently",
	"safe | unsafe toxic dangerous",
	"always all | never none",
	"correlated associated linked | uncorrelated unrelated unassociated independent",
	"sufficient | insufficient",
	"necessary | unnecessary",
	"efficient | inefficient",
	"increase increases increased rise rises | decline declines declined fall falls",
	"present | absent lack lacks lacking",
	"abundant plentiful | scarce scant sparse",
	"overestimate overestimates overestimated | underestimate underestimates underestimated",
	"exclusively solely | partly partially",
	"hospitable favorable favourable | hostile inhospitable unfavorable unfavourable",
}

// poleStems maps a stem that is one pole of an antonym pair (antonymPairs, diffPoles, and the
// up and down words against each other) to the stems of its opposite poles. WordNet's antonyms
// are left out: nearly every word has one there ("patient"/"impatient", "function"/
// "malfunction"), and with them the pole features fired on 76% of the train rationales and
// helped less. Built on first use.
var poleStems = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	add := func(a, b map[string]bool) {
		for x := range a {
			for y := range b {
				if x != y {
					out[x] = append(out[x], y)
				}
			}
		}
	}
	for _, p := range append(slices.Clone(antonymPairs), diffPoles...) {
		l, r, _ := strings.Cut(p, "|")
		a, b := stemsOf(l), stemsOf(r)
		add(a, b)
		add(b, a)
	}
	// A word good or bad in itself ("protects", "improves", "worsens") is no opposite of every
	// word of the other direction: "protects against anaemia" is no swap of "increased counts".
	// Its opposites are the antonym pairs'.
	ups, downs := map[string]bool{}, map[string]bool{}
	for w := range stanceUp {
		if !valenceVerbsGood[w] && !valenceVerbsBad[w] {
			ups[stem(w)] = true
		}
	}
	for w := range stanceDown {
		if !valenceVerbsGood[w] && !valenceVerbsBad[w] {
			downs[stem(w)] = true
		}
	}
	add(ups, downs)
	add(downs, ups)
	return out
})

// negPrefixes make a word's opposite ("dependent" / "independent", "stable" / "unstable").
var negPrefixes = []string{"un", "in", "im", "non", "ir", "il"}

// notNegated are words that begin with a negating prefix without being the opposite of the rest
// ("intake", "inside", "impact").
var notNegated = wordSet("intake inside income inform informed impact import imports imported increase increases " +
	"increased induce induces induced infect infected invasion involve involves involved index insight input indeed " +
	"inspect instead intend intended interest internal interval invert inverse impart impose imposed irradiated " +
	"illustrate illustrates illustrated intent intention")

// prefixOpposed reports whether a claim word w and one of the sentence's words (raw) are each
// other's opposite by a negating prefix: the sentence holds "independent" for the claim's
// "dependent", or "dependent" for its "independent".
func prefixOpposed(w string, raw map[string]bool) bool {
	if raw[w] || len(w) < 4 || notNegated[w] {
		return false
	}
	for _, p := range negPrefixes {
		if x := p + w; raw[x] && !notNegated[x] {
			return true
		}
		if rest, ok := strings.CutPrefix(w, p); ok && len(rest) >= 4 && raw[rest] {
			return true
		}
	}
	return false
}

// readDiff aligns claim to sentence and reads the claim's unaligned poles. Word vectors put
// antonyms side by side (increase/decrease 0.96), so a pole is held only by its own stem or a
// WordNet synonym.
func readDiff(claim, sent string) stanceDiff {
	var d stanceDiff
	have, raw := map[string]bool{}, map[string]bool{}
	for _, w := range words(sent) {
		have[stem(w)] = true
		raw[w] = true
	}
	poles := poleStems()
	for _, w := range words(claim) {
		if isStopword(w) && !stanceUp[w] && !stanceDown[w] {
			continue
		}
		k := stem(w)
		opp := poles[k]
		if opp == nil && !have[k] && prefixOpposed(w, raw) {
			d.polarLost, d.polarOpposed = true, true
			continue
		}
		if opp == nil || have[k] || synonymHeld(k, have) {
			continue
		}
		d.polarLost = true
		for _, o := range opp {
			if have[o] {
				d.polarOpposed = true
				break
			}
		}
	}
	cd, sd := denies(claim), denies(sent)
	d.negOnlyClaim, d.negOnlySent = cd && !sd, sd && !cd
	return d
}
