package eval

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"
	"time"

	"carrel/backend/answer"
	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/service"
)

// trainRow is one candidate sentence of a training claim with its label.
type trainRow struct {
	claim    int
	source   int // index of the candidate within the claim
	row      answer.FeatureRow
	sents    []int
	evidence []float64
	stance   []float64
	flipped  []float64   // stance inputs for the flipped claim (answer.FlipClaim), positive rows only
	aug      []augStance // stance inputs for the claim's rewrites (answer.RewriteClaim), positive rows only
	positive bool        // a gold rationale sentence of a gold abstract
	label    string      // the abstract's gold label when positive
}

// claimRows is one training claim: its rows and gold counts for the selection simulation.
type claimRows struct {
	rows  []trainRow
	probs []float64          // the evidence model's probability per row
	gold  map[int]*claimGold // candidate index -> gold
	nGold int
	// Policy's view of the rows, cached for probs (policyStudies)
	studies   []answer.PolicyStudy
	rowsOf    [][]int
	studiesOf *float64
}

// evalTrainAnswer builds the answer model from SciFact train: each claim is ranked by the real
// index (as POST /v1/searches does), its top papers become candidates exactly as the service
// builds them, and every candidate sentence is labelled by the gold rationales.
func evalTrainAnswer(env Env, args []string) error {
	fs := flag.NewFlagSet("train-answer", flag.ContinueOnError)
	dataset := fs.String("dataset", "", "SciFact folder")
	out := fs.String("out", "backend/answer/model.json", "model file to write")
	data := fs.String("data", "", "data folder (default: a fresh temporary one; reused when it holds papers)")
	cv := fs.Bool("cv", false, "compare model settings by two-fold cross-validation inside train instead of writing a model")
	dump := fs.String("dump", "", "also write every claim's candidates, features and gold as JSON lines to this file (analysis)")
	cands := fs.String("cands", "", "also write every claim's candidates as JSON lines to this file (replayed by the verdict tuning test)")
	noFlip := fs.Bool("no-flip", false, "fit the stance model on the real pairs only, without the flipped claims (ablation)")
	aug := fs.String("aug", defaultAug, "comma-separated claim rewrites (answer.RewriteClaim kinds: negate,fail,swap,double) added to the stance model's fit; \"\" for none")
	augWeight := fs.Float64("aug-weight", defaultAugWeight, "weight of each rewritten pair in the stance model's fit (a real pair weighs 1)")
	augResidual := fs.Bool("aug-residual", defaultAugResidual, "fit only the rewritten pairs that no stance rule decides (those the model reads)")
	stanceL2 := fs.Float64("stance-l2", defaultStanceL2, "the stance model's L2 penalty")
	stanceBag := fs.Int("stance-bag", 0, "above 1: the stance model averaged over this many fits on claims resampled with replacement (analysis, recipe 35)")
	stanceDrop := fs.String("stance-drop", "", "comma-separated stance inputs held at weight zero (analysis)")
	evidenceDrop := fs.String("evidence-drop", "", "comma-separated evidence inputs held at weight zero (analysis)")
	evL2 := fs.Float64("evidence-l2", evidenceL2, "the evidence model's L2 penalty")
	stL2 := fs.Float64("study-l2", studyL2, "the study model's L2 penalty")
	gtL2 := fs.Float64("gate-l2", gateL2, "the relevance gate's L2 penalty")
	stanceOthers := fs.Float64("stance-others", 0, "weight in the stance model's fit of a gold abstract's relevant sentences that are no rationale, labelled with its label (analysis, recipe 34; 0 none)")
	flipWeight := fs.Float64("flip-weight", defaultFlipWeight, "weight of each flipped-claim pair in the stance model's fit (a real pair weighs 1; 0 is the default, --no-flip fits none)")
	study := fs.Bool("study", true, "fit the study model (P(gold evidence abstract)) and choose the policy with it")
	holdout := fs.Int("holdout", -1, "leave out train claims of this fold (0 to --folds-1: numeric id modulo --folds, or with --group-folds the grouped fold); -1 trains on all")
	groupFolds := fs.Bool("group-folds", false, "with --holdout: folds of whole groups of claims citing a common abstract (splitClaims; recipe 32), not id parity")
	nFolds := fs.Int("folds", 2, "with --holdout: how many folds (splitClaims; recipe 34)")
	foldSeed := fs.Uint64("fold-seed", 0, "with --group-folds: deal the groups in this seed's shuffled order (0: largest first, by id; recipe 34)")
	crossfit := fs.Bool("crossfit", false, "choose the policy and fit the study model on cross-fitted evidence probabilities (two halves of the claims)")
	extras := fs.Bool("study-extra", true, "let the study model choose further sentences")
	cache := fs.String("cache", "", "read the featurized claims from this file, or write them to it (analysis; stale once the features change)")
	gate := fs.Bool("gate", true, "fit the relevance gate on the cited studies and count by it")
	regrid := fs.Bool("regrid", false, "choose the policy's bars again once the gate is fitted (docs/answers.md, recipe 30; not the default)")
	report := fs.Bool("report", false, "with --holdout: also featurize the held-out claims and print the fitted policy's simulated selection on them, with where it loses")
	lexicon := lexiconFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	lexicon()
	augKinds := splitSet(*aug)
	studyExtras = *extras
	if *dataset == "" {
		return errors.New("train-answer: --dataset is required")
	}
	const split = "train"
	d, err := loadSciFact(*dataset, split)
	if err != nil {
		return err
	}
	gold, err := loadClaimEvidence(*dataset, split)
	if err != nil {
		return err
	}
	qrels, err := beir.LoadQrels(*dataset, split)
	if err != nil {
		return err
	}
	corpus, err := beir.CorpusFile(*dataset)
	if err != nil {
		return err
	}
	ctx := context.Background()
	folds := splitClaims(qrels, foldSpec{K: *nFolds, Grouped: *groupFolds, Seed: *foldSeed})
	var ids, held []string
	for id := range qrels {
		if _, ok := d.claims[id]; ok && (*holdout < 0 || folds[id] != *holdout) {
			ids = append(ids, id)
		} else if ok && *report {
			held = append(held, id)
		}
	}
	sort.Slice(held, func(i, j int) bool { return numCmp(held[i], held[j]) < 0 })
	sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 })
	claims, heldClaims, cached, err := readCache(*cache, ids, held)
	if err != nil {
		return err
	}
	var b *app.Backend
	if !cached {
		var done func()
		if b, done, err = evalBackend(ctx, *data, true); err != nil {
			return err
		}
		defer done()
		if _, _, err := importCorpus(ctx, env, b, corpus, nil); err != nil {
			return err
		}
	}
	owner := service.OwnerContext(ctx)
	depth := domain.DepthStandard
	if b != nil {
		if err := b.Service.Credits.TopUp(owner, (len(ids)+len(held))*domain.SearchPrice[depth]); err != nil {
			return err
		}
	}
	t0 := time.Now()
	featurize := func(ids []string) ([]claimRows, []claimDump, error) {
		var claims []claimRows
		var dumps []claimDump
		for ci, id := range ids {
			q := d.claims[id]
			s, err := b.Service.Searches.Create(owner, service.CreateSearchParams{Query: &q, Depth: &depth})
			if err != nil {
				return nil, nil, err
			}
			if s, err = b.Service.Searches.Wait(owner, s.ID); err != nil {
				return nil, nil, err
			}
			res, err := b.Service.Searches.Results(owner, s.ID, service.ListParams{Limit: domain.MaxPapers[depth]})
			if err != nil {
				return nil, nil, err
			}
			var cands []answer.Candidate
			var exts []string
			for _, r := range res.Data {
				if r.Paper.ExternalID == nil || r.Paper.Abstract == nil {
					continue
				}
				text := *r.Paper.Abstract
				cands = append(cands, answer.Candidate{SourceType: "paper", SourceID: r.Paper.ID, Title: r.Paper.Title,
					PaperRank: r.Rank, Score: r.RelevanceScore, Text: text, Sentences: answer.SplitSentences(text)})
				exts = append(exts, *r.Paper.ExternalID)
			}
			rows, err := answer.Features(answer.Request{Query: q, Candidates: cands})
			if err != nil {
				return nil, nil, err
			}
			flipped := flippedStance(q, cands, rows)
			// positive: the row quotes a gold rationale sentence of a gold abstract.
			positive := make([]bool, len(rows))
			for i, r := range rows {
				if g := gold[id][exts[r.Cand]]; g != nil {
					for _, k := range quoteSentences(d, exts[r.Cand], r.Quote) {
						for _, rat := range g.rationales {
							positive[i] = positive[i] || containsInt(rat, k)
						}
					}
				}
			}
			var rewritten [][]augStance
			if len(augKinds) > 0 || *cache != "" {
				rewritten = rewrittenStance(q, cands, rows, func(i int) bool { return positive[i] })
			}
			cr := claimRows{gold: map[int]*claimGold{}}
			for k, ext := range exts {
				if g := gold[id][ext]; g != nil {
					cr.gold[k] = g
				}
			}
			for _, g := range gold[id] {
				for _, r := range g.rationales {
					cr.nGold += len(r)
				}
			}
			for _, r := range rows {
				ext := exts[r.Cand]
				tr := trainRow{claim: ci, source: r.Cand, row: r, sents: quoteSentences(d, ext, r.Quote), evidence: r.Evidence, stance: r.Stance}
				if g := gold[id][ext]; g != nil {
					tr.positive, tr.label = positive[len(cr.rows)], g.label
					if tr.positive && flipped != nil {
						tr.flipped = flipped[len(cr.rows)]
					}
					if tr.positive && rewritten != nil {
						tr.aug = rewritten[len(cr.rows)]
					}
				}
				cr.rows = append(cr.rows, tr)
			}
			claims = append(claims, cr)
			dumps = append(dumps, claimDump{ID: id, NGold: cr.nGold, Cands: cands, Exts: exts})
		}
		return claims, dumps, nil
	}
	var dumps []claimDump
	if !cached {
		if claims, dumps, err = featurize(ids); err != nil {
			return err
		}
		if heldClaims, _, err = featurize(held); err != nil {
			return err
		}
		if *cache != "" {
			if err := writeCache(*cache, ids, held, claims, heldClaims); err != nil {
				return err
			}
		}
	}
	fmt.Fprintf(env.Stderr, "train-answer: %d claims ranked and featurized in %s\n", len(claims), time.Since(t0).Round(time.Millisecond))
	if *cands != "" {
		if err := writeCands(*cands, dumps); err != nil {
			return err
		}
	}
	if *cv {
		crossValidate(env, claims)
		return nil
	}
	m, nRows, nPos, nStance := fitAnswer(claims, fitOptions{noFlip: *noFlip, crossfit: *crossfit, study: *study, gate: *gate, regrid: *regrid,
		aug: augKinds, augWeight: *augWeight, augResidual: *augResidual, stanceL2: *stanceL2, stanceBag: *stanceBag, stanceDrop: splitSet(*stanceDrop),
		evidenceDrop: splitSet(*evidenceDrop), evidenceL2: *evL2, studyL2: *stL2, gateL2: *gtL2, flipWeight: *flipWeight, stanceOthers: *stanceOthers})
	if *report {
		fmt.Fprintln(env.Stdout, "in-sample:")
		lossReport(env.Stdout, &m, claims)
		setProbs(&m, heldClaims)
		fmt.Fprintln(env.Stdout, "held out:")
		lossReport(env.Stdout, &m, heldClaims)
		countSweep(env.Stdout, &m, heldClaims)
		relativeSweep(env.Stdout, &m, heldClaims)
	}
	if *dump != "" {
		if err := writeDump(*dump, dumps, claims); err != nil {
			return err
		}
	}
	holdoutName := fmt.Sprint(*holdout)
	if *groupFolds && *holdout >= 0 {
		holdoutName += " of the grouped folds"
	}
	if *holdout >= 0 && (*nFolds != 2 || *foldSeed != 0) {
		holdoutName += fmt.Sprintf(" (%d folds, seed %d)", max(*nFolds, 2), *foldSeed)
	}
	m.Source = fmt.Sprintf("carrel-eval train-answer: SciFact train (%d claims, holdout %s), %d sentences (%d rationale), %d stance pairs; in-sample simulated selection F1 %.4f",
		len(claims), holdoutName, nRows, nPos, nStance, simulateSelection(&m, claims))
	fmt.Fprintln(env.Stderr, m.Source, "threshold", m.Threshold, "extra", m.Extra, "relative", m.Relative, "study_cite", m.StudyCite, "study_count", m.StudyCount, "study_extra", m.StudyExtra, "gate_count", m.GateCount)
	body, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(*out, append(body, '\n'), 0o644)
}

