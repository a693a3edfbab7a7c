package answer

import (
	"regexp"
	"strconv"
	"strings"
)

// Study is what an abstract states about its own design and size; empty when it does not.
type Study struct {
	Design     string // e.g. "meta-analysis", "randomized controlled trial", "cohort study"
	SampleSize int    // participants (or the largest stated n); 0 when not stated
}

// designs are checked in order: the first design named wins, so a meta-analysis of trials is
// a meta-analysis.
var designs = []struct{ name, re string }{
	{"systematic review / meta-analysis", `meta-?analys[ie]s|systematic review`},
	{"randomized controlled trial", `randomi[sz]ed(,)? (double-blind,? |placebo-controlled,? |controlled |clinical )*trial|\bRCT\b`},
	{"controlled trial", `controlled trial|clinical trial`},
	{"cohort study", `cohort|prospective study|longitudinal study|follow-up study`},
	{"case-control study", `case-control|case control`},
	{"cross-sectional study", `cross-sectional`},
	{"genome-wide association study", `genome-wide association|\bGWAS\b`},
	{"case report", `case report|we report a case|we describe a patient`},
	{"animal study", `\b(mice|mouse|rats?|murine|zebrafish|drosophila)\b`},
	{"in vitro study", `in vitro|cell lines?|cultured cells`},
}

var designRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(designs))
	for i, d := range designs {
		out[i] = regexp.MustCompile(`(?i)` + d.re)
	}
	return out
}()

// sizeRes find stated sample sizes: "n = 1,234", "1,234 participants/patients/...".
var sizeRes = []*regexp.Regexp{
	regexp.MustCompile(`(?i)\b[nN]\s*=\s*(\d{1,3}(?:,\d{3})+|\d+)`),
	regexp.MustCompile(`(?i)\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:\w+\s+){0,2}(?:participants|patients|subjects|adults|children|women|men|individuals|people|persons|volunteers|infants|cases|respondents|pregnancies|students|residents)\b`),
}

// StudyOf reads an abstract's design and sample size with plain patterns (English only).
func StudyOf(text string) Study {
	var s Study
	for i, re := range designRes {
		if re.MatchString(text) {
			s.Design = designs[i].name
			break
		}
	}
	for _, re := range sizeRes {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil && n > s.SampleSize && n < 100_000_000 && !yearLike(m[1]) {
				s.SampleSize = n
			}
		}
	}
	return s
}

// yearLike is a four-digit number that reads as a year ("1999 patients" rarely; "in 2004 women").
func yearLike(num string) bool {
	n, err := strconv.Atoi(num)
	return err == nil && len(num) == 4 && n >= 1900 && n <= 2100
}
