package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/pdf"
	"carrel/backend/store"
)

type watchState struct {
	dir     string
	running bool
}

// WatchedFile is a file of the watched folder whose size and mtime have been stable.
type WatchedFile struct {
	Dir     string // the watched folder (absolute)
	Path    string // the file (absolute)
	Size    int64
	ModTime time.Time
}

// WatchFileStatus is one file's outcome as the window shows it.
type WatchFileStatus struct {
	Path        string  `json:"path"`
	Status      string  `json:"status"`
	DocumentID  *string `json:"document_id"`
	DuplicateOf *string `json:"duplicate_of"`
	// Duplicate names what a duplicate file repeats: the earlier document's file and its paper
	// (an extension for the window's watched-folder list, docs/api.md); nil otherwise.
	Duplicate *DuplicateTarget `json:"duplicate"`
	ErrorCode *string          `json:"error_code"`
	UpdatedAt time.Time        `json:"updated_at"`
}

// DuplicateTarget is the document a watched file duplicates and the paper it became.
type DuplicateTarget struct {
	DocumentID string  `json:"document_id"`
	Filename   string  `json:"filename"`
	PaperID    *string `json:"paper_id"`
	PaperTitle *string `json:"paper_title"`
}

// WatchStatus is the watched folder and what happened to its files, newest first.
type WatchStatus struct {
	Object  string            `json:"object"`
	Dir     string            `json:"dir"`
	Running bool              `json:"running"`
	Files   []WatchFileStatus `json:"files"`
}

// SetWatching records which folder is watched and whether the watcher runs (the app calls it).
func (ds *DocumentService) SetWatching(dir string, running bool) {
	ds.watchMu.Lock()
	ds.watch = watchState{dir: dir, running: running}
	ds.watchMu.Unlock()
}

// WatchStatus reports the watched folder and up to 1,000 of its files (documents:read).
func (ds *DocumentService) WatchStatus(ctx context.Context) (WatchStatus, error) {
	p, err := require(ctx, domain.ScopeDocumentsRead)
	if err != nil {
		return WatchStatus{}, err
	}
	ds.watchMu.Lock()
	w := ds.watch
	ds.watchMu.Unlock()
	out := WatchStatus{Object: "watched_folder", Dir: w.dir, Running: w.running, Files: []WatchFileStatus{}}
	if w.dir == "" || p.IsTest() { // the folder's documents are live: a test key sees none of them
		return out, nil
	}
	rows, err := ds.s.st.R().WatchFiles(ctx, w.dir, 1000)
	if err != nil {
		return out, err
	}
	// Many files may repeat one document: each target is read once per call.
	targets := map[string]*DuplicateTarget{}
	for _, r := range rows {
		f := WatchFileStatus{Path: r.Path, Status: r.Status, UpdatedAt: r.UpdatedAt}
		f.DocumentID, f.DuplicateOf, f.ErrorCode = optStr(r.DocumentID), optStr(r.DuplicateOf), optStr(r.ErrorCode)
		if r.DuplicateOf != "" {
			t, seen := targets[r.DuplicateOf]
			if !seen {
				if t, err = ds.duplicateTarget(ctx, r.DuplicateOf); err != nil {
					return out, err
				}
				targets[r.DuplicateOf] = t
			}
			f.Duplicate = t
		}
		out.Files = append(out.Files, f)
	}
	return out, nil
}