// policyStudies are the claim's rows as answer.Policy reads them, with the current probs, and
// each study's row indices. Built once per probs (the grid search calls Policy on the same
// probabilities many times).
func (c *claimRows) policyStudies() ([]answer.PolicyStudy, [][]int) {
	if c.studies != nil && len(c.probs) > 0 && &c.probs[0] == c.studiesOf {
		return c.studies, c.rowsOf
	}
	var studies []answer.PolicyStudy
	var rowsOf [][]int
	for i, r := range c.rows {
		for r.row.Study >= len(studies) {
			studies = append(studies, answer.PolicyStudy{})
			rowsOf = append(rowsOf, nil)
		}
		st := &studies[r.row.Study]
		st.Rank, st.FullText, st.Static = r.row.Rank, r.row.FullText, r.row.Static
		ps := r.row.Policy
		ps.Prob = c.probs[i]
		st.Sentences = append(st.Sentences, ps)
		rowsOf[r.row.Study] = append(rowsOf[r.row.Study], i)
	}
	c.studies, c.rowsOf = studies, rowsOf
	if len(c.probs) > 0 {
		c.studiesOf = &c.probs[0]
	}
	return studies, rowsOf
}

// simulateSelection is the selection-only sentence F1 of the answer's policy on the rows, as
// SciFact scores it: answer.Policy (the function the answer runs) picks the cited studies and
// their sentences from the rows' probabilities, at most 5 studies (standard depth); a study that
// does not count in the verdict is cited as neutral, SciFact's NOT ENOUGH INFO, and is not scored;
// a scored abstract keeps its first 3 sentences. The answer also drops a finding that repeats a
// kept one (cosine of its sentence vectors); the rows carry no vectors, so this does not.
func simulateSelection(m *answer.Model, claims []claimRows) float64 {
	correct, pred, goldN := simulateCounts(m, claims)
	_, _, f := prf(correct, pred, goldN)
	return f
}

