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
	rank    int // retrieval order of the study
	stance  string
}

// selectFindings picks, per source (study), the sentence the evidence model rates highest. A source
// whose best sentence is below the model's threshold (or below Relative of the strongest
// study) is not cited, except the best-ranked retrieved study, which is cited whenever its
// best sentence passes the lower floor: composing the answer must not lose the relevance
// the ranking had. Cited studies keep their retrieval order, the depth's maximum at most,
// and each gets a stance: neutral for a study cited below the threshold.
func selectFindings(p *pool, q query, cands []Candidate, query string, lim limits) []finding {
	m := current.Load()
	ev := evidenceFeatures(p, q, cands)
	claim := textCues(query)
	probs := make([]float64, len(p.sents))
	// A study may reach the pool through several candidates (a document's pages): its finding
	// is chosen among all its sentences, and it ranks where its best candidate ranks.
	bySource := map[string][]int{}
	rankOf := map[string]int{}
	var order []string
	for i := range p.sents {
		probs[i] = m.Evidence.Prob(ev[i])
		src, r := p.sents[i].source, retrievalOrder(cands, p.sents[i].cand)
		if _, ok := bySource[src]; !ok {
			order = append(order, src)
			rankOf[src] = r
		}
		rankOf[src] = min(rankOf[src], r)
		bySource[src] = append(bySource[src], i)
	}
	slices.SortStableFunc(order, func(a, b string) int { return rankOf[a] - rankOf[b] })
	var out []finding
	top := 0.0
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
		if len(p.sents[rows[0]].span.Locations) > 0 { // a paper's pages, not an abstract
			rows = statingFirst(p, q, rows)
		}
		// The study's finding is its likeliest sentence that answers the question at all;
		// further ones the model is as sure of follow it.
		// For the best-ranked study a sentence sharing a question term is enough, whatever
		// the model's probability: the answer opens with it rather than with a study the
		// ranking put lower, so composing loses none of the ranking's relevance.
		first := c == order[0]
		at := slices.IndexFunc(rows, func(i int) bool { return relevant(&p.sents[i], q) || first && p.sents[i].matched > 0 })
		if at < 0 && first {
			// Only the best-ranked study's title matched: its likeliest sentence still opens the
			// answer, since the ranking judged the study the most relevant.
			at = 0
		}
		if at < 0 || !first && probs[rows[at]] < m.Threshold*floorShare && !statesClaim(&p.sents[rows[at]], q) {
			continue
		}
		f := finding{prob: probs[rows[at]], rank: rankOf[c], members: []int{rows[at]}}
		for k, i := range rows {
			if len(f.members) >= maxFindingQuotes || probs[i] < m.Extra {
				break
			}
			if k != at {
				f.members = append(f.members, i)
			}
		}
		out = append(out, f)
		top = max(top, f.prob)
	}
	bestRank := -1
	if len(out) > 0 {
		bestRank = out[0].rank
	}
	// One finding per study: a study reached through several candidates (pages) counts once.
	seen := map[string]bool{}
	kept := out[:0]
	for _, f := range out {
		src := p.sents[f.members[0]].source
		if seen[src] || len(kept) >= lim.max {
			continue
		}
		lead := f.rank == bestRank && len(kept) == 0
		states := statesClaim(&p.sents[f.members[0]], q)
		if !lead && !states && (f.prob < m.Threshold || f.prob < m.Relative*top) {
			continue
		}
		if repeats(p, kept, f) {
			continue
		}
		seen[src] = true
		kept = append(kept, f)
	}
	// A reader asking "do studies show X?" wants more than one study: below the threshold
	// (down to the floor) the likeliest further study whose finding names most of the
	// question tops the answer up to minStudies, but only after a study above the threshold;
	// a claim nothing answers well is not padded.
	for len(kept) > 0 && kept[0].prob >= m.Threshold && len(kept) < min(minStudies, lim.max) {
		next := -1
		for k, f := range out {
			src := p.sents[f.members[0]].source
			if !seen[src] && !repeats(p, kept, f) && p.sents[f.members[0]].coverage >= TopUpCoverage && (next < 0 || f.prob > out[next].prob) {
				next = k
			}
		}
		if next < 0 {
			break
		}
		f := out[next]
		f.members = f.members[:1]
		seen[p.sents[f.members[0]].source] = true
		kept = append(kept, f)
	}
	slices.SortStableFunc(kept, func(a, b finding) int { return a.rank - b.rank })
	for k := range kept {
		if notEvidence(m, &p.sents[kept[k].members[0]], q, kept[k].prob) {
			kept[k].stance = domain.StanceNeutral
			continue
		}
		kept[k].stance = stanceOf(m, claim, query, &p.sents[kept[k].members[0]])
	}
	return kept
}

