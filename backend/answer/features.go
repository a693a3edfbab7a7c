package answer

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
)

// Evidence features of one sentence for a question, in the order the evidence model's
// weights use (model.json "evidence.features" names them).
var evidenceFeatureNames = []string{
	"coverage", "matched_share", "rel_pool", "rel_source", "best_in_source", "doc_coverage", "retrieval_prior", "bigrams", "cosine", "position", "first", "last", "finding_cue", "aim_cue", "has_number", "has_stats", "negation", "log_length", "source_best_coverage", "conclusion_cue", "sentence_precision", "rarest_matched", "source_rank_by_rel", "source_top_rel", "longest_run", "title_coverage", "doc_rank_by_coverage",
	"outcome_share", "side_min",
}

// Stance features of a (question, sentence) pair, in the stance model's order.
var stanceFeatureNames = []string{
	"claim_neg", "sent_neg", "neg_xor", "no_effect", "claim_up", "claim_down", "sent_up", "sent_down",
	"up_up", "down_down", "up_down", "down_up", "contrast", "coverage", "sent_neg_x_coverage", "no_effect_x_claim_dir",
	"effect_agree", "effect_oppose", "effect_null", "effect_null_x_claim_dir", "p_significant", "compare_better",
	"compare_not_better", "compare_similar", "neg_scope_claim_dir", "neg_scope_other_dir",
	"diff_polar_lost", "diff_polar_opposed", "diff_neg_only_claim", "diff_neg_only_sent",
	"valence_agree", "valence_oppose", "compare_agree", "compare_oppose",
	"numbers_differ", "numbers_agree",
}

// words are the lower-cased letter/digit runs of s (stop words kept: "not", "no" matter here).
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

var (
	negationWords = wordSet("not no neither nor without lack lacks lacking absence absent fail fails failed " +
		"none cannot unable unaffected unchanged unrelated independent insufficient nonsignificant")
	noEffectPhrases = []string{"no significant", "not significant", "no difference", "no association", "no effect",
		"not associated", "did not", "does not", "was not", "were not", "no evidence", "not differ", "no change",
		"no increase", "no decrease", "no improvement", "not superior", "not improve", "no reduction", "no relationship", "no correlation", "not affect", "no benefit", "unchanged"}
	// "risk" is not an up word: it names the quantity, and "reduced risk" goes down.
	upWords = wordSet("increase increases increased increasing higher more greater enhance enhances enhanced " +
		"promote promotes promoted improve improves improved improvement improvements elevate elevated elevates induce induces induced " +
		"activate activates activated raise raises raised accelerate accelerates accelerated upregulate " +
		"upregulates upregulated upregulation stimulate stimulates stimulated positive positively gain " +
		"larger longer augment augments augmented exacerbate exacerbates worsen worsens")
	downWords = wordSet("decrease decreases decreased decreasing reduce reduces reduced reducing reduction lower " +
		"lowers lowered lowering less fewer inhibit inhibits inhibited inhibition suppress suppresses suppressed impair impairs impaired " +
		"prevent prevents prevented attenuate attenuates attenuated decline declines declined loss block blocks " +
		"blocked negative negatively downregulate downregulates downregulated downregulation protect protects " +
		"protective shorter smaller diminish diminished abolish abolished")
	contrastWords = wordSet("however but contrary unlike although whereas despite nevertheless instead")
	conclusionCue = wordSet("conclusion conclusions conclude concluded suggest suggests indicate indicates demonstrate demonstrates overall together")
)

// cueCounts are the direction and negation cues of a text.
type cueCounts struct {
	neg, noEffect, up, down, contrast, conclusion, number, stats bool
}

