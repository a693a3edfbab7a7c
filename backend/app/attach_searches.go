package app

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"carrel/backend/index"
	"carrel/backend/service"
)

// IndexBulkLoad opens the index without an fsync per batch; bulk-loading commands (carrel eval)
// set it before Open, since a crash then costs only a rebuild from SQLite.
var IndexBulkLoad = false

// SweepEvery is how often search and test-document retention and export expiry are enforced in the background.
var SweepEvery = 10 * time.Minute

// attachSearches wires the searches capability: it opens <DataDir>/index, hands it to the
// Indexer (which repairs it from the outbox or rebuilds it from SQLite before anything else
// runs), registers the search job and starts the retention sweep.
func (b *Backend) attachSearches(opts Options) error {
	ix, err := index.Open(filepath.Join(opts.DataDir, "index"), index.Options{BulkLoad: IndexBulkLoad})
	if err != nil {
		return fmt.Errorf("open search index: %w", err)
	}
	b.closers = append(b.closers, ix.Close)
	x := b.Service.Indexer
	x.SetIndex(indexAdapter{ix})
	if err := x.Start(context.Background()); err != nil {
		return fmt.Errorf("repair search index: %w", err)
	}
	b.closers = append(b.closers, func() error { x.Stop(); return nil })

	ss := b.Service.Searches
	b.Runner.Register(service.JobSearchRun, 2, ss.Run)
	b.Runner.OnGiveUp(service.JobSearchRun, ss.GiveUpSearch)

	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			if _, err := ss.Sweep(ctx); err != nil && ctx.Err() == nil {
				slog.Error("search retention sweep", "err", err)
			}
			if _, err := b.Service.Documents.PurgeTest(ctx); err != nil && ctx.Err() == nil {
				slog.Error("test document retention sweep", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(SweepEvery):
			}
		}
	}()
	b.closers = append(b.closers, func() error { stop(); <-done; return nil })
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
	f := index.Filters{OpenAccess: q.Filters.OpenAccess, PublicationType: q.Filters.PublicationType, Venue: q.Filters.Venue}
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

func (a indexAdapter) SearchPassages(ctx context.Context, text string, paperIDs []string, limit int) ([]service.IndexHit, error) {
	hits, err := a.ix.SearchPassages(ctx, text, index.Restrict{PaperIDs: paperIDs}, limit)
	if err != nil {
		return nil, err
	}
	out := make([]service.IndexHit, len(hits))
	for i, h := range hits {
		out[i] = service.IndexHit{ID: h.ID, PaperID: h.PaperID, DocumentID: h.DocumentID, Page: h.Page, Score: h.Score}
	}
	return out, nil
}
