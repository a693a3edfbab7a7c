package app

import (
	"context"
	"fmt"

	"carrel/backend/index"
	"carrel/backend/service"
)

// attachSearches starts the Indexer (which repairs the index from the outbox or rebuilds it from
// SQLite before anything else runs) and registers the search job.
func (b *Backend) attachSearches(opts Options) error {
	x := b.Service.Indexer
	if err := x.Start(context.Background()); err != nil {
		return fmt.Errorf("repair search index: %w", err)
	}
	b.closers = append(b.closers, func() error { x.Stop(); return nil })

	ss := b.Service.Searches
	b.Runner.Register(service.JobSearchRun, 2, ss.Run)
	b.Runner.OnGiveUp(service.JobSearchRun, ss.GiveUpSearch)

	return nil
}

// indexAdapter lets the service drive backend/index without importing bleve.
type indexAdapter struct{ ix *index.Index }

func (a indexAdapter) IndexPapers(ps []service.IndexPaper) error {
	docs := make([]index.PaperDoc, len(ps))
	for i, p := range ps {
		docs[i] = index.PaperDoc{ID: p.ID, Title: p.Title, Abstract: p.Abstract, Authors: p.Authors, Venue: p.Venue,
			Year: p.Year, DOI: p.DOI, PublicationType: p.PublicationType, OpenAccess: p.OpenAccess, DocumentID: p.DocumentID}
	}
	return a.ix.IndexPapers(docs)
}

func (a indexAdapter) IndexPassages(ps []service.IndexPassage) error {
	docs := make([]index.PassageDoc, len(ps))
	for i, p := range ps {
		docs[i] = index.PassageDoc{ID: p.ID, PaperID: p.PaperID, DocumentID: p.DocumentID, Page: p.Page, Text: p.Text}
	}
	return a.ix.IndexPassages(docs)
}

func (a indexAdapter) DeletePaper(id string) error { return a.ix.DeletePaper(id) }

func (a indexAdapter) DeleteDocumentPassages(id string) error { return a.ix.DeleteDocumentPassages(id) }

func (a indexAdapter) NeedsRebuild() bool { return a.ix.NeedsRebuild() }

func (a indexAdapter) SearchPapers(ctx context.Context, q service.IndexQuery) ([]service.IndexHit, error) {
	f := index.Filters{OpenAccess: q.Filters.OpenAccess, PublicationType: q.Filters.PublicationType, Venue: q.Filters.Venue, PaperIDs: q.PaperIDs}
	if q.Filters.YearFrom != nil {
		f.YearFrom = *q.Filters.YearFrom
	}
	if q.Filters.YearTo != nil {
		f.YearTo = *q.Filters.YearTo
	}
	hits, err := a.ix.SearchPapers(ctx, index.Query{Text: q.Text, Filters: f, Depth: q.Depth, Limit: q.Limit})
	if err != nil {
		return nil, err
	}
	out := make([]service.IndexHit, len(hits))
	for i, h := range hits {
		out[i] = service.IndexHit{ID: h.PaperID, PaperID: h.PaperID, Score: h.Score}
	}
	return out, nil
}

func (a indexAdapter) SearchPassages(ctx context.Context, text string, scope service.PassageScope, limit int) ([]service.IndexHit, error) {
	hits, err := a.ix.SearchPassages(ctx, text, index.Restrict{PaperIDs: scope.PaperIDs, DocumentIDs: scope.DocumentIDs}, limit)
	if err != nil {
		return nil, err
	}
	out := make([]service.IndexHit, len(hits))
	for i, h := range hits {
		out[i] = service.IndexHit{ID: h.ID, PaperID: h.PaperID, DocumentID: h.DocumentID, Page: h.Page, Score: h.Score}
	}
	return out, nil
}
