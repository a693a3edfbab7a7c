package cli

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"carrel/backend/bibio"
	"carrel/backend/domain"
)

// beirDoc is one corpus.jsonl record; sets beyond SciFact add year, authors, venue, doi, url.
type beirDoc struct {
	ID      string   `json:"_id"`
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Year    int      `json:"year"`
	Authors []string `json:"authors"`
	Venue   string   `json:"venue"`
	DOI     string   `json:"doi"`
	URL     string   `json:"url"`
}

// record turns a corpus line into an importable paper; the BEIR id is kept as external_id so
// results can be scored against the qrels.
func (d beirDoc) record(line int) bibio.Record {
	p := domain.Paper{Title: d.Title, Authors: []domain.Author{}}
	id := d.ID
	p.ExternalID = &id
	if d.Text != "" {
		t := d.Text
		p.Abstract = &t
	}
	if d.Year > 0 {
		y := d.Year
		p.Year = &y
	}
	if d.Venue != "" {
		v := d.Venue
		p.Venue = &v
	}
	if d.DOI != "" {
		v := d.DOI
		p.DOI = &v
	}
	if d.URL != "" {
		v := d.URL
		p.URL = &v
	}
	for _, a := range d.Authors {
		if i := strings.LastIndexByte(a, ' '); i > 0 {
			p.Authors = append(p.Authors, domain.Author{Given: a[:i], Family: a[i+1:]})
		} else if a != "" {
			p.Authors = append(p.Authors, domain.Author{Literal: a})
		}
	}
	return bibio.Record{Paper: p, Line: line}
}

// eachBEIRDoc streams path (a corpus.jsonl, optionally gzipped) in chunks of n records.
func eachBEIRDoc(path string, n int, fn func([]bibio.Record) error) error {
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
	var batch []bibio.Record
	line := 0
	for sc.Scan() {
		line++
		var d beirDoc
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
		batch = append(batch, d.record(line))
		if len(batch) == n {
			if err := fn(batch); err != nil {
				return err
			}
			batch = nil
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if len(batch) > 0 {
		return fn(batch)
	}
	return nil
}

// corpusFile finds corpus.jsonl or corpus.jsonl.gz in dir.
func corpusFile(dir string) (string, error) {
	for _, name := range []string{"corpus.jsonl", "corpus.jsonl.gz"} {
		if p := filepath.Join(dir, name); fileExists(p) {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: no corpus.jsonl", dir)
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// beirQueries returns query id -> text.
func beirQueries(dir string) (map[string]string, error) {
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

// beirQrels returns query id -> corpus id -> graded relevance for a split.
func beirQrels(dir, split string) (map[string]map[string]int, error) {
	f, err := os.Open(filepath.Join(dir, "qrels", split+".tsv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]map[string]int{}
	sc := bufio.NewScanner(f)
	first := true
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if first {
			first = false
			if len(cols) > 0 && cols[0] == "query-id" {
				continue
			}
		}
		if len(cols) < 3 {
			continue
		}
		rel, err := strconv.Atoi(strings.TrimSpace(cols[2]))
		if err != nil {
			return nil, fmt.Errorf("qrels: %q: %w", sc.Text(), err)
		}
		if out[cols[0]] == nil {
			out[cols[0]] = map[string]int{}
		}
		out[cols[0]][cols[1]] = rel
	}
	return out, sc.Err()
}

// ndcgAt is trec_eval's nDCG@k with linear gain over the judged relevance.
func ndcgAt(ranked []string, rels map[string]int, k int) float64 {
	dcg := 0.0
	for i, id := range ranked[:min(k, len(ranked))] {
		dcg += float64(rels[id]) / math.Log2(float64(i+2))
	}
	var ideal []int
	for _, r := range rels {
		if r > 0 {
			ideal = append(ideal, r)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ideal)))
	idcg := 0.0
	for i, r := range ideal[:min(k, len(ideal))] {
		idcg += float64(r) / math.Log2(float64(i+2))
	}
	if idcg == 0 {
		return 0
	}
	return dcg / idcg
}

// recallAt is the share of relevant documents found in the first k.
func recallAt(ranked []string, rels map[string]int, k int) float64 {
	total, found := 0, 0
	in := map[string]bool{}
	for _, id := range ranked[:min(k, len(ranked))] {
		in[id] = true
	}
	for id, r := range rels {
		if r > 0 {
			total++
			if in[id] {
				found++
			}
		}
	}
	if total == 0 {
		return 0
	}
	return float64(found) / float64(total)
}

// percentile is the nearest-rank percentile of sorted durations in milliseconds.
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p/100*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
