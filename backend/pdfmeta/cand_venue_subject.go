package pdfmeta

import "strings"

// fieldWords are the words of a field of study's name. A class that fills the file's Subject
// with the paper's field ("Probability Theory", "Computer Science", "Applied Mathematics")
// names no venue there; a venue's name has a word of its own ("Neural Information
// Processing Systems", "Annals of Statistics") or a joining word between fields (s18-held5).
var fieldWords = map[string]bool{
	"theory": true, "probability": true, "statistics": true, "mathematics": true, "mathematical": true, "applied": true,
	"pure": true, "physics": true, "chemistry": true, "biology": true, "computer": true, "science": true, "sciences": true,
	"engineering": true, "economics": true, "analysis": true, "algebra": true, "geometry": true, "topology": true,
	"combinatorics": true, "logic": true, "numerical": true, "computational": true, "stochastic": true, "processes": true,
	"linguistics": true, "philosophy": true, "psychology": true, "medicine": true, "astronomy": true, "astrophysics": true,
	"optimization": true, "control": true, "learning": true, "machine": true, "artificial": true, "intelligence": true,
}

// subjectHeading reports a Subject of two or more words each of which names a field of study,
// with no joining word: the paper's subject, not its venue, unless the journal lexicon knows
// it as a journal's title ("Machine Learning", "Computational Linguistics").
func subjectHeading(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	if len(ws) < 2 || knownJournal(s) != "" {
		return false
	}
	for _, w := range ws {
		if !fieldWords[w] {
			return false
		}
	}
	return true
}
