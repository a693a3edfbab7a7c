package pdfmeta

import (
	"regexp"
	"strings"
	"testing"
)

// cleanNameTextUncached skips each expression on text without what its matches hold.
func TestNamePrefiltersHoldForMatches(t *testing.T) {
	digits := func(s string) bool { return strings.ContainsAny(s, "0123456789") }
	for _, c := range []struct {
		re   *regexp.Regexp
		need func(string) bool
	}{
		{nameNoiseRe, mayNameNoise},
		{roleRe, mayRole},
		{authorOrdinalRe, digits},
		{gluedSymbolRe, func(s string) bool { return strings.ContainsAny(s, gluedSymbols) }},
		{supMarkRe, func(s string) bool { return strings.ContainsAny(s, "0123456789"+markGlyphs) }},
	} {
		for _, s := range samples(t, c.re, 600) {
			if !c.need(s) {
				t.Errorf("%q matches %v but fails its prefilter", s, c.re)
			}
		}
	}
}
