package index

import (
	"context"
	"fmt"
	"math"

	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	bindex "github.com/blevesearch/bleve_index_api"
)

// snapshot is a consistent read view of one corpus for the life of a query.
type snapshot struct {
	c *corpus
	r bindex.IndexReader
	n uint64 // live documents
}

func (c *corpus) snapshot() (*snapshot, error) {
	r, err := c.reader()
	if err != nil {
		return nil, fmt.Errorf("index: reader: %w", err)
	}
	n, err := r.DocCount()
	if err != nil {
		r.Close()
		return nil, err
	}
	return &snapshot{c: c, r: r, n: n}, nil
}

func (s *snapshot) close() { s.r.Close() }

// idf is Lucene's BM25 idf, always positive.
func (s *snapshot) idf(df uint64) float64 {
	return math.Log(1 + (float64(s.n)-float64(df)+0.5)/(float64(df)+0.5))
}

// docFreq returns the number of documents holding term in field.
func (s *snapshot) docFreq(ctx context.Context, field, term string) (uint64, error) {
	tfr, err := s.r.TermFieldReader(ctx, []byte(term), field, false, false, false)
	if err != nil {
		return 0, err
	}
	defer tfr.Close()
	return tfr.Count(), nil
}

// docSet is a set of internal document numbers; nil means "no restriction".
type docSet map[uint64]struct{}

// matching returns the documents q matches, or nil when q is nil.
func (s *snapshot) matching(ctx context.Context, q query.Query) (docSet, error) {
	if q == nil {
		return nil, nil
	}
	sr, err := q.Searcher(ctx, s.r, s.c.mapping, search.SearcherOptions{})
	if err != nil {
		return nil, fmt.Errorf("index: filter: %w", err)
	}
	defer sr.Close()
	sctx := &search.SearchContext{DocumentMatchPool: search.NewDocumentMatchPool(sr.DocumentMatchPoolSize(), 0)}
	set := docSet{}
	for {
		dm, err := sr.Next(sctx)
		if err != nil {
			return nil, fmt.Errorf("index: filter: %w", err)
		}
		if dm == nil {
			return set, nil
		}
		set[dm.IndexInternalID.Value()] = struct{}{}
		sctx.DocumentMatchPool.Put(dm)
	}
}

// externalID maps an internal document number back to its id.
func (s *snapshot) externalID(n uint64) (string, error) {
	return s.r.ExternalID(bindex.NewIndexInternalID(nil, n))
}

// stored returns the stored fields of a document as strings and numbers.
func (s *snapshot) stored(id string) (map[string]string, map[string]float64, error) {
	d, err := s.r.Document(id)
	if err != nil || d == nil {
		return nil, nil, err
	}
	txt, num := map[string]string{}, map[string]float64{}
	d.VisitFields(func(f bindex.Field) {
		switch v := f.(type) {
		case bindex.NumericField:
			if x, err := v.Number(); err == nil {
				num[f.Name()] = x
			}
		case bindex.TextField:
			txt[f.Name()] = v.Text()
		}
	})
	return txt, num, nil
}

// idsWithTerm lists the ids of the documents whose keyword field equals value.
func (c *corpus) idsWithTerm(field, value string) ([]string, error) {
	s, err := c.snapshot()
	if err != nil {
		return nil, err
	}
	defer s.close()
	set, err := s.matching(context.Background(), termQ(field, value))
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(set))
	for n := range set {
		id, err := s.externalID(n)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// termQ is an exact term query on field.
func termQ(field, value string) query.Query {
	q := query.NewTermQuery(value)
	q.SetField(field)
	return q
}