// duplicateTarget reads the document a file repeats and its paper; nil when it is gone.
func (ds *DocumentService) duplicateTarget(ctx context.Context, docID string) (*DuplicateTarget, error) {
	d, err := ds.s.st.R().Document(ctx, docID)
	if errors.Is(err, domain.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	t := &DuplicateTarget{DocumentID: d.ID, Filename: d.Filename}
	p, err := ds.s.st.R().PaperByDocument(ctx, d.ID)
	if err == nil {
		t.PaperID, t.PaperTitle = &p.ID, &p.Title
	} else if d.PaperID != "" {
		if p, err := ds.s.st.R().Paper(ctx, d.PaperID); err == nil {
			t.PaperID, t.PaperTitle = &p.ID, &p.Title
		}
	}
	return t, nil
}

func optStr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// IngestWatched turns a stable file of the watched folder into a document, charged to the
// owner's live pool and filed into a library named after the folder. It never raises for the
// file's own problems: those become a failed document with the spec's code. A file already
// handled with the same size and mtime (or the same bytes) is skipped, so a restart imports only
// what is new; bytes already imported are recorded as a duplicate of that document. The
// original file is only read.
func (ds *DocumentService) IngestWatched(ctx context.Context, f WatchedFile) error {
	rel, err := filepath.Rel(f.Dir, f.Path)
	if err != nil {
		return err
	}
	rel = filepath.ToSlash(rel)
	q := ds.s.st.W()
	prev, err := q.WatchFileAt(ctx, f.Dir, rel)
	have := err == nil
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return err
	}
	if have && prev.Size == f.Size && prev.MTime.Equal(f.ModTime) {
		return nil
	}
	data, sha, err := readAndHash(f.Path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil // gone before we got to it
		}
		return err
	}
	now := ds.s.now()
	rec := store.WatchFile{Dir: f.Dir, Path: rel, Size: f.Size, MTime: f.ModTime, SHA256: sha, UpdatedAt: now}
	if have && prev.SHA256 == sha {
		prev.Size, prev.MTime = f.Size, f.ModTime
		return q.UpsertWatchFile(ctx, prev)
	}
	if !pdf.LooksLikePDF(data) && !strings.EqualFold(filepath.Ext(f.Path), ".pdf") {
		rec.Status = "ignored"
		return q.UpsertWatchFile(ctx, rec)
	}
	a := Arrival{Data: data, Filename: filepath.Base(f.Path), Origin: OriginWatch, Ref: f.Path, LibraryName: libraryName(f.Dir),
		sha: sha, dupWithFailed: true,
		within: func(ctx context.Context, q store.Q, row store.DocumentRow) error {
			rec.Status, rec.DocumentID = "pending", row.ID
			return q.UpsertWatchFile(ctx, rec)
		}}
	res, err := ds.admit(OwnerContext(ctx), a)
	var cf *checkFailure
	var ae *apierr.Error
	switch {
	case errors.As(err, &cf):
		return ds.watchFailed(ctx, rec, a.Filename, sha, classifyPDF(cf.err).info())
	case errors.As(err, &ae):
		return ds.watchFailed(ctx, rec, a.Filename, sha, &domain.ErrorInfo{Type: "invalid_request_error", Code: ae.Code, Message: ae.Message})
	case err != nil:
		return err
	case res.Existing:
		rec.Status, rec.DuplicateOf = "duplicate", res.Document.ID
		return q.UpsertWatchFile(ctx, rec)
	}
	return nil
}

// libraryName names the watched folder's library after the folder.
func libraryName(dir string) string {
	if n := filepath.Base(filepath.Clean(dir)); n != "" && n != "." && n != string(filepath.Separator) {
		return n
	}
	return "Watched folder"
}

// watchFailed records a watched file that cannot become a usable document as a failed document
// (no charge), so the user sees why.
func (ds *DocumentService) watchFailed(ctx context.Context, rec store.WatchFile, name, sha string, info *domain.ErrorInfo) error {
	now := ds.s.now()
	row := store.DocumentRow{ID: domain.NewID(domain.PrefixDocument), Status: domain.StatusFailed, Filename: name, SHA256: sha,
		Source: OriginWatch, SourceRef: filepath.Join(rec.Dir, rec.Path), Pool: "live", Progress: 1, CreatedAt: now, Error: info}
	return ds.s.st.Tx(ctx, func(q store.Q) error {
		lib, err := q.EnsureLibrary(ctx, libraryName(rec.Dir), now)
		if err != nil {
			return err
		}
		row.LibraryID = lib.ID
		if err := q.InsertDocument(ctx, row); err != nil {
			return err
		}
		rec.Status, rec.DocumentID, rec.ErrorCode = "failed", row.ID, info.Code
		if err := q.UpsertWatchFile(ctx, rec); err != nil {
			return err
		}
		return RecordEvent(ctx, q, domain.EventDocumentFailed, row.ID, wireDocument(row), now)
	})
}

// readAndHash reads a file (up to the size cap; past it only hashes) and returns its SHA-256.
func readAndHash(path string) ([]byte, string, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, "", err
	}
	defer fh.Close()
	h := sha256.New()
	data, err := io.ReadAll(io.TeeReader(io.LimitReader(fh, domain.MaxDocumentBytes+1), h))
	if err != nil {
		return nil, "", err
	}
	if len(data) > domain.MaxDocumentBytes {
		if _, err := io.Copy(h, fh); err != nil {
			return nil, "", err
		}
	}
	return data, hex.EncodeToString(h.Sum(nil)), nil
}
