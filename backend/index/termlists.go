package index

import (
	"context"
	"fmt"
	"slices"

	"github.com/blevesearch/bleve/v2/index/scorch"
	bindex "github.com/blevesearch/bleve_index_api"
)

// fTerms is the stored (not indexed) list of a paper's distinct analyzed body
// terms: the forward view the translation signal reads for a few hundred
// documents per query, which bleve's inverted index cannot give cheaply.
const fTerms = "terms"

// termList is the stored form of a text's distinct analyzed terms: sorted and
// packed 5 bits a letter (termpack.go).
func termList(toks []token) []byte {
	terms := make([]string, len(toks))
	for i, t := range toks {
		terms[i] = t.term
	}
	slices.Sort(terms)
	return packTerms(slices.Compact(terms))
}

// termReader reads stored term lists by internal document number. On scorch
// it visits the segment directly; going through the external id would cost a
// dictionary lookup per document.
type termReader struct {
	s       *snapshot
	segs    []*scorch.SegmentSnapshot
	offsets []uint64 // first global number of each segment, as scorch assigns them
	buf     []byte   // reused while unpacking
}

func (s *snapshot) termReader() *termReader {
	tr := &termReader{s: s}
	if is, ok := s.r.(*scorch.IndexSnapshot); ok {
		tr.segs = is.Segments()
		var run uint64
		for _, seg := range tr.segs {
			tr.offsets = append(tr.offsets, run)
			run += seg.Segment().Count()
		}
	}
	return tr
}

// each calls fn with every stored body term of document n. The bytes are only
// valid during the call: counting happens in place, without a string per term.
func (tr *termReader) each(n uint64, fn func(term []byte)) error {
	split := func(packed []byte) { tr.buf = unpackTerms(packed, tr.buf, fn) }
	if tr.segs == nil {
		id, err := tr.s.externalID(n)
		if err != nil {
			return err
		}
		txt, _, err := tr.s.stored(id)
		if err != nil {
			return err
		}
		split([]byte(txt[fTerms]))
		return nil
	}
	i, _ := slices.BinarySearch(tr.offsets, n+1)
	if i--; i < 0 {
		return fmt.Errorf("index: document number %d out of range", n)
	}
	err := tr.segs[i].VisitDocument(n-tr.offsets[i], func(field string, _ byte, value []byte, _ []uint64) bool {
		if field == fTerms {
			split(value)
			return false
		}
		return true
	})
	if err != nil {
		return fmt.Errorf("index: stored terms: %w", err)
	}
	return nil
}

// sample returns the k documents where term weighs most (its BM25 alone,
// ties to the lower document number). Taking the documents most about the
// term, rather than a random share, keeps the sample, and so the ranking,
// independent of how scorch numbered and merged segments (but for exact ties);
// on train it estimates co-occurrence as well as a uniform sample (RANKING.md).
func (tr *termReader) sample(ctx context.Context, field, term string, k int) ([]uint64, error) {
	tfr, err := tr.s.r.TermFieldReader(ctx, []byte(term), field, true, true, false)
	if err != nil {
		return nil, fmt.Errorf("index: postings: %w", err)
	}
	defer tfr.Close()
	avg := tr.s.c.avgLen(field, tr.s.n)
	var iterErr error
	best := topEach(func(fn func(uint64, float64)) {
		var d *bindex.TermFieldDoc
		for {
			if d, iterErr = tfr.Next(d); iterErr != nil || d == nil {
				return
			}
			dl := 1.0
			if d.Norm > 0 {
				dl = 1 / (d.Norm * d.Norm)
			}
			tf := float64(d.Freq)
			fn(d.ID.Value(), tf/(tf+1.2*(0.25+0.75*dl/avg)))
		}
	}, k)
	if iterErr != nil {
		return nil, fmt.Errorf("index: postings: %w", iterErr)
	}
	out := make([]uint64, len(best))
	for i, d := range best {
		out[i] = d.n
	}
	return out, nil
}