func textCues(s string) cueCounts {
	var c cueCounts
	ws := words(s)
	for _, w := range ws {
		c.neg = c.neg || negationWords[w] || strings.HasPrefix(w, "non")
		c.up = c.up || stanceUp[w]
		c.down = c.down || stanceDown[w]
		c.contrast = c.contrast || contrastWords[w]
		c.conclusion = c.conclusion || conclusionCue[w]
		c.number = c.number || (w != "" && w[0] >= '0' && w[0] <= '9')
		c.stats = c.stats || w == "p" || w == "ci" || w == "or" || w == "rr" || w == "hr"
	}
	low := " " + strings.Join(ws, " ") + " "
	for _, p := range noEffectPhrases {
		if strings.Contains(low, " "+p+" ") {
			c.noEffect = true
			break
		}
	}
	return c
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// evidenceFeatures fills each usable sentence's evidence feature vector after scorePool; claim
// is the question as asked, split at its predicate for the side features.
func evidenceFeatures(p *pool, q query, cands []Candidate, claim string) [][]float64 {
	out := make([][]float64, len(p.sents))
	if len(p.sents) == 0 {
		return out
	}
	top := 0.0
	type srcStat struct {
		top, cov float64
		n        int
		first    int
	}
	stats := map[int]*srcStat{}
	for i := range p.sents {
		s := &p.sents[i]
		top = math.Max(top, s.rel)
		st := stats[s.cand]
		if st == nil {
			st = &srcStat{first: i}
			stats[s.cand] = st
		}
		st.top = math.Max(st.top, s.rel)
		st.cov = math.Max(st.cov, s.coverage)
		st.n++
	}
	qv := p.tfidf(queryTerms(p, q))
	docRel := sourceCoverage(p, p.weightsByID(q.weights), cands)
	prior := retrievalPrior(cands)
	scored := false
	for _, c := range cands {
		scored = scored || c.Score > 0
	}
	kinds := p.cueKinds()
	nq := float64(max(len(q.current), 1))
	current := make([]bool, len(p.stems))
	maxIDF := 0.0
	for t := range q.current {
		if id := p.lookup(t); id >= 0 {
			current[id] = true
			maxIDF = math.Max(maxIDF, p.idf[id])
		}
	}
	srcRank := rankDesc(len(cands), func(c int) float64 {
		if st := stats[c]; st != nil {
			return st.top
		}
		return -1
	})
	docRank := rankDesc(len(cands), func(c int) float64 { return docRel[c] })
	titleCov := make([]float64, len(cands))
	for ci, c := range cands {
		seen := map[string]bool{}
		for _, t := range tokenize(c.Title) {
			if q.current[t.stem] && !seen[t.stem] {
				seen[t.stem] = true
				titleCov[ci]++
			}
		}
		titleCov[ci] /= nq
	}
	subject, outcome := claimSides(claim)
	weight := p.poolWeight()
	for i := range p.sents {
		s := &p.sents[i]
		st := stats[s.cand]
		pos := i - st.first
		outShare, subjShare := sideShares(subject, outcome, p.findingKeys(s), weight)
		c := textCues(s.quote)
		var k uint8
		for _, t := range s.terms {
			k |= kinds[t.id]
		}
		relPool, relSrc := safeDiv(s.rel, top), safeDiv(s.rel, st.top)
		// Without the caller's ranking, the sources' coverage ranking stands in for it.
		// Without the caller's scores the rank stands for both parts of the prior; without a
		// rank either, the sources' coverage ranking does.
		pr := invRankPrior(docRank[s.cand] + 1)
		switch r := cands[s.cand].PaperRank; {
		case r > 0 && scored:
			pr = prior[s.cand]
		case r > 0:
			pr = invRankPrior(r)
		}
		relPos := 0.0
		if st.n > 1 {
			relPos = float64(pos) / float64(st.n-1)
		}
		qMass, allMass, rarest, run, best := 0.0, 0.0, 0.0, 0, 0
		for _, t := range s.terms {
			allMass += p.idf[t.id]
			if current[t.id] {
				qMass += p.idf[t.id]
				rarest = math.Max(rarest, p.idf[t.id])
			}
		}
		for _, id := range s.ids {
			if current[id] {
				run++
				best = max(best, run)
			} else {
				run = 0
			}
		}
		out[i] = []float64{
			s.coverage, float64(s.matched) / nq, relPool, relSrc, b2f(s.rel == st.top && s.rel > 0), docRel[s.cand],
			pr, float64(s.bigrams), cosine(qv, s.vec), relPos, b2f(pos == 0), b2f(pos == st.n-1),
			b2f(k&cueFinding != 0), b2f(k&cueAim != 0), b2f(c.number), b2f(c.stats), b2f(c.neg), math.Log1p(float64(len(s.toks))),
			st.cov, b2f(c.conclusion), safeDiv(qMass, allMass), safeDiv(rarest, maxIDF), 1 / float64(1+srcRank[s.cand]),
			safeDiv(st.top, top), float64(best) / nq, titleCov[s.cand], 1 / float64(1+docRank[s.cand]),
			outShare, min(outShare, subjShare),
		}
	}
	return out
}

// sideShares are the shares of the claim's outcome and subject a sentence's keys hold (as the
// relevance gate weighs them; a claim without a predicate is all subject, and its outcome share
// is its subject share). Within a study the outcome tells the finding from the sentences that
// only name the subject ("Vitamin D was given…" against "…reduced fractures"). A sentence naming
// another compound of the claim's ("vitamin E") holds neither.
func sideShares(subject, outcome []gateTerm, keys map[gateTerm]bool, weight func(gateTerm) float64) (out, subj float64) {
	subj, o1 := sideShare(subject, keys, weight)
	if len(outcome) == 0 {
		out = subj
	} else {
		var o2 bool
		out, o2 = sideShare(outcome, keys, weight)
		o1 = o1 || o2
	}
	if o1 {
		return 0, 0
	}
	return out, subj
}

// stanceFeatures describes how a sentence's direction and negation relate to the claim's.
func stanceFeatures(claimText string, claim cueCounts, s *sentence) []float64 {
	c := textCues(s.quote)
	cu, cd := claim.up && !claim.down, claim.down && !claim.up
	su, sd := c.up && !c.down, c.down && !c.up
	dir := b2f(cu || cd)
	// Effect sizes and comparisons read against the claim's direction; negation scope over
	// the claim's predicate ("did not lower" for "X lowers Y") or the other way's.
	e := readEffects(s.quote)
	null := e.ratioNull && !e.ratioUp && !e.ratioDown || e.pNull && !e.pSig
	nu, nd := negatedDirection(s.quote)
	df := readDiff(claimText, s.quote)
	vAgree, vOppose := valenceFeatures(claimText, s.quote)
	cmp := readCompare(claimText, s.quote)
	nDiffer, nAgree := numbersDiffer(claimText, s.quote)
	return []float64{
		b2f(claim.neg), b2f(c.neg), b2f(claim.neg != c.neg), b2f(c.noEffect), b2f(cu), b2f(cd), b2f(su), b2f(sd),
		b2f(cu && su), b2f(cd && sd), b2f(cu && sd), b2f(cd && su), b2f(c.contrast), s.coverage, b2f(c.neg) * s.coverage,
		b2f(c.noEffect) * dir,
		b2f(cu && (e.ratioUp || e.better) || cd && e.ratioDown), b2f(cu && e.ratioDown || cd && e.ratioUp),
		b2f(null), b2f(null) * dir, b2f(e.pSig), b2f(e.better), b2f(e.notBetter), b2f(e.similar),
		b2f(cu && nu || cd && nd), b2f(cu && nd && !nu || cd && nu && !nd),
		b2f(df.polarLost), b2f(df.polarOpposed), b2f(df.negOnlyClaim), b2f(df.negOnlySent),
		vAgree, vOppose, b2f(cmp.read && !cmp.opposite), b2f(cmp.read && cmp.opposite),
		b2f(nDiffer), b2f(nAgree),
	}
}

// queryTerms are the current question's terms as pool term counts.
func queryTerms(p *pool, q query) []termCount {
	var out []termCount
	for t := range q.current {
		if id := p.lookup(t); id >= 0 {
			out = append(out, termCount{id: id, n: 1})
		}
	}
	sortTermCounts(out)
	return out
}

func safeDiv(a, b float64) float64 {
	if b <= 0 {
		return 0
	}
	return a / b
}

// rankDesc is each index's 0-based rank when 0..n-1 are ordered by key, highest first.
func rankDesc(n int, key func(int) float64) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	keys := make([]float64, n)
	for i := range keys {
		keys[i] = key(i)
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(keys[b], keys[a]) })
	out := make([]int, n)
	for r, i := range idx {
		out[i] = r
	}
	return out
}

// invRankPrior is retrievalPrior's rank part for a 1-based rank, the score part taken as equal.
func invRankPrior(rank int) float64 {
	return (1/(1+math.Log(float64(rank))) + 1/float64(rank)) / 2
}