// simulateCounts are simulateSelection's counts: right sentences, predicted ones, gold ones.
func simulateCounts(m *answer.Model, claims []claimRows) (correct, pred, goldN int) {
	for ci := range claims {
		c := &claims[ci]
		goldN += c.nGold
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			if !f.Counts {
				continue
			}
			sents := quotedSents(c, rowsOf[f.Study], f.Sentences)
			src := c.rows[rowsOf[f.Study][f.Sentences[len(f.Sentences)-1]]].source
			pred += len(sents)
			if g := c.gold[src]; g != nil {
				for _, s := range sents {
					if inWholeRationale(g.rationales, sents, s) {
						correct++
					}
				}
			}
		}
	}
	return correct, pred, goldN
}

// fitLogistic fits an L2-regularized logistic regression by Newton's method on standardized
// features; deterministic for the same rows.
func crossValidate(env Env, claims []claimRows) {
	names := answer.EvidenceFeatureNames()
	type setting struct {
		name string
		gbt  *gbtParams
		mask []string
	}
	settings := []setting{
		{"logistic", nil, nil},
		{"logistic-own", nil, rankFeatures},
		{"without-sides", nil, []string{"outcome_share", "side_min"}},
		// gbt200d3 (&defaultGBT) overfits: held-out F1 0.379 vs logistic 0.400 (RANKING notes in docs/answers.md)
	}
	for _, st := range settings {
		masked := map[int]bool{}
		for j, n := range names {
			masked[j] = slices.Contains(st.mask, n)
		}
		var fs []float64
		for fold := 0; fold < 2; fold++ {
			var fit, held []claimRows
			for i, c := range claims {
				if i%2 == fold {
					held = append(held, c)
				} else {
					fit = append(fit, c)
				}
			}
			var x [][]float64
			var y []bool
			for _, c := range fit {
				for _, r := range c.rows {
					v := slices.Clone(r.evidence)
					for j := range v {
						if masked[j] {
							v[j] = 0
						}
					}
					x, y = append(x, v), append(y, r.positive)
				}
			}
			var prob func([]float64) float64
			if st.gbt != nil {
				b := fitBoosted(names, x, y, *st.gbt)
				prob = b.Prob
			} else {
				l := fitMonotone(names, x, y, evidenceL2)
				prob = l.Prob
			}
			score := func(cs []claimRows) {
				for c := range cs {
					cs[c].probs = make([]float64, len(cs[c].rows))
					for i, r := range cs[c].rows {
						v := slices.Clone(r.evidence)
						for j := range v {
							if masked[j] {
								v[j] = 0
							}
						}
						cs[c].probs[i] = prob(v)
					}
				}
			}
			score(fit)
			score(held)
			var m answer.Model
			bestParams(&m, fit)
			fs = append(fs, simulateSelection(&m, fit), simulateSelection(&m, held))
		}
		fmt.Fprintf(env.Stdout, "%-18s fold0 fit %.4f held %.4f | fold1 fit %.4f held %.4f | held mean %.4f\n", st.name, fs[0], fs[1], fs[2], fs[3], (fs[1]+fs[3])/2)
	}
}

// evidenceL2 is the evidence model's ridge penalty (standardized features).
const evidenceL2 = 10.0

// quotedSents is the SciFact sentences the picked rows of a study (positions in its rows)
// quote, in order and at most maxSentsPerAbstract, as the scorer counts them.
func quotedSents(c *claimRows, studyRows []int, picks []int) []int {
	var sents []int
	for _, k := range picks {
		for _, s := range c.rows[studyRows[k]].sents {
			if len(sents) < maxSentsPerAbstract && !containsInt(sents, s) {
				sents = append(sents, s)
			}
		}
	}
	return sents
}
