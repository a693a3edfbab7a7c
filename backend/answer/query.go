package answer

import (
	"strings"
	"unicode"
)

// query is the weighted bag of question stems; earlier chat turns add lighter weights.
type query struct {
	weights  map[string]float64
	current  map[string]bool
	history  map[string]float64 // terms only earlier turns used
	followUp bool               // the question points back at earlier turns
	bigrams  map[[2]string]bool
}

func buildQuery(q string, history []string) query {
	out := query{weights: map[string]float64{}, current: map[string]bool{}, history: map[string]float64{},
		bigrams: map[[2]string]bool{}}
	toks := tokenize(q)
	for i, t := range toks {
		out.weights[t.stem] = 1
		out.current[t.stem] = true
		if i > 0 && toks[i-1].stem != t.stem {
			out.bigrams[[2]string{toks[i-1].stem, t.stem}] = true
		}
	}
	w := historyWeight
	if len(history) > 0 && (len(toks) <= 2 || pointsBack(q)) {
		w = anaphoraWeight
		out.followUp = true
	}
	for i := len(history) - 1; i >= 0 && w > 0.05; i-- {
		for _, t := range tokenize(history[i]) {
			if out.weights[t.stem] < w {
				out.weights[t.stem] = w
				out.history[t.stem] = w
			}
		}
		w /= 2
	}
	return out
}

// anaphors are words by which a follow-up question refers to an earlier turn.
var anaphors = wordSet("it its it's they them their this that these those he she his her such " +
	"er sie es ihr ihre dies diese il elle ils elles ce cette ces ello ella ellos esto esta estos")

func pointsBack(q string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if anaphors[w] {
			return true
		}
	}
	return false
}
