package pdfmeta

import (
	"math/rand"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode"
)

// sampleMatch writes to b a random string that re (parsed) matches, empty-width assertions
// aside (callers keep the samples the expression does match): each case-folded literal in a
// random case of its fold orbit, so "ſ" and the Kelvin sign turn up.
func sampleMatch(b *strings.Builder, re *syntax.Regexp, rng *rand.Rand) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 {
				for n := rng.Intn(4); n > 0; n-- {
					r = unicode.SimpleFold(r)
				}
			}
			b.WriteRune(r)
		}
	case syntax.OpCharClass:
		if len(re.Rune) > 0 {
			i := rng.Intn(len(re.Rune)/2) * 2
			lo, hi := re.Rune[i], min(re.Rune[i+1], re.Rune[i]+200)
			b.WriteRune(lo + rune(rng.Intn(int(hi-lo)+1)))
		}
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteRune(rune(" aZ9.é"[rng.Intn(6)]))
	case syntax.OpCapture:
		sampleMatch(b, re.Sub[0], rng)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			sampleMatch(b, s, rng)
		}
	case syntax.OpAlternate:
		sampleMatch(b, re.Sub[rng.Intn(len(re.Sub))], rng)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 3
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
			if hi < 0 {
				hi = lo + 3
			}
		}
		for n := lo + rng.Intn(hi-lo+1); n > 0; n-- {
			sampleMatch(b, re.Sub[0], rng)
		}
	}
}

// samples are strings re matches, each alone and inside other text.
func samples(t *testing.T, re *regexp.Regexp, n int) []string {
	t.Helper()
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	var out []string
	for len(out) < n {
		var b strings.Builder
		sampleMatch(&b, p, rng)
		for _, s := range []string{b.String(), "Some text, " + b.String() + " and more"} {
			if re.MatchString(s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// coverRe is the expression coverMarks replaced: they must match the same texts.
var coverRe = regexp.MustCompile(`(?i)researchgate|intechopen|jstor|this content was downloaded|accepted manuscript|` +
	`all content following this page|for more information about|terms and conditions of use|open access books|` +
	`cite this article|downloaded from|this article appeared in a journal published by|for your personal,? non-?commercial use only`)

func TestCoverMarksMatchCoverRe(t *testing.T) {
	texts := append(samples(t, coverRe, 3000), "Downloaded from", "DOWNLOADED FROM", "downloaded fro m",
		"İntechOpen", "\u212Aeep", "JſTOR", "jstor", "for your personal use", "ReſearchGate", "researchgat")
	for _, s := range texts {
		for _, v := range []string{s, strings.ToUpper(s), strings.Replace(s, "s", "ſ", 1), strings.Replace(s, "i", "İ", 1)} {
			if got, want := containsAny(foldASCII(v), coverMarks), coverRe.MatchString(v); got != want {
				t.Errorf("%q: coverMarks %v, coverRe %v", v, got, want)
			}
		}
	}
}

func TestFoldASCII(t *testing.T) {
	for in, want := range map[string]string{"ABC déF": "abc déf", "Reſearch": "research", "\u212Aelvin": "kelvin",
		"İstanbul": "İstanbul", "": "", "Ä\xc5": "Ä\xc5"} {
		if got := foldASCII(in); got != want {
			t.Errorf("foldASCII(%q) = %q, want %q", in, got, want)
		}
	}
}
