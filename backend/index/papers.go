package index

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/blevesearch/bleve/v2/document"
	bindex "github.com/blevesearch/bleve_index_api"
)

// PaperDoc is what the index needs of a paper; zero values mean unknown.
type PaperDoc struct {
	ID              string
	Title           string
	Abstract        string
	Authors         []string // display names, "Given Family"
	Venue           string
	Year            int
	DOI             string
	PublicationType string
	OpenAccess      *bool
	DocumentID      string
}

// ErrEmptyID is returned when a document to index has no id.
var ErrEmptyID = errors.New("index: empty id")

// writeChunk bounds how many documents are analyzed and held in memory at once:
// a token stream costs about 100 bytes per word, so 512 abstracts stay near
// 15 MB however large the caller's batch is.
const writeChunk = 512

// IndexPapers adds or replaces papers. Large slices are written in chunks, so
// after an error some of the papers may be indexed (re-running is safe).
func (ix *Index) IndexPapers(papers []PaperDoc) error {
	for _, p := range papers {
		if p.ID == "" {
			return ErrEmptyID
		}
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.papers == nil {
		return ErrClosed
	}
	for start := 0; start < len(papers); start += writeChunk {
		chunk := papers[start:min(start+writeChunk, len(papers))]
		docs := make([]builtDoc, len(chunk))
		parallel(len(chunk), func(i int) { docs[i] = buildPaper(chunk[i]) })
		if err := ix.papers.upsert(docs); err != nil {
			return err
		}
	}
	return nil
}

// DeletePaper removes a paper from the index; an unknown id is not an error.
func (ix *Index) DeletePaper(id string) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.papers == nil {
		return ErrClosed
	}
	return ix.papers.remove([]string{id})
}

func buildPaper(p PaperDoc) builtDoc {
	d := document.NewDocument(p.ID)
	lens := map[string]int{}
	body := strings.TrimSpace(p.Title + "\n" + p.Abstract)
	toks := addText(d, fBody, body, textOpts)
	lens[fBody] = len(toks)
	d.AddField(document.NewTextFieldWithIndexingOptions(fTerms, nil, termList(toks), bindex.StoreField))
	lens[fTitle] = len(addText(d, fTitle, p.Title, bindex.IndexField))
	meta := strings.Join(p.Authors, " ; ") + " ; " + p.Venue + " " + p.DOI
	lens[fMeta] = len(addText(d, fMeta, meta, bindex.IndexField))
	if p.Year != 0 {
		d.AddField(document.NewNumericFieldWithIndexingOptions(fYear, nil, float64(p.Year), bindex.IndexField))
	}
	if p.OpenAccess != nil {
		addKeyword(d, fOA, strconv.FormatBool(*p.OpenAccess), bindex.IndexField)
	}
	if p.PublicationType != "" {
		addKeyword(d, fType, p.PublicationType, bindex.IndexField)
	}
	if v := normVenue(p.Venue); v != "" {
		addKeyword(d, fVenue, v, bindex.IndexField)
	}
	if p.DocumentID != "" {
		addKeyword(d, fDoc, p.DocumentID, bindex.IndexField)
	}
	return builtDoc{doc: d, lens: lens}
}

// parallel runs fn(0..n-1) on every core: analysis is the largest share of
// indexing and each document is independent.
func parallel(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < n; i += workers {
				fn(i)
			}
		}(w)
	}
	wg.Wait()
}
