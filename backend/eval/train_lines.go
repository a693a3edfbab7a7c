package eval

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"carrel/backend/pdfmeta"
)

// evalTrainLines fits pdfmeta's line labeler (linelabel.go): it reads page 1's lines of the
// synthetic sets through pdfmeta.LineRows (pdfmeta's own lines and features), labels each line
// against the page's truth (autoLineLabel) and fits a multinomial logistic regression with an L2
// penalty. --check scores the fitted labeler's lines on sets it was not fitted on.
func evalTrainLines(env Env, args []string) error {
	fs := flag.NewFlagSet("train-lines", flag.ContinueOnError)
	out := fs.String("out", "backend/pdfmeta/line_model.json", "model file to write")
	synth := fs.String("synth", "build/synthR41,build/synthR5open,build/synthR6open", "synthetic sets (folders with pdfs/ and truth.jsonl) fitted on, comma-separated")
	check := fs.String("check", "train,shared,build/synthR5held,build/synthR6held", "sets the fitted labeler's lines are scored on, comma-separated: train, shared or a synthetic set's folder (never the test split)")
	l2 := fs.Float64("l2", 1e-3, "L2 penalty on the (standardized) weights")
	iters := fs.Int("iters", 400, "gradient steps")
	balance := fs.Float64("balance", 0.5, "weigh each class's lines by (largest class's lines / its lines)^balance")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var rows []lineExample
	var sets []string
	for _, dir := range splitList(*synth) {
		docs, err := loadSynthAt(env.Stderr, dir)
		if err != nil {
			return err
		}
		rows = append(rows, lineExamples(docs)...)
		sets = append(sets, fmt.Sprintf("%s (%d pages)", dir, len(docs)))
	}
	if len(rows) == 0 {
		return fmt.Errorf("train-lines: no lines to fit on")
	}
	m := fitLineModel(rows, *l2, *iters, *balance)
	m.Source = fmt.Sprintf("carrel-eval train-lines: %s; %d lines (%s); l2 %g, %d steps, balance %g", strings.Join(sets, ", "), len(rows), classCounts(rows), *l2, *iters, *balance)
	fmt.Fprintln(env.Stderr, m.Source)
	fmt.Fprintf(env.Stdout, "fit %s\n", lineScores(m, rows))
	for _, set := range splitList(*check) {
		if set == "test" {
			return fmt.Errorf("train-lines: --check never reads the test split")
		}
		var docs []realDoc
		var err error
		if set == "train" || set == sharedSplit {
			docs, err = loadRealDocs(io.Discard, set)
		} else {
			docs, err = loadSynthAt(io.Discard, set)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "%s %s\n", set, lineScores(m, lineExamples(docs)))
	}
	body, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(*out, append(body, '\n'), 0o644)
}

// splitList is s's comma-separated items, without empty ones.
func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// loadSynthAt loads a synthetic set written by synth-papers into dir.
func loadSynthAt(w io.Writer, dir string) ([]realDoc, error) {
	papers, err := loadRealPapers(dir, synthSplit)
	if err != nil {
		return nil, fmt.Errorf("train-lines: %w", err)
	}
	return loadDocsAt(w, dir, dir, papers)
}

// lineExample is one line's features and its label against the truth.
type lineExample struct {
	x     []float64
	label int
}

// lineExamples are every paper's page-1 lines, labelled.
func lineExamples(docs []realDoc) []lineExample {
	var out []lineExample
	for _, d := range docs {
		for _, r := range pdfmeta.LineRows(d.doc) {
			out = append(out, lineExample{x: r.Features, label: autoLineLabel(d.paper, r.Text)})
		}
	}
	return out
}

// classCounts is how many lines each class holds, as "title 1200, …".
func classCounts(rows []lineExample) string {
	n := make([]int, len(pdfmeta.LineClasses))
	for _, r := range rows {
		n[r.label]++
	}
	var parts []string
	for c, name := range pdfmeta.LineClasses {
		parts = append(parts, fmt.Sprintf("%s %d", name, n[c]))
	}
	return strings.Join(parts, ", ")
}

// lineScores is each class's precision and recall of the labeler's argmax on rows.
func lineScores(m *pdfmeta.LineModel, rows []lineExample) string {
	k := len(pdfmeta.LineClasses)
	tp, got, want := make([]int, k), make([]int, k), make([]int, k)
	for _, r := range rows {
		c := m.Label(r.x)
		got[c]++
		want[r.label]++
		if c == r.label {
			tp[c]++
		}
	}
	var parts []string
	for c, name := range pdfmeta.LineClasses[1:] {
		c++
		parts = append(parts, fmt.Sprintf("%s P %d/%d R %d/%d", name, tp[c], got[c], tp[c], want[c]))
	}
	return fmt.Sprintf("%d lines: %s", len(rows), strings.Join(parts, "; "))
}
