// Package beir loads BEIR-format folders (corpus.jsonl, queries.jsonl,
// qrels/<split>.tsv) and computes trec_eval-style nDCG and recall.
package beir

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Doc is one corpus.jsonl record; sets beyond SciFact add year, authors, venue, doi, url.
type Doc struct {
	ID      string   `json:"_id"`
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Year    int      `json:"year"`
	Authors []string `json:"authors"`
	Venue   string   `json:"venue"`
	DOI     string   `json:"doi"`
	URL     string   `json:"url"`
}

// CorpusFile finds corpus.jsonl or corpus.jsonl.gz in dir.
func CorpusFile(dir string) (string, error) {
	for _, name := range []string{"corpus.jsonl", "corpus.jsonl.gz"} {
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: no corpus.jsonl", dir)
}

// EachDoc calls fn for every record of corpus.jsonl or corpus.jsonl.gz in dir.
func EachDoc(dir string, fn func(Doc) error) error {
	path, err := CorpusFile(dir)
	if err != nil {
		return err
	}
	return EachDocFile(path, func(_ int, d Doc) error { return fn(d) })
}

// EachDocFile calls fn with the 1-based line number of every record of path, a corpus.jsonl
// that is gunzipped when its name ends in .gz.
func EachDocFile(path string, fn func(line int, d Doc) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return err
		}
		defer gz.Close()
		r = gz
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		var d Doc
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
		if err := fn(line, d); err != nil {
			return err
		}
	}
	return sc.Err()
}

// Queries returns query id -> text.
func Queries(dir string) (map[string]string, error) {
	f, err := os.Open(filepath.Join(dir, "queries.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var q struct {
			ID   string `json:"_id"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &q); err != nil {
			return nil, err
		}
		out[q.ID] = q.Text
	}
	return out, sc.Err()
}

// Qrels maps query id -> doc id -> graded relevance.
type Qrels map[string]map[string]int

// LoadQrels reads qrels/<split>.tsv; a first line starting "query-id" is the header.
func LoadQrels(dir, split string) (Qrels, error) {
	b, err := os.ReadFile(filepath.Join(dir, "qrels", split+".tsv"))
	if err != nil {
		return nil, err
	}
	out := Qrels{}
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if (i == 0 && f[0] == "query-id") || len(f) < 3 {
			continue
		}
		g, err := strconv.Atoi(strings.TrimSpace(f[2]))
		if err != nil {
			return nil, fmt.Errorf("qrels line %d: %w", i+1, err)
		}
		if out[f[0]] == nil {
			out[f[0]] = map[string]int{}
		}
		out[f[0]][f[1]] = g
	}
	return out, nil
}
