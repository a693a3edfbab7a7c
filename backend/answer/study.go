package answer

import (
	"regexp"
	"slices"
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
	regexp.MustCompile(`(?i)\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:[\w-]+\s+){0,2}(?:participants|patients|subjects|adults|children|women|men|individuals|people|persons|volunteers|infants|cases|respondents|pregnancies|students|residents)\b`),
}

// StudyOf reads a study's design and sample size from its title and abstract with plain
// patterns (English only), where the text states them of the study itself: in the title, or in
// a sentence that speaks of this study ("we", "this trial", "our", a METHODS heading). A review
// that mentions "a meta-analysis published in 2007" is not a meta-analysis, and "an estimated
// 1 billion people" is no sample.
func StudyOf(title, text string) Study {
	var s Study
	own := []string{title}
	for _, sp := range SplitSentences(text) {
		if sent := text[sp.Start:sp.End]; ownSentence(sent) {
			own = append(own, sent)
		}
	}
	for i, re := range designRes {
		if slices.ContainsFunc(own, re.MatchString) {
			s.Design = designs[i].name
			break
		}
	}
	for _, sent := range own[1:] {
		for _, re := range sizeRes {
			for _, m := range re.FindAllStringSubmatch(sent, -1) {
				if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil && n > s.SampleSize && n < 100_000_000 && !yearLike(m[1]) && !magnitude.MatchString(m[0]) {
					s.SampleSize = n
				}
			}
		}
	}
	return s
}

// ownWords mark a sentence that speaks of the study itself.
var ownWords = wordSet("we our this here present these")

// ownHeading is a structured abstract's heading that opens a sentence about the study itself.
var ownHeading = regexp.MustCompile(`^\s*(?:DESIGN|METHODS?|PARTICIPANTS|SETTING|PATIENTS|SUBJECTS|RESULTS|MATERIALS AND METHODS|STUDY DESIGN|DESIGN, SETTING, AND PARTICIPANTS)\b`)

func ownSentence(s string) bool {
	return ownHeading.MatchString(s) || hasWord(s, ownWords)
}

// magnitude is a count in millions or a share, not participants.
var magnitude = regexp.MustCompile(`(?i)\b(?:thousand|million|billion|percent)\b|%`)

// yearLike is a four-digit number that reads as a year ("1999 patients" rarely; "in 2004 women").
func yearLike(num string) bool {
	n, err := strconv.Atoi(num)
	return err == nil && len(num) == 4 && n >= 1900 && n <= 2100
}
