package answer

import (
	"regexp"
	"strconv"
	"strings"
)

// effectReading is what a sentence's numbers and comparisons say about an effect's direction:
// ratio effect sizes (RR, OR, HR…) below or above 1 with a confidence interval that excludes 1,
// a ratio whose interval crosses 1 or a p-value of 0.05 or more (no significant effect), and
// comparisons ("superior to", "did not outperform", "non-inferior", "similar to").
type effectReading struct {
	ratioDown, ratioUp, ratioNull bool
	pSig, pNull                   bool
	better, notBetter, similar    bool
}

// ratioName finds a ratio effect size's name; the numbers follow within ratioWindow bytes.
var ratioName = regexp.MustCompile(`\b(?:a?RR|a?OR|a?HR|IRR|RRR|SIR|SMR)\b|(?i:\b(?:relative risks?|risk ratios?|odds ratios?|hazard ratios?|rate ratios?)\b)`)

const ratioWindow = 90

// effectNumber is a decimal number not followed by "%" (a CI's level or a percentage).
var effectNumber = regexp.MustCompile(`(\d*\.\d+|\d+)(\s*%)?`)

// pValue is a p-value with its comparison ("P = 0.4", "p<.001", "P > 0.05").
var pValue = regexp.MustCompile(`(?i)\bp\s*(=|<|>|≤|≥|<=|>=)\s*(\d*\.\d+|\d+)`)

// Comparison phrases, matched on the lower-cased sentence with single spaces.
var (
	betterPhrases    = []string{"superior to", "more effective than", "outperformed", "outperforms", "better than", "greater benefit", "more efficacious"}
	notBetterPhrases = []string{"not superior", "no better than", "did not outperform", "does not outperform", "failed to outperform", "not more effective", " inferior to", "was not better", "were not better", "less effective than"}
	similarPhrases   = []string{"non-inferior", "noninferior", "non-inferiority", "similar to", "comparable", "equivalent", "as effective as", "did not differ", "no difference", "no significant difference", "similar in", "were similar", "was similar"}
)

// readEffects reads a sentence's effect sizes, p-values and comparisons.
func readEffects(text string) effectReading {
	var e effectReading
	for _, loc := range ratioName.FindAllStringIndex(text, -1) {
		if loc[1] < len(text) && text[loc[1]] == '-' {
			continue // "HR-defective" names homologous recombination, not a hazard ratio
		}
		end := min(len(text), loc[1]+ratioWindow)
		point, lo, hi, ok := ratioNumbers(text[loc[1]:end])
		switch {
		case !ok:
		case lo > 0 && hi > 0 && lo <= 1 && hi >= 1:
			e.ratioNull = true
		case point < 1:
			e.ratioDown = true
		case point > 1:
			e.ratioUp = true
		}
	}
	for _, m := range pValue.FindAllStringSubmatch(text, -1) {
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			continue
		}
		switch op := m[1]; {
		case (op == "<" || op == "≤" || op == "<=") && v <= 0.05, (op == "=") && v < 0.05:
			e.pSig = true
		case (op == ">" || op == "≥" || op == ">=") && v >= 0.05, op == "=" && v >= 0.05:
			e.pNull = true
		}
	}
	low := " " + strings.Join(strings.Fields(strings.ToLower(text)), " ") + " "
	e.notBetter = containsAny(low, notBetterPhrases)
	e.better = !e.notBetter && containsAny(low, betterPhrases)
	e.similar = containsAny(low, similarPhrases)
	return e
}

// ratioNumbers reads the point estimate and, when given, the interval after a ratio's name
// ("0.72 (95% CI 0.60-0.90)", "= 1.4; 95% confidence interval, 1.1 to 1.8"). Numbers followed
// by "%" are levels or percentages and are skipped; a point estimate must lie in (0, 20).
func ratioNumbers(s string) (point, lo, hi float64, ok bool) {
	var nums []float64
	for _, m := range effectNumber.FindAllStringSubmatch(s, 4) {
		if m[2] != "" {
			continue
		}
		v, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			break
		}
		nums = append(nums, v)
	}
	if len(nums) == 0 || nums[0] <= 0 || nums[0] >= 20 {
		return 0, 0, 0, false
	}
	point = nums[0]
	if len(nums) >= 3 && nums[1] <= point && point <= nums[2] {
		lo, hi = nums[1], nums[2]
	}
	return point, lo, hi, true
}

// containsAny reports whether s contains one of the phrases.
func containsAny(s string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}
