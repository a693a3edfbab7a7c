package answer

import (
	"regexp"
	"strings"
	"sync"
)

// A claim and a finding can agree while their direction words disagree: "X reduces mortality"
// is supported by "X increased survival" and contradicted by "X increased mortality". What
// they share is the outcome's valence, whether things got better or worse for the patient or
// the organism: a direction word times the valence of the outcome it moves ("decreases in
// depression" is good, "increase in life expectancy" is good, "reduced the beneficial effects"
// is bad), or a word that is good or bad in itself ("improved", "rescued", "worsens",
// "damages"). The lexicon below is general clinical and biological valence, not words taken
// from SciFact's claims; WordNet's synonyms widen it (valenceStems).

// valenceGood and valenceBad are outcomes that are good or bad to have more of.
var (
	valenceGood = "survival survive survived surviving lifespan longevity expectancy remission recovery recover recovered " +
		"efficacy effectiveness health healthy wellbeing cure cured healing function functioning immunity protection"
	valenceBad = "mortality death deaths die died dying disease diseases morbidity risk risks toxicity complication " +
		"complications pain injury injuries damage depression depressive anxiety symptom symptoms recurrence relapse " +
		"progression failure infection infections inflammation obesity fracture fractures cancer cancers tumor tumors tumour " +
		"tumours tumorigenesis metastasis metastases exacerbation exacerbations hospitalization hospitalisation pathology " +
		"dysfunction deficit deficits disability stroke burden harm lesion lesions atherosclerosis hypertension impairment " +
		"degeneration neurodegeneration dementia mortalities fatality fatalities vulnerability susceptibility"
)

// valenceVerbsGood and valenceVerbsBad are words that are good or bad in themselves, whatever
// they act on ("improved", "protects", "worsens", "detrimental").
var (
	valenceVerbsGood = wordSet("improve improves improved improving improvement improvements benefit benefits benefited " +
		"beneficial protect protects protected protecting protective rescue rescues rescued rescuing restore restores " +
		"restored restoring alleviate alleviates alleviated alleviating ameliorate ameliorates ameliorated relieve relieves " +
		"relieved favorable favourable safe efficacious amelioration alleviation")
	valenceVerbsBad = wordSet("worsen worsens worsened worsening exacerbate exacerbates exacerbated exacerbating aggravate " +
		"aggravates aggravated damages damaged damaging impair impairs impaired impairing harmful detrimental deleterious " +
		"toxic adverse unfavorable unfavourable premature unsafe")
	// valenceMoves move an outcome up without saying which way is better ("causes death",
	// "leads to remission").
	valenceMoves = wordSet("cause causes caused causing lead leads led result results resulted")
	// valenceSlower move an outcome down in time ("a slower rate of progression").
	valenceSlower = wordSet("slower delayed delays")
	// valenceFrames make "positive" and "negative" a valence ("negative outcomes") rather than a
	// direction ("negatively correlated").
	valenceFrames = wordSet("outcome outcomes effect effects impact impacts consequence consequences prognosis result results influence")
)

// valenceWindow is how many words after (or before) a direction word its outcome may lie.
const valenceWindow = 5

// valenceStems maps a stem to +1 (good outcome) or -1 (bad outcome): the lists above and their
// WordNet synonyms that are not themselves in the other list. Built on first use.
var valenceStems = sync.OnceValue(func() map[string]int {
	out := map[string]int{}
	good, bad := stemsOf(valenceGood), stemsOf(valenceBad)
	for k := range good {
		out[k] = 1
	}
	for k := range bad {
		out[k] = -1
	}
	if !UseValenceSynonyms {
		return out
	}
	// A synonym takes its source's valence unless it is listed or is a synonym of both sides.
	_, syn := wordnet()
	from := map[string]int{}
	for v, src := range map[int]map[string]bool{1: good, -1: bad} {
		for k := range src {
			for _, s := range syn[k] {
				if _, listed := out[s]; !listed && !stopwords[s] {
					from[s] |= 1 << (v + 1) // 1 for bad, 4 for good
				}
			}
		}
	}
	for s, f := range from {
		switch f {
		case 1:
			out[s] = -1
		case 4:
			out[s] = 1
		}
	}
	return out
})

// UseValenceSynonyms widens the valence lists by WordNet's synonyms (off for the ablation).
var UseValenceSynonyms = false

// UseValence lets the stance read outcome valence (off only for the ablation in docs/answers.md).
var UseValence = true

