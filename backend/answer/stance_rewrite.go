package answer

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// ClaimRewrite is a claim said another way, for the stance model's training only: SciFact's
// contradicted claims were written by negating a finding or swapping its direction, so the fit
// is given such counterfactual claims beside the real ones (docs/answers.md, recipe 29).
type ClaimRewrite struct {
	// Kind names the rewrite: "negate" (a denial put in, "reduces" → "does not reduce", or a
	// denial taken out, "does not reduce" → "reduces"), "fail" ("reduces" → "fails to reduce"),
	// "swap" (the direction or pole swapped, "reduces" → "increases") or "double" (swapped and
	// negated, "reduces" → "does not increase").
	Kind string
	// Text is the rewritten claim.
	Text string
	// Flips is whether the rewrite says the opposite of the claim: a sentence that supports
	// the claim contradicts the rewrite, and the reverse.
	Flips bool
	// Directional is whether the rewrite's label holds only against a finding with a direction:
	// a finding of no effect contradicts both "X reduces Y" and its swap "X increases Y", and
	// supports "X does not increase Y" where it contradicted "X reduces Y" (NullFinding).
	Directional bool
}

// RewriteClaim is the claim's counterfactual rewrites, each kind at most once, in the order
// negate, fail, swap, double; deterministic. A claim that denies is only un-denied ("negate"):
// a swapped denial ("does not increase" for "does not reduce") may say the same as the claim
// against a finding of no effect, and a second denial would stack ("does not fail to"). A
// claim with no predicate, pole or denial has none.
func RewriteClaim(claim string) []ClaimRewrite {
	ws := strings.Fields(claim)
	if len(ws) == 0 {
		return nil
	}
	if t, ok := undeny(ws); ok {
		return []ClaimRewrite{{Kind: "negate", Text: t, Flips: true}}
	}
	var out []ClaimRewrite
	if t, ok := denyAt(ws, false); ok {
		out = append(out, ClaimRewrite{Kind: "negate", Text: t, Flips: true})
	}
	if t, ok := denyAt(ws, true); ok {
		out = append(out, ClaimRewrite{Kind: "fail", Text: t, Flips: true})
	}
	if sw, ok := swapPole(ws); ok {
		out = append(out, ClaimRewrite{Kind: "swap", Text: strings.Join(sw, " "), Flips: true, Directional: true})
		if t, ok := denyAt(sw, false); ok {
			out = append(out, ClaimRewrite{Kind: "double", Text: t, Directional: true})
		}
	}
	return out
}

// NullFinding reports whether a sentence finds no effect or no difference ("did not reduce",
// "rates were similar"): against it a swapped claim keeps its label (ClaimRewrite.Directional).
func NullFinding(quote string) bool { return denies(quote) || statesNoDifference(quote) }

// undeny takes the claim's first denial out: "does not reduce" → "reduces", "fails to
// reduce" → "reduces", "is not" → "is", "cannot" → "can", "no effect" → "an effect",
// "neither A nor B" → "A and B", "is ineffective" → "is effective". ok is false when the
// claim denies nothing.
func undeny(ws []string) (string, bool) {
	out := slices.Clone(ws)
	for i, w := range ws {
		b := bareWord(w)
		next := func() string {
			if i+1 < len(ws) {
				return bareWord(ws[i+1])
			}
			return ""
		}
		switch {
		case b == "not" && i > 0 && i+1 < len(ws) && doForms[bareWord(ws[i-1])] != "":
			// "does not reduce" → "reduces": the auxiliary and "not" go, the verb takes its tense.
			j := verbAfter(ws, i+1)
			out[i-1], out[i] = "", ""
			out[j] = inflect(ws[j], doForms[bareWord(ws[i-1])])
		case b == "not" || b == "never" || b == "neither":
			out[i] = ""
		case b == "cannot":
			out[i] = keepCase(w, "can")
		case b == "no" || b == "none":
			out[i] = keepCase(w, noneArticle(next()))
		case (b == "fail" || b == "fails" || b == "failed") && next() == "to" && i+2 < len(ws):
			tense := map[string]string{"fail": "do", "fails": "does", "failed": "did"}[b]
			j := verbAfter(ws, i+2)
			out[i], out[i+1] = "", ""
			out[j] = inflect(ws[j], tense)
		case undenied[b] != "":
			out[i] = keepCase(w, undenied[b]) + trailing(w)
		default:
			continue
		}
		for j := i + 1; j < len(ws); j++ {
			if bareWord(ws[j]) == "nor" {
				out[j] = "and"
			}
		}
		return strings.Join(strings.Fields(strings.Join(out, " ")), " "), true
	}
	return "", false
}

