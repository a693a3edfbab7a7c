package answer

// The stance reads a text's direction from more words than the relevance gate splits a claim at
// (upWords, downWords): SciFact's annotators wrote contradicted claims with verbs such as
// "encourages", "impedes", "slows" and "halts", and findings say "blunted", "abrogated",
// "alleviated". Kept apart from upWords and downWords so that the gate's claim sides do not move.
var (
	extraUp = wordSet("encourage encourages encouraged enable enables enabled facilitate facilitates facilitated " +
		"boost boosts boosted amplify amplifies amplified potentiate potentiates potentiated strengthen strengthens " +
		"strengthened exacerbated exacerbating worsened worsening heighten heightens heightened accelerating " +
		"upregulating elevation elevations rise rises rising risen rose " +
		"inducing enhancing promoting activating stimulating elevating raising improving augmenting")
	extraDown = wordSet("impede impedes impeded hinder hinders hindered halt halts halted slow slows slowed " +
		"abrogate abrogates abrogated dampen dampens dampened repress represses repressed lessen lessens lessened " +
		"mitigate mitigates mitigated alleviate alleviates alleviated ameliorate ameliorates ameliorated " +
		"abolishes blunt blunts blunted weaken weakens weakened diminishes attenuation suppression decline " +
		"declined declines fall falls falling fallen fell " +
		"inhibiting suppressing impairing preventing attenuating blocking diminishing abolishing downregulating")
	// stanceUp and stanceDown are the direction words the stance reads.
	stanceUp   = union(upWords, extraUp)
	stanceDown = union(downWords, extraDown)
)

// union is a new set holding both sets' words.
func union(a, b map[string]bool) map[string]bool {
	out := make(map[string]bool, len(a)+len(b))
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// lossWords name a subject's loss or removal ("lack of X", "X deficiency", "inhibiting X").
var lossWords = wordSet("lack lacks lacking loss deficiency deficient knockout deletion depletion absence absent " +
	"without silencing knockdown ablation removal inactivation blocking blockade inhibiting inhibition " +
	"disruption elimination")

// subjectLoss reports whether a claim's subject (its words before the predicate) names a loss:
// "Lack of FGF21 slows…", "Inhibiting focal adhesion formation enables…". Such a claim goes
// the other way from its predicate's word, and a finding about the thing itself ("FGF21
// protects against atherosclerosis") cannot be read by matching direction words.
func subjectLoss(claim string) bool {
	ws := words(claim)
	cut := predicateAt(ws)
	if cut < 0 {
		cut = len(ws)
	}
	for _, w := range ws[:cut] {
		if lossWords[w] {
			return true
		}
	}
	return false
}
