package answer

import (
	"strings"

	"carrel/backend/domain"
)

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
			up = up || stanceUp[x]
			down = down || stanceDown[x]
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

// StanceCut is the stance model's probability from which a finding contradicts the claim.
var StanceCut = 0.5

// stanceOf is the finding's stance toward the claim: the rules' when they decide, else the
// stance model's.
func stanceOf(m *Model, claim cueCounts, claimText string, s *sentence) string {
	st, _, _ := stanceRead(m, claim, claimText, s)
	return st
}

// stanceRead is stanceOf with the stance model's probability that the finding contradicts the
// claim and whether a rule decided it, which the verdict's decision reads (Settle).
func stanceRead(m *Model, claim cueCounts, claimText string, s *sentence) (stance string, contra float64, rule bool) {
	contra = m.Stance.Prob(stanceFeatures(claimText, claim, s))
	if st := StanceRule(claimText, s.quote); st != "" {
		return st, contra, true
	}
	if contra >= StanceCut {
		return domain.StanceContradicts, contra, false
	}
	return domain.StanceSupports, contra, false
}

// StanceRule is the stance the precise rules give a sentence toward a claim, "" when they
// leave it to the model. Exported so that training and tuning score the pipeline the answer
// runs. In order:
//   - a sentence that only states an aim or a method is neutral;
//   - a negated predicate in the claim's direction ("did not lower" for "Does X lower Y?")
//     contradicts an affirmative claim and supports a negated one;
//   - a claim that denies ("X does not affect Y", "X is ineffective") is contradicted by a
//     sentence that denies nothing, and supported by one that also denies or finds no
//     difference ("risks … were similar"): on topic, a plain finding is the thing the claim
//     said does not happen;
//   - an affirmative claim that says one pole of an antonym pair where the sentence says only
//     the other ("reduces" / "increased", "promotes" / "inhibits") is contradicted, unless the
//     sentence moves a term the claim's predicate moves the claim's way (readAnchored: "decreased
//     blood pressure in patients with greater baseline values" for "reduces blood pressure"; the
//     swapped pole moves something else), and so is one whose hyphenated compound the sentence
//     holds with the opposite half ("UCP1-independent" for "UCP1-dependent", compoundOpposed).
//     Ratio effect sizes are the stance model's inputs, not a rule: which way a ratio goes says
//     nothing until one knows what it is the ratio of ("more likely to reduce … RR 1.41");
//   - an affirmative claim and a sentence whose outcomes read opposite valences ("increases
//     mortality" / "an increase in life expectancy", readValence) contradict, and so do a
//     comparison claim and a sentence that orders its two sides the other way (readCompare);
//   - an affirmative claim that names what comes first of a kind is contradicted by a sentence
//     that names another ("gastrointestinal events were most common" for "the most prevalent
//     adverse events are cardiovascular", slotDiffers);
//   - an affirmative claim is contradicted by a sentence that states another number of the
//     kind the claim quantifies ("one in five" for "one in two", numbersDiffer), and a claim
//     that something rose or fell by a finding of no change (noChangeOpposes);
//   - a sentence that moves the terms the claim's predicate moves the other way contradicts
//     (readAnchored: "caused reduced expression of IME1" for "raise levels of IME1");
//   - an affirmative claim with a direction is supported by a sentence that goes only that
//     way and denies nothing, and then by one that moves the claim's terms its way. The stance
//     model alone learns from SciFact that claims with a down word are mostly contradicted
//     (annotators wrote them by flipping "increases"), and would contradict "X lowered Y" for
//     "Does X lower Y?".
//
// On SciFact train rationales the denial rules hold for 90% (contradicts) and 65% (supports)
// of the pairs they decide, the antonym rule for 80%, the numbers, no-change and anchored
// contradicts rules for all of their 18 and the anchored supports rule for 16 of 20. Each
// rule's worth on the two train folds held out, measured by switching it off (RulesOff), is in
// docs/answers.md (recipe 27).
func StanceRule(claimText, quote string) string {
	st, _ := StanceRuleBranch(claimText, quote)
	return st
}