// verbAfter is the index of the first field from i on that is not an adverb in "-ly"
// ("does not significantly reduce"), or the last field.
func verbAfter(ws []string, i int) int {
	for i+1 < len(ws) && strings.HasSuffix(bareWord(ws[i]), "ly") {
		i++
	}
	return i
}

// undenied are one-word denials and what they say without the denial.
var undenied = map[string]string{"unable": "able", "incapable": "capable", "ineffective": "effective",
	"nonsignificant": "significant", "unchanged": "changed", "insufficient": "sufficient", "unnecessary": "necessary"}

// doForms are the auxiliaries of "do"-support and the tense they give the verb after them.
var doForms = map[string]string{"does": "does", "do": "do", "did": "did"}

// noneArticle is the word "no" becomes before w: "an effect", "a link", "differences".
func noneArticle(w string) string {
	switch {
	case w == "" || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return "some"
	case strings.ContainsRune("aeiou", rune(w[0])):
		return "an"
	}
	return "a"
}

// denyAt puts a denial at the claim's predicate: "is not", "does not reduce", "did not
// reduce", "do not reduce", "not higher"; with fail, "fails to reduce" (verbs only). ok is
// false when the claim has no predicate or fail finds no verb there.
func denyAt(ws []string, fail bool) (string, bool) {
	lw := make([]string, len(ws))
	for i, w := range ws {
		lw[i] = bareWord(w)
	}
	at := rewriteAt(lw)
	if at < 0 {
		return "", false
	}
	w, p := ws[at], lw[at]
	var put []string
	switch {
	case haveForms[p] != "" && at+1 < len(lw) && !participle(lw[at+1]):
		// "has a role" → "does not have a role"; "has been" stays an auxiliary.
		aux := map[bool]string{false: haveForms[p] + " not", true: map[string]string{"does": "fails to", "did": "failed to", "do": "fail to"}[haveForms[p]]}[fail]
		put = []string{aux, "have" + trailing(w)}
	case auxiliaries[p]:
		if fail {
			return "", false
		}
		put = []string{w, "not"}
	case !isVerbForm(p):
		if fail {
			return "", false
		}
		put = []string{"not", w}
	default:
		base, tense := baseForm(p)
		aux := map[string]string{"does": "does not", "did": "did not", "do": "do not"}[tense]
		if fail {
			aux = map[string]string{"does": "fails to", "did": "failed to", "do": "fail to"}[tense]
		}
		put = []string{aux, base + trailing(w)}
	}
	out := append(slices.Clone(ws[:at]), put...)
	return strings.Join(append(out, ws[at+1:]...), " "), true
}

// rewriteAt is the index of the claim's predicate word: the first word after a content word
// that is a predicate word, a direction word or an antonym pole, as predicateAt reads them, but
// not a direction word used as a noun ("a transient decrease in"); -1 when it has none.
func rewriteAt(lw []string) int {
	seen := 0
	for i, w := range lw {
		dirWord := stanceUp[w] || stanceDown[w] || antonymWord[stem(w)]
		if seen > 0 && (predicateWords[w] || dirWord) && !(dirWord && (directionNouns[w] || nounUse(lw, i))) {
			return i
		}
		if !isStopword(w) && utf8.RuneCountInString(w) >= 2 {
			seen++
		}
	}
	return -1
}

// nounUse reports whether the direction word at i is used as a noun ("a transient decrease in").
func nounUse(lw []string, i int) bool {
	return i > 0 && determiners[lw[i-1]] || i+1 < len(lw) && (lw[i+1] == "in" || lw[i+1] == "of")
}