// readValence is a text's net valence: +1 when what it reports is better for the subject, -1
// when worse, 0 when it reads none or both equally. A negator up to three words before a
// valenced word turns it ("did not improve"); a loss of the subject earlier in the clause turns
// it too ("Lack of FGF21 leads to reduced lifespan" says FGF21 lengthens life), so that a claim
// about X's loss and a finding about X itself are read alike; a loss in an earlier clause turns
// the later ones ("Knockout of MVP leads to …, inhibiting tumour progression").
func readValence(text string) int {
	if !UseValence {
		return 0
	}
	vs := valenceStems()
	sum, lost := 0, false
	for _, clause := range clauses(hyphenModifiers.ReplaceAllString(text, "")) {
		ws := words(clause)
		used := make([]bool, len(ws))
		outcomeAt := func(j int) int {
			if used[j] {
				return 0
			}
			if valenceVerbsGood[ws[j]] {
				return 1
			}
			if valenceVerbsBad[ws[j]] {
				return -1
			}
			return vs[stem(ws[j])]
		}
		for i, w := range ws {
			if used[i] {
				continue
			}
			v := 0
			switch {
			case (w == "positive" || w == "negative") && i+1 < len(ws) && (valenceFrames[ws[i+1]] || i+2 < len(ws) && valenceFrames[ws[i+2]]):
				v = map[bool]int{true: 1, false: -1}[w == "positive"]
			case valenceVerbsGood[w]:
				v = 1
			case valenceVerbsBad[w]:
				v = -1
			case (w == "more" || w == "less") && i+1 < len(ws) && ws[i+1] == "likely":
				continue
			case valenceMoves[w] && directionWithin(ws, i):
				continue
			case stanceUp[w] || stanceDown[w] || valenceMoves[w] || valenceSlower[w]:
				dir := 1
				if stanceDown[w] || valenceSlower[w] {
					dir = -1
				}
				j := valenceObject(ws, i, outcomeAt)
				if j < 0 {
					continue
				}
				v = dir * outcomeAt(j)
				used[j] = true
			default:
				continue
			}
			used[i] = true
			if negatedBefore(ws, i) {
				v = -v
			}
			if ValenceLossFlip && (lost || lossBefore(ws, i)) {
				v = -v
			}
			sum += v
		}
		lost = lost || lossBefore(ws, len(ws))
	}
	switch {
	case sum > 0:
		return 1
	case sum < 0:
		return -1
	}
	return 0
}

// valenceObject is the index of the valenced outcome a direction word at i moves: the nearest
// within valenceWindow words after it, else before it, not past another direction word; -1
// when there is none.
func valenceObject(ws []string, i int, outcomeAt func(int) int) int {
	isDir := func(w string) bool { return stanceUp[w] || stanceDown[w] }
	for j := i + 1; j < min(len(ws), i+1+valenceWindow); j++ {
		if outcomeAt(j) != 0 {
			return j
		}
		if isDir(ws[j]) {
			break
		}
	}
	for j := i - 1; j >= max(0, i-valenceWindow+1); j-- {
		if outcomeAt(j) != 0 {
			return j
		}
		if isDir(ws[j]) {
			break
		}
	}
	return -1
}

// hyphenModifiers are direction words joined to the word before them, which name a kind rather
// than say what happened ("DNA damage-induced death", "diet-induced obesity").
var hyphenModifiers = regexp.MustCompile(`-(?:induced|mediated|dependent|associated|related|driven|enhanced|reduced|elevated|activated|stimulated|promoting|suppressing|inhibited)\b`)

// directionWithin reports whether a direction word lies within valenceWindow words after i:
// "causes tumour suppression" is moved by "suppression", not by "causes".
func directionWithin(ws []string, i int) bool {
	for _, w := range ws[i+1 : min(len(ws), i+1+valenceWindow)] {
		if stanceUp[w] || stanceDown[w] {
			return true
		}
	}
	return false
}

// negatedBefore reports whether a negator lies up to three words before index i.
func negatedBefore(ws []string, i int) bool {
	for j := max(0, i-3); j < i; j++ {
		if scopeNegators[ws[j]] {
			return true
		}
	}
	return false
}

// lossBefore reports whether a loss word (lossWords) lies before index i in the clause.
func lossBefore(ws []string, i int) bool {
	for _, w := range ws[:i] {
		if lossWords[w] {
			return true
		}
	}
	return false
}

// clauses splits a text at the punctuation that ends a clause or opens an aside.
func clauses(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		switch r {
		case ',', ';', ':', '(', ')', '[', ']':
			return true
		}
		return false
	})
}

// ValenceLossFlip turns a valence read after a loss word (tuning; see readValence).
var ValenceLossFlip = false

// valenceOpposes reports whether claim and sentence both read a net valence and the two differ.
// Without the loss flip, only texts that both name a loss, or neither, are compared.
func valenceOpposes(claim, sent string) bool {
	c, s := valencePair(claim, sent)
	return c != 0 && s == -c
}

// valencePair is the claim's and the sentence's net valence, both 0 when they cannot be compared.
func valencePair(claim, sent string) (c, s int) {
	if !ValenceLossFlip && hasWord(claim, lossWords) != hasWord(sent, lossWords) {
		return 0, 0
	}
	return readValence(claim), readValence(sent)
}

// valenceFeatures are the stance model's valence inputs: claim and sentence read the same net
// valence (agree) or opposite ones (oppose).
func valenceFeatures(claim, sent string) (agree, oppose float64) {
	c, s := valencePair(claim, sent)
	if c == 0 {
		return 0, 0
	}
	return b2f(s == c), b2f(s == -c)
}