// StanceRuleBranch is StanceRule with the name of the rule that decided ("" when none did), for
// tuning: carrel-eval's stance check tallies each rule against the gold.
func StanceRuleBranch(claimText, quote string) (stance, rule string) {
	on := func(name string) bool { return !RulesOff[name] }
	if on("aim") && nonResult(quote) {
		return domain.StanceNeutral, "aim"
	}
	dir, negated, quoteDenies := claimDirection(claimText), claimNegated(claimText), denies(quote)
	if dir != 0 && on("negated-scope") {
		nu, nd := negatedDirection(quote)
		if (dir > 0 && nu && !nd) || (dir < 0 && nd && !nu) {
			if negated {
				return domain.StanceSupports, "negated-scope"
			}
			return domain.StanceContradicts, "negated-scope"
		}
	}
	if on("claim-denies") && denies(claimText) {
		if quoteDenies || statesNoDifference(quote) {
			return domain.StanceSupports, "claim-denies"
		}
		return domain.StanceContradicts, "claim-denies"
	}
	an := readAnchored(claimText, quote)
	if on("antonym") && !negated && an.agree == 0 && antonymSwap(claimText, quote) {
		return domain.StanceContradicts, "antonym"
	}
	if on("compound") && !negated && compoundOpposed(claimText, quote) {
		return domain.StanceContradicts, "compound"
	}
	if on("valence") && !negated && valenceOpposes(claimText, quote) {
		return domain.StanceContradicts, "valence"
	}
	if c := readCompare(claimText, quote); on("compare") && !negated && c.read && c.opposite {
		return domain.StanceContradicts, "compare"
	}
	if on("slot") && !negated && slotDiffers(claimText, quote) {
		return domain.StanceContradicts, "slot"
	}
	if differ, _ := numbersDiffer(claimText, quote); on("numbers") && !negated && differ {
		return domain.StanceContradicts, "numbers"
	}
	if on("no-change") && !negated && noChangeOpposes(dir, quote) {
		return domain.StanceContradicts, "no-change"
	}
	if on("anchored") && an.oppose > an.agree {
		return domain.StanceContradicts, "anchored"
	}
	if on("direction") && dir != 0 && !negated && !quoteDenies && !subjectLoss(claimText) {
		if c := textCues(quote); dir > 0 && c.up && !c.down || dir < 0 && c.down && !c.up {
			return domain.StanceSupports, "direction"
		}
	}
	if on("anchored-supports") && an.agree > an.oppose {
		return domain.StanceSupports, "anchored"
	}
	return "", ""
}

// RulesOff names stance rules switched off (by StanceRuleBranch's names; "anchored-supports"
// for the anchored reading's supports): set only by the tuning replay, for ablation
// (docs/answers.md, recipe 27); empty in the product.
var RulesOff = map[string]bool{}

// directionNouns are direction words that name a quantity ("loss", "gain") rather than
// say which way the claim goes.
var directionNouns = wordSet("loss gain positive negative reduction")

// claimDirection is +1 when the claim's first direction word goes up ("increase", "raise"),
// -1 when it goes down ("lower", "reduce"), 0 when it has none.
func claimDirection(text string) int {
	for _, w := range words(text) {
		switch {
		case directionNouns[w]:
		case stanceUp[w]:
			return 1
		case stanceDown[w]:
			return -1
		}
	}
	return 0
}

// claimNegated reports whether the claim itself is negated ("X does not reduce Y").
func claimNegated(text string) bool { return hasWord(text, scopeNegators) }

// hasWord reports whether one of text's words is in set.
func hasWord(text string, set map[string]bool) bool {
	for _, w := range words(text) {
		if set[w] {
			return true
		}
	}
	return false
}

// denials say a text's predicate does not hold ("does not", "no", "ineffective"). Unlike
// negationWords they leave out a subject's missing part ("mice lacking X", "without X"),
// which SciFact's supported claims use as often as its contradicted ones.
var denials = wordSet("not no never neither nor none cannot unable incapable fail fails failed ineffective unchanged nonsignificant")

// denialPhrases deny in more than one word: "had little effect", "evidence … was lacking".
var denialPhrases = []string{"little effect", "little or no", "little benefit", "little impact", "little evidence",
	"was lacking", "were lacking", "is lacking", "are lacking"}

// denies reports whether text holds a denial; a quantity that stayed as it was ("remained
// stable") is one.
func denies(text string) bool {
	if hasWord(text, denials) || statesNoChange(text) {
		return true
	}
	low := " " + strings.Join(words(text), " ") + " "
	for _, p := range denialPhrases {
		if strings.Contains(low, " "+p+" ") {
			return true
		}
	}
	return false
}

// noDifference are words that say two things did not differ ("risks were similar to those of
// the population", "comparable rates").
var noDifference = wordSet("similar comparable")

// noDifferencePhrases say it in more than one word.
var noDifferencePhrases = []string{"no difference", "no significant difference", "did not differ", "not differ", "no differences"}

// statesNoDifference reports whether text says two things did not differ: for a claim that
// denies ("X does not raise cancer mortality") such a finding ("risks of death from cancer were
// similar to those of the population") agrees though it denies nothing.
func statesNoDifference(text string) bool {
	if hasWord(text, noDifference) {
		return true
	}
	low := " " + strings.Join(words(text), " ") + " "
	for _, p := range noDifferencePhrases {
		if strings.Contains(low, " "+p+" ") {
			return true
		}
	}
	return false
}