// determiners come before a noun.
var determiners = wordSet("a an the this that these those its their his her our")

// haveForms are the forms of "have" and the "do" auxiliary that denies each as a main verb.
var haveForms = map[string]string{"has": "does", "have": "do", "had": "did"}

// participle reports whether w reads as a past participle ("been", "shown", "increased").
func participle(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || strings.HasSuffix(w, "wn")
}

// isVerbForm reports whether a predicate word reads as a verb ("reduces", "reduced",
// "reduce") rather than a comparative or an adjective ("higher", "positive", "more").
func isVerbForm(p string) bool {
	switch {
	case strings.HasSuffix(p, "er") && !verbWord(p), p == "more" || p == "less" || p == "fewer":
		return false
	case strings.HasSuffix(p, "ive") || strings.HasSuffix(p, "ively") || strings.HasSuffix(p, "al") || strings.HasSuffix(p, "ing"):
		return false
	}
	return true
}

// verbWord reports whether p is one of the answer's verb lists' words (predicates, directions).
func verbWord(p string) bool { return predicateWords[p] || stanceUp[p] || stanceDown[p] }

// baseForm is a verb's base form and the "do" auxiliary of its tense: "reduces" → "reduce",
// "does"; "reduced" → "reduce", "did"; "reduce" → "reduce", "do". A past form's base is the
// first of "reduce"/"inhibit"/"stop" (from "reduced", "inhibited", "stopped") that the
// answer's word lists know, else the form without "-ed".
func baseForm(p string) (string, string) {
	switch {
	case strings.HasSuffix(p, "ies") && len(p) > 4:
		return p[:len(p)-3] + "y", "does"
	case strings.HasSuffix(p, "sses") || strings.HasSuffix(p, "shes") || strings.HasSuffix(p, "ches") ||
		strings.HasSuffix(p, "xes") || strings.HasSuffix(p, "zes"):
		return p[:len(p)-2], "does"
	case strings.HasSuffix(p, "s") && !strings.HasSuffix(p, "ss") && !strings.HasSuffix(p, "us") && len(p) > 3:
		return p[:len(p)-1], "does"
	case strings.HasSuffix(p, "ied") && len(p) > 4:
		return p[:len(p)-3] + "y", "did"
	case strings.HasSuffix(p, "ed") && len(p) > 4:
		cands := []string{p[:len(p)-1], p[:len(p)-2]}
		if n := len(p); n > 5 && p[n-3] == p[n-4] {
			cands = append(cands, p[:n-3])
		}
		for _, c := range cands {
			if verbWord(c) || verbWord(c+"s") || flipPoles()[c] != "" {
				return c, "did"
			}
		}
		return p[:len(p)-2], "did"
	}
	return p, "do"
}

// inflect gives a base-form verb field the tense of a "do" auxiliary: "does" → "reduces",
// "did" → "reduced", "do" → "reduce"; punctuation after it kept.
func inflect(w, tense string) string {
	b, tail := bareWord(w), trailing(w)
	switch tense {
	case "does":
		switch {
		case strings.HasSuffix(b, "y") && len(b) > 2 && !strings.ContainsRune("aeiou", rune(b[len(b)-2])):
			b = b[:len(b)-1] + "ies"
		case strings.HasSuffix(b, "s") || strings.HasSuffix(b, "sh") || strings.HasSuffix(b, "ch") ||
			strings.HasSuffix(b, "x") || strings.HasSuffix(b, "z") || strings.HasSuffix(b, "o"):
			b += "es"
		default:
			b += "s"
		}
	case "did":
		switch {
		case strings.HasSuffix(b, "e"):
			b += "d"
		case strings.HasSuffix(b, "y") && len(b) > 2 && !strings.ContainsRune("aeiou", rune(b[len(b)-2])):
			b = b[:len(b)-1] + "ied"
		default:
			b += "ed"
		}
	}
	return b + tail
}

