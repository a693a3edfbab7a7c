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
// abstracts). Since s14-order it also writes, for the words names hold often enough, the log
// odds of a word being a given name rather than the family (last) name in mlanthology's
// "Given Family" author strings. Only the fitted scores are written, never a record.
func evalTrainNames(env Env, args []string) error {
	fs := flag.NewFlagSet("train-names", flag.ContinueOnError)
	out := fs.String("out", "backend/pdfmeta/names_lexicon.tsv", "lexicon file to write")
	minName := fs.Int("min-name", 3, "keep a word seen in at least this many names")
	minText := fs.Int("min-text", 30, "keep a word seen at least this many times in titles and abstracts")
	minRole := fs.Int("min-role", 3, "give a word's given-vs-family odds when names hold it at least this many times")
	if err := fs.Parse(args); err != nil {
		return err
	}
	names, text := map[string]int{}, map[string]int{}
	given, family := map[string]int{}, map[string]int{}
	var nNames, nText, nDocs, nGiven, nFamily int
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
					g, f := pdfmeta.NameRoleKeys(a) // "Given Family": which words are given names
					if f != "" {
						family[f]++
						nFamily++
					}
					for _, k := range g {
						given[k]++
						nGiven++
					}
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
	fmt.Fprintf(&b, "# name lexicon: ln(P(word|author names)/P(word|titles, abstracts)) and, third column, ln(P(word|given names)/P(word|family names)), carrel-eval train-names; %d records, %d name words, %d text words, %d given and %d family words; min-name %d, min-text %d, min-role %d\n",
		nDocs, nNames, nText, nGiven, nFamily, *minName, *minText, *minRole)
	roles := 0
	for _, k := range keys {
		s := math.Log((float64(names[k]) + 0.5) / float64(nNames) / ((float64(text[k]) + 0.5) / float64(nText)))
		s = math.Max(-6, math.Min(6, s))
		fmt.Fprintf(&b, "%s\t%.1f", k, s)
		// the given-vs-family odds only for a word seen often enough in names, and not when it
		// rounds to 0 (an absent column reads as 0): the file stays small
		if given[k]+family[k] >= *minRole {
			g := math.Log((float64(given[k]) + 0.5) / float64(nGiven) / ((float64(family[k]) + 0.5) / float64(nFamily)))
			if g = math.Max(-6, math.Min(6, g)); math.Abs(g) >= 0.05 {
				fmt.Fprintf(&b, "\t%.1f", g)
				roles++
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(env.Stderr, "train-names: %d records, %d words kept, %d with a given-vs-family score\n", nDocs, len(keys), roles)
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}
