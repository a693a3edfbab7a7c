package answer

// anchorWindow is how many words before one of the claim's terms the direction word that moves
// it may lie ("reduced the expression of IME1"); after the term it may lie nearer
// ("IME1 expression was reduced").
const anchorWindow = 5

// anchorReading is how a sentence moves the terms a claim's predicate moves: per such term the
// sentence holds beside a direction word, whether it goes the claim's way (agree) or the other
// way or is denied ("did not reduce"), which opposes it.
type anchorReading struct {
	agree, oppose int
}

// copulas put a claim's direction after the thing it moves ("X is reduced in Y").
var copulas = wordSet("is are was were be been being become becomes became remains remain remained")

// mutationWords name a subject changed by mutation, which anchoredReading counts with the loss
// words: "Mutations in RIM1 raise IME1" speaks of RIM1's loss as "rim1 mutations cause
// reduced expression of IME1" does.
var mutationWords = wordSet("mutation mutations mutant mutants mutated")

// readAnchored reads, for each content term the claim's predicate moves (the words after its
// direction word, or before it when a copula precedes it: "X is reduced"), the direction word
// that moves the same term in the sentence: the nearest within anchorWindow words before it,
// else the nearest after it before a clause word ("by", "and", "which"…). "Mutations in RIM1
// raise levels of IME1 RNA" against "rim1 mutations cause reduced expression of IME1", or
// "encourage mesodermal differentiation" against "promotes β-catenin degradation and inhibits
// differentiation", are read as opposed term by term, where a whole-text reading sees both
// directions in the sentence and says nothing. Not read: claims without a direction, negated
// claims, comparisons (readCompare's), and pairs where one side names a loss or mutation of
// its subject and the other does not (the direction then turns).
func readAnchored(claim, sent string) anchorReading {
	var r anchorReading
	if claimNegated(claim) || compareMarker.MatchString(claim) {
		return r
	}
	cw := words(hyphenModifiers.ReplaceAllString(claim, ""))
	// The predicate ends the subject, and the claim's first direction word from it on is what
	// the predicate does; a claim whose verb predicateAt does not know ("encourages") is read
	// from its first direction word after the first word.
	p := predicateAt(cw)
	start := p
	if p < 0 {
		start, p = 1, len(cw)
	}
	at, dir := -1, 0
	for i := start; i < len(cw); i++ {
		if v := dirOf(cw[i]); v != 0 && !directionNouns[cw[i]] {
			at, dir = i, v
			break
		}
	}
	if at < 0 {
		return r
	}
	p = min(p, at)
	if namesLoss(cw[:p]) != namesLoss(words(sent)) {
		return r
	}
	// A copula before the direction word ("X is reduced") or a preposition after it ("X
	// declined in women") makes the subject what moved.
	terms := anchorTerms(objectSpan(cw[at+1:]))
	if at > 0 && copulas[cw[at-1]] || at+1 < len(cw) && objectEnds[cw[at+1]] || len(terms) == 0 {
		terms = anchorTerms(cw[:p])
	}
	reads := map[string]int{}
	for _, clause := range clauses(hyphenModifiers.ReplaceAllString(sent, "")) {
		ws := words(clause)
		for i, w := range ws {
			if t := stem(w); terms[t] && reads[t] == 0 {
				reads[t] = anchoredAt(ws, i)
			}
		}
	}
	for _, v := range reads {
		switch {
		case v == dir:
			r.agree++
		case v != 0:
			r.oppose++
		}
	}
	return r
}

// objectEnds end the phrase a claim's direction word moves: "encourage mesodermal
// differentiation by degrading β-catenin", "diminish the production of chemokines in the lung".
var objectEnds = wordSet("by and but or whereas while which that who through via because in during after among " +
	"upon when with within throughout at resulting thereby")

// objectSpan is the words after a claim's direction word up to the end of the phrase it moves.
func objectSpan(ws []string) []string {
	for i, w := range ws {
		if objectEnds[w] && i > 0 {
			return ws[:i]
		}
	}
	return ws
}

// namesLoss reports whether words name a loss or a mutation.
func namesLoss(ws []string) bool {
	for _, w := range ws {
		if lossWords[w] || mutationWords[w] {
			return true
		}
	}
	return false
}

// dirOf is +1 for an up word, -1 for a down word, 0 otherwise.
func dirOf(w string) int {
	switch {
	case stanceUp[w]:
		return 1
	case stanceDown[w]:
		return -1
	}
	return 0
}

// anchorTerms are the stems of a span's content words (no stop words, direction words or
// loss words).
func anchorTerms(ws []string) map[string]bool {
	out := map[string]bool{}
	for _, w := range ws {
		if isStopword(w) || len(w) < 3 || dirOf(w) != 0 || directionNouns[w] || lossWords[w] || mutationWords[w] {
			continue
		}
		out[stem(w)] = true
	}
	return out
}

// clauseWords end the span after a term in which a direction word still moves it.
var clauseWords = wordSet("by and but or whereas while which that who through via because")

// anchoredAt is the direction of the direction word that moves ws[i] (see readAnchored), 2 when
// that word is negated ("did not reduce"), 0 when there is none.
func anchoredAt(ws []string, i int) int {
	read := func(j int) int {
		if negatedBefore(ws, j) {
			return 2
		}
		return dirOf(ws[j])
	}
	for j := i - 1; j >= max(0, i-anchorWindow); j-- {
		if dirOf(ws[j]) != 0 && !directionNouns[ws[j]] {
			return read(j)
		}
	}
	for j := i + 1; j < min(len(ws), i+anchorWindow); j++ {
		if clauseWords[ws[j]] {
			break
		}
		if dirOf(ws[j]) != 0 && !directionNouns[ws[j]] {
			return read(j)
		}
	}
	return 0
}
