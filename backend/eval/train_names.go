package eval

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"carrel/backend/internal/beir"
	"carrel/backend/pdfmeta"
)

// evalTrainNames fits pdfmeta's name lexicon: for every word, the log odds of meeting it in an
// author's name rather than in a title or abstract, counted over the public bibliographies in
// ../shared/datasets (mlanthology's authors, titles and abstracts; SciFact's titles and
// abstracts). Only the fitted scores are written, never a record.
func evalTrainNames(env Env, args []string) error {
	fs := flag.NewFlagSet("train-names", flag.ContinueOnError)
	out := fs.String("out", "backend/pdfmeta/names_lexicon.tsv", "lexicon file to write")
	minName := fs.Int("min-name", 3, "keep a word seen in at least this many names")
	minText := fs.Int("min-text", 30, "keep a word seen at least this many times in titles and abstracts")
	if err := fs.Parse(args); err != nil {
		return err
	}
	names, text := map[string]int{}, map[string]int{}
	var nNames, nText, nDocs int
	count := func(s string, into map[string]int, total *int) {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' }) {
			if k := pdfmeta.NameKey(w); len([]rune(k)) >= 2 {
				into[k]++
				*total++
			}
		}
	}
	for _, set := range []string{"datasets/mlanthology", "datasets/scifact"} {
		dir, err := sharedDir("train-names", set)
		if err != nil {
			return err
		}
		err = beir.EachDoc(dir, func(d beir.Doc) error {
			nDocs++
			for _, a := range d.Authors {
				if len(strings.Fields(a)) >= 2 { // a single word may be an organisation
					count(a, names, &nNames)
				}
			}
			count(d.Title+" "+d.Text, text, &nText)
			return nil
		})
		if err != nil {
			return fmt.Errorf("train-names: %s: %w", filepath.Base(dir), err)
		}
	}
	var keys []string
	for k, c := range names {
		if c >= *minName {
			keys = append(keys, k)
		}
	}
	for k, c := range text {
		if c >= *minText && names[k] < *minName {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "# name lexicon: ln(P(word|author names)/P(word|titles, abstracts)), carrel-eval train-names; %d records, %d name words, %d text words; min-name %d, min-text %d\n",
		nDocs, nNames, nText, *minName, *minText)
	for _, k := range keys {
		s := math.Log((float64(names[k]) + 0.5) / float64(nNames) / ((float64(text[k]) + 0.5) / float64(nText)))
		s = math.Max(-6, math.Min(6, s))
		fmt.Fprintf(&b, "%s\t%.1f\n", k, s)
	}
	fmt.Fprintf(env.Stderr, "train-names: %d records, %d words kept\n", nDocs, len(keys))
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}
