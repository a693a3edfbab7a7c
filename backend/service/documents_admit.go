package service

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/pdf"
	"carrel/backend/store"
)

// Origins of a document (documents.source): how its bytes arrived.
const (
	OriginUpload = "upload" // POST /v1/files then POST /v1/documents, the window's bytes, an imported record's attachment
	OriginURL    = "url"    // POST /v1/documents with url
	OriginWatch  = "watch"  // the watched folder
)

// Arrival is a PDF arriving by any route, with what the document should remember of it.
type Arrival struct {
	Data []byte
	// Path, when set instead of Data, is a file holding the bytes (an upload of up to 100 MB):
	// admit hashes, checks and copies it from disk without holding it in memory.
	Path     string
	Filename string // shown name; cleaned to a base name, "document.pdf" when empty
	Origin   string // one of the Origin constants
	Ref      string // the upload's file id, the url, the watched path, the import record
	// LibraryID files the document into an existing library (checked: 404 when absent);
	// LibraryName, when LibraryID is empty, into a library of that name, created if needed.
	LibraryID, LibraryName string
	// PaperID, when set, is the paper this PDF belongs to (a reference manager's attachment):
	// the document is linked to it in the admitting transaction when that paper has no
	// document yet, and the parse keeps the link instead of matching or making a paper.
	PaperID string

	sha           string // precomputed SHA-256 (the watched folder hashes files larger than it keeps)
	dupWithFailed bool   // a failed document with the same bytes also counts as existing
	// within runs inside the admitting transaction with the new row (watched-file bookkeeping).
	within func(ctx context.Context, q store.Q, row store.DocumentRow) error
}

// checkFailure carries a pdf package failure of an arrival's bytes out of admit, so each route
// words it: a request error for a create, a failed document for the watched folder.
type checkFailure struct{ err error }

func (c *checkFailure) Error() string { return c.err.Error() }
func (c *checkFailure) Unwrap() error { return c.err }

// Admit is the one way a PDF becomes a document, whatever route it arrived by: it checks the
// bytes (size, header, a pdfcpu parse), writes them under documents/, and in one transaction
// inserts the document, charges it (1 credit per 10 pages) and queues its parse. The same bytes
// return the existing document with Existing set and nothing charged.
// Errors: 401/403; 404 resource_not_found (library_id); 400 file_too_large,
// 400 unsupported_file_type, 422 document_unparseable (param "file"); 402 insufficient_credits.
func (ds *DocumentService) Admit(ctx context.Context, a Arrival) (CreateResult, error) {
	res, err := ds.admit(ctx, a)
	var cf *checkFailure
	if errors.As(err, &cf) {
		return CreateResult{}, classifyPDF(cf.err).requestError("file")
	}
	return res, err
}

func (ds *DocumentService) admit(ctx context.Context, a Arrival) (CreateResult, error) {
	pr, err := require(ctx, domain.ScopeDocumentsWrite)
	if err != nil {
		return CreateResult{}, err
	}
	libID, err := ds.checkLibrary(ctx, &a.LibraryID)
	if err != nil {
		return CreateResult{}, err
	}
	sha := a.sha
	if sha == "" && a.Path != "" {
		if sha, err = sha256File(a.Path); err != nil {
			return CreateResult{}, err
		}
	} else if sha == "" {
		sha = sha256Hex(a.Data)
	}
	if d, err := ds.s.st.R().DocumentBySHA256(ctx, sha, a.dupWithFailed); err == nil {
		return CreateResult{Document: wireDocument(d), Existing: true}, nil
	}
	var check pdf.CheckResult
	if a.Path != "" {
		check, err = pdf.CheckFile(a.Path)
	} else {
		check, err = pdf.Check(a.Data)
	}
	var tooMany *pdf.PagesError
	if errors.As(err, &tooMany) {
		// A page-tree bomb is accepted like any PDF at the minimum price and fails in its
		// parse job (which refuses it from the same /Count scan), refunded as every failed parse.
		check, err = pdf.CheckResult{}, nil
	}
	if err != nil {
		return CreateResult{}, &checkFailure{err}
	}
	now := ds.s.now()
	id := domain.NewID(domain.PrefixDocument)
	rel := filepath.Join("documents", id+".pdf")
	abs := filepath.Join(ds.s.cfg.DataDir, rel)
	if a.Path != "" {
		err = copyFileAtomic(abs, a.Path)
	} else {
		err = writeFileAtomic(abs, a.Data)
	}
	if err != nil {
		return CreateResult{}, err
	}
	credits := Credits(check.PageCount)
	row := store.DocumentRow{ID: id, Status: domain.StatusQueued, Filename: cleanFilename(a.Filename), LibraryID: libID, SHA256: sha,
		Path: rel, Source: a.Origin, SourceRef: a.Ref, Credits: credits, KeyID: pr.KeyID(), Pool: pr.Pool(), CreatedAt: now}
	var existing *store.DocumentRow
	err = ds.s.st.Tx(ctx, func(q store.Q) error {
		if d, err := q.DocumentBySHA256(ctx, sha, a.dupWithFailed); err == nil {
			existing = &d
			return nil
		}
		if row.LibraryID == "" && a.LibraryName != "" {
			lib, err := q.EnsureLibrary(ctx, a.LibraryName, now)
			if err != nil {
				return err
			}
			row.LibraryID = lib.ID
		}
		if err := q.InsertDocument(ctx, row); err != nil {
			return err
		}
		if a.PaperID != "" {
			if p, err := q.Paper(store.Unscoped(ctx), a.PaperID); err == nil && p.DocumentID == nil {
				if err := q.SetPaperDocument(ctx, p.ID, id); err != nil {
					return err
				}
			}
		}
		if err := ds.s.Credits.Charge(ctx, q, pr, domain.LabelDocuments, credits, id); err != nil {
			return err
		}
		if _, err := jobs.Enqueue(ctx, q, JobParseDocument, id, "{}", now); err != nil {
			return err
		}
		if a.Origin == OriginUpload && a.Ref != "" {
			at := now.Add(UploadRetention)
			if err := q.SetFileDeleteAfter(ctx, a.Ref, at); err != nil {
				return err
			}
			if _, err := jobs.Enqueue(ctx, q, JobDeleteFiles, a.Ref, "{}", at); err != nil {
				return err
			}
		}
		if a.within != nil {
			return a.within(ctx, q, row)
		}
		return nil
	})
	if err != nil || existing != nil {
		os.Remove(abs)
		if existing != nil {
			return CreateResult{Document: wireDocument(*existing), Existing: true}, nil
		}
		return CreateResult{}, err
	}
	ds.s.runner.Notify()
	return CreateResult{Document: wireDocument(row), Credits: credits}, nil
}
