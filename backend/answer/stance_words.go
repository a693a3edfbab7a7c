package answer

// The stance reads a text's direction from more words than the relevance gate splits a claim at
// (upWords, downWords): SciFact's annotators wrote contradicted claims with verbs such as
// "encourages", "impedes", "slows" and "halts", and findings say "blunted", "abrogated",
// "alleviated". Kept apart from upWords and downWords so that the gate's claim sides do not move.
var (
	extraUp = wordSet("encourage encourages encouraged enable enables enabled facilitate facilitates facilitated " +
		"boost boosts boosted amplify amplifies amplified potentiate potentiates potentiated strengthen strengthens " +
		"strengthened exacerbated exacerbating worsened worsening heighten heightens heightened accelerating " +
		"upregulating elevation elevations rise rises rising risen rose")
	extraDown = wordSet("impede impedes impeded hinder hinders hindered halt halts halted slow slows slowed " +
		"abrogate abrogates abrogated dampen dampens dampened repress represses repressed lessen lessens lessened " +
		"mitigate mitigates mitigated alleviate alleviates alleviated ameliorate ameliorates ameliorated " +
		"abolishes blunt blunts blunted weaken weakens weakened diminishes attenuation suppression decline " +
		"declined declines fall falls falling fallen fell")
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
