package eval

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"carrel/backend/pdf"
)

// evalHeaderCV cross-validates the header model's fit on realpdfs train in one process: for
// each fold (grouped by --group) it fits the model on the other folds, as train-header
// --holdout does, and scores the held-out papers as meta --fold does, with and without their
// Info/XMP metadata, the oracle beside each field. Grouped by publisher (doi-prefix) or by
// library (source), a held-out paper's layout was never fitted on, as a test paper's.
func evalHeaderCV(env Env, args []string) error {
	fs := flag.NewFlagSet("header-cv", flag.ContinueOnError)
	folds := fs.Int("folds", 10, "number of folds")
	group := fs.String("group", "doi-prefix", "what a fold holds together (several, comma-separated, are run one after the other): "+groupingHelp())
	l2 := fs.Float64("l2", defaultL2, "L2 penalty on the weights, as train-header --l2")
	l2Field := fs.String("l2-field", defaultL2Field, "per-field L2 penalties, as train-header --l2-field")
	iters := fs.Int("iters", defaultIters, "gradient steps per field")
	augment := fs.String("augment-no-meta", defaultAugment, "as train-header --augment-no-meta")
	verbose := fs.Bool("v", false, "print every held-out miss to stderr, with its group")
	trace := fs.String("trace", "", "write each held-out paper's candidates as meta --trace does (with its Info/XMP), one file per grouping: F.doi-prefix, …")
	if err := fs.Parse(args); err != nil {
		return err
	}
	docs, err := loadRealDocs(env.Stderr, "train")
	if err != nil {
		return err
	}
	for _, by := range strings.Split(*group, ",") {
		var enc *json.Encoder
		if *trace != "" {
			f, err := os.Create(*trace + "." + by)
			if err != nil {
				return err
			}
			defer f.Close()
			enc = json.NewEncoder(f)
		}
		if err := headerCV(env, docs, *folds, by, *l2, *l2Field, *iters, *augment, *verbose, enc); err != nil {
			return err
		}
	}
	return nil
}

// headerCV runs header-cv's folds for one grouping.
func headerCV(env Env, docs []realDoc, folds int, group string, l2 float64, l2Field string, iters int, augment string, verbose bool, trace *json.Encoder) error {
	fd, err := newFolding(trainPapers(docs), folds, group)
	if err != nil {
		return fmt.Errorf("header-cv: %w", err)
	}
	meta, nometa := newMetaScore(), newMetaScore()
	for k := range folds {
		hm, _, err := fitHeaderFields(heldInBy(docs, fd, k, -1), strings.Split(augment, ","), l2, l2Field, iters, nil)
		if err != nil {
			return err
		}
		for _, d := range docs {
			if fd.of(d.paper) != k {
				continue
			}
			if trace != nil {
				if err := writeTrace(trace, hm, d); err != nil {
					return err
				}
			}
			stripped := *d.doc
			stripped.Meta = pdf.Metadata{}
			for _, run := range []struct {
				sc  *metaScore
				doc *pdf.Doc
				tag string
			}{{meta, d.doc, "meta"}, {nometa, &stripped, "no-meta"}} {
				rd := realDoc{paper: d.paper, doc: run.doc}
				var misses bytes.Buffer
				run.sc.add(rd, hm.Extract(run.doc), verbose, Env{Stdout: &misses, Stderr: &misses})
				for _, l := range strings.Split(strings.TrimSpace(misses.String()), "\n") {
					if l != "" {
						fmt.Fprintf(env.Stderr, "fold %d %s %s: %s\n", k, groupKey(d.paper, group), run.tag, l)
					}
				}
				run.sc.addOracle(rd, hm.Trace(run.doc))
			}
		}
	}
	fmt.Fprintf(env.Stdout, "header-cv %d folds grouped by %s (%d groups), l2 %g (%s):\n", folds, group, countGroups(docs, group), l2, l2Field)
	fmt.Fprintf(env.Stdout, "  meta  : %s\n  nometa: %s\n", cvLine(meta), cvLine(nometa))
	return nil
}

// cvLine is a score's fields as right/counted(oracle).
func cvLine(s *metaScore) string {
	var out []string
	for _, f := range metaFields {
		o := "-"
		if f != "doi" {
			o = fmt.Sprint(s.oracle[f])
		}
		out = append(out, fmt.Sprintf("%s %d/%d(%s)", f, s.ok[f], s.n[f], o))
	}
	return strings.Join(out, " ")
}

// countGroups is how many groups the train papers of docs fall in.
func countGroups(docs []realDoc, by string) int {
	seen := map[string]bool{}
	for _, p := range trainPapers(docs) {
		seen[groupKey(p, by)] = true
	}
	return len(seen)
}
