package eval

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"

	"carrel/backend/answer"
)

// The claim→evidence word association (docs/answers.md, recipe 31): IBM Model 1 fitted by EM on
// SciFact train claims and their gold rationale sentences, written as the answer's assoc.txt.
// train-answer fits the same tables per fold and cross-fits them (fitAssocFolds).

// assocOptions are the fit's settings; the defaults are what make assoc writes.
type assocOptions struct {
	minCount int     // a stem is modelled only when this many claims (claim side) or abstracts (sentence side) hold it
	iters    int     // EM iterations
	prune    float64 // t(c|s) below this is not written
	lift     bool    // fit the contrastive table (fitAssocLift) instead of IBM Model 1 (analysis)
	perPair  bool    // count a stem once per pair and keep numbers: the table then remembers abstracts (analysis)
}

var defaultAssoc = assocOptions{minCount: 3, iters: 10, prune: 0.01}

// evalAssoc is `carrel-eval assoc`: fit the table on SciFact train (all claims, or those a
// --holdout leaves in) and write it.
func evalAssoc(env Env, args []string) error {
	fs := flag.NewFlagSet("assoc", flag.ContinueOnError)
	dataset := fs.String("dataset", "", "SciFact folder")
	out := fs.String("out", "backend/answer/assoc.txt", "table file to write")
	holdout := fs.Int("holdout", -1, "leave out train claims whose numeric id %2 equals this (two-fold check); -1 fits on all")
	o := defaultAssoc
	fs.IntVar(&o.minCount, "min", o.minCount, "a stem is modelled only when this many claims or abstracts hold it")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dataset == "" {
		return errors.New("assoc: --dataset is required")
	}
	d, err := loadSciFact(*dataset, "train")
	if err != nil {
		return err
	}
	gold, err := loadClaimEvidence(*dataset, "train")
	if err != nil {
		return err
	}
	var ids []string
	for id := range gold {
		if *holdout < 0 || numID(id)%2 != *holdout {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 })
	pairs := assocPairs(d, gold, ids, nil)
	a := fitAssoc(pairs, o)
	fmt.Fprintf(env.Stderr, "assoc: %d claims, %d pairs, %d table entries\n", len(ids), len(pairs), a.Len())
	return os.WriteFile(*out, a.Encode(), 0o644)
}

// assocPair is one training pair: a claim's stems and one of its gold rationale sentences'.
type assocPair struct {
	claim, doc    string
	claimS, sentS []string
}

// assocPairs are the (claim stems, rationale sentence stems) pairs of the claims ids, one per
// gold rationale sentence, in claim, abstract and sentence order.
func assocPairs(d *sciFact, gold map[string]map[string]*claimGold, ids []string, skip map[string]bool) []assocPair {
	var out []assocPair
	for _, id := range ids {
		cs := answer.AssocStems(d.claims[id])
		docs := make([]string, 0, len(gold[id]))
		for doc := range gold[id] {
			docs = append(docs, doc)
		}
		slices.SortFunc(docs, numCmp)
		for _, doc := range docs {
			if skip[doc] {
				continue
			}
			var sents []int
			for _, r := range gold[id][doc].rationales {
				sents = append(sents, r...)
			}
			slices.Sort(sents)
			for _, k := range slices.Compact(sents) {
				if k < len(d.spans[doc]) {
					sp := d.spans[doc][k]
					out = append(out, assocPair{id, doc, cs, answer.AssocStems(d.text[doc][sp[0]:sp[1]])})
				}
			}
		}
	}
	return out
}

