package service

import (
	"context"
	"errors"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/store"
)

// Retry parses a failed document again: the explicit retry that re-imports never do (one
// document per checksum, failed or not). It is charged as a new parse (its credits again,
// refunded if it fails again). Errors: 401/403; 404 resource_not_found; 409 document_not_failed
// (only a failed document is retried); 409 document_not_stored (its file was refused before it
// was stored: add the file again); 402 insufficient_credits.
func (ds *DocumentService) Retry(ctx context.Context, id string) (domain.Document, error) {
	pr, err := require(ctx, domain.ScopeDocumentsWrite)
	if err != nil {
		return domain.Document{}, err
	}
	var out store.DocumentRow
	err = ds.s.st.Tx(ctx, func(q store.Q) error {
		d, err := q.Document(ctx, id)
		if errors.Is(err, domain.ErrNotFound) {
			return apierr.NoSuch("document", id, "id")
		} else if err != nil {
			return err
		}
		if d.Status != domain.StatusFailed {
			return apierr.Conflict("document_not_failed", "Document '"+id+"' is "+d.Status+"; only a failed document can be retried.")
		}
		if d.Path == "" {
			return apierr.Conflict("document_not_stored", "Document '"+id+"' was refused before its file was stored; add the file again.")
		}
		if ok, err := q.RequeueFailedDocument(ctx, id); err != nil {
			return err
		} else if !ok {
			// Another retry requeued it between the read and the write.
			return apierr.Conflict("document_not_failed", "Document '"+id+"' is no longer failed; only a failed document can be retried.")
		}
		if err := ds.s.Credits.Charge(ctx, q, pr, domain.LabelDocuments, d.Credits, id); err != nil {
			return err
		}
		if _, err := jobs.Enqueue(ctx, q, JobParseDocument, id, "{}", ds.s.now()); err != nil {
			return err
		}
		if err := q.RequeueWatchFilesOfDocument(ctx, id, ds.s.now()); err != nil {
			return err
		}
		out, err = q.Document(ctx, id)
		return err
	})
	if err != nil {
		return domain.Document{}, err
	}
	ds.s.runner.Notify()
	ds.s.Changes.Publish("documents", id)
	return wireDocument(out), nil
}
