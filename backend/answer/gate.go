package answer

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The relevance gate: a cited study counts in a claim's verdict only when its finding is about
// the claim's subject and its outcome, both sides of "X affects Y". A study cited for the reader
// whose finding is about something else ("neither vitamin E nor C supplementation reduced the
// risk of prostate cancer" for "Does vitamin D supplementation reduce fracture risk?") is listed
// as related (neutral) and never colours the bar.

// predicateWords end a claim's subject: auxiliaries, modal verbs and the verbs SciFact's claims
// state effects with. The direction words (upWords, downWords) and antonym poles end it too.
var predicateWords = wordSet("is are was were be been being can could may might will would should does do did " +
	"has have had cause causes caused leads lead led results result resulted affects affect affected " +
	"regulates regulate regulated mediates mediate mediated correlates correlate correlated associated " +
	"linked contributes contribute contributed occurs occur occurred requires require required predicts predict " +
	"predicted protects protect protected treats treat treated determines determine determined modulates modulate " +
	"modulated alters alter altered drives drive drove controls control controlled facilitates facilitate " +
	"facilitated triggers trigger triggered underlies underlie depends depend depended confers confer " +
	"exhibit exhibits exhibited show shows showed display displays involves involve involved plays play " +
	"acts act serves serve makes make enables enable enabled blocks block")

// SideShare is the share of a claim side's weight (IDF) a finding must hold for that side.
var SideShare = 0.25

// gateTerm is a matching key of the gate: a stem, or a compound of a word and the letter or
// number that names it ("vitamin d", "il 10", "type 2"), which a stem alone would lose.
type gateTerm = string

// gateTerms are text's matching keys in order: stems of content words, with a one-letter or
// numeric word joined to the word before it ("vitamin D" is not "vitamin E").
func gateTerms(text string) []gateTerm { return wordTerms(gateWords(text)) }

// wordTerms are gateTerms of words already read by gateWords.
func wordTerms(ws []string) []gateTerm {
	var out []gateTerm
	prev := ""
	for _, w := range ws {
		short := utf8.RuneCountInString(w) == 1 || isDigits(w)
		switch {
		case short && prev != "" && len(out) > 0:
			out[len(out)-1] = prev + " " + w
			prev = ""
		case isStopword(w) || utf8.RuneCountInString(w) < 2:
			prev = ""
		default:
			prev = stem(w)
			if x, ok := irregularNouns[w]; ok {
				prev = stem(x)
			}
			out = append(out, prev)
		}
	}
	return out
}

// capsNumber is a capitals name joined to its number by a hyphen ("IL-6", "COX-2"), which the
// gate reads as one key as "IL6" and "COX2" are written: split, "il" is a stop word (French)
// and "6" too short, so "IL-6" held no key at all and "IL-6" was "IL-18" to the gate.
var capsNumber = regexp.MustCompile(`\b([A-Z]{2,5})-([0-9]{1,3})\b`)

// irregularNouns are plurals the stemmer does not bring to their singular ("mice" for a claim
// about mice, "mouse models" in the finding).
var irregularNouns = map[string]string{"mice": "mouse", "children": "child", "women": "woman", "men": "man",
	"teeth": "tooth", "feet": "foot", "lice": "louse", "geese": "goose"}

// gateWords are text's words as the gate reads them (capsNumber joined, the article dropped).
func gateWords(text string) []string {
	text = capsNumber.ReplaceAllString(joinHyphenated(text), "$1$2")
	return words(article.ReplaceAllString(text, " "))
}

// article is the lower-case article "a", which is no letter naming the word before it: "does not
// play a role" held the compound key "play a" (weighing as the pool's rarest term), while
// "vitamin A" keeps its capital.
var article = regexp.MustCompile(`\ba\b`)

