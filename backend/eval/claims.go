package eval

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/service"
)

// maxSentsPerAbstract is SciFact's scorer limit: only the first 3 predicted sentences of an
// abstract are scored.
const maxSentsPerAbstract = 3

// claimGold is SciFact's gold evidence of one claim in one abstract: its label and rationales
// (each a set of sentence indices that together justify the label).
type claimGold struct {
	label      string // SUPPORT or CONTRADICT
	rationales [][]int
}

// loadClaimEvidence reads evidence.jsonl for one split: claim -> doc -> gold.
func loadClaimEvidence(dir, split string) (map[string]map[string]*claimGold, error) {
	out := map[string]map[string]*claimGold{}
	err := eachLine(filepath.Join(dir, "evidence.jsonl"), func(b []byte) error {
		var r struct {
			QueryID   string `json:"query_id"`
			Split     string `json:"split"`
			DocID     string `json:"doc_id"`
			Label     string `json:"label"`
			Sentences []int  `json:"sentences"`
		}
		if err := json.Unmarshal(b, &r); err != nil || r.Split != split {
			return err
		}
		if out[r.QueryID] == nil {
			out[r.QueryID] = map[string]*claimGold{}
		}
		g := out[r.QueryID][r.DocID]
		if g == nil {
			g = &claimGold{label: r.Label}
			out[r.QueryID][r.DocID] = g
		}
		g.rationales = append(g.rationales, r.Sentences)
		return nil
	})
	return out, err
}

// evalClaimsResult is the one JSON line eval claims prints. Sentence-level figures follow
// SciFact's scorer: a predicted sentence is correct when a whole gold rationale containing it
// is predicted; "label" also needs the abstract's predicted stance to equal the gold label; an
// abstract cited as neutral is SciFact's NOT ENOUGH INFO and is not scored. The all_cited
// figures count every cited sentence, neutral ones included (stricter than SciFact).
type evalClaimsResult struct {
	Split                 string  `json:"split"`
	Depth                 string  `json:"depth"`
	Claims                int     `json:"claims"`
	SelectionP            float64 `json:"sentence_selection_precision"`
	SelectionR            float64 `json:"sentence_selection_recall"`
	SelectionF1           float64 `json:"sentence_selection_f1"`
	AllCitedP             float64 `json:"all_cited_selection_precision"`
	AllCitedF1            float64 `json:"all_cited_selection_f1"`
	LabelP                float64 `json:"sentence_label_precision"`
	LabelR                float64 `json:"sentence_label_recall"`
	LabelF1               float64 `json:"sentence_label_f1"`
	AbstractLabelP        float64 `json:"abstract_label_precision"`
	AbstractLabelR        float64 `json:"abstract_label_recall"`
	AbstractLabelF1       float64 `json:"abstract_label_f1"`
	FirstCitationRelevant float64 `json:"first_citation_relevant"`
	Rank1Relevant         float64 `json:"rank1_relevant"`
	CitedSentences        int     `json:"cited_sentences"`
	NeutralSentences      int     `json:"neutral_sentences"`
	GoldSentences         int     `json:"gold_sentences"`
	P50                   float64 `json:"p50_ms"`
	P95                   float64 `json:"p95_ms"`
	verdictFigures
}

// claimCounts accumulates SciFact's counts over claims.
type claimCounts struct {
	predSents, goldSents, selCorrect, labCorrect int
	neutralSents, neutralCorrect                 int // cited as neutral: not scored by SciFact
	predDocs, goldDocs, docCorrect               int
}

