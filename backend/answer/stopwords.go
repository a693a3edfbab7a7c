package answer

import "strings"

// stopwordText holds function words by language; they carry no relevance. English also
// lists question fillers ("what", "does", "evidence") that a research question adds.
var stopwordText = []string{
	// en
	`a about above after again against all also am an and any are as at be because been before
	being below between both but by can could did do does doing done down during each either
	et al etc few for from further had has have having he her here hers him his how however i if
	in into is it its itself just may me might more most must my no nor not now of off on once
	only or other our ours out over own per same shall she should so some such than that the
	their theirs them then there these they this those through thus to too under until up upon
	us very via was we were what when where whether which while who whom whose why will with
	within without would yet you your tell know known show shown shows find found give given
	evidence research study studies paper papers literature say says explain describe regarding
	role cause causes whereas although therefore hence among vs ie eg`,
	// de
	`der das den dem des ein eine einer eines einem einen und oder aber nicht ist sind
	waren wird werden wurde wurden haben mit von zu zum zur im in an auf aus bei für über
	unter nach vor als wie was wer welche welcher welches auch noch nur sich es er sie wir ihr`,
	// fr
	`le la les un une des du de et ou mais ne pas est sont été être avoir ont dans sur sous
	avec pour par en au aux ce cette ces qui que quoi quel quelle quels quelles comment il elle
	ils elles nous vous se sa ses leur leurs plus`,
	// es, pt, it
	`el los las unos unas del al y o pero no es son fue ser estar está están con por para
	en sobre qué cuál cuáles cómo que se su sus lo le les más este esta estos estas
	os um uma umas e ou mas não é são foi com por para em no na nos nas qual quais como seu sua
	il lo gli uno della delle degli dei che è sono era con per tra fra nel nella quale quali`,
	// nl, sv, da, nb
	`het een en of maar niet is zijn was waren wordt worden met van voor naar bij op uit hoe wat
	welke dat deze dit er ook och eller inte är var med för på av till hur vad vilka
	det den de som og eller ikke er til hvad hvilke hva hvilken`,
}

var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, block := range stopwordText {
		for _, w := range strings.Fields(block) {
			m[w] = true
		}
	}
	return m
}()

func isStopword(w string) bool { return stopwords[w] }
