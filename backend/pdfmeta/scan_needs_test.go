package pdfmeta

import (
	"regexp"
	"strings"
	"testing"
)

func TestScanNeedsHoldForMatches(t *testing.T) {
	for _, c := range []struct {
		re   *regexp.Regexp
		need func(string) bool
	}{
		{bareISSNRe, hasDashDigits},
		{arxivStampOldRe, hasSlashDigits},
		{citedYearRe, hasYearThenMark},
		{arxivAnyRe, func(s string) bool { return strings.Contains(foldASCII(s), "arxiv") }},
		{issnRe, func(s string) bool { return strings.Contains(foldASCII(s), "issn") }},
		{emailLocalRe, func(s string) bool { return strings.Contains(s, "@") }},
		{acmArticleRe, func(s string) bool { return strings.Contains(s, "Article") }},
		{doiGlueRe, func(s string) bool {
			return strings.Contains(foldASCII(s), "doi10.") || strings.Contains(foldASCII(s), "doi:10.")
		}},
		{doiSpacedPrefixRe, func(s string) bool { return strings.Contains(s, "10. ") || strings.Contains(s, "10.\t") }},
	} {
		for _, s := range samples(t, c.re, 400) {
			if !c.need(s) {
				t.Errorf("%q matches %v but fails its prefilter", s, c.re)
			}
		}
	}
	for s, want := range map[string]bool{"1198-743X": true, "198-743X": false, "x 2019a) y": true, "2019ab)": false, "hep-th/9901001": true, "hep-th/990100": false} {
		if got := hasDashDigits(s) || hasYearThenMark(s) || hasSlashDigits(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
