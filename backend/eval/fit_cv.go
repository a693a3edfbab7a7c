package eval

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// evalFitCV compares fitting recipes for the fields decoded after the authors (venue, year,
// type) on every held-out split at once. For each grouping and each of --folds folds it fits
// title and authors once as make header-model does (train outside the fold, synth's fit
// half), then each recipe's venue, year and type on top (train outside the fold and the
// recipe's extra splits outside the fold, by a hash of the file name; synth's fit half is never
// held out, as in make header-model's fold fits), and scores the fold's
// train papers (with and without Info/XMP), shared papers and dev papers (never a --dev-skip
// batch). One fit per fold scores all three, so no split's held-out paper is ever fitted on.
// With --synth-check DIR each recipe is fitted once on everything and scored on DIR's pages
// (synth R41, never fitted by the header model).
func evalFitCV(env Env, args []string) error {
	fs := flag.NewFlagSet("fit-cv", flag.ContinueOnError)
	folds := fs.Int("folds", 10, "number of folds")
	group := fs.String("group", "file,source", "train groupings, comma-separated, run one after the other: "+groupingHelp())
	var recipes []string
	fs.Func("recipe", `a recipe, repeatable: name|extra-use|l2-field[|pool=L2,bias=L2] (extra-use as train-header --extra-use for the venue, year and type fits: "shared=type+year@1,dev=type@0.5"; l2-field as train-header's; pool and bias as train-header --pool-type and --bias-l2)`, func(s string) error {
		recipes = append(recipes, s)
		return nil
	})
	base := fs.String("base-use", "synth=title+authors@1", "the extra splits title and authors are fitted with, as train-header --extra-use")
	devSkip := fs.String("dev-skip", defaultDevSkip, "dev batches never fitted on nor scored (comma-separated): "+devSkipWhy)
	synthCheck := fs.String("synth-check", "", "a synth-papers folder each recipe's full fit is scored on (build/synthR41)")
	outDir := fs.String("out-dir", "", "write each recipe's full fit here as NAME.json")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if len(recipes) == 0 {
		recipes = []string{"default||" + defaultL2Field}
	}
	type recipe struct {
		name string
		spec fitSpec
	}
	var rs []recipe
	need := map[string]bool{}
	baseUse, err := parseExtraUse(*base)
	if err != nil {
		return fmt.Errorf("fit-cv: %w", err)
	}
	for s := range baseUse {
		need[s] = true
	}
	for _, r := range recipes {
		parts := strings.Split(r, "|")
		if len(parts) < 3 {
			return fmt.Errorf("fit-cv: --recipe %q: want name|extra-use|l2-field[|pool=L2,bias=L2]", r)
		}
		use, err := parseExtraUse(parts[1])
		if err != nil {
			return fmt.Errorf("fit-cv: %w", err)
		}
		for s := range use {
			need[s] = true
		}
		spec := fitSpec{augment: strings.Split(defaultAugment, ","), l2: defaultL2, l2Field: parts[2], iters: defaultIters, extras: use}
		if len(parts) > 3 {
			for _, kv := range strings.Split(parts[3], ",") {
				k, v, _ := strings.Cut(kv, "=")
				x, err := strconv.ParseFloat(v, 64)
				if err != nil || k != "pool" && k != "bias" {
					return fmt.Errorf("fit-cv: --recipe %q: want pool=L2 or bias=L2, not %q", r, kv)
				}
				if k == "pool" {
					spec.poolType = x
				} else {
					spec.biasL2 = x
				}
			}
		}
		rs = append(rs, recipe{parts[0], spec})
	}
	docs, err := loadRealDocs(env.Stderr, "train")
	if err != nil {
		return err
	}
	need[sharedSplit], need[devSplit] = true, true // scored whether fitted on or not
	skip := strings.Split(*devSkip, ",")
	for _, s := range []string{sharedSplit, devSplit, synthSplit} {
		if need[s] {
			more, err := loadExtraDocs(env.Stderr, s, skip)
			if err != nil {
				return err
			}
			docs = append(docs, more...)
		}
	}
	baseSpec := fitSpec{augment: strings.Split(defaultAugment, ","), l2: defaultL2, l2Field: defaultL2Field, iters: defaultIters, extras: baseUse}
	later := pdfmeta.HeaderFields[2:] // venue, year, type: decoded after title and authors
	fitRecipe := func(fit []realDoc, r recipe) (*pdfmeta.HeaderModel, error) {
		hm := &pdfmeta.HeaderModel{Recipe: headerRecipe, Weights: map[string]map[string]float64{}}
		if _, err := fitHeaderSpec(hm, fit, baseSpec, pdfmeta.HeaderFields[:2]); err != nil {
			return nil, err
		}
		_, err := fitHeaderSpec(hm, fit, r.spec, later)
		return hm, err
	}
	for _, by := range strings.Split(*group, ",") {
		fd, err := newFolding(trainPapers(docs), *folds, by)
		if err != nil {
			return fmt.Errorf("fit-cv: %w", err)
		}
		type scores struct{ train, trainNo, shared, dev *metaScore }
		sc := make([]scores, len(rs))
		for i := range sc {
			sc[i] = scores{newMetaScore(), newMetaScore(), newMetaScore(), newMetaScore()}
		}
		for k := range *folds {
			fit := slices.DeleteFunc(slices.Clone(docs), func(d realDoc) bool { return d.paper.Split != synthSplit && fd.of(d.paper) == k })
			hm := &pdfmeta.HeaderModel{Recipe: headerRecipe, Weights: map[string]map[string]float64{}}
			if _, err := fitHeaderSpec(hm, fit, baseSpec, pdfmeta.HeaderFields[:2]); err != nil {
				return err
			}
			for i, r := range rs {
				m := &pdfmeta.HeaderModel{Recipe: headerRecipe, Weights: maps.Clone(hm.Weights)}
				if _, err := fitHeaderSpec(m, fit, r.spec, later); err != nil {
					return err
				}
				for _, d := range docs {
					if fd.of(d.paper) != k {
						continue
					}
					switch d.paper.Split {
					case "train":
						sc[i].train.add(d, m.Extract(d.doc), false, env)
						stripped := *d.doc
						stripped.Meta = pdf.Metadata{}
						sc[i].trainNo.add(d, m.Extract(&stripped), false, env)
					case sharedSplit:
						sc[i].shared.add(d, m.Extract(d.doc), false, env)
					case devSplit:
						sc[i].dev.add(d, m.Extract(d.doc), false, env)
					}
				}
			}
			fmt.Fprintf(env.Stderr, "fit-cv %s: fold %d done\n", by, k)
		}
		for i, r := range rs {
			fmt.Fprintf(env.Stdout, "%s %s train %s | nometa %s | shared %s | dev %s\n", by, r.name,
				fitCVLine(sc[i].train), fitCVLine(sc[i].trainNo), fitCVLine(sc[i].shared), fitCVLine(sc[i].dev))
		}
	}
	if *synthCheck == "" && *outDir == "" {
		return nil
	}
	var check []realDoc
	if *synthCheck != "" {
		papers, err := loadRealPapers(*synthCheck, synthSplit)
		if err != nil {
			return err
		}
		c := newDocCache()
		defer c.close()
		for _, p := range papers {
			d, err := c.doc(*synthCheck, p)
			if err != nil {
				return err
			}
			check = append(check, realDoc{p, d})
		}
	}
	for _, r := range rs {
		hm, err := fitRecipe(docs, r)
		if err != nil {
			return err
		}
		if *outDir != "" {
			body, err := json.MarshalIndent(hm, "", " ")
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(*outDir, r.name+".json"), append(body, '\n'), 0o644); err != nil {
				return err
			}
		}
		if len(check) > 0 {
			s := newMetaScore()
			for _, d := range check {
				s.add(d, hm.Extract(d.doc), false, env)
			}
			fmt.Fprintf(env.Stdout, "synth-check %s %s\n", r.name, fitCVLine(s))
		}
	}
	return nil
}

// fitCVLine is a score's fields as right/counted.
func fitCVLine(s *metaScore) string {
	var out []string
	for _, f := range metaFields {
		if f != "doi" && f != "first_author" {
			out = append(out, fmt.Sprintf("%s %d/%d", f, s.ok[f], s.n[f]))
		}
	}
	return strings.Join(out, " ")
}
