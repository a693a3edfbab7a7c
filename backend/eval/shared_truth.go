package eval

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// sharedSplit names the labelled scholarly PDFs of ../shared/testdata/pdfs: a split of their
// own beside realpdfs' train and test, scored by `meta --split shared` and fitted on with
// `train-header --extra shared`.
const sharedSplit = "shared"

// sharedTruth is the hand-made truth for ../shared/testdata/pdfs, in realpdfs' truth.jsonl
// schema plus a "source" note per record (docs/metadata.md). Only the labels live in the
// repository; the PDFs stay in ../shared.
//
//go:embed testdata/shared_truth.jsonl
var sharedTruth []byte

// loadSharedPapers reads the embedded shared truth.
func loadSharedPapers() ([]realPaper, error) {
	return parseTruth(bytes.NewReader(sharedTruth), "shared_truth.jsonl", "")
}

// parseTruth reads truth records, one JSON object a line, and keeps those of split ("" keeps
// all) that have a text layer: a scan is OCR's business, not the header model's.
func parseTruth(r io.Reader, name, split string) ([]realPaper, error) {
	var out []realPaper
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var p realPaper
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if (split == "" || p.Split == split) && p.TextLayer {
			out = append(out, p)
		}
	}
	return out, sc.Err()
}

// corpusPapers returns the folder whose pdfs/ holds the split's files, and the split's papers:
// realpdfs for train and test, ../shared/testdata for shared, build/devpdfs for dev.
func corpusPapers(split string) (string, []realPaper, error) {
	if split == devSplit {
		return devCorpus()
	}
	if split == synthSplit {
		root := synthDir()
		papers, err := loadRealPapers(root, synthSplit)
		if err != nil {
			return "", nil, fmt.Errorf("%w (write the set with `make synth-papers`)", err)
		}
		return root, papers, nil
	}
	if split == sharedSplit {
		root, err := sharedDir("shared", "testdata")
		if err != nil {
			return "", nil, err
		}
		papers, err := loadSharedPapers()
		return root, papers, err
	}
	root, err := sharedDir("realpdfs", "testdata/realpdfs")
	if err != nil {
		return "", nil, err
	}
	papers, err := loadRealPapers(root, split)
	return root, papers, err
}

// synthDir is where `synth-papers` wrote the synthetic set: $CARREL_SYNTH_DIR, or build/synth
// under the working directory (the repository, as make runs the commands).
func synthDir() string {
	if d := os.Getenv("CARREL_SYNTH_DIR"); d != "" {
		return d
	}
	return filepath.Join("build", "synth")
}

// fileFold is the cross-validation fold of a file among k: a realpdfs file by its number
// ("017.pdf" -> 1 for k = 2), any other name by a hash of the name, so that every file
// keeps one fold whatever else is added.
func fileFold(file string, k int) int {
	k = max(k, 1)
	if n, err := strconv.Atoi(strings.TrimSuffix(file, ".pdf")); err == nil {
		return n % k
	}
	h := fnv.New32a()
	h.Write([]byte(file))
	return int(h.Sum32() % uint32(k))
}

// heldIn keeps the papers a fit uses: the train papers outside fold holdout and the other
// (--extra) papers outside fold extraHoldout, -1 keeping all of a kind. --holdout never
// leaves an extra paper out, so the train folds are scored alike with and without --extra.
func heldIn(docs []realDoc, folds, holdout, extraHoldout int) []realDoc {
	return heldInBy(docs, folding{k: folds}, holdout, extraHoldout)
}

// heldInBy is heldIn with the train papers' folds given by f (grouped folds, --group).
func heldInBy(docs []realDoc, f folding, holdout, extraHoldout int) []realDoc {
	var out []realDoc
	for _, d := range docs {
		k, fk := holdout, f.of(d.paper)
		if d.paper.Split != "train" {
			k, fk = extraHoldout, fileFold(d.paper.File, f.k)
		}
		if k < 0 || fk != k {
			out = append(out, d)
		}
	}
	return out
}

// fitsField reports whether d's label for field is fitted: a train paper's always, an extra
// paper's for the fields in only (every field when only is empty).
func fitsField(d realDoc, field string, only []string) bool {
	return d.paper.Split == "train" || len(only) == 0 || slices.Contains(only, field)
}