func isDigits(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

// claimSides splits the claim's matching keys at its predicate: the subject before the first
// predicate word (after at least one key), the outcome after it. A claim with no predicate found
// is one side, the subject.
func claimSides(claim string) (subject, outcome []gateTerm) {
	ws := gateWords(claim)
	cut := predicateAt(ws)
	if cut < 0 {
		return gateTerms(claim), nil
	}
	abbrs := definedAbbrevs(claim)
	return aliasAbbrevs(wordTerms(ws[:cut]), abbrs), aliasAbbrevs(wordTerms(ws[cut+1:]), abbrs)
}

// aliasAbbrevs replaces, in a side, an abbreviation the claim defines ("major vault protein
// (MVP)") and its long form by one alias key (short form, aliasSep, long form), which a finding holds by either: the
// abbreviation and its long form name one thing, and as separate keys a finding that writes
// only "MVP" held a third of it.
func aliasAbbrevs(side []gateTerm, abbrs []abbrev) []gateTerm {
	for _, a := range abbrs {
		at := slices.Index(side, a.short)
		if at < 0 {
			continue
		}
		all := true
		for _, l := range a.long {
			all = all && slices.Contains(side, l)
		}
		if !all {
			continue
		}
		side = slices.DeleteFunc(slices.Clone(side), func(k gateTerm) bool { return slices.Contains(a.long, k) })
		side[slices.Index(side, a.short)] = a.short + aliasSep + strings.Join(a.long, " ")
	}
	return side
}

// aliasSep joins an alias key's abbreviation to its long form's keys.
const aliasSep = "="

// aliasHeld reports whether alias key k (its abbreviation and its long form) is held by have:
// the abbreviation, or every key of the long form. ok is false when k is no alias.
func aliasHeld(k gateTerm, have map[gateTerm]bool) (short string, held, ok bool) {
	short, long, ok := strings.Cut(k, aliasSep)
	if !ok {
		return "", false, false
	}
	held = true
	for _, l := range strings.Fields(long) {
		held = held && have[l]
	}
	return short, have[short] || held, true
}

// predicateAt is the index of the first predicate word after at least one content word, -1
// when there is none.
func predicateAt(ws []string) int {
	seen := 0
	for i, w := range ws {
		if seen > 0 && (predicateWords[w] || upWords[w] || downWords[w] || antonymWord[stem(w)]) {
			return i
		}
		if !isStopword(w) && utf8.RuneCountInString(w) >= 2 {
			seen++
		}
	}
	return -1
}

// AboutClaim reports whether a finding is about the claim: the finding's keys hold SideShare
// of the subject's weight (with the keys of its context, the study's title, which may name the
// subject) and SideShare of the outcome's. weight gives a key's weight (IDF). Pure, so that the
// product and carrel-eval's training score the same gate.
func AboutClaim(claim string, finding, context map[string]bool, weight func(string) float64) bool {
	subject, outcome := claimSides(claim)
	return aboutSides(subject, outcome, finding, context, weight)
}

// aboutSides is AboutClaim for a claim already split into its sides.
func aboutSides(subject, outcome []gateTerm, finding, context map[string]bool, weight func(string) float64) bool {
	withContext := make(map[string]bool, len(finding)+len(context))
	for k := range finding {
		withContext[k] = true
	}
	for k := range context {
		withContext[k] = true
	}
	return sideHeld(subject, withContext, weight) && sideHeld(outcome, finding, weight)
}

// findingKeys are the gate's keys of pool sentence s: its own, and the long forms of the
// abbreviations its study defined.
func (p *pool) findingKeys(s *sentence) map[string]bool {
	out := keySet(gateTerms(s.quote))
	for _, t := range s.terms {
		out[p.stems[t.id]] = true
	}
	return out
}

func keySet(ks []gateTerm) map[gateTerm]bool {
	out := make(map[gateTerm]bool, len(ks))
	for _, k := range ks {
		out[k] = true
	}
	return out
}

// sideHeld reports whether have holds SideShare of a side's weight, where a generic word of
// clinical reporting ("effective", "treatment", "risk") weighs a fifth: "cognitive-behavioral
// therapy yielded more positive outcomes ... headache index" holds "effective treatment" but not
// "insomnia". A side naming a compound ("vitamin d") is not held by a finding naming another of
// the same head ("vitamin e"): that finding is about something else. An empty side holds.
func sideHeld(side []gateTerm, have map[gateTerm]bool, weight func(gateTerm) float64) bool {
	share, other := sideShare(side, have, weight)
	return !other && share >= SideShare-1e-9
}

// sideShare is the share of a side's weight that have holds (generic words weighing a fifth,
// WordNet synonyms and vector neighbours counting as the word; 1 for an empty side), and whether
// have names another compound of one of the side's compound keys. The gate (sideHeld) and the
// evidence features (outcome_share, side_min) both read it.
func sideShare(side []gateTerm, have map[gateTerm]bool, weight func(gateTerm) float64) (share float64, other bool) {
	total, got := 0.0, 0.0
	seen := map[gateTerm]bool{}
	for _, k := range side {
		if seen[k] {
			continue
		}
		seen[k] = true
		if short, held, ok := aliasHeld(k, have); ok {
			w := weight(short)
			total += w
			if held {
				got += w
			}
			continue
		}
		w := weight(k)
		if genericWords[k] {
			w /= 5
		}
		total += w
		switch {
		case have[k] || synonymHeld(k, have) || vectorHeld(k, have):
			got += w
		case otherCompound(k, have):
			other = true
		}
	}
	if total == 0 {
		return 1, other
	}
	return got / total, other
}

// otherCompound reports whether have names another compound of compound key k's head ("vitamin
// e" for "vitamin d").
func otherCompound(k gateTerm, have map[gateTerm]bool) bool {
	head, _, ok := strings.Cut(k, " ")
	if !ok {
		return false
	}
	for h := range have {
		if x, _, ok := strings.Cut(h, " "); ok && x == head && h != k {
			return true
		}
	}
	return false
}

// namesOtherCompound reports whether a finding's keys name another compound of a claim side's
// compound and not the side's own ("neither vitamin E nor C supplementation reduced…" for a
// claim about vitamin D): such a sentence answers another question and is never a finding.
func namesOtherCompound(side []gateTerm, have map[gateTerm]bool) bool {
	for _, k := range side {
		if !have[k] && otherCompound(k, have) {
			return true
		}
	}
	return false
}

// genericWords are stems of words that clinical and statistical reporting uses whatever the
// subject; they hold a side only with its naming words.
var genericWords = func() map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields("effect effects effective effectiveness efficacy efficacious treatment treatments treat " +
		"treated therapy therapies therapeutic outcome outcomes risk risks level levels rate rates patient patients associated " +
		"association significant significantly clinical improve improved improves benefit benefits use used people " +
		"individuals adults women men children population") {
		out[stem(w)] = true
	}
	return out
}()