// swapPole swaps the claim's direction: the first pole word from its predicate on (else the
// first anywhere) becomes the opposite pole's word of the same form (antonymPairs, diffPoles:
// "reduces" → "increases", "higher" → "lower"), else a direction word not in a pair goes to
// "increase" or "decrease" of its form ("mitigates" → "increases"), else a word WordNet
// opposes by a prefix ("dependent" → "independent"). ok is false when the claim has none.
func swapPole(ws []string) ([]string, bool) {
	lw := make([]string, len(ws))
	for i, w := range ws {
		lw[i] = bareWord(w)
	}
	from := max(rewriteAt(lw), 0)
	order := make([]int, 0, len(ws))
	for i := from; i < len(ws); i++ {
		order = append(order, i)
	}
	for i := 0; i < from; i++ {
		order = append(order, i)
	}
	opp := flipPoles()
	for _, finder := range []func(i int) string{
		func(i int) string {
			if o := comparatives[lw[i]]; o != "" {
				return o
			}
			if o := opp[lw[i]]; strings.HasSuffix(lw[i], "ss") && strings.HasSuffix(o, "s") && !strings.HasSuffix(o, "ss") {
				return o[:len(o)-1] // "suppress" → "promote", not "promotes"
			}
			return opp[lw[i]]
		},
		func(i int) string {
			w := lw[i]
			switch {
			case directionNouns[w] || noDirectionSwap[stem(w)]:
				return ""
			case stanceUp[w]:
				return sameFormOf(w, strings.Fields("decrease decreases decreased decreasing"))
			case stanceDown[w]:
				return sameFormOf(w, strings.Fields("increase increases increased increasing"))
			}
			return ""
		},
		func(i int) string {
			// WordNet's prefix opposites only for a word after a copula ("is dependent"): elsewhere
			// they make "unbinds", "untreat", "nontranslation".
			if i == 0 || !copulaWords[lw[i-1]] {
				return ""
			}
			return prefixOpposite(lw[i])
		},
	} {
		for _, i := range order {
			if o := finder(i); o != "" {
				out := slices.Clone(ws)
				out[i] = keepCase(ws[i], o) + trailing(ws[i])
				return out, true
			}
		}
	}
	return nil, false
}

// comparatives swap as comparatives, before the antonym pairs would make "more" a verb.
var comparatives = map[string]string{"more": "less", "less": "more", "fewer": "more"}

// noDirectionSwap are direction words whose opposite is no "increase"/"decrease" ("protects").
var noDirectionSwap = stemsOf("protect protects block blocks blocked abolishes")

// copulaWords are the verbs an adjective predicate follows.
var copulaWords = wordSet("is are was were be been being remain remains become becomes")

// sameFormOf is sameForm reading a word in "-ss" ("suppress") as a base form.
func sameFormOf(w string, pole []string) string {
	if strings.HasSuffix(w, "ss") {
		return pole[0]
	}
	return sameForm(w, pole)
}

// prefixOpposite is w with an opposite prefix put on or taken off when WordNet pairs the two
// words' stems as antonyms ("dependent" → "independent", "activate" → "deactivate"), else "".
func prefixOpposite(w string) string {
	if len(w) < 5 {
		return ""
	}
	ants, _ := wordnet()
	sw := stem(w)
	for _, p := range oppositePrefixes {
		for _, dir := range [][2]string{{p[0], p[1]}, {p[1], p[0]}} {
			rest, ok := strings.CutPrefix(w, dir[0])
			if !ok || len(rest) < 4 {
				continue
			}
			o := dir[1] + rest
			so := stem(o)
			for _, a := range ants {
				if a[0] == sw && a[1] == so || a[1] == sw && a[0] == so {
					return o
				}
			}
		}
	}
	return ""
}

// keepCase is o written with w's leading capital.
func keepCase(w, o string) string {
	if w != "" && o != "" && w[0] >= 'A' && w[0] <= 'Z' && o[0] >= 'a' && o[0] <= 'z' {
		return string(o[0]-'a'+'A') + o[1:]
	}
	return o
}

// trailing is the punctuation after a field's last word character ("reduces," → ",").
func trailing(w string) string {
	i := len(w)
	for i > 0 && !isWordRune(rune(w[i-1])) {
		i--
	}
	return w[i:]
}