// fitAssoc fits t(c|s) by IBM Model 1's EM (a NULL word on the sentence side, uniform start)
// over the stems that occur in o.minCount pairs, and keeps the pairs of distinct stems with
// t ≥ o.prune (a literal match is the overlap features'). Deterministic: every sum runs in
// pair order.
func fitAssoc(pairs []assocPair, o assocOptions) *answer.Assoc {
	// A stem counts once per claim or abstract: a word one abstract repeats over its rationales
	// (a gene, a drug) would otherwise pass the floor, and the table would remember that
	// abstract rather than how claims and evidence word things. Numbers are no words here.
	cn, sn := map[string]int{}, map[string]int{}
	seenC, seenS := map[[2]string]bool{}, map[[2]string]bool{}
	for _, p := range pairs {
		for _, c := range p.claimS {
			if o.perPair || !seenC[[2]string{p.claim, c}] {
				seenC[[2]string{p.claim, c}] = true
				cn[c]++
			}
		}
		for _, s := range p.sentS {
			if o.perPair || !seenS[[2]string{p.doc, s}] {
				seenS[[2]string{p.doc, s}] = true
				sn[s]++
			}
		}
	}
	for w := range cn {
		if !o.perPair && w[0] >= '0' && w[0] <= '9' {
			cn[w] = 0
		}
	}
	for w := range sn {
		if !o.perPair && w[0] >= '0' && w[0] <= '9' {
			sn[w] = 0
		}
	}
	const null = "\x00"
	type pair struct{ c, s []string }
	var ps []pair
	nc := 0
	for _, n := range cn {
		if n >= o.minCount {
			nc++
		}
	}
	for _, p := range pairs {
		var x pair
		for _, c := range p.claimS {
			if cn[c] >= o.minCount {
				x.c = append(x.c, c)
			}
		}
		x.s = []string{null}
		for _, s := range p.sentS {
			if sn[s] >= o.minCount {
				x.s = append(x.s, s)
			}
		}
		if len(x.c) > 0 {
			ps = append(ps, x)
		}
	}
	t := map[string]map[string]float64{}
	get := func(c, s string) float64 {
		if len(t) == 0 {
			return 1 / float64(max(nc, 1))
		}
		return t[c][s]
	}
	for it := 0; it < o.iters; it++ {
		count := map[string]map[string]float64{}
		total := map[string]float64{}
		for _, p := range ps {
			for _, c := range p.c {
				z := 0.0
				for _, s := range p.s {
					z += get(c, s)
				}
				if z <= 0 {
					continue
				}
				for _, s := range p.s {
					v := get(c, s) / z
					if count[c] == nil {
						count[c] = map[string]float64{}
					}
					count[c][s] += v
					total[s] += v
				}
			}
		}
		next := map[string]map[string]float64{}
		for c, m := range count {
			next[c] = map[string]float64{}
			for s, v := range m {
				next[c][s] = v / total[s]
			}
		}
		t = next
	}
	out := map[string]map[string]float64{}
	for c, m := range t {
		for s, v := range m {
			if s == null || s == c || v < o.prune {
				continue
			}
			if out[c] == nil {
				out[c] = map[string]float64{}
			}
			out[c][s] = v
		}
	}
	return answer.NewAssoc(out)
}

// assocParts is how many parts train-answer cross-fits the association over: a fitting claim's
// inputs come from a table fitted on the other parts' claims, so the evidence model learns the
// inputs' worth as they read on claims the table never saw (as the held-out claims and the
// product read them), not as they read on the pairs the table learned.
const assocParts = 4

// setAssoc fills the assoc inputs of the fitting claims (fit, in ids order) and the held-out
// ones (held, in heldIDs order) with tables fitted on the fitting claims only: cross-fitted
// for fit, the whole fitting half's table for held. With off the rows keep the evidence inputs
// alone (the default fit: the shipped model reads no association).
// It returns the whole table (the one answer.SetAssoc should read for the held-out claims).
func setAssoc(d *sciFact, gold map[string]map[string]*claimGold, ids []string, fit []claimRows, heldIDs []string, held []claimRows, o assocOptions, off, disjoint bool) *answer.Assoc {
	// goldDocs are the abstracts gold for the claims a table will featurize: with disjoint
	// (analysis) the table learns none of them, so no gain can come from a rationale's own words
	// learned through another claim on the same abstract.
	goldDocs := func(ids []string) map[string]bool {
		if !disjoint {
			return nil
		}
		out := map[string]bool{}
		for _, id := range ids {
			for doc := range gold[id] {
				out[doc] = true
			}
		}
		return out
	}
	if off {
		return answer.NewAssoc(nil)
	}
	full := fitTable(d, gold, ids, goldDocs(heldIDs), o)
	parts := make([]*answer.Assoc, assocParts)
	for p := range parts {
		var keep, own []string
		for i, id := range ids {
			if i%assocParts != p {
				keep = append(keep, id)
			} else {
				own = append(own, id)
			}
		}
		parts[p] = fitTable(d, gold, keep, goldDocs(own), o)
	}
	for i := range fit {
		fillAssoc(&fit[i], parts[i%assocParts], d.claims[ids[i]])
	}
	// A cache written with --report holds the held-out claims; without --report there are no
	// held-out ids and the rows go unused.
	for i := range min(len(held), len(heldIDs)) {
		fillAssoc(&held[i], full, d.claims[heldIDs[i]])
	}
	return full
}

