package index

import (
	"github.com/blevesearch/bleve/v2/document"
	bindex "github.com/blevesearch/bleve_index_api"
)

// PassageDoc is a sentence or paragraph window of a PDF's text. The service
// keeps its boxes in SQLite; the index needs only ids, page and text.
type PassageDoc struct {
	ID         string
	PaperID    string
	DocumentID string
	Page       int
	Text       string
}

// IndexPassages adds or replaces passages, in chunks like IndexPapers.
func (ix *Index) IndexPassages(passages []PassageDoc) error {
	for _, p := range passages {
		if p.ID == "" {
			return ErrEmptyID
		}
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.passages == nil {
		return ErrClosed
	}
	for start := 0; start < len(passages); start += writeChunk {
		chunk := passages[start:min(start+writeChunk, len(passages))]
		docs := make([]builtDoc, len(chunk))
		parallel(len(chunk), func(i int) { docs[i] = buildPassage(chunk[i]) })
		if err := ix.passages.upsert(docs); err != nil {
			return err
		}
	}
	return nil
}

func buildPassage(p PassageDoc) builtDoc {
	d := document.NewDocument(p.ID)
	n := len(addText(d, fBody, p.Text, textOpts))
	if p.PaperID != "" {
		addKeyword(d, fPaper, p.PaperID, bindex.IndexField|bindex.StoreField)
	}
	if p.DocumentID != "" {
		addKeyword(d, fDoc, p.DocumentID, bindex.IndexField|bindex.StoreField)
	}
	d.AddField(document.NewNumericFieldWithIndexingOptions(fPage, nil, float64(p.Page), bindex.StoreField))
	return builtDoc{doc: d, lens: map[string]int{fBody: n}}
}

// DeleteDocumentPassages removes every passage of a document.
func (ix *Index) DeleteDocumentPassages(documentID string) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.passages == nil {
		return ErrClosed
	}
	ids, err := ix.passages.idsWithTerm(fDoc, documentID)
	if err != nil {
		return err
	}
	return ix.passages.remove(ids)
}
