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
	read    VerdictStudy // how the verdict's decision reads the study (when it counts)
}

// selectFindings picks, per source (study), the sentences Policy chooses from the evidence
// model's probabilities, and gives each cited study its stance: neutral (listed as related) for a
// study that does not count in the verdict, else the stance rules' or the stance model's read of
// its finding pooled with its next likeliest relevant sentences (pooledStance).
func selectFindings(p *pool, q query, cands []Candidate, query string, lim limits) []finding {
	m := current.Load()
	ev := evidenceFeatures(p, q, cands, query)
	claim := textCues(query)
	studies, members := policyStudies(p, q, cands, query, ev, func(i int) float64 { return m.Evidence.Prob(ev[i]) })
	repeats := func(kept []PolicyFinding, f PolicyFinding) bool {
		for _, k := range kept {
			if cosine(p.sents[members[k.Study][k.Sentences[0]]].vec, p.sents[members[f.Study][f.Sentences[0]]].vec) > duplicateSim {
				return true
			}
		}
		return false
	}
	var out []finding
	for _, pf := range Policy(m, studies, lim.max, repeats) {
		f := finding{prob: pf.Prob, rank: studies[pf.Study].Rank, stance: domain.StanceNeutral}
		for _, i := range pf.Sentences {
			f.members = append(f.members, members[pf.Study][i])
		}
		if pf.Counts {
			s := &p.sents[f.members[0]]
			f.read = VerdictStudy{Prob: pf.Prob, Rank: f.rank, States: studies[pf.Study].Sentences[pf.Sentences[0]].States}
			f.stance, f.read.Contra, f.read.Rule = stanceRead(m, claim, query, s)
			f.stance, f.read.Pooled = pooledStance(studies[pf.Study].Sentences, pf.Sentences[0], f.stance, f.read.Contra, f.read.Rule, func(i int) (string, float64, bool) {
				return stanceRead(m, claim, query, &p.sents[members[pf.Study][i]])
			})
			f.read.Stance = f.stance
			f.read.SourceType, f.read.SourceID = cands[s.cand].SourceType, cands[s.cand].SourceID
		}
		out = append(out, f)
	}
	return out
}

// countedStudies are the findings that count in the verdict, as its decision reads them.
func countedStudies(fs []finding) []VerdictStudy {
	var out []VerdictStudy
	for _, f := range fs {
		if f.stance != domain.StanceNeutral {
			out = append(out, f.read)
		}
	}
	return out
}

// policyStudies groups the pool's sentences by study (source) as Policy reads them, with each
// study's pool sentence indices. A study may reach the pool through several candidates (a
// document's pages): its finding is chosen among all its sentences, and it ranks where its best
// candidate ranks.
func policyStudies(p *pool, q query, cands []Candidate, query string, ev [][]float64, prob func(i int) float64) ([]PolicyStudy, [][]int) {
	var studies []PolicyStudy
	var members [][]int
	at := map[string]int{}
	weight := p.poolWeight()
	titles := map[int]map[string]bool{}
	subject, outcome := claimSides(query)
	sections := p.sections()
	static := studyStatic(p, q, cands, subject, outcome, weight)
	for i := range p.sents {
		s := &p.sents[i]
		k, ok := at[s.source]
		if !ok {
			k = len(studies)
			at[s.source] = k
			studies = append(studies, PolicyStudy{Rank: retrievalOrder(cands, s.cand), FullText: len(s.span.Locations) > 0, Static: static[s.cand]})
			members = append(members, nil)
		}
		studies[k].Rank = min(studies[k].Rank, retrievalOrder(cands, s.cand))
		if titles[s.cand] == nil {
			titles[s.cand] = keySet(gateTerms(cands[s.cand].Title))
		}
		keys := p.findingKeys(s)
		// A sentence naming another compound of the claim's answers another question; one under
		// a background or methods heading states the study's aim or design, not its finding.
		other := namesOtherCompound(subject, keys) || namesOtherCompound(outcome, keys) || sections[i] == sectionMethod
		studies[k].Sentences = append(studies[k].Sentences, PolicySentence{Prob: prob(i), Relevant: relevant(s, q) && !other, Matched: s.matched > 0 && !other,
			States: statesClaim(s, q) && !other, About: aboutSides(subject, outcome, keys, titles[s.cand], weight), Coverage: s.coverage,
			OutcomeShare: ev[i][evidenceIndex["outcome_share"]], SideMin: ev[i][evidenceIndex["side_min"]], MatchedShare: ev[i][evidenceIndex["matched_share"]]})
		members[k] = append(members[k], i)
	}
	return studies, members
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
