package eval

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/pdfmeta"
)

// unseenDevBatch is the dev batch no recipe tunes or fits on: its plain totals are the one
// measurement of how the marks carry to pages nothing was tuned on, so --calib-dev refuses it.
const unseenDevBatch = "s17"

// loadDevBatches loads the dev papers of the named batches ("-" for those without one) and
// their extractions. The batch is checked before a PDF is read, so an unnamed batch is never
// opened.
func loadDevBatches(w io.Writer, batches string) ([]realDoc, error) {
	want := strings.Split(batches, ",")
	if slices.Contains(want, unseenDevBatch) {
		return nil, fmt.Errorf("train-confidence: --calib-dev: batch %s is unseen and never fitted on", unseenDevBatch)
	}
	root, papers, err := corpusPapers(devSplit)
	if err != nil {
		return nil, err
	}
	var named []realPaper
	for _, p := range papers {
		if slices.ContainsFunc(want, func(b string) bool { return inBatch(p, strings.TrimSpace(b)) }) {
			named = append(named, p)
		}
	}
	out, err := loadDocsAt(w, "dev "+batches, root, named)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "dev batches %s: %d papers\n", batches, len(out))
	return out, nil
}

// calibRows are the rows of docs decoded by hm, the header model fitted on all train (which
// sees neither a synthetic calibration page nor a dev paper), for the named fields only, of
// kind ("synth", "dev"), weighted per field by weights (fieldWeight); each keeps its file's fold
// as its group, so the printed figures score it by a calibration fitted without it. The dev
// batches' Debian-shipped manuals, package notes and reports show the wrong titles a
// publisher's layout never does (a cover's product name, a series label, a sentence set large).
func calibRows(hm *pdfmeta.HeaderModel, docs []realDoc, folds int, kind string, fields []string, weights string) ([]confRow, error) {
	weight := map[string]float64{}
	for _, f := range fields {
		w, err := fieldWeight(weights, f)
		if err != nil {
			return nil, err
		}
		weight[f] = w
	}
	var out []confRow
	for _, d := range docs {
		for _, r := range confRowsOf(hm, d.doc, d.paper, fileFold(d.paper.File, folds), kind, 1, "") {
			w, ok := weight[r.kind[:strings.Index(r.kind, ":")]]
			if !ok {
				continue
			}
			r.w = w
			out = append(out, r)
		}
	}
	return out, nil
}

// fieldWeight reads a weight given once for every field ("0.5") or per field
// ("title=1,authors=0.5"; 1 for a field not named) and returns field's.
func fieldWeight(spec, field string) (float64, error) {
	if !strings.Contains(spec, "=") {
		return strconv.ParseFloat(strings.TrimSpace(spec), 64)
	}
	return fieldNumber(spec, field, 1)
}
