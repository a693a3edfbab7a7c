package beir

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

func TestMetrics(t *testing.T) {
	rel := map[string]int{"a": 1, "b": 2, "z": 1}
	// Ideal order b, a, z: 2/log2(2) + 1/log2(3) + 1/log2(4).
	ideal := 2 + 1/math.Log2(3) + 0.5
	got := NDCG([]string{"a", "x", "b"}, rel, 10)
	want := (1 + 2/math.Log2(4)) / ideal
	if math.Abs(got-want) > 1e-12 {
		t.Errorf("NDCG = %v, want %v", got, want)
	}
	if r := Recall([]string{"a", "x", "b"}, rel, 2); math.Abs(r-1.0/3) > 1e-12 {
		t.Errorf("Recall@2 = %v, want 1/3", r)
	}
	if p := Percentile([]float64{5, 1, 4, 2, 3}, 50); p != 3 {
		t.Errorf("p50 = %v, want 3", p)
	}
}

func TestQrelsHeaderAndCorpus(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "qrels"), 0o755)
	os.WriteFile(filepath.Join(dir, "qrels", "test.tsv"), []byte("query-id\tcorpus-id\tscore\n1\td1\t1\n1\td2\t2\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "corpus.jsonl"), []byte(`{"_id":"d1","title":"T","url":"u"}`+"\n"+`{"_id":"d2"}`+"\n"), 0o644)
	q, err := LoadQrels(dir, "test")
	if err != nil || q["1"]["d1"] != 1 || q["1"]["d2"] != 2 || len(q) != 1 {
		t.Fatalf("qrels = %v, %v", q, err)
	}
	var ids []string
	err = EachDocFile(filepath.Join(dir, "corpus.jsonl"), func(line int, d Doc) error {
		if line == 1 && d.URL != "u" {
			t.Errorf("line 1 url = %q", d.URL)
		}
		ids = append(ids, d.ID)
		return nil
	})
	if err != nil || len(ids) != 2 {
		t.Fatalf("docs = %v, %v", ids, err)
	}
}
