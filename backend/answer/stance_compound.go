package answer

import (
	"regexp"
	"strings"
)

// A hyphenated compound carries its own opposite in one half: "a UCP1-independent mechanism"
// against the claim's "UCP1-dependent", "IL-10-negative" against "-positive", "anti-" against
// "pro-inflammatory". words() splits a compound at its hyphen, and the sentence often holds the
// claim's half elsewhere ("ATP-dependent"), so the pole readings do not see the swap. The
// compound reading pairs the two texts' compounds that share one half and oppose in the other.

// compoundWord is a hyphenated word ("UCP1-independent", "pro-inflammatory").
var compoundWord = regexp.MustCompile(`[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+`)

// compoundMods are the opposite second halves of a compound: "X-dependent" / "X-independent".
var compoundMods = []string{
	"dependent mediated driven | independent",
	"positive | negative",
	"sensitive susceptible | resistant insensitive tolerant",
	"deficient deficiency null knockout lacking depleted | overexpressing overexpression overexpressed transgenic",
	"high | low",
	"rich | poor",
	"competent proficient | deficient incompetent",
	"inducible | independent",
}

// compoundHeads are the opposite first halves of a compound: "pro-inflammatory" /
// "anti-inflammatory".
var compoundHeads = []string{"pro | anti", "up | down", "hyper | hypo", "over | under", "gain | loss", "high | low"}

// compoundSide maps each half in groups to its sides, one per group it stands in: +(2i+1) on
// group i's left, -(2i+1) on its right ("deficient" is the left of one group and the right of
// another).
func compoundSide(groups []string) map[string][]int {
	out := map[string][]int{}
	for i, g := range groups {
		l, r, _ := strings.Cut(g, "|")
		for _, w := range strings.Fields(l) {
			out[w] = append(out[w], 2*i+1)
		}
		for _, w := range strings.Fields(r) {
			out[w] = append(out[w], -(2*i + 1))
		}
	}
	return out
}

var (
	compoundModSide  = compoundSide(compoundMods)
	compoundHeadSide = compoundSide(compoundHeads)
)

// compounds are text's hyphenated words as their first and last halves, lower-cased.
func compounds(text string) [][2]string {
	var out [][2]string
	for _, m := range compoundWord.FindAllString(strings.ToLower(text), -1) {
		parts := strings.Split(m, "-")
		out = append(out, [2]string{parts[0], parts[len(parts)-1]})
	}
	return out
}

// compoundOpposed reports whether the sentence holds a compound that shares one half with one
// of the claim's compounds and says the opposite in the other ("UCP1-independent" for the
// claim's "UCP1-dependent"), while holding no compound that says what the claim's does.
func compoundOpposed(claim, sent string) bool {
	cc, sc := compounds(claim), compounds(sent)
	if len(cc) == 0 || len(sc) == 0 {
		return false
	}
	joined := map[string]bool{}
	for _, w := range words(sent) {
		joined[w] = true
	}
	opposed := false
	for _, c := range cc {
		if joined[c[0]+c[1]] { // "proinflammatory" says "pro-inflammatory"
			return false
		}
		for _, s := range sc {
			switch compoundRelation(c, s) {
			case 1:
				return false
			case -1:
				opposed = true
			}
		}
	}
	return opposed
}

// compoundRelation is -1 when two compounds share a half and oppose in the other, 1 when they
// are the same compound (by stem), 0 otherwise.
func compoundRelation(c, s [2]string) int {
	sameHead, sameMod := stem(c[0]) == stem(s[0]), stem(c[1]) == stem(s[1])
	switch {
	case sameHead && sameMod:
		return 1
	case sameHead && opposite(compoundModSide, c[1], s[1]):
		return -1
	case sameMod && opposite(compoundHeadSide, c[0], s[0]):
		return -1
	}
	return 0
}

// opposite reports whether a and b are the two sides of one group in sides.
func opposite(sides map[string][]int, a, b string) bool {
	for _, x := range sides[a] {
		for _, y := range sides[b] {
			if x == -y {
				return true
			}
		}
	}
	return false
}
