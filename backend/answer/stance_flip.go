package answer

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// FlipClaim rewrites a claim to say the opposite, for the stance model's training: a claim a
// rationale supports, flipped, is one it contradicts, and the reverse, so the fit sees minimal
// pairs (SciFact's annotators wrote most contradicted claims the same way). A claim with a
// denial has it dropped ("does not reduce" → "does reduce", "no effect" → "some effect"); else
// its first pole is swapped for the opposite pole's word of the same form ("reduces" →
// "increases"); else "not" goes next to its predicate word ("is not", "not affects": the stance
// reads words, not grammar). ok is false when the claim has no denial, pole or predicate. (A
// second rewrite per claim, "not" beside the predicate of a claim whose pole was swapped,
// lowered held-out accuracy: docs/answers.md, recipe 16.)
func FlipClaim(claim string) (flipped string, ok bool) {
	ws := strings.Fields(claim)
	for i, w := range ws {
		switch bareWord(w) {
		case "no", "none":
			ws[i] = "some"
		case "not", "never", "neither", "nor":
			ws[i] = ""
		default:
			continue
		}
		return strings.Join(strings.Fields(strings.Join(ws, " ")), " "), true
	}
	opp := flipPoles()
	for i, w := range ws {
		if o, has := opp[bareWord(w)]; has {
			ws[i] = o
			return strings.Join(ws, " "), true
		}
	}
	n := insertNot(claim, ws)
	return n, n != ""
}

// auxiliaries take "not" after them ("is not", "can not", "has not").
var auxiliaries = wordSet("is are was were be can could may might will would should does do did has have had")

// insertNot puts "not" after the claim's predicate word when it is an auxiliary ("is not"),
// else before it ("not regulates"); "" when the claim has no predicate.
func insertNot(claim string, ws []string) string {
	lw := words(claim)
	at := predicateAt(lw)
	if at < 0 {
		return ""
	}
	// Find the same word among the fields (words() splits on punctuation too).
	for i, w := range ws {
		if bareWord(w) != lw[at] {
			continue
		}
		out := slices.Clone(ws[:i])
		if auxiliaries[lw[at]] {
			out = append(out, w, "not")
		} else {
			out = append(out, "not", w)
		}
		return strings.Join(append(out, ws[i+1:]...), " ")
	}
	return ""
}

// bareWord is a field lower-cased without its punctuation.
func bareWord(w string) string {
	return strings.ToLower(strings.TrimFunc(w, func(r rune) bool { return !isWordRune(r) }))
}

// flipPoles maps each word of antonymPairs and diffPoles to the other pole's word of the same
// form ("reduces" → "increases"), or its first word.
var flipPoles = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	for _, p := range append(append([]string{}, antonymPairs...), diffPoles...) {
		l, r, _ := strings.Cut(p, "|")
		a, b := strings.Fields(l), strings.Fields(r)
		for _, w := range a {
			if _, has := out[w]; !has {
				out[w] = sameForm(w, b)
			}
		}
		for _, w := range b {
			if _, has := out[w]; !has {
				out[w] = sameForm(w, a)
			}
		}
	}
	return out
})

// isWordRune reports whether r is part of a word as words() reads it.
func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r >= utf8.RuneSelf
}

// sameForm is the word of pole with w's ending ("-s", "-ed", "-ing"), else pole's first word.
func sameForm(w string, pole []string) string {
	end := func(x string) string {
		for _, e := range []string{"ing", "ed", "s"} {
			if strings.HasSuffix(x, e) {
				return e
			}
		}
		return ""
	}
	for _, o := range pole {
		if end(o) == end(w) {
			return o
		}
	}
	return pole[0]
}
