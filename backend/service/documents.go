package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
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
}

// DocumentOptions configure parsing; the app sets them at wiring time.
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

// Configure sets the parse options; call before the first parse.
func (ds *DocumentService) Configure(o DocumentOptions) { ds.opts = o }

// extractor starts PDFium lazily: most processes (tests, CLI commands) never parse a PDF.
// A failed start is tried again at the next parse.
func (ds *DocumentService) extractor() (*pdf.Extractor, error) {
	ds.xMu.Lock()
	defer ds.xMu.Unlock()
	if ds.xClosed {
		return nil, pdf.ErrClosed
	}
	if ds.x == nil {
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
	// Filename names a document created from bytes directly (the window's upload).
	Filename string `json:"-"`
	data     []byte
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

// Create checks a PDF synchronously, charges for it and queues its parse.
// Errors: 401/403; 400 parameter_missing / parameter_invalid (file_id, url, library_id),
// 404 resource_not_found (file_id, library_id), 400 unsupported_file_type, 400 file_too_large,
// 400 url_unreachable, 422 document_unparseable (encrypted or corrupt), 402 insufficient_credits.
func (ds *DocumentService) Create(ctx context.Context, p CreateDocumentParams) (CreateResult, error) {
	pr, err := require(ctx, domain.ScopeDocumentsWrite)
	if err != nil {
		return CreateResult{}, err
	}
	libID, err := ds.checkLibrary(ctx, p.LibraryID)
	if err != nil {
		return CreateResult{}, err
	}
	src := source{kind: "upload"}
	switch {
	case p.data != nil:
		src.filename = cleanFilename(p.Filename)
		if err := checkUploadBytes(p.data, "file"); err != nil {
			return CreateResult{}, err
		}
		src.data = p.data
	case p.FileID != nil && p.URL != nil:
		return CreateResult{}, apierr.BadParam("file_id", "Give either file_id or url, not both.")
	case p.FileID != nil:
		f, data, err := ds.s.Files.readUpload(ctx, *p.FileID)
		if err != nil {
			return CreateResult{}, err
		}
		src = source{kind: "upload", ref: f.ID, filename: f.Filename, data: data}
	case p.URL != nil:
		if src, err = ds.fetchURL(ctx, *p.URL); err != nil {
			return CreateResult{}, err
		}
	default:
		return CreateResult{}, apierr.Missing("file_id")
	}
	if err := checkUploadBytes(src.data, "file"); err != nil {
		return CreateResult{}, err
	}
	check, err := pdf.Check(src.data)
	if err != nil {
		return CreateResult{}, checkError(err)
	}
	return ds.insert(ctx, pr, src, libID, check.PageCount)
}

// checkError maps a synchronous check failure to the spec's creation errors.
func checkError(err error) error {
	switch {
	case errors.Is(err, pdf.ErrNotPDF):
		return apierr.Invalid("unsupported_file_type", "file", "Only PDF files (application/pdf) are accepted.")
	case errors.Is(err, pdf.ErrTooLarge):
		return apierr.Invalid("file_too_large", "file", "The file is larger than the 100 MB limit.")
	case errors.Is(err, pdf.ErrEncrypted):
		return apierr.Unprocessable("document_unparseable", "The PDF is encrypted and needs a password.")
	case errors.Is(err, pdf.ErrLimit):
		return apierr.Unprocessable("document_unparseable", "The PDF cannot be parsed safely: "+pdf.Reason(err))
	case errors.Is(err, pdf.ErrTimeout):
		return apierr.Unprocessable("document_unparseable", "Reading the PDF took too long: "+pdf.Reason(err))
	default:
		return apierr.Unprocessable("document_unparseable", "The PDF is corrupt and cannot be read.")
	}
}

func (ds *DocumentService) checkLibrary(ctx context.Context, id *string) (string, error) {
	if id == nil || *id == "" {
		return "", nil
	}
	if _, err := ds.s.st.R().Library(ctx, *id); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			return "", apierr.NoSuch("library", *id, "library_id")
		}
		return "", err
	}
	return *id, nil
}

// source is where a document's bytes came from.
type source struct {
	kind, ref, filename string
	data                []byte
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// insert stores the PDF, then in one transaction inserts the document, charges it and queues
// its parse; the same bytes return the existing document and charge nothing.
func (ds *DocumentService) insert(ctx context.Context, pr Principal, src source, libID string, pages int) (CreateResult, error) {
	sha := sha256Hex(src.data)
	if d, err := ds.s.st.R().DocumentBySHA256(ctx, sha, false); err == nil {
		return CreateResult{Document: wireDocument(d), Existing: true}, nil
	}
	now := ds.s.now()
	id := domain.NewID(domain.PrefixDocument)
	rel := filepath.Join("documents", id+".pdf")
	abs := filepath.Join(ds.s.cfg.DataDir, rel)
	if err := writeFileAtomic(abs, src.data); err != nil {
		return CreateResult{}, err
	}
	credits := Credits(pages)
	row := store.DocumentRow{ID: id, Status: domain.StatusQueued, Filename: src.filename, LibraryID: libID, SHA256: sha, Path: rel,
		Source: src.kind, SourceRef: src.ref, Credits: credits, KeyID: pr.KeyID(), Pool: pr.Pool(), CreatedAt: now}
	var existing *store.DocumentRow
	err := ds.s.st.Tx(ctx, func(q store.Q) error {
		if d, err := q.DocumentBySHA256(ctx, sha, false); err == nil {
			existing = &d
			return nil
		}
		if err := q.InsertDocument(ctx, row); err != nil {
			return err
		}
		if err := ds.s.Credits.Charge(ctx, q, pr, domain.LabelDocuments, credits, id); err != nil {
			return err
		}
		if _, err := jobs.Enqueue(ctx, q, JobParseDocument, id, "{}", now); err != nil {
			return err
		}
		if src.kind == "upload" && src.ref != "" {
			at := now.Add(UploadRetention)
			if err := q.SetFileDeleteAfter(ctx, src.ref, at); err != nil {
				return err
			}
			if _, err := jobs.Enqueue(ctx, q, JobDeleteFiles, src.ref, "{}", at); err != nil {
				return err
			}
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
	return out
}

// CreateFromBytes creates a document from a PDF's bytes in one call (the window's upload, which
// has no separate file step). Errors: as Create.
func (ds *DocumentService) CreateFromBytes(ctx context.Context, filename string, data []byte, libraryID *string) (CreateResult, error) {
	if data == nil {
		data = []byte{}
	}
	return ds.Create(ctx, CreateDocumentParams{Filename: filename, LibraryID: libraryID, data: data})
}
