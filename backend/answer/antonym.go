package answer

import (
	"strings"
	"sync"
)

// antonymPairs are opposite words, one pole per side of "|". A claim that says only one
// pole where the sentence says only the other was most likely written against the
// sentence: SciFact's contradicted claims are often such swaps of one word.
var antonymPairs = []string{
	"increase increases increased increasing elevation | decrease decreases decreased decreasing reduce reduces reduced reducing reduction",
	"higher high greater elevated | lower low reduced",
	"positive positively | negative negatively",
	"promote promotes promoted | inhibit inhibits inhibited suppress suppresses suppressed prevent prevents prevented",
	"activate activates activated activation | inactivate inactivates inactivated deactivate deactivates deactivated inhibit inhibits",
	"enhance enhances enhanced | impair impairs impaired reduce reduces reduced",
	"effective | ineffective",
	"benefit beneficial | harm harmful",
	"required | dispensable",
	"susceptible sensitive | resistant",
	"improve improves improved improvement | worsen worsens worsened worsening deterioration impair impairs impaired",
	"stable | unstable",
	"upregulate upregulates upregulated upregulation | downregulate downregulates downregulated downregulation",
	"gain | loss",
	"presence | absence",
	"accurate | inaccurate",
	"better superior | worse inferior",
	"longer | shorter",
	"larger | smaller",
	"induce induces induced | inhibit inhibits inhibited suppress suppresses suppressed",
	"raise raises raised | lower lowers lowered",
	"stimulate stimulates stimulated | inhibit inhibits inhibited",
}

// antonymPoles are antonymPairs as stem sets, left and right, stemmed as stemsOf stems the
// texts they are matched against (stop words kept: tokenize would drop a pole such as "more");
// built on first use, like wordnet.
var antonymPoles = sync.OnceValue(func() [][2]map[string]bool {
	var out [][2]map[string]bool
	for _, p := range antonymPairs {
		l, r, _ := strings.Cut(p, "|")
		out = append(out, [2]map[string]bool{stemsOf(l), stemsOf(r)})
	}
	// WordNet's antonym pairs follow the hand-written ones, those made by a prefix only.
	wordnetAntonyms, _ := wordnet()
	for _, p := range wordnetAntonyms {
		if prefixPair(p[0], p[1]) {
			out = append(out, [2]map[string]bool{{p[0]: true}, {p[1]: true}})
		}
	}
	return out
})

// oppositePrefixes make one word the opposite of another: "dependent" / "independent",
// "activate" / "deactivate", "overestimate" / "underestimate".
var oppositePrefixes = [][2]string{{"", "un"}, {"", "in"}, {"", "im"}, {"", "ir"}, {"", "il"}, {"", "non"},
	{"", "dis"}, {"", "de"}, {"over", "under"}, {"hyper", "hypo"}, {"up", "down"}}

// prefixPair reports whether two stems are opposites by a prefix. WordNet holds an antonym for
// nearly every word ("general" / "specific", "gain" / "reduce", "aged" / "young", "pro" /
// "anti"), and in the antonym rule its other pairs decided SciFact train's rationale pairs no
// better than a coin (8 supports, 9 contradicts; docs/answers.md, recipe 23); a pair one prefix
// apart is an opposite by construction.
func prefixPair(a, b string) bool {
	for _, p := range oppositePrefixes {
		for _, x := range [][2]string{{a, b}, {b, a}} {
			if ra, ok := strings.CutPrefix(x[0], p[0]); ok {
				if rb, ok := strings.CutPrefix(x[1], p[1]); ok && ra == rb && len(ra) >= 4 {
					return true
				}
			}
		}
	}
	return false
}

// UseWordNetAntonyms lets the antonym swap use WordNet's pairs besides the hand-written ones
// (off only for the ablation in docs/answers.md).
var UseWordNetAntonyms = true

// antonymWord holds the hand-written antonym poles' stems: a claim's predicate may be one ("X
// impairs Y"). WordNet's pairs are left out: they hold nouns and particles ("on", "off").
var antonymWord = func() map[string]bool {
	out := map[string]bool{}
	for _, p := range antonymPairs {
		for k := range stemsOf(strings.ReplaceAll(p, "|", " ")) {
			out[k] = true
		}
	}
	return out
}()

// antonymSwap reports whether, for some antonym pair, the claim says only one pole and the
// sentence only the other.
func antonymSwap(claim, sent string) bool {
	cs, ss := stemsOf(claim), stemsOf(sent)
	poles := antonymPoles()
	if !UseWordNetAntonyms {
		poles = poles[:len(antonymPairs)]
	}
	for _, p := range poles {
		ca, cb, sa, sb := meets(cs, p[0]), meets(cs, p[1]), meets(ss, p[0]), meets(ss, p[1])
		if ca && !cb && sb && !sa || cb && !ca && sa && !sb {
			return true
		}
	}
	return false
}

// meets reports whether a and b share an element.
func meets(a, b map[string]bool) bool {
	for k := range b {
		if a[k] {
			return true
		}
	}
	return false
}

// stemsOf is the set of stems of text's words.
func stemsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words(text) {
		out[stem(w)] = true
	}
	return out
}