// evalClaims imports the SciFact corpus and runs every claim of a split through the service
// path of POST /v1/searches, scoring the answer's citations against the gold rationales.
func evalClaims(env Env, args []string) error {
	fs := flag.NewFlagSet("eval claims", flag.ContinueOnError)
	dataset := fs.String("dataset", "", "SciFact folder (BEIR layout plus evidence.jsonl, abstract_sentences.jsonl)")
	split := fs.String("split", "train", "SciFact split: train or test")
	depth := fs.String("depth", domain.DepthStandard, "standard, high_quality or deep_review")
	data := fs.String("data", "", "data folder (default: a fresh temporary one; reused when it holds papers)")
	model := fs.String("model", "", "answer model file to use instead of the embedded one (two-fold checks)")
	fold := fs.Int("fold", -1, "score only claims of this fold (0 to --folds-1: numeric id modulo --folds, or with --group-folds the grouped fold), as train-answer --holdout leaves out; -1 for all")
	groupFolds := fs.Bool("group-folds", false, "with --fold: folds of whole groups of claims citing a common abstract (splitClaims; recipe 32), not id parity")
	nFolds := fs.Int("folds", 2, "with --fold: how many folds (splitClaims; recipe 34)")
	foldSeed := fs.Uint64("fold-seed", 0, "with --group-folds: deal the groups in this seed's shuffled order (0: largest first, by id; recipe 34)")
	only := fs.String("only", "", "comma-separated claim ids to run instead of the whole split")
	repeat := fs.Int("repeat", 1, "answer each claim this many times and fail when two answers differ")
	dump := fs.String("dump", "", "write each claim's verdict and citations to this file as JSON lines (to compare runs)")
	budget := fs.Bool("budget", false, "also print to stderr where selection recall and precision are lost (the loss budget)")
	budgetTrace := fs.String("budget-trace", "", "with --budget, write one line per uncounted gold abstract of the pool to this file (claim, doc, rank, state, sentences, first cited, gold counted)")
	stanceCut := fs.Float64("stance-cut", answer.StanceCut, "the pooled stance score from which a study contradicts (analysis; answer.StanceCut)")
	rulesOff := fs.String("rules-off", "", "comma-separated stance rules switched off (analysis; answer.RulesOff, StanceRuleBranch's names)")
	lexicon := lexiconFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	lexicon()
	answer.StanceCut = *stanceCut
	for r := range splitSet(*rulesOff) {
		answer.RulesOff[r] = true
	}
	if *dataset == "" {
		return errors.New("eval claims: --dataset is required")
	}
	if _, ok := domain.SearchPrice[*depth]; !ok {
		return fmt.Errorf("eval claims: unknown depth %q", *depth)
	}
	if *model != "" {
		if err := answer.LoadModel(*model); err != nil {
			return err
		}
	}
	d, err := loadSciFact(*dataset, *split)
	if err != nil {
		return err
	}
	gold, err := loadClaimEvidence(*dataset, *split)
	if err != nil {
		return err
	}
	qrels, err := beir.LoadQrels(*dataset, *split)
	if err != nil {
		return err
	}
	corpus, err := beir.CorpusFile(*dataset)
	if err != nil {
		return err
	}
	ctx := context.Background()
	b, done, err := evalBackend(ctx, *data, true)
	if err != nil {
		return err
	}
	defer done()
	if n, took, err := importCorpus(ctx, env, b, corpus, nil); err != nil {
		return err
	} else if n > 0 {
		fmt.Fprintf(env.Stderr, "eval: imported and indexed %d papers in %s\n", n, took.Round(time.Millisecond))
	}
	folds := splitClaims(qrels, foldSpec{K: *nFolds, Grouped: *groupFolds, Seed: *foldSeed})
	var ids []string
	for id := range qrels {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), id) {
			continue
		}
		if _, ok := d.claims[id]; ok && (*fold < 0 || folds[id] == *fold) {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 })
	owner := service.OwnerContext(ctx)
	if err := b.Service.Credits.TopUp(owner, max(*repeat, 1)*len(ids)*domain.SearchPrice[*depth]); err != nil {
		return err
	}
	var dumpEnc *json.Encoder
	if *dump != "" {
		f, err := os.Create(*dump)
		if err != nil {
			return err
		}
		defer f.Close()
		dumpEnc = json.NewEncoder(f)
	}
	var c claimCounts
	var v verdictCounts
	var lb lossBudget
	if *budget && *budgetTrace != "" {
		f, err := os.Create(*budgetTrace)
		if err != nil {
			return err
		}
		defer f.Close()
		lb.trace = f
	}
	var lat []float64
	firstRel, rank1Rel := 0, 0
	for _, id := range ids {
		t0 := time.Now()
		a, err := answerClaim(b.Service, owner, d.claims[id], *depth)
		lat = append(lat, float64(time.Since(t0).Microseconds())/1000)
		if err != nil {
			return fmt.Errorf("claim %s: %w", id, err)
		}
		for r := 1; r < *repeat; r++ {
			again, err := answerClaim(b.Service, owner, d.claims[id], *depth)
			if err != nil {
				return fmt.Errorf("claim %s: %w", id, err)
			}
			if !a.same(again) {
				return fmt.Errorf("claim %s: answer %d differs from the first (the answer is not deterministic)", id, r+1)
			}
		}
		cites, decision, ext := a.cites, a.decision, a.ext
		if a.rank1 != "" && qrels[id][a.rank1] > 0 {
			rank1Rel++
		}
		if len(cites) > 0 && qrels[id][ext[cites[0].Source.ID]] > 0 {
			firstRel++
		}
		if dumpEnc != nil {
			if err := dumpClaim(dumpEnc, id, decision, cites, ext); err != nil {
				return err
			}
		}
		c.add(d, gold[id], cites, ext)
		if *budget {
			preds, order := predsOf(d, cites, ext)
			lb.add(id, gold[id], a.pool, preds, order)
		}
		v.add(gold[id], func(doc string) bool { return qrels[id][doc] > 0 }, cites, decision, ext)
	}
	if *budget {
		lb.print(env.Stderr)
	}
	out := c.result()
	out.verdictFigures = v.figures()
	out.Split, out.Depth, out.Claims = *split, *depth, len(ids)
	if n := float64(max(len(ids), 1)); len(ids) > 0 {
		out.FirstCitationRelevant, out.Rank1Relevant = float64(firstRel)/n, float64(rank1Rel)/n
	}
	sort.Float64s(lat)
	out.P50, out.P95 = beir.Percentile(lat, 50), beir.Percentile(lat, 95)
	return json.NewEncoder(env.Stdout).Encode(roundClaims(out))
}

