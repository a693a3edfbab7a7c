package answer

import (
	"regexp"
	"strings"
)

// Sections of a structured abstract. Its headings ("BACKGROUND", "METHODS", "RESULTS",
// "CONCLUSIONS", "MAIN OUTCOME MEASURES") open a sentence and hold until the next one. On SciFact
// train's gold abstracts a sentence under a background or methods heading is a rationale 21 times
// in 2,368, under a results heading 243 in 2,034, under a conclusions heading 127 in 753: the heading tells a finding from
// the study's aim, design and measures ("MAIN OUTCOME MEASURES Prevalence of HCV antibody…"), so
// policyStudies never takes it for a finding. (As evidence features, the three sections raised
// selection F1 on the train folds by 0.007 but cost 0.012 of verdict precision: the results
// sentences they favour are harder for the lexical stance; docs/answers.md, recipe 15.)
const (
	sectionNone = iota
	sectionResult
	sectionConclusion
	sectionMethod
)

// sectionHeading is an upper-case heading opening a sentence (its first words).
var sectionHeading = regexp.MustCompile(`^\s*([A-Z][A-Z ,/&]{2,60}[A-Z])(?:\s|:)`)

// conclusionHeadings, resultHeadings and methodHeadings are heading prefixes, findings first
// ("METHODS AND RESULTS" opens findings).
var (
	conclusionHeadings = []string{"CONCLUSION", "INTERPRETATION", "SIGNIFICANCE", "SUMMARY", "KEY MESSAGE"}
	resultHeadings     = []string{"METHODS AND RESULTS", "METHODS AND FINDINGS", "RESULT", "FINDING", "MAIN RESULT",
		"PRINCIPAL FINDING", "OUTCOME"}
	methodHeadings = []string{"BACKGROUND", "METHOD", "OBJECTIVE", "DESIGN", "CONTEXT", "SETTING", "PURPOSE", "PARTICIPANT",
		"MAIN OUTCOME MEASURE", "MAIN OUTCOMES AND MEASURE", "INTRODUCTION", "AIM", "FUNDING", "TRIAL REGISTRATION",
		"DATA SOURCE", "IMPORTANCE", "SUBJECT", "INTERVENTION", "MATERIAL", "RATIONALE", "PATIENT", "STUDY SELECTION",
		"DATA EXTRACTION", "REVIEW METHOD", "SEARCH", "STUDY QUESTION", "STUDY OBJECTIVE"}
)

// headingSection is the section a sentence's opening heading starts, and whether it has one.
func headingSection(quote string) (int, bool) {
	m := sectionHeading.FindStringSubmatch(quote)
	if m == nil || len(m[1]) <= 3 {
		return sectionNone, false
	}
	h := m[1]
	for _, p := range conclusionHeadings {
		if strings.HasPrefix(h, p) {
			return sectionConclusion, true
		}
	}
	for _, p := range resultHeadings {
		if strings.HasPrefix(h, p) {
			return sectionResult, true
		}
	}
	for _, p := range methodHeadings {
		if strings.HasPrefix(h, p) {
			return sectionMethod, true
		}
	}
	return sectionNone, false
}

// sections is the structured-abstract section of each pool sentence (a candidate's sentences
// are contiguous in the pool, in order; a candidate starts with none).
func (p *pool) sections() []int {
	out := make([]int, len(p.sents))
	section, cand := sectionNone, -1
	for i := range p.sents {
		if p.sents[i].cand != cand {
			section, cand = sectionNone, p.sents[i].cand
		}
		if sec, ok := headingSection(p.sents[i].quote); ok {
			section = sec
		}
		out[i] = section
	}
	return out
}

// HeadingSection is headingSection for analysis (tuning tests): 1 results, 2 conclusions, 3 methods.
func HeadingSection(quote string) (int, bool) { return headingSection(quote) }