// StatesClaim is the share of the question's IDF mass, or of its distinct terms, from which a
// study's finding states the claim: such a study is cited, and not as neutral, whatever the
// model's probability (the model leans on retrieval rank, and a lower-ranked study that states
// the claim is still evidence). Below it, a study cited under the threshold is neutral. On
// SciFact train (in-sample model) selection F1 is 0.397 with this gate, 0.3966 with none (every
// study under the threshold neutral), 0.392 at 0.7 of the IDF mass; with no neutral at all 0.352.
const StatesClaim = 0.8

// StatesClaimShares reports whether a finding holding coverage of the question's IDF mass and
// matchedShare of its distinct terms states the claim.
func StatesClaimShares(coverage, matchedShare float64) bool {
	return coverage >= StatesClaim || matchedShare >= StatesClaim
}

// statesClaim reports whether sentence s states the claim q.
func statesClaim(s *sentence, q query) bool {
	return StatesClaimShares(s.coverage, float64(s.matched)/float64(max(len(q.current), 1)))
}

// notEvidence reports whether a cited study's finding s, of probability prob, is no evidence on
// the claim: the study is cited for the reader (the best-ranked study, or the top-up to two
// studies), but the model is below its threshold and the sentence does not state most of the
// claim. Such a study neither supports nor contradicts; SciFact calls it NOT ENOUGH INFO.
func notEvidence(m *Model, s *sentence, q query, prob float64) bool {
	return prob < m.Threshold && !statesClaim(s, q)
}

// statingFirst moves a full text's (a PDF's pages') likeliest sentence that states the claim to the
// front of rows (sorted by probability). The evidence model learned from abstracts; on a paper's
// pages it rates "The other VMs … achieve an overall speedup of 3.0x" above "…achieving 2x-20x
// speedups on many programs" for "Does tracing achieve speedups on JavaScript programs?", while
// a sentence that holds the claim's words is the paper's own statement of it.
func statingFirst(p *pool, q query, rows []int) []int {
	k := slices.IndexFunc(rows, func(i int) bool { return statesClaim(&p.sents[i], q) })
	if k <= 0 {
		return rows
	}
	return append([]int{rows[k]}, append(rows[:k:k], rows[k+1:]...)...)
}

// minStudies is how many studies a claim's answer tops up to from below the threshold.
const minStudies = 2

// TopUpCoverage is the share of the question's IDF mass a topping-up study's finding must
// hold: on SciFact train a top-up with less was mostly an off-target study (selection F1
// 0.337 with any top-up, 0.358 with this gate, 0.362 with none).
const TopUpCoverage = 0.5

// retrievalOrder is candidate c's place in the ranking: its rank when the caller gave one,
// else its position among the candidates (ranked candidates come first).
func retrievalOrder(cands []Candidate, c int) int {
	if r := cands[c].PaperRank; r > 0 {
		return r
	}
	return len(cands) + c + 1
}

// floorShare is the share of the model's threshold the best-ranked study's best sentence
// must reach to be cited below the threshold.
const floorShare = 0.1

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

// stanceGroups groups findings by stance, as themes headed by stance: first the stance of
// the first finding (the best-ranked study, so the answer still opens with it), then the
// rest in the order supports, contradicts, neutral.
func stanceGroups(fs []finding) ([]theme, []string) {
	var groups []theme
	var stances []string
	order := []string{domain.StanceSupports, domain.StanceContradicts, domain.StanceNeutral}
	if len(fs) > 0 {
		order = append([]string{fs[0].stance}, slices.DeleteFunc(order, func(s string) bool { return s == fs[0].stance })...)
	}
	for _, st := range order {
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
