package eval

import "carrel/backend/domain"

// verdictCounts accumulates how a claim's verdict reads against SciFact's gold, as a reader sees
// it: the verdict is shown when the answer's decision (answer.Settle) says the studies settle the
// claim one way, and is right when that side is the claim's one gold label. Only claims whose gold
// evidence has one label are judged, and their counted studies checked for relevance.
type verdictCounts struct {
	claims, shown, right int // claims with one gold label; verdicts shown; shown and right
	// cited gold-evidence studies by gold label (rows) and cited stance (columns)
	goldContra, contraAsContra, contraAsSupport int
	goldSupport, supportAsSupport, supportAsCon int
	counted, notRelevant                        int // studies counted in judged claims' verdicts (supports or contradicts); of them not relevant
	countedAll, notRelevantAll                  int // the same over every claim (a claim with no gold evidence has no relevant study)
}

// verdictFigures is the part of eval claims' line that judges the verdict bar.
type verdictFigures struct {
	VerdictClaims    int     `json:"verdict_claims"`
	VerdictShown     int     `json:"verdict_shown"`
	VerdictRight     int     `json:"verdict_right"`
	VerdictPrecision float64 `json:"verdict_precision"`
	VerdictCoverage  float64 `json:"verdict_coverage"`
	ContradictRecall float64 `json:"contradiction_recall"`
	// GoldContradict, ContradictAsSupports and ContradictAsNeutral split the recall's
	// denominator: cited gold-CONTRADICT studies, and those marked supports or left neutral
	// (not counted by the policy or the gate, or neutral by the rules).
	GoldContradict       int     `json:"gold_contradict_cited"`
	ContradictAsSupports int     `json:"contradict_as_supports"`
	ContradictAsNeutral  int     `json:"contradict_as_neutral"`
	SupportsPrecision    float64 `json:"supports_precision"`
	CountedStudies       int     `json:"counted_studies"`
	NotRelevantShare     float64 `json:"not_relevant_share"`
	CountedAll           int     `json:"counted_studies_all_claims"`
	NotRelevantAll       float64 `json:"not_relevant_share_all_claims"`
}

// add judges one claim's verdict: gold maps its evidence documents to their gold, relevant
// tells whether a document is relevant to the claim (qrels), cites are the answer's citations,
// decision its verdict's decision (domain.Verdict.Decision), ext maps cited sources to documents.
func (v *verdictCounts) add(gold map[string]*claimGold, relevant func(doc string) bool, cites []domain.Citation, decision string, ext map[string]string) {
	label := oneLabel(gold)
	seen := map[string]bool{}
	for _, c := range cites {
		doc := ext[c.Source.ID]
		if doc == "" || seen[doc] || c.Stance == nil {
			continue
		}
		seen[doc] = true
		st := *c.Stance
		if st != domain.StanceNeutral {
			v.countedAll++
			v.notRelevantAll += b2i(!relevant(doc))
			if label != "" {
				v.counted++
				v.notRelevant += b2i(!relevant(doc))
			}
		}
		if g := gold[doc]; g != nil {
			switch g.label {
			case "CONTRADICT":
				v.goldContra++
				v.contraAsContra += b2i(st == domain.StanceContradicts)
				v.contraAsSupport += b2i(st == domain.StanceSupports)
			case "SUPPORT":
				v.goldSupport++
				v.supportAsSupport += b2i(st == domain.StanceSupports)
				v.supportAsCon += b2i(st == domain.StanceContradicts)
			}
		}
	}
	if label == "" {
		return
	}
	v.claims++
	var said string
	switch decision {
	case domain.StanceSupports:
		said = "SUPPORT"
	case domain.StanceContradicts:
		said = "CONTRADICT"
	default:
		return
	}
	v.shown++
	v.right += b2i(said == label)
}

// oneLabel is the claim's gold label when all its evidence documents share one, else "".
func oneLabel(gold map[string]*claimGold) string {
	label := ""
	for _, g := range gold {
		if label != "" && g.label != label {
			return ""
		}
		label = g.label
	}
	return label
}

// figures are the verdict's precision and coverage, contradiction recall on cited
// gold-CONTRADICT studies, the precision of "supports" on cited gold-evidence studies, and the
// share of counted studies that are not relevant (on the judged claims, and on every claim).
func (v *verdictCounts) figures() verdictFigures {
	f := verdictFigures{VerdictClaims: v.claims, VerdictShown: v.shown, VerdictRight: v.right, CountedStudies: v.counted}
	f.VerdictPrecision = ratio(v.right, v.shown)
	f.VerdictCoverage = ratio(v.shown, v.claims)
	f.ContradictRecall = ratio(v.contraAsContra, v.goldContra)
	f.GoldContradict, f.ContradictAsSupports = v.goldContra, v.contraAsSupport
	f.ContradictAsNeutral = v.goldContra - v.contraAsContra - v.contraAsSupport
	f.SupportsPrecision = ratio(v.supportAsSupport, v.supportAsSupport+v.contraAsSupport)
	f.NotRelevantShare = ratio(v.notRelevant, v.counted)
	f.CountedAll, f.NotRelevantAll = v.countedAll, ratio(v.notRelevantAll, v.countedAll)
	return f
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
