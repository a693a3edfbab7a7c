package beir

import (
	"sort"
	"time"
)

// Result is the quality and latency of one run over a split.
type Result struct {
	Queries        int
	NDCG10, Rec100 float64
	P50ms, P95ms   float64
}

// Run searches every judged query of qrels and averages the metrics; queries
// without text are skipped.
func Run(queries map[string]string, qrels Qrels, search func(text string) ([]string, error)) (Result, error) {
	ids := make([]string, 0, len(qrels))
	for id := range qrels {
		if _, ok := queries[id]; ok {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var res Result
	var lat []float64
	for _, id := range ids {
		start := time.Now()
		ranked, err := search(queries[id])
		if err != nil {
			return res, err
		}
		lat = append(lat, float64(time.Since(start).Microseconds())/1000)
		res.NDCG10 += NDCG(ranked, qrels[id], 10)
		res.Rec100 += Recall(ranked, qrels[id], 100)
	}
	if n := float64(len(ids)); n > 0 {
		res.Queries = len(ids)
		res.NDCG10 /= n
		res.Rec100 /= n
	}
	res.P50ms, res.P95ms = Percentile(lat, 50), Percentile(lat, 95)
	return res, nil
}
