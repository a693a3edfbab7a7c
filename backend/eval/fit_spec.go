package eval

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// fitSpec is how a header fit uses its papers: the fields fitted twice (as they are and without
// their Info/XMP), the L2 penalties, the gradient steps, and for each extra split (shared, dev,
// synth) the fields its papers are fitted for and the weight of each of their examples. A
// train paper is fitted for every field at weight 1; a paper of a split that extras does not
// list is not fitted at all.
type fitSpec struct {
	augment []string
	l2      float64
	l2Field string
	iters   int
	extras  map[string]extraUse
	// poolType > 0 fits each type cue's weight as a part shared by its family of types
	// (typeFamilies) plus the type's own part, the shared part with this L2 (fitChoicePooled).
	poolType float64
	// biasL2 > 0 is the L2 on the types' biases ("bias|journal_article") in place of the
	// field's: with a larger one on the cues, the fit backs off to a type's base rate.
	biasL2 float64
}

// extraUse is what one extra split's papers are fitted for, and at what weight.
type extraUse struct {
	fields []string // empty: every field
	weight float64
}

// use reports whether d is fitted for field, and at what weight.
func (s fitSpec) use(d realDoc, field string) (float64, bool) {
	if d.paper.Split == "train" {
		return 1, true
	}
	u, ok := s.extras[d.paper.Split]
	if !ok || len(u.fields) > 0 && !slices.Contains(u.fields, field) {
		return 0, false
	}
	return u.weight, true
}

// penalty is field's L2 penalty: its --l2-field value, else l2.
func (s fitSpec) penalty(field string) (float64, error) {
	p, err := fieldNumber(s.l2Field, field, s.l2)
	if err != nil {
		return 0, fmt.Errorf("--l2-field %w", err)
	}
	return p, nil
}

// fieldNumber is field's number in a comma-separated list of field=number pairs
// ("type=0.1,year=0.02"), or def when the list does not name it; every per-field flag reads it.
func fieldNumber(spec, field string, def float64) (float64, error) {
	for _, kv := range strings.Split(spec, ",") {
		if f, v, ok := strings.Cut(kv, "="); ok && strings.TrimSpace(f) == field {
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil {
				return 0, fmt.Errorf("%q: %w", kv, err)
			}
			return x, nil
		}
	}
	return def, nil
}

// parseExtraUse reads --extra-use: comma-separated split=fields@weight entries, the fields
// joined by "+" ("synth=title+authors@1,dev=type+venue+year@0.5"); "split" alone or
// "split@w" fits every field.
func parseExtraUse(s string) (map[string]extraUse, error) {
	out := map[string]extraUse{}
	for _, e := range strings.Split(s, ",") {
		if e = strings.TrimSpace(e); e == "" {
			continue
		}
		u := extraUse{weight: 1}
		if rest, w, ok := strings.Cut(e, "@"); ok {
			v, err := strconv.ParseFloat(w, 64)
			if err != nil || v <= 0 {
				return nil, fmt.Errorf("--extra-use %q: the weight must be a positive number", e)
			}
			e, u.weight = rest, v
		}
		split, fields, _ := strings.Cut(e, "=")
		if split != sharedSplit && split != synthSplit && split != devSplit {
			return nil, fmt.Errorf("--extra-use %q: only %q, %q and %q can be added to train", e, sharedSplit, devSplit, synthSplit)
		}
		if fields != "" {
			u.fields = strings.Split(fields, "+")
		}
		out[split] = u
	}
	return out, nil
}

// loadExtraDocs loads an extra split's papers for fitting: synth's fit half only (the other
// half stays held out), and no dev paper of a batch in skip (defaultDevSkip: the unseen batches).
func loadExtraDocs(w io.Writer, split string, skip []string) ([]realDoc, error) {
	docs, err := loadRealDocs(w, split)
	if err != nil {
		return nil, err
	}
	if split == synthSplit {
		return synthFitHalf(docs), nil
	}
	return slices.DeleteFunc(docs, func(d realDoc) bool { return split == devSplit && slices.Contains(skip, d.paper.Batch) }), nil
}

// fitHeaderSpec fits fields (in decoding order) of hm on the papers fit as spec says; each
// field's examples are traced with hm as fitted so far (pdfmeta's own candidates, features and
// decoding). It returns, per field, how many examples had a right candidate.
func fitHeaderSpec(hm *pdfmeta.HeaderModel, fit []realDoc, spec fitSpec, fields []string) ([]string, error) {
	var stripped []realDoc
	for _, d := range fit {
		doc := *d.doc
		doc.Meta = pdf.Metadata{}
		stripped = append(stripped, realDoc{paper: d.paper, doc: &doc})
	}
	var used []string
	for _, field := range fields {
		var groups []choiceGroup
		examples := fit
		if slices.Contains(spec.augment, field) {
			examples = append(slices.Clip(fit), stripped...)
		}
		for _, d := range examples {
			w, ok := spec.use(d, field)
			if !ok {
				continue
			}
			cands := hm.Trace(d.doc)[field]
			g := choiceGroup{cands: cands, right: labelCandidates(field, d.paper, cands), w: w}
			if slices.Contains(g.right, true) {
				groups = append(groups, g)
			}
		}
		penalty, err := spec.penalty(field)
		if err != nil {
			return nil, fmt.Errorf("train-header: %w", err)
		}
		if field == "type" && (spec.poolType > 0 || spec.biasL2 > 0) {
			l2 := func(f string) float64 {
				if spec.biasL2 > 0 && strings.HasPrefix(f, "bias|") {
					return spec.biasL2
				}
				return penalty
			}
			pool := func(string) string { return "" }
			if spec.poolType > 0 {
				pool = typePool
			}
			hm.Weights[field] = fitChoicePooled(groups, l2, spec.poolType, spec.iters, headerPriors[field], pool)
		} else {
			hm.Weights[field] = fitChoice(groups, penalty, spec.iters, headerPriors[field])
		}
		used = append(used, fmt.Sprintf("%s %d", field, len(groups)))
	}
	return used, nil
}
