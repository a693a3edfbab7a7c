package answer

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// FlipClaim rewrites a claim to say the opposite, for the stance model's training: a claim a
// rationale supports, flipped, is one it contradicts, and the reverse, so the fit sees minimal
// pairs (SciFact's annotators wrote most contradicted claims the same way). In order: a denial
// is dropped ("does not reduce" → "does reduce"); else the first pole of an antonym pair is
// swapped for the other pole's first word ("reduces" → "increases"); else "not" follows the
// claim's predicate word. ok is false when the claim has no predicate to flip.
func FlipClaim(claim string) (flipped string, ok bool) {
	ws := strings.Fields(claim)
	bare := func(w string) string {
		return strings.ToLower(strings.TrimFunc(w, func(r rune) bool { return !isWordRune(r) }))
	}
	for i, w := range ws {
		if denials[bare(w)] {
			switch bare(w) {
			case "no", "none":
				ws[i] = "some"
			case "not", "never", "neither", "nor":
				ws[i] = ""
			default:
				continue
			}
			return strings.Join(strings.Fields(strings.Join(ws, " ")), " "), true
		}
	}
	opp := flipPoles()
	for i, w := range ws {
		if o, has := opp[bare(w)]; has {
			ws[i] = o
			return strings.Join(ws, " "), true
		}
	}
	lw := words(claim)
	at := predicateAt(lw)
	if at < 0 {
		return "", false
	}
	// Find the same word among the fields (words() splits on punctuation too).
	for i, w := range ws {
		if bare(w) == lw[at] {
			out := append([]string{}, ws[:i+1]...)
			if !predicateWords[lw[at]] {
				out = append(ws[:i:i], "not", w)
			} else {
				out = append(out, "not")
			}
			return strings.Join(append(out, ws[i+1:]...), " "), true
		}
	}
	return "", false
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
