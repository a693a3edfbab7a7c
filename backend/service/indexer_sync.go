package service

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"carrel/backend/domain"
)

// settingRebuild marks a full rebuild in progress, so one interrupted by a crash starts over.
const settingRebuild = "index_rebuild_pending"

// syncPapers makes the index agree with SQLite for these papers: present ones are (re)indexed,
// deleted ones removed. A paper made from a PDF also has its document's passages re-synced, so
// passages indexed before the paper existed learn their paper id.
func (x *Indexer) syncPapers(ctx context.Context, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	found, err := x.s.st.R().PapersByIDs(ctx, ids)
	if err != nil {
		return err
	}
	docs := make([]IndexPaper, 0, len(found))
	var pdfDocs []string
	for _, id := range ids {
		p, ok := found[id]
		if !ok {
			if err := x.ix.DeletePaper(id); err != nil {
				return err
			}
			continue
		}
		docs = append(docs, indexPaperOf(p))
		if p.DocumentID != nil {
			pdfDocs = append(pdfDocs, *p.DocumentID)
		}
	}
	if len(docs) > 0 {
		if err := x.ix.IndexPapers(docs); err != nil {
			return err
		}
	}
	return x.syncDocuments(ctx, pdfDocs)
}

// syncDocuments replaces the indexed passages of these documents with their stored ones.
func (x *Indexer) syncDocuments(ctx context.Context, ids []string) error {
	for _, doc := range ids {
		if err := x.ix.DeleteDocumentPassages(doc); err != nil {
			return err
		}
		ps, err := x.s.st.R().PassagesByDocument(ctx, doc)
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			continue
		}
		paperID := ""
		if p, err := x.s.st.R().PaperByDocument(ctx, doc); err == nil {
			paperID = p.ID
		} else if !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		out := make([]IndexPassage, 0, len(ps))
		for _, p := range ps {
			pid := p.PaperID
			if pid == "" {
				pid = paperID
			}
			out = append(out, IndexPassage{ID: p.ID, PaperID: pid, DocumentID: doc, Page: p.Page, Text: p.Text})
		}
		for start := 0; start < len(out); start += indexBatch {
			if err := x.ix.IndexPassages(out[start:min(start+indexBatch, len(out))]); err != nil {
				return err
			}
		}
	}
	return nil
}

// repair runs at start: a full rebuild when needed, else a drain of the outbox.
func (x *Indexer) repair(ctx context.Context) error {
	_, pending, err := x.s.st.R().Setting(ctx, settingRebuild)
	if err != nil {
		return err
	}
	if x.ix.NeedsRebuild() || pending {
		return x.Rebuild(ctx)
	}
	n, err := x.Drain(ctx)
	if n > 0 {
		slog.Info("index repaired from outbox", "rows", n)
	}
	return err
}

// Rebuild re-indexes every paper and passage from SQLite. Outbox rows written before it began are
// covered by what it reads and acknowledged at the end; later ones are drained as usual.
func (x *Indexer) Rebuild(ctx context.Context) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	start := time.Now()
	if err := x.s.st.W().SetSetting(ctx, settingRebuild, "1"); err != nil {
		return err
	}
	upTo, err := x.s.st.R().MaxIndexOutboxID(ctx)
	if err != nil {
		return err
	}
	var batch []IndexPaper
	count := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		err := x.ix.IndexPapers(batch)
		count += len(batch)
		batch = batch[:0]
		return err
	}
	err = x.s.st.R().EachPaper(ctx, func(p domain.Paper) error {
		batch = append(batch, indexPaperOf(p))
		if len(batch) == indexBatch {
			return flush()
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	if err != nil {
		return fmt.Errorf("rebuild papers: %w", err)
	}
	docs, err := x.s.st.R().DocumentIDsWithPassages(ctx)
	if err != nil {
		return err
	}
	if err := x.syncDocuments(ctx, docs); err != nil {
		return fmt.Errorf("rebuild passages: %w", err)
	}
	if err := x.s.st.W().AckIndex(ctx, upTo); err != nil {
		return err
	}
	slog.Info("index rebuilt from SQLite", "papers", count, "documents", len(docs), "took", time.Since(start).Round(time.Millisecond))
	return x.s.st.W().DeleteSetting(ctx, settingRebuild)
}
