package answer

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// scifact is the SciFact claim-verification set: abstracts split into sentences, claims,
// and the gold rationale sentences of the abstracts that support or refute each claim.
type scifact struct {
	ids       []string // corpus ids, numeric order
	title     map[string]string
	text      map[string]string
	spans     map[string][]Span // the dataset's own sentence split, as spans of text
	claims    map[string]string
	evidence  map[string]map[string]map[int]bool // split+claim -> doc -> gold sentence indices
	claimKeys map[string][]string                // split -> claim ids in file order
}

func readJSONL(t *testing.T, path string, each func([]byte)) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		each(sc.Bytes())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

func loadSciFact(t *testing.T) *scifact {
	dir := shareddata.Require(t, "datasets/scifact")
	d := &scifact{title: map[string]string{}, text: map[string]string{}, spans: map[string][]Span{},
		claims: map[string]string{}, evidence: map[string]map[string]map[int]bool{}, claimKeys: map[string][]string{}}
	readJSONL(t, filepath.Join(dir, "corpus.jsonl"), func(b []byte) {
		var r struct{ ID, Title, Text string }
		r.ID = jsonField(t, b, "_id")
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		d.ids = append(d.ids, r.ID)
		d.title[r.ID], d.text[r.ID] = r.Title, r.Text
	})
	readJSONL(t, filepath.Join(dir, "abstract_sentences.jsonl"), func(b []byte) {
		var r struct{ Sentences []string }
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		id := jsonField(t, b, "_id")
		text, off := d.text[id], 0
		for _, s := range r.Sentences {
			k := strings.Index(text[off:], s)
			if k < 0 {
				t.Fatalf("doc %s: sentence not in text", id)
			}
			d.spans[id] = append(d.spans[id], Span{Start: off + k, End: off + k + len(s)})
			off += k + len(s)
		}
	})
	readJSONL(t, filepath.Join(dir, "queries.jsonl"), func(b []byte) {
		var r struct{ Text string }
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		d.claims[jsonField(t, b, "_id")] = r.Text
	})
	readJSONL(t, filepath.Join(dir, "evidence.jsonl"), func(b []byte) {
		var r struct {
			QueryID   string `json:"query_id"`
			Split     string
			DocID     string `json:"doc_id"`
			Sentences []int
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		key := r.Split + "/" + r.QueryID
		if d.evidence[key] == nil {
			d.evidence[key] = map[string]map[int]bool{}
			d.claimKeys[r.Split] = append(d.claimKeys[r.Split], r.QueryID)
		}
		if d.evidence[key][r.DocID] == nil {
			d.evidence[key][r.DocID] = map[int]bool{}
		}
		for _, s := range r.Sentences {
			d.evidence[key][r.DocID][s] = true
		}
	})
	slices.SortFunc(d.ids, func(a, b string) int { return cmpNumeric(a, b) })
	return d
}

func jsonField(t *testing.T, b []byte, name string) string {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	var s string
	if err := json.Unmarshal(m[name], &s); err != nil {
		t.Fatalf("field %s: %v", name, err)
	}
	return s
}

func cmpNumeric(a, b string) int {
	x, _ := strconv.Atoi(a)
	y, _ := strconv.Atoi(b)
	return x - y
}
