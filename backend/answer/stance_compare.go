package answer

import (
	"regexp"
	"strconv"
	"strings"
)

// A comparison claim ("A is more effective than B") is contradicted by a finding that puts the
// two sides the other way round, which it often does without an opposite word: "B, compared
// with A, increased abstinence", "remission in 73% of the B group and 13% of the A group". So
// the stance reads which side of the claim each side of the finding names, and which way the
// finding orders them.

// compareMarker splits a comparison into its two sides.
// "Preferable to", "superior to" and "inferior to" are markers whose first word is the
// first side's direction (read by sideDirection from the text up to the marker's end).
var compareMarker = regexp.MustCompile(`(?i)\b(?:than|compared (?:with|to)|in comparison (?:with|to)|relative to|versus|vs|(?:preferable|superior|inferior) to)\b\.?`)

// groupShare is a percentage followed by the group it belongs to ("22 (73%) in the surgical
// group", "36.6% of the combination therapy group").
var groupShare = regexp.MustCompile(`(?i)(\d+(?:\.\d+)?)\s*%\)?\s+(?:in|of|for)\s+(?:the\s+)?([\w\s-]{2,40}?)\s+(?:group|arm)\b`)

// percentValue is a percentage.
var percentValue = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*%`)

// compareReading is how a finding orders a comparison claim's sides.
type compareReading struct {
	read     bool // the finding compares the claim's two sides
	swapped  bool // its first side is the claim's second
	opposite bool // it orders the claim's sides the other way round
}

// readCompare reads a finding against a comparison claim; read is false when the claim is no
// comparison or the finding does not compare its sides.
func readCompare(claim, sent string) compareReading {
	var r compareReading
	cl, cr, ok := compareSides(claim)
	if !ok {
		return r
	}
	dc := sideDirection(claim[:len(claim)-len(cr)])
	if dc == 0 {
		return r
	}
	cL, cR := distinctStems(cl, cr)
	sl, sr, ds := sentenceOrder(sent)
	if ds == 0 {
		return r
	}
	sL, sR := contentStems(sl), contentStems(sr)
	same := overlap(sL, cL) + overlap(sR, cR)
	swap := overlap(sL, cR) + overlap(sR, cL)
	if same == swap {
		return r
	}
	r.read, r.swapped = true, swap > same
	order := ds
	if r.swapped {
		order = -ds
	}
	r.opposite = order == -dc
	return r
}

// compareSides splits a comparison claim at its marker into the side it speaks of and the side
// it compares with.
func compareSides(text string) (left, right string, ok bool) {
	loc := compareMarker.FindStringIndex(text)
	if loc == nil {
		return "", "", false
	}
	return text[:loc[0]], text[loc[1]:], true
}

// sentenceOrder is a finding's two compared sides with the direction of the first against the
// second: from a comparison marker and a direction word (or the first percentage of each side),
// or from two groups' percentages (the higher group first, +1).
func sentenceOrder(sent string) (first, second string, dir int) {
	if gs := groupShare.FindAllStringSubmatch(sent, -1); len(gs) >= 2 {
		a, _ := strconv.ParseFloat(gs[0][1], 64)
		b, _ := strconv.ParseFloat(gs[1][1], 64)
		switch {
		case a > b:
			return gs[0][2], gs[1][2], 1
		case b > a:
			return gs[1][2], gs[0][2], 1
		}
	}
	loc := compareMarker.FindStringIndex(sent)
	if loc == nil {
		return "", "", 0
	}
	// The compared side runs from the marker to the end of its clause; the rest of the
	// sentence is the side it is compared with ("Compared with A, B had lower risk").
	end := len(sent)
	if i := strings.IndexAny(sent[loc[1]:], ",;("); i >= 0 {
		end = loc[1] + i
	}
	second = sent[loc[1]:end]
	first = sent[:loc[0]] + " " + sent[end:]
	if dir = sideDirection(sent[:loc[1]]); dir == 0 {
		dir = sideDirection(sent[end:])
	}
	if dir == 0 {
		a, b := percentValue.FindStringSubmatch(sent[:loc[0]]), percentValue.FindStringSubmatch(second)
		if a != nil && b != nil {
			x, _ := strconv.ParseFloat(a[1], 64)
			y, _ := strconv.ParseFloat(b[1], 64)
			switch {
			case x > y:
				dir = 1
			case x < y:
				dir = -1
			}
		}
	}
	return first, second, dir
}

// sideDirection is the direction of the last direction word of a comparison's side ("more",
// "higher", "better", "superior" +1; "less", "lower", "worse", "inferior" -1), 0 when none.
func sideDirection(text string) int {
	dir := 0
	prev := ""
	for _, w := range words(text) {
		switch {
		case prev == "non" || prev == "not": // "non-inferior", "not superior": no order
			dir = 0
		case w == "better" || w == "superior" || w == "preferable" || stanceUp[w]:
			dir = 1
		case w == "worse" || w == "inferior" || stanceDown[w]:
			dir = -1
		}
		prev = w
	}
	return dir
}

// distinctStems are the content stems of each side that the other side does not hold.
func distinctStems(a, b string) (map[string]bool, map[string]bool) {
	sa, sb := contentStems(a), contentStems(b)
	da, db := map[string]bool{}, map[string]bool{}
	for k := range sa {
		if !sb[k] {
			da[k] = true
		}
	}
	for k := range sb {
		if !sa[k] {
			db[k] = true
		}
	}
	return da, db
}

// contentStems are the stems of text's words that are no stop words and no direction words.
func contentStems(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words(text) {
		if isStopword(w) || stanceUp[w] || stanceDown[w] || w == "" || w[0] >= '0' && w[0] <= '9' {
			continue
		}
		out[stem(w)] = true
	}
	return out
}

// overlap is how many stems a and b share.
func overlap(a, b map[string]bool) int {
	n := 0
	for k := range a {
		if b[k] {
			n++
		}
	}
	return n
}
