package answer

import (
	"slices"

	"carrel/backend/domain"
)

// definitionWeight scales up a sentence that says what the asked-for term is.
const definitionWeight = 2.0

// finding is one study's evidence for a claim: its best sentence (and, when the model is
// as sure of them, further ones of the same abstract), with the study's stance.
type finding struct {
	members []int
	prob    float64
	stance  string
}

// selectFindings picks, per source, the sentence the evidence model rates highest; a source
// whose best sentence is below the model's threshold is not cited. The studies are ordered
// by that probability, the depth's maximum at most, and each gets a stance.
func selectFindings(p *pool, q query, cands []Candidate, query string, lim limits) []finding {
	m := current.Load()
	ev := evidenceFeatures(p, q, cands)
	claim := textCues(query)
	probs := make([]float64, len(p.sents))
	bySource := map[int][]int{}
	var order []int
	for i := range p.sents {
		probs[i] = m.Evidence.Prob(ev[i])
		c := p.sents[i].cand
		if _, ok := bySource[c]; !ok {
			order = append(order, c)
		}
		bySource[c] = append(bySource[c], i)
	}
	var out []finding
	seen := map[string]bool{}
	for _, c := range order {
		rows := bySource[c]
		slices.SortStableFunc(rows, func(a, b int) int {
			switch {
			case probs[a] > probs[b]:
				return -1
			case probs[a] < probs[b]:
				return 1
			}
			return 0
		})
		if probs[rows[0]] < m.Threshold*floorShare || !relevant(&p.sents[rows[0]], q) {
			continue
		}
		f := finding{prob: probs[rows[0]]}
		for k, i := range rows {
			if k > 0 && (probs[i] < m.Extra || len(f.members) >= maxFindingQuotes) {
				break
			}
			f.members = append(f.members, i)
		}
		out = append(out, f)
	}
	slices.SortStableFunc(out, func(a, b finding) int {
		switch {
		case a.prob > b.prob:
			return -1
		case a.prob < b.prob:
			return 1
		}
		return 0
	})
	// One finding per study: a study reached through several candidates (pages) counts once.
	kept := out[:0]
	for _, f := range out {
		src := p.sents[f.members[0]].source
		if seen[src] || len(kept) >= lim.max || f.prob < m.Relative*out[0].prob {
			continue
		}
		// Below the threshold a study is cited only to reach the depth's minimum, and only
		// after one above it: a claim nothing answers well stays unanswered.
		if f.prob < m.Threshold && (len(kept) == 0 || len(kept) >= minStudies) {
			continue
		}
		if repeats(p, kept, f) {
			continue
		}
		seen[src] = true
		if m.Stance.Prob(stanceFeatures(claim, &p.sents[f.members[0]])) >= 0.5 {
			f.stance = domain.StanceContradicts
		} else {
			f.stance = domain.StanceSupports
		}
		kept = append(kept, f)
	}
	return kept
}

// floorShare is the share of the model's threshold down to which further studies are cited
// while fewer than minStudies are: SciFact rewards citing only the single best
// abstract, a reader asking "do studies show X?" wants the other studies that report it too.
const floorShare = 0.1

// minStudies is how many studies a claim's answer tops up to from below the threshold.
const minStudies = 2

// repeats reports whether f's quote says what a kept finding's quote already says.
func repeats(p *pool, kept []finding, f finding) bool {
	for _, k := range kept {
		if cosine(p.sents[k.members[0]].vec, p.sents[f.members[0]].vec) > duplicateSim {
			return true
		}
	}
	return false
}

// maxFindingQuotes bounds the quotes of one study's finding (SciFact's scorer reads 3).
const maxFindingQuotes = 3

// stanceGroups orders findings supports, contradicts, neutral, as themes headed by stance.
func stanceGroups(fs []finding) ([]theme, []string) {
	var groups []theme
	var stances []string
	for _, st := range []string{domain.StanceSupports, domain.StanceContradicts, domain.StanceNeutral} {
		var th theme
		for _, f := range fs {
			if f.stance == st {
				th.members = append(th.members, f.members...)
				th.findings = append(th.findings, len(f.members))
			}
		}
		if len(th.members) > 0 {
			th.stance = st
			groups = append(groups, th)
			stances = append(stances, st)
		}
	}
	return groups, stances
}

// boostDefinitions scales up the sentences that define the asked-for term.
func boostDefinitions(p *pool, term []string) {
	for i := range p.sents {
		if defining(&p.sents[i], term) {
			p.sents[i].rel *= 1 + definitionWeight
		}
	}
}