func numID(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}

// add scores one claim's citations: each quote maps to the SciFact sentences it overlaps,
// each cited abstract keeps its first 3 sentences and the stance of its first citation; an
// abstract cited as neutral is counted apart (SciFact leaves NOT ENOUGH INFO unscored).
func (c *claimCounts) add(d *sciFact, gold map[string]*claimGold, cites []domain.Citation, ext map[string]string) {
	preds, order := predsOf(d, cites, ext)
	for _, g := range gold {
		c.goldDocs++
		for _, r := range g.rationales {
			c.goldSents += len(r)
		}
	}
	for _, doc := range order {
		p := preds[doc]
		g := gold[doc]
		correct := 0
		if g != nil {
			for _, k := range p.sents {
				if inWholeRationale(g.rationales, p.sents, k) {
					correct++
				}
			}
		}
		if p.label == "" {
			c.neutralSents += len(p.sents)
			c.neutralCorrect += correct
			continue
		}
		c.predSents += len(p.sents)
		c.predDocs++
		c.selCorrect += correct
		if g != nil && g.label == p.label {
			c.docCorrect++
			c.labCorrect += correct
		}
	}
}

// docPred is one cited abstract as SciFact scores it: its first 3 quoted sentences (the
// finding's first) and the stance of its first citation ("" when cited as neutral).
type docPred struct {
	sents []int
	label string
}

// predsOf groups a claim's citations by abstract, in citation order.
func predsOf(d *sciFact, cites []domain.Citation, ext map[string]string) (map[string]*docPred, []string) {
	preds := map[string]*docPred{}
	var order []string
	for _, ct := range cites {
		doc := ext[ct.Source.ID]
		if doc == "" {
			continue
		}
		p := preds[doc]
		if p == nil {
			p = &docPred{label: stanceLabel(ct.Stance)}
			preds[doc] = p
			order = append(order, doc)
		}
		for _, k := range quoteSentences(d, doc, ct.Quote) {
			if len(p.sents) < maxSentsPerAbstract && !containsInt(p.sents, k) {
				p.sents = append(p.sents, k)
			}
		}
	}
	return preds, order
}

func stanceLabel(s *string) string {
	switch {
	case s == nil:
		return ""
	case *s == domain.StanceSupports:
		return "SUPPORT"
	case *s == domain.StanceContradicts:
		return "CONTRADICT"
	}
	return ""
}

// quoteSentences are the indices of the abstract's SciFact sentences that the quote overlaps
// by at least half of the shorter of the two.
func quoteSentences(d *sciFact, doc, quote string) []int {
	start := strings.Index(d.text[doc], quote)
	if start < 0 {
		return nil
	}
	end := start + len(quote)
	var out []int
	for k, sp := range d.spans[doc] {
		ov := min(end, sp[1]) - max(start, sp[0])
		if ov > 0 && 2*ov >= min(end-start, sp[1]-sp[0]) {
			out = append(out, k)
		}
	}
	return out
}

func inWholeRationale(rats [][]int, pred []int, k int) bool {
	for _, r := range rats {
		if !containsInt(r, k) {
			continue
		}
		all := true
		for _, s := range r {
			all = all && containsInt(pred, s)
		}
		if all {
			return true
		}
	}
	return false
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func prf(correct, pred, gold int) (p, r, f float64) {
	if pred > 0 {
		p = float64(correct) / float64(pred)
	}
	if gold > 0 {
		r = float64(correct) / float64(gold)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return
}

func (c *claimCounts) result() evalClaimsResult {
	var o evalClaimsResult
	o.SelectionP, o.SelectionR, o.SelectionF1 = prf(c.selCorrect, c.predSents, c.goldSents)
	o.LabelP, o.LabelR, o.LabelF1 = prf(c.labCorrect, c.predSents, c.goldSents)
	o.AbstractLabelP, o.AbstractLabelR, o.AbstractLabelF1 = prf(c.docCorrect, c.predDocs, c.goldDocs)
	o.AllCitedP, _, o.AllCitedF1 = prf(c.selCorrect+c.neutralCorrect, c.predSents+c.neutralSents, c.goldSents)
	o.CitedSentences, o.NeutralSentences, o.GoldSentences = c.predSents, c.neutralSents, c.goldSents
	return o
}

func roundClaims(o evalClaimsResult) evalClaimsResult {
	f := func(x float64) float64 { return float64(int64(x*10000+0.5)) / 10000 }
	for _, p := range []*float64{&o.SelectionP, &o.SelectionR, &o.SelectionF1, &o.AllCitedP, &o.AllCitedF1, &o.LabelP, &o.LabelR, &o.LabelF1,
		&o.AbstractLabelP, &o.AbstractLabelR, &o.AbstractLabelF1, &o.FirstCitationRelevant, &o.Rank1Relevant, &o.P50, &o.P95,
		&o.VerdictPrecision, &o.VerdictCoverage, &o.ContradictRecall, &o.SupportsPrecision, &o.NotRelevantShare, &o.NotRelevantAll} {
		*p = f(*p)
	}
	return o
}