// fitTable fits the table o asks for on the claims ids, without the abstracts in skip.
func fitTable(d *sciFact, gold map[string]map[string]*claimGold, ids []string, skip map[string]bool, o assocOptions) *answer.Assoc {
	if o.lift {
		return fitAssocLift(d, gold, ids, skip, o)
	}
	return fitAssoc(assocPairs(d, gold, ids, skip), o)
}

// fillAssoc appends a claim's rows' assoc inputs to their evidence inputs by
// answer.AssocFeatures, the function the answer's features call.
func fillAssoc(c *claimRows, a *answer.Assoc, claim string) {
	quotes, sources := make([]string, len(c.rows)), make([]int, len(c.rows))
	for i, r := range c.rows {
		quotes[i], sources[i] = r.row.Quote, r.source
	}
	f := answer.AssocFeatures(a, claim, quotes, sources)
	nb := len(answer.EvidenceFeatureNames())
	for i := range c.rows {
		ev := append(slices.Clone(c.rows[i].evidence[:nb]), f[i][0], f[i][1])
		c.rows[i].evidence = ev
	}
}

// fitAssocLift is the contrastive alternative to fitAssoc (analysis, --assoc-kind lift): among
// the sentences of the claims' gold abstracts, how much more often a sentence is a rationale when
// the claim holds c and the sentence holds s than a sentence is at all, (P(rationale | c, s)
// smoothed − base rate) / (1 − base rate), for pairs seen in o.minCount abstracts. Topic words
// are in every sentence of an abstract, so what it learns is the wording of the finding.
func fitAssocLift(d *sciFact, gold map[string]map[string]*claimGold, ids []string, skip map[string]bool, o assocOptions) *answer.Assoc {
	type key struct{ c, s string }
	pos, all, docs := map[key]float64{}, map[key]float64{}, map[key]int{}
	lastDoc := map[key]string{}
	var nPos, nAll float64
	for _, id := range ids {
		cs := answer.AssocStems(d.claims[id])
		var ds []string
		for doc := range gold[id] {
			if !skip[doc] {
				ds = append(ds, doc)
			}
		}
		slices.SortFunc(ds, numCmp)
		for _, doc := range ds {
			rat := map[int]bool{}
			for _, r := range gold[id][doc].rationales {
				for _, k := range r {
					rat[k] = true
				}
			}
			for k, sp := range d.spans[doc] {
				y := 0.0
				if rat[k] {
					y = 1
				}
				nPos, nAll = nPos+y, nAll+1
				for _, s := range answer.AssocStems(d.text[doc][sp[0]:sp[1]]) {
					if s[0] >= '0' && s[0] <= '9' {
						continue
					}
					for _, c := range cs {
						k := key{c, s}
						pos[k] += y
						all[k]++
						if lastDoc[k] != doc {
							lastDoc[k] = doc
							docs[k]++
						}
					}
				}
			}
		}
	}
	p0 := nPos / max(nAll, 1)
	const a = 5.0
	out := map[string]map[string]float64{}
	for k, n := range all {
		if docs[k] < o.minCount || k.c == k.s {
			continue
		}
		t := ((pos[k]+a*p0)/(n+a) - p0) / (1 - p0)
		if t < o.prune {
			continue
		}
		if out[k.c] == nil {
			out[k.c] = map[string]float64{}
		}
		out[k.c][k.s] = t
	}
	return answer.NewAssoc(out)
}
