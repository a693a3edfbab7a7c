package eval

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"

	"carrel/backend/answer"
	"carrel/backend/internal/beir"
)

// vectorCorpora are the corpus files the word vectors learn from, under the shared datasets
// folder, with how many times each is written (the biomedical ones weigh more: they are small
// and the answers' claims are mostly biomedical). Only corpus text: no claim, query or label.
var vectorCorpora = []struct {
	rel     string
	repeats int
	bio     bool
}{
	{"mlanthology/corpus.jsonl.gz", 1, false},
	{"scifact/corpus.jsonl", 3, true},
	{"nfcorpus_tokenized/corpus.jsonl", 3, true},
}

// evalVectors trains the answer's word vectors (make vectors): it writes the corpora's text as
// the answer tokenizes it, runs fastText's skip-gram with one thread and a fixed seed (so that a
// rerun gives the same vectors), keeps the words the answers can meet (every word seen twice in the
// biomedical corpora, and the most frequent others) and writes them quantized to one signed
// byte per dimension (answer.ParseVectors reads the file).
func evalVectors(env Env, args []string) error {
	fs := flag.NewFlagSet("vectors", flag.ContinueOnError)
	data := fs.String("datasets", "../shared/datasets", "the shared datasets folder")
	out := fs.String("out", "backend/answer/vectors.bin", "file to write")
	bin := fs.String("fasttext", "fasttext", "the fastText binary (Debian fasttext)")
	dim := fs.Int("dim", 50, "dimensions")
	epoch := fs.Int("epoch", 5, "epochs")
	keepTop := fs.Int("top", 30000, "most frequent words kept whatever their corpus")
	work := fs.String("work", "", "folder for the corpus and fastText's model (default: a temporary one)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir := *work
	if dir == "" {
		d, err := os.MkdirTemp("", "carrel-vectors")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		dir = d
	}
	corpus := filepath.Join(dir, "corpus.txt")
	bio, err := writeVectorCorpus(*data, corpus)
	if err != nil {
		return err
	}
	model := filepath.Join(dir, "model")
	cmd := exec.Command(*bin, "skipgram", "-input", corpus, "-output", model, "-dim", strconv.Itoa(*dim),
		"-epoch", strconv.Itoa(*epoch), "-minCount", "5", "-minn", "0", "-maxn", "0", "-ws", "5", "-neg", "5",
		"-thread", "1", "-seed", "0", "-bucket", "0", "-verbose", "1")
	cmd.Stdout, cmd.Stderr = env.Stderr, env.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("fasttext: %w", err)
	}
	words, vecs, err := readVec(model + ".vec")
	if err != nil {
		return err
	}
	var keep []int
	for i, w := range words {
		if !vectorWord(w) {
			continue
		}
		if i < *keepTop || bio[w] >= 2 {
			keep = append(keep, i)
		}
	}
	b := answer.EncodeVectors(pick(words, keep), pickVecs(vecs, keep))
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "vectors: %d words of %d, %d dimensions, %d bytes -> %s\n", len(keep), len(words), *dim, len(b), *out)
	return nil
}

// vectorWord reports whether a vocabulary word is worth shipping: two letters or more, not a
// number, not fastText's end-of-line token.
func vectorWord(w string) bool {
	if w == "</s>" || len([]rune(w)) < 2 {
		return false
	}
	for _, r := range w {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func pick(ws []string, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = ws[i]
	}
	return out
}

func pickVecs(vs [][]float32, idx []int) [][]float32 {
	out := make([][]float32, len(idx))
	for k, i := range idx {
		out[k] = vs[i]
	}
	return out
}

// writeVectorCorpus writes the corpora's titles and texts, one document a line, tokenized as the
// answer does (answer.Words), and returns how often each word occurs in the biomedical ones.
func writeVectorCorpus(data, path string) (map[string]int, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	bio := map[string]int{}
	for _, c := range vectorCorpora {
		var lines []string
		err := beir.EachDocFile(filepath.Join(data, c.rel), func(_ int, d beir.Doc) error {
			ws := answer.Words(d.Title + " " + d.Text)
			if len(ws) == 0 {
				return nil
			}
			if c.bio {
				for _, x := range ws {
					bio[x]++
				}
			}
			lines = append(lines, strings.Join(ws, " "))
			return nil
		})
		if err != nil {
			f.Close()
			return nil, err
		}
		for r := 0; r < c.repeats; r++ {
			for _, l := range lines {
				w.WriteString(l)
				w.WriteByte('\n')
			}
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return nil, err
	}
	return bio, f.Close()
}

// readVec reads fastText's text vector file ("n dim" then "word v1 … vdim" lines).
func readVec(path string) ([]string, [][]float32, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	if !sc.Scan() {
		return nil, nil, errors.New(path + ": empty")
	}
	var n, dim int
	if _, err := fmt.Sscan(sc.Text(), &n, &dim); err != nil {
		return nil, nil, fmt.Errorf("%s: header: %w", path, err)
	}
	words := make([]string, 0, n)
	vecs := make([][]float32, 0, n)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) != dim+1 {
			continue
		}
		v := make([]float32, dim)
		for i, x := range fs[1:] {
			y, err := strconv.ParseFloat(x, 32)
			if err != nil || math.IsNaN(y) {
				return nil, nil, fmt.Errorf("%s: %q: bad number %q", path, fs[0], x)
			}
			v[i] = float32(y)
		}
		words = append(words, fs[0])
		vecs = append(vecs, v)
	}
	return words, vecs, sc.Err()
}

// lexiconFlags adds --vectors and --wordnet to a command's flags (both on, as the product runs;
// off for the ablation in docs/answers.md) and returns the function that applies them after
// parsing.
func lexiconFlags(fs *flag.FlagSet) func() {
	vec := fs.Bool("vectors", true, "use the answer's word vectors (gate neighbours, soft-match and direction features)")
	wn := fs.Bool("wordnet", true, "use WordNet's synonyms and antonyms")
	return func() {
		answer.UseVectors = *vec
		answer.UseWordNetSynonyms, answer.UseWordNetAntonyms = *wn, *wn
	}
}
