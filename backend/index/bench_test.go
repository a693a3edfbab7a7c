package index

import (
	"testing"

	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// BenchmarkIndexAnthology20k indexes the first 20,000 ML Anthology papers per
// iteration (cmd/ibench does the full 156k set).
func BenchmarkIndexAnthology20k(b *testing.B) {
	dir := shareddata.Require(b, "datasets/mlanthology")
	var docs []PaperDoc
	errStop := beir.EachDoc(dir, func(d beir.Doc) error {
		docs = append(docs, PaperDoc{ID: d.ID, Title: d.Title, Abstract: d.Text, Authors: d.Authors, Venue: d.Venue, Year: d.Year, DOI: d.DOI})
		if len(docs) == 20000 {
			return errFull
		}
		return nil
	})
	if errStop != nil && errStop != errFull {
		b.Fatal(errStop)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ix, err := Open(b.TempDir(), Options{BulkLoad: true})
		if err != nil {
			b.Fatal(err)
		}
		for j := 0; j < len(docs); j += 2000 {
			if err := ix.IndexPapers(docs[j:min(j+2000, len(docs))]); err != nil {
				b.Fatal(err)
			}
		}
		ix.Close()
	}
	b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "papers/s")
}

type stopErr struct{}

func (stopErr) Error() string { return "enough" }

var errFull error = stopErr{}
