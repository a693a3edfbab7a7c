package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"sync"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/pdf"
	"carrel/backend/store"
)

// DocumentService manages user PDFs: creation checks, the parse job, listing, content and deletion.
type DocumentService struct {
	s *Service

	opts    DocumentOptions
	xMu     sync.Mutex
	x       *pdf.Extractor
	xClosed bool
	watchMu sync.Mutex
	watch   watchState

	clientMu sync.Mutex
	clients  [2]*http.Client // by allowPrivate
	gate     *byteGate       // document bytes held in memory by URL creates at once (admitBudget)
}

// DocumentOptions configure parsing (Deps.Documents).
type DocumentOptions struct {
	// Workers is the number of PDFium instances; default 1.
	Workers int
	// CacheDir keeps PDFium's compiled WebAssembly between starts.
	CacheDir string
	// Timeout bounds one document's extraction; default pdf.DefaultTimeout.
	Timeout time.Duration
}

// Job kinds of the documents capability.
const (
	JobParseDocument = "document.parse"
	JobDeleteFiles   = "file.delete"
)

// extractor starts PDFium lazily: most processes (tests, CLI commands) never parse a PDF.
// A failed start is tried again at the next parse.
func (ds *DocumentService) extractor() (*pdf.Extractor, error) {
	ds.xMu.Lock()
	defer ds.xMu.Unlock()
	if ds.xClosed {
		return nil, pdf.ErrClosed
	}
	if ds.x == nil {
		// Each parse brings its OCR options (parseContext).
		x, err := pdf.NewExtractor(pdf.Options{Workers: max(ds.opts.Workers, 1), CacheDir: ds.opts.CacheDir, Timeout: ds.opts.Timeout})
		if err != nil {
			return nil, err
		}
		ds.x = x
	}
	return ds.x, nil
}

// Close stops the PDFium instances, if any were started.
func (ds *DocumentService) Close() error {
	ds.xMu.Lock()
	defer ds.xMu.Unlock()
	ds.xClosed = true
	if ds.x != nil {
		ds.x.Close()
	}
	return nil
}

// CreateDocumentParams is the body of POST /v1/documents: file_id or url, optional library_id.
type CreateDocumentParams struct {
	FileID    *string `json:"file_id"`
	URL       *string `json:"url"`
	LibraryID *string `json:"library_id"`
}

// CreateResult is a created (or, for the same bytes, an existing) document and what it cost.
type CreateResult struct {
	Document domain.Document
	Credits  int
	// Existing is true when a document with the same bytes already existed; nothing was charged.
	Existing bool
}

// Credits returns a document's price: 1 credit per 10 pages, partial blocks counted, minimum 1.
func Credits(pages int) int { return max(1, (pages+9)/10) }

// Create resolves a create request to its bytes (an uploaded file or a url) and admits them.
// Errors: 401/403; 400 parameter_missing / parameter_invalid (file_id, url, library_id),
// 404 resource_not_found (file_id, library_id), 400 unsupported_file_type, 400 file_too_large,
// 400 url_unreachable, 422 document_unparseable (encrypted or corrupt), 402 insufficient_credits.
func (ds *DocumentService) Create(ctx context.Context, p CreateDocumentParams) (CreateResult, error) {
	if _, err := require(ctx, domain.ScopeDocumentsWrite); err != nil {
		return CreateResult{}, err
	}
	libID, err := ds.checkLibrary(ctx, p.LibraryID)
	if err != nil {
		return CreateResult{}, err
	}
	var a Arrival
	switch {
	case p.FileID != nil && p.URL != nil:
		return CreateResult{}, apierr.BadParam("file_id", "Give either file_id or url, not both.")
	case p.FileID != nil:
		f, path, err := ds.s.Files.uploadPath(ctx, *p.FileID)
		if err != nil {
			return CreateResult{}, err
		}
		a = Arrival{Origin: OriginUpload, Ref: f.ID, Filename: f.Filename, Path: path, sha: f.SHA256}
	case p.URL != nil:
		// A fetched URL is held in memory until admitted; its size is known only once fetched,
		// so it takes the most a document may be from the shared budget.
		release, err := ds.gate.acquire(ctx, domain.MaxDocumentBytes)
		if err != nil {
			return CreateResult{}, err
		}
		defer release()
		if a, err = ds.fetchURL(ctx, *p.URL); err != nil {
			return CreateResult{}, err
		}
	default:
		return CreateResult{}, apierr.Missing("file_id")
	}
	a.LibraryID = libID
	return ds.Admit(ctx, a)
}

