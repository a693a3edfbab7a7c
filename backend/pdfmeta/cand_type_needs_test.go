package pdfmeta

import (
	"regexp"
	"strings"
	"testing"
)

// The literal prefilters must hold for every text their expression matches: sampled matches
// of each expression (in any case, with "ſ" and the Kelvin sign) all pass them.

func TestTypeCueNeedsHoldForMatches(t *testing.T) {
	for cue := range typeCueNeeds {
		re := typeCueRes[cue]
		for _, s := range samples(t, re, 400) {
			for _, v := range []string{s, strings.ToUpper(s), " \n" + s} {
				if re.MatchString(v) && !cueNeeds(cue, foldASCII(v), v) {
					t.Errorf("cue %s: %q matches but fails its needs", cue, v)
				}
			}
		}
	}
}

func TestTypeCuesNeedsHoldForMatches(t *testing.T) {
	for _, c := range typeCues {
		if c.needs == nil {
			continue
		}
		for _, s := range samples(t, c.re, 400) {
			if !containsAny(foldASCII(s), c.needs) {
				t.Errorf("%s: %q matches but holds none of %v", c.typ, s, c.needs)
			}
		}
	}
}

func TestProceedingsAndSeriesPrefilters(t *testing.T) {
	for _, c := range []struct {
		re     *regexp.Regexp
		name   string
		filter func(string) bool
	}{
		{serialProceedingsRe, "serialProceedings", serialProceedings},
		{issueProceedingsRe, "serialProceedings", serialProceedings},
		{springerVolRe, "springerVol", springerVol},
		{underReviewLineRe, "underReview", underReview},
	} {
		for _, s := range samples(t, c.re, 400) {
			if !c.filter(s) {
				t.Errorf("%s(%q) false, %v matches", c.name, s, c.re)
			}
		}
	}
}
