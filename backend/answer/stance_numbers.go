package answer

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// SciFact's annotators often wrote a contradicted claim by changing a finding's number ("one in
// five" → "one in two", "$750 million" → "$5 billion"). readQuantities reads the quantities a
// text states as a result, by kind, so that a claim's can be set against a finding's: shares
// (percentages, "one in five", "493 per million"), changes ("by 30%", "a 30% reduction"), fold
// changes ("twofold") and sums of money. Counts, doses, times and ages are left out: a claim
// names them as conditions ("after 12 weeks", "400 mg"), and a finding's count of patients is no
// share of anything.

// quantityKind is what a number measures; only numbers of one kind are compared.
type quantityKind int

const (
	quantityShare quantityKind = iota + 1
	quantityChange
	quantityFold
	quantityMoney
)

// quantity is one number a text states, as a value of its kind (a share as a fraction).
type quantity struct {
	kind  quantityKind
	value float64
}

// numberWords are the number words a claim writes out ("one in two", "ten percent").
var numberWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "twenty": 20, "hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9}

// scales multiply a number written with one ("5 million", "$750 million").
var scales = map[string]float64{"thousand": 1e3, "k": 1e3, "million": 1e6, "billion": 1e9}

const numPat = `(\d+(?:[.,·]\d+)*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|a thousand)`

var (
	// percentPat: "76-85%", "76.3% to 85.4%", "10%", "ten percent"; a confidence level
	// ("95% CI", "95% confidence interval") is dropped by the caller.
	percentPat = regexp.MustCompile(`(?i)\b` + numPat + `\s*(?:%|percent\b|per cent\b)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*%)?` +
		`|\b(\d+(?:\.\d+)?)\s*(?:-|–)\s*(\d+(?:\.\d+)?)\s*%`)
	// inPat: "one in five", "1 in 5 million", "1 out of 3".
	inPat = regexp.MustCompile(`(?i)\b` + numPat + `\s+(?:in|out of)\s+` + numPat + `(?:\s+(thousand|million|billion))?\b`)
	// perPat: "493 per million", "12 per 1,000", "29 per 1000 live births".
	perPat = regexp.MustCompile(`(?i)\b(\d+(?:\.\d+)?)\s+per\s+(\d[\d,\s]*\d|\d|thousand|million|billion|hundred)\b`)
	// foldPat: "twofold", "2-fold", "2.5 fold".
	foldPat = regexp.MustCompile(`(?i)\b(\d+(?:\.\d+)?|two|three|four|five|ten)\s*-?\s*fold\b`)
	// moneyPat: "$5 billion", "US$58k", "$750 million".
	moneyPat = regexp.MustCompile(`(?i)\$\s*(\d+(?:[.,]\d+)*)\s*(thousand|million|billion|k)?\b`)
	// confidenceAfter: a percentage that is a confidence level.
	confidenceAfter = regexp.MustCompile(`(?i)^\s*(?:\]|\)|,)?\s*(?:ci|confidence|credible|cri|prediction|uncertainty|range)\b`)
	// intervalPat is a confidence interval with its bounds ("95% CI 10% to 14%", "(95%
	// confidence interval 282 to 801 per million)"), which states no result of its own.
	intervalPat = regexp.MustCompile(`(?i)\b\d+(?:\.\d+)?\s*%\s*(?:ci|cri|confidence|credible|prediction|uncertainty)\b[^;)\]]*`)
	// changeBefore and changeAfter mark a percentage that is a change rather than a share: "fell
	// by 30%", "30% lower", "a 30% reduction".
	changeBefore = regexp.MustCompile(`(?i)\bby\s+(?:about|approximately|around|nearly|almost|up to|over|more than|at least|roughly|some)?\s*$`)
	changeAfter  = regexp.MustCompile(`(?i)^\s*(?:\([^)]*\)\s*)?(?:relative\s+|absolute\s+)?(?:higher|lower|greater|smaller|less|more|increase|increased|increases|decrease|decreased|decreases|reduction|reduced|rise|drop|decline|gain|loss|improvement|excess)\b`)
)