// CreateFromBytes creates a document from a PDF's bytes in one call (the window's upload, which
// has no separate file step). Errors: as Create.
func (ds *DocumentService) CreateFromBytes(ctx context.Context, filename string, data []byte, libraryID *string) (CreateResult, error) {
	a := Arrival{Origin: OriginUpload, Filename: filename, Data: data}
	if libraryID != nil {
		a.LibraryID = *libraryID
	}
	return ds.Admit(ctx, a)
}

func (ds *DocumentService) checkLibrary(ctx context.Context, id *string) (string, error) {
	if id == nil || *id == "" {
		return "", nil
	}
	return *id, ds.s.libraryExists(ctx, *id, "library_id")
}

// libraryExists is nil when library id exists in the caller's mode, else 404 resource_not_found
// naming param: the one check documents, paper browsing and scoped searches share.
func (s *Service) libraryExists(ctx context.Context, id, param string) error {
	if _, err := s.st.R().Library(ctx, id); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			return apierr.NoSuch("library", id, param)
		}
		return err
	}
	return nil
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// wireDocument is the document as the API returns it.
func wireDocument(d store.DocumentRow) domain.Document {
	out := domain.Document{Object: "document", ID: d.ID, Status: d.Status, Filename: d.Filename, PageCount: d.PageCount,
		Error: d.Error, CreatedAt: d.CreatedAt}
	if d.LibraryID != "" {
		out.LibraryID = &d.LibraryID
	}
	if d.PaperID != "" {
		out.PaperID = &d.PaperID
	}
	if d.Status != domain.StatusFailed {
		out.Error = nil
	}
	if d.Status == domain.StatusRunning {
		out.StatusDetail = d.StatusDetail
	}
	if d.OCR != "" {
		var o domain.DocumentOCR
		if json.Unmarshal([]byte(d.OCR), &o) == nil {
			out.OCR = &o
		}
	}
	return out
}

// importOrigin records attachments of imported records. OriginImport is what they are, but the
// documents.source CHECK of migration 0010 admits only upload, url and watch; until a migration
// widens it they are stored as uploads without a file reference.
const importOrigin = OriginUpload

// attachFile reads a reference manager's attachment from disk (a path already resolved by
// resolveAttachment: opened once, regular files only, read through the 100 MB cap) and admits
// it for paperID (the one admit path: checks, checksum dedup, charge, parse); created is false
// when the same bytes were already a document, and a document of these bytes that failed is
// reported as an error.
func (ds *DocumentService) attachFile(ctx context.Context, path string, libID *string, paperID string) (created bool, err error) {
	data, err := bibio.ReadRegular(path, domain.MaxDocumentBytes)
	if errors.Is(err, bibio.ErrTooLarge) {
		return false, FileTooLarge("file")
	}
	if err != nil {
		return false, err
	}
	// One document per checksum, failed or not: importing the library again does not add
	// another failed document (Retry on that document is the explicit way to try again).
	a := Arrival{Origin: importOrigin, Filename: filepath.Base(path), Data: data, PaperID: paperID, dupWithFailed: true}
	if libID != nil {
		a.LibraryID = *libID
	}
	r, err := ds.Admit(ctx, a)
	if err == nil && r.Existing && r.Document.Status == domain.StatusFailed {
		msg := "it could not be parsed"
		if r.Document.Error != nil {
			msg = r.Document.Error.Message
		}
		return false, fmt.Errorf("the PDF is already in Carrel as failed document %s (%s); retry that document (or delete it) to try again", r.Document.ID, msg)
	}
	return err == nil && !r.Existing, err
}

// WaitParsed returns once no document is queued or running (a command that imported PDFs waits
// for their parse before it exits), or when ctx ends.
func (ds *DocumentService) WaitParsed(ctx context.Context) error {
	for {
		n, err := ds.s.st.R().CountUnfinishedDocuments(ctx)
		if err != nil || n == 0 {
			return err
		}
		ds.s.runner.Notify()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}