// UseWordNetSynonyms lets a side be held through a WordNet synonym ("tumour" for "neoplasm").
var UseWordNetSynonyms = true

// synonymHeld reports whether have holds a WordNet synonym of key k.
func synonymHeld(k gateTerm, have map[gateTerm]bool) bool {
	if !UseWordNetSynonyms {
		return false
	}
	_, synonyms := wordnet()
	for _, s := range synonyms[k] {
		if have[s] {
			return true
		}
	}
	return false
}

// poolWeight is the gate's weight of a key in pool p: its IDF; a compound or a key no sentence
// has weighs as the pool's rarest term.
func (p *pool) poolWeight() func(gateTerm) float64 {
	top := 0.0
	for _, x := range p.idf {
		top = math.Max(top, x)
	}
	return func(k gateTerm) float64 {
		if id := p.lookup(k); id >= 0 {
			return p.idf[id]
		}
		return top
	}
}

// VecNeighbour is the cosine of the word vectors from which a finding's key holds a claim
// side's key ("tumour" for "tumor", 0.95): at 0.7 "headache" held "insomnia" (0.77), which are
// related, not the same (docs/answers.md, recipes 10–12).
var VecNeighbour = 0.85

// vectorHeld reports whether have holds a word-vector neighbour of key k.
func vectorHeld(k gateTerm, have map[gateTerm]bool) bool {
	v := wordVectors()
	if v == nil || !v.Has(k) {
		return false
	}
	for h := range have {
		if v.Similarity(k, h) >= VecNeighbour {
			return true
		}
	}
	return false
}