// parseNumber reads a number as the patterns match it: digits (with thousands commas or a
// "·" decimal point) or a number word.
func parseNumber(s string) (float64, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimPrefix(s, "a ")
	if v, ok := numberWords[s]; ok {
		return v, true
	}
	s = strings.ReplaceAll(s, "·", ".")
	// "1,000" is a thousand; "2,5" (a decimal comma) is too rare in abstracts to read.
	s = strings.ReplaceAll(s, ",", "")
	s = strings.ReplaceAll(s, " ", "")
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// changeVerbs are verbs of change besides the direction words ("cuts admissions by 40%").
var changeVerbs = wordSet("cut cuts change changed changes drop drops dropped grew grow grows shrank shrink rose fell")

// changedBy reports whether a percentage after "by" (before, the text up to it) is the size of
// a change: a direction word or a verb of change lies within five words before "by" ("lowered
// readmissions by 25%"), not a passive's agent ("reported by 26%").
func changedBy(before string) bool {
	loc := changeBefore.FindStringIndex(before)
	if loc == nil {
		return false
	}
	ws := words(before[:loc[0]])
	for _, w := range ws[max(0, len(ws)-5):] {
		if stanceUp[w] || stanceDown[w] || changeVerbs[w] {
			return true
		}
	}
	return false
}

// readQuantities lists the quantities a text states.
func readQuantities(text string) []quantity {
	var out []quantity
	text = intervalPat.ReplaceAllString(text, "")
	for _, m := range percentPat.FindAllStringSubmatchIndex(text, -1) {
		if confidenceAfter.MatchString(text[m[1]:]) {
			continue
		}
		kind := quantityShare
		if changedBy(text[:m[0]]) || changeAfter.MatchString(text[m[1]:]) {
			kind = quantityChange
		}
		for _, g := range [][2]int{{2, 3}, {4, 5}, {6, 7}, {8, 9}} {
			if s, e := m[g[0]], m[g[1]]; s >= 0 {
				if v, ok := parseNumber(text[s:e]); ok {
					out = append(out, quantity{kind, v / 100})
				}
			}
		}
	}
	for _, m := range inPat.FindAllStringSubmatch(text, -1) {
		n, ok1 := parseNumber(m[1])
		d, ok2 := parseNumber(m[2])
		if m[3] != "" {
			d *= scales[strings.ToLower(m[3])]
		}
		if m[3] == "" && d >= 1900 && d <= 2100 {
			continue // "3 in 2010" is a year
		}
		if ok1 && ok2 && d > 0 && n <= d {
			out = append(out, quantity{quantityShare, n / d})
		}
	}
	for _, m := range perPat.FindAllStringSubmatch(text, -1) {
		n, ok1 := parseNumber(m[1])
		d, ok2 := parseNumber(m[2]) // numberWords reads "per million", "per hundred"
		if ok1 && ok2 && d >= 100 && n <= d {
			out = append(out, quantity{quantityShare, n / d})
		}
	}
	for _, m := range foldPat.FindAllStringSubmatch(text, -1) {
		if v, ok := parseNumber(m[1]); ok {
			out = append(out, quantity{quantityFold, v})
		}
	}
	for _, m := range moneyPat.FindAllStringSubmatch(text, -1) {
		if v, ok := parseNumber(m[1]); ok {
			if m[2] != "" {
				v *= scales[strings.ToLower(m[2])]
			}
			out = append(out, quantity{quantityMoney, v})
		}
	}
	return out
}

// sameQuantity reports whether two values of one kind are the same number as a paraphrase
// rounds it: "one in five" is 21%, "76-85%" is "76.3% to 85.4%", "about 50%" is 48%.
func sameQuantity(kind quantityKind, a, b float64) bool {
	d, m := math.Abs(a-b), math.Max(math.Abs(a), math.Abs(b))
	if (kind == quantityShare || kind == quantityChange) && m >= 0.1 && d <= 0.015 {
		return true
	}
	if kind == quantityShare || kind == quantityChange {
		return d <= 0.1*m
	}
	return d <= 0.12*m
}

// numbersDiffer reports whether the claim states a quantity of a kind the sentence also
// states, and none of the claim's values of that kind is among the sentence's: the finding
// gives another number for what the claim quantifies ("save up to $5 billion if 7% of patients
// take part" against "$750 million if 7% take part" differs in money though the share agrees).
// agree reports whether some claim value is among the sentence's.
func numbersDiffer(claim, sent string) (differ, agree bool) {
	cq := readQuantities(claim)
	if len(cq) == 0 {
		return false, false
	}
	sq := readQuantities(sent)
	for _, kind := range []quantityKind{quantityShare, quantityChange, quantityFold, quantityMoney} {
		claimHas, sentHas, matched := false, false, false
		for _, c := range cq {
			if c.kind != kind {
				continue
			}
			claimHas = true
			for _, s := range sq {
				if s.kind == kind {
					sentHas = true
					matched = matched || sameQuantity(kind, c.value, s.value)
				}
			}
		}
		if claimHas && sentHas {
			if matched {
				agree = true
			} else {
				differ = true
			}
		}
	}
	return differ, agree
}
