package pdfmeta

// Each field's candidates: the hand-written rule's choice (feature "rule"), the other values
// the page offers, and the empty value (feature "null").

func nullCandidate() Candidate { return Candidate{Features: map[string]float64{"null": 1}} }

// mark sets the "rule" feature on the candidate equal to the rule's choice, adding it when
// no candidate is.
func mark(cands []Candidate, rule Candidate, same func(a, b Candidate) bool) []Candidate {
	for i := range cands {
		if same(cands[i], rule) {
			cands[i].Features["rule"] = 1
			return cands
		}
	}
	if rule.Features == nil {
		rule.Features = map[string]float64{}
	}
	rule.Features["rule"] = 1
	return append(cands, rule)
}

func sameText(a, b Candidate) bool { return compact(a.Text) == compact(b.Text) }

// indexText is the index of the candidate whose compact text is k, or -1.
func indexText(cands []Candidate, k string) int {
	for i, c := range cands {
		if compact(c.Text) == k {
			return i
		}
	}
	return -1
}

func sameAuthors(a, b Candidate) bool {
	if len(a.Authors) != len(b.Authors) {
		return false
	}
	for i := range a.Authors {
		if compact(a.Authors[i].Family) != compact(b.Authors[i].Family) {
			return false
		}
	}
	return true
}

// doiConfidence rates a DOI: one from the file's metadata or page 1 is rarely wrong.
func doiConfidence(doi, metaDOI string) float64 {
	switch {
	case doi == "":
		return 0.5
	case metaDOI != "":
		return 0.95
	}
	return 0.9
}

// abstractConfidence rates an abstract by its length: a short one is often a fragment.
func abstractConfidence(a string) float64 {
	switch n := len(a); {
	case n == 0:
		return 0.3
	case n < 300:
		return 0.6
	}
	return 0.85
}
