package service

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

func (ds *DocumentService) row(ctx context.Context, id string) (store.DocumentRow, error) {
	d, err := ds.s.st.R().Document(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return d, apierr.NoSuch("document", id, "id")
	}
	return d, err
}

// Get returns one document. Errors: 401/403; 404 resource_not_found.
func (ds *DocumentService) Get(ctx context.Context, id string) (domain.Document, error) {
	if _, err := require(ctx, domain.ScopeDocumentsRead); err != nil {
		return domain.Document{}, err
	}
	d, err := ds.row(ctx, id)
	if err != nil {
		return domain.Document{}, err
	}
	return wireDocument(d), nil
}

// ListDocumentsParams filter GET /v1/documents.
type ListDocumentsParams struct {
	ListParams
	Status    string `json:"status"`
	LibraryID string `json:"library_id"`
}

// List returns documents newest first. Errors: 401/403; 400 parameter_invalid (limit, status).
func (ds *DocumentService) List(ctx context.Context, p ListDocumentsParams) (domain.List[domain.Document], error) {
	if _, err := require(ctx, domain.ScopeDocumentsRead); err != nil {
		return domain.List[domain.Document]{}, err
	}
	if err := p.normalize(); err != nil {
		return domain.List[domain.Document]{}, err
	}
	switch p.Status {
	case "", domain.StatusQueued, domain.StatusRunning, domain.StatusSucceeded, domain.StatusFailed:
	default:
		return domain.List[domain.Document]{}, apierr.BadParam("status", "status must be one of queued, running, succeeded, failed.")
	}
	if err := checkCursor(p.Cursor, func() error { _, err := ds.s.st.R().Document(ctx, p.Cursor); return err }); err != nil {
		return domain.List[domain.Document]{}, err
	}
	rows, err := ds.s.st.R().ListDocuments(ctx, store.DocumentFilter{Status: p.Status, LibraryID: p.LibraryID, Cursor: p.Cursor, Limit: p.Limit})
	if err != nil {
		return domain.List[domain.Document]{}, err
	}
	rows, more := page(rows, p.Limit)
	out := make([]domain.Document, len(rows))
	for i, r := range rows {
		out[i] = wireDocument(r)
	}
	return domain.NewList(out, more, func(d domain.Document) string { return d.ID }), nil
}

// Delete removes a document at once: pages and passages (cascade), its index entries (outbox),
// its stored PDF and its paper link. A paper the document created is deleted with it unless
// another document is attached to it; a paper that existed before (imported by DOI) stays and
// only loses its document_id. A running parse is canceled.
// Errors: 401/403; 404 resource_not_found.
func (ds *DocumentService) Delete(ctx context.Context, id string) (Deleted, error) {
	if _, err := require(ctx, domain.ScopeDocumentsWrite); err != nil {
		return Deleted{}, err
	}
	d, err := ds.row(ctx, id)
	if err != nil {
		return Deleted{}, err
	}
	ds.s.runner.CancelRef(id)
	err = ds.s.st.Tx(ctx, func(q store.Q) error {
		if err := ds.unlinkPaper(ctx, q, d); err != nil {
			return err
		}
		return q.DeleteDocument(ctx, id)
	})
	if errors.Is(err, domain.ErrNotFound) {
		return Deleted{}, apierr.NoSuch("document", id, "id")
	}
	if err != nil {
		return Deleted{}, err
	}
	if d.Path != "" {
		os.Remove(filepath.Join(ds.s.cfg.DataDir, d.Path))
	}
	return Deleted{Object: "document", ID: id, Deleted: true}, nil
}

func (ds *DocumentService) unlinkPaper(ctx context.Context, q store.Q, d store.DocumentRow) error {
	if d.PaperID == "" {
		return nil
	}
	p, err := q.Paper(store.Unscoped(ctx), d.PaperID)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	others, err := q.DocumentIDsByPaper(ctx, p.ID, d.ID)
	if err != nil {
		return err
	}
	switch {
	case len(others) > 0 && p.DocumentID != nil && *p.DocumentID == d.ID:
		return q.SetPaperDocument(ctx, p.ID, others[0])
	case len(others) > 0:
		return nil
	case d.OwnsPaper:
		return q.DeletePaper(ctx, p.ID)
	case p.DocumentID != nil && *p.DocumentID == d.ID:
		return q.SetPaperDocument(ctx, p.ID, "")
	}
	return nil
}

// PDF returns a document's stored PDF bytes (the window's viewer). Errors: 401/403; 404 resource_not_found.
func (ds *DocumentService) PDF(ctx context.Context, id string) ([]byte, error) {
	if _, err := require(ctx, domain.ScopeDocumentsRead); err != nil {
		return nil, err
	}
	d, err := ds.row(ctx, id)
	if err != nil {
		return nil, err
	}
	if d.Path == "" {
		return nil, apierr.NotFound("Document '" + id + "' has no stored PDF.")
	}
	data, err := os.ReadFile(filepath.Join(ds.s.cfg.DataDir, d.Path))
	if os.IsNotExist(err) {
		return nil, apierr.NotFound("Document '" + id + "' has no stored PDF.")
	}
	return data, err
}
