package eval

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// evalMeta scores pdfmeta.ExtractPaper on a split (realpdfs train or test against truth.jsonl,
// the shared PDFs against shared_truth.jsonl, or the Debian dev set of make dev-pdfs) and
// prints one JSON line.
func evalMeta(env Env, args []string) error {
	fs := flag.NewFlagSet("meta", flag.ContinueOnError)
	split := fs.String("split", "train", "train, test, shared (the labelled PDFs of ../shared/testdata/pdfs), dev (the Debian-shipped papers of make dev-pdfs, in $CARREL_DEVPDFS_DIR or build/devpdfs) or synth (the synthetic title pages of make synth-papers, in $CARREL_SYNTH_DIR or build/synth)")
	modelPath := fs.String("model", "", "header model file (default: the embedded one)")
	fold := fs.Int("fold", -1, "score only papers of this fold (file number % --folds; a hash of the name for shared), as held out by train-header --holdout")
	folds := fs.Int("folds", 2, "number of cross-validation folds that --fold counts in")
	group := fs.String("group", "file", "what a fold holds together, as train-header --group: "+groupingHelp())
	oracle := fs.Bool("oracle", false, "also count, per field, the papers with a right value among the candidates at all")
	verbose := fs.Bool("v", false, "print every miss to stderr")
	trace := fs.String("trace", "", "write each paper's candidates, features, probabilities and labels to this JSON-lines file (not for test)")
	confPath := fs.String("confidence", "", "confidence model file (default: the embedded one)")
	noMeta := fs.Bool("no-meta", false, "drop the files' Info/XMP metadata: how well the layout alone is read")
	batch := fs.String("batch", "", `score only the dev records of this batch (their "batch" key, e.g. s12), or "-" for those without one (the first 32)`)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *split != "train" && *split != "test" && *split != sharedSplit && *split != devSplit && *split != synthSplit {
		return fmt.Errorf("meta: --split must be train, test, shared, dev or synth, not %q", *split)
	}
	model := pdfmeta.DefaultHeaderModel()
	if *modelPath != "" {
		data, err := os.ReadFile(*modelPath)
		if err != nil {
			return err
		}
		if model, err = pdfmeta.ParseHeaderModel(data); err != nil {
			return err
		}
	}
	if *confPath != "" {
		data, err := os.ReadFile(*confPath)
		if err != nil {
			return err
		}
		if model.Calibration, err = pdfmeta.ParseConfidenceModel(data); err != nil {
			return err
		}
	}
	docs, err := loadRealDocs(env.Stderr, *split)
	if err != nil {
		return err
	}
	fd, err := newFolding(trainPapers(docs), *folds, *group)
	if err != nil {
		return fmt.Errorf("meta: %w", err)
	}
	if *trace != "" && *split == "test" {
		return fmt.Errorf("meta: --trace is not for test papers")
	}
	var traceOut *json.Encoder
	if *trace != "" {
		f, err := os.Create(*trace)
		if err != nil {
			return err
		}
		defer f.Close()
		traceOut = json.NewEncoder(f)
	}
	sc := newMetaScore()
	var ms []float64
	var cpu float64
	for _, d := range docs {
		if *fold >= 0 && fd.of(d.paper) != *fold || !inBatch(d.paper, *batch) {
			continue
		}
		if *noMeta {
			stripped := *d.doc
			stripped.Meta = pdf.Metadata{}
			d.doc = &stripped
		}
		c0, t0 := cpuSeconds(), time.Now()
		m := model.Extract(d.doc)
		ms = append(ms, float64(time.Since(t0).Microseconds())/1000)
		cpu += cpuSeconds() - c0
		sc.add(d, m, *verbose, env)
		if *oracle {
			sc.addOracle(d, model.Trace(d.doc))
		}
		if traceOut != nil {
			if err := writeTrace(traceOut, model, d); err != nil {
				return err
			}
		}
	}
	out := sc.report()
	out["split"], out["fold"], out["folds"], out["model"] = *split, *fold, *folds, model.Recipe
	if *batch != "" {
		out["batch"] = *batch
	}
	slices.Sort(ms)
	if len(ms) > 0 {
		out["extract_ms_median"], out["extract_ms_max"] = round3(ms[len(ms)/2]), round3(ms[len(ms)-1])
		// CPU time is what a loaded machine does not inflate (wall times wait for a core).
		out["extract_cpu_ms_mean"] = round3(1000 * cpu / float64(len(ms)))
	}
	body, err := json.Marshal(out)
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, string(body))
	return nil
}

func round3(f float64) float64 { return float64(int(f*1000+0.5)) / 1000 }

// inBatch reports whether meta --batch keeps p: every paper for "", the papers without a
// batch for "-", else those of that batch.
func inBatch(p realPaper, batch string) bool {
	switch batch {
	case "":
		return true
	case "-":
		return p.Batch == ""
	}
	return p.Batch == batch
}

// similarity is 1 - edit distance / longer length, on runes.
func similarity(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 && len(rb) == 0 {
		return 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := prev[j-1]
			if ra[i-1] != rb[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return 1 - float64(prev[len(rb)])/float64(max(len(ra), len(rb)))
}

// writeTrace writes one line per decided field of one paper: every candidate with its
// features, its probability under the model and whether it is right.
func writeTrace(enc *json.Encoder, model *pdfmeta.HeaderModel, d realDoc) error {
	type cand struct {
		pdfmeta.Candidate
		P     float64 `json:"p"`
		Right bool    `json:"right"`
	}
	for field, cs := range model.Trace(d.doc) {
		ps := pdfmeta.Softmax(model.Weights[field], cs)
		right := labelCandidates(field, d.paper, cs)
		out := make([]cand, len(cs))
		for i, c := range cs {
			out[i] = cand{c, round3(ps[i]), right[i]}
		}
		if err := enc.Encode(map[string]any{"file": d.paper.File, "field": field, "cands": out}); err != nil {
			return err
		}
	}
	return nil
}
