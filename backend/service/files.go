package service

import (
	"context"
	"fmt"
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

// FileService manages uploaded files and export files.
type FileService struct {
	s  *Service
	mu sync.Mutex
}

// UploadRetention is how long an uploaded file is kept: 24 h after the upload if no document is
// made from it, else 24 h after the document's creation (whichever comes first).
const UploadRetention = 24 * time.Hour

// UploadParams is a multipart upload: purpose must be "document"; the file is Staged (streamed
// to disk by Stage) or, for callers holding the bytes, Data.
type UploadParams struct {
	Purpose  string
	Filename string
	Data     []byte
	Staged   *StagedFile
}

// Upload stores a PDF for a later POST /v1/documents. It is free and needs documents:write.
// Identical bytes are stored once: a second upload gets its own file id sharing the copy.
// Unused uploads are deleted after UploadRetention. Upload always consumes p.Staged.
// Errors: 401/403; 400 parameter_missing (purpose, file), parameter_invalid (purpose),
// unsupported_file_type (the bytes are not a PDF), file_too_large (over 100 MB).
func (fs *FileService) Upload(ctx context.Context, p UploadParams) (domain.File, error) {
	defer p.Staged.Discard()
	pr, err := require(ctx, domain.ScopeDocumentsWrite)
	if err != nil {
		return domain.File{}, err
	}
	switch {
	case p.Purpose == "":
		return domain.File{}, apierr.Missing("purpose")
	case p.Purpose != "document":
		return domain.File{}, apierr.BadParam("purpose", "purpose must be 'document'.")
	case p.Data == nil && p.Staged == nil:
		return domain.File{}, apierr.Missing("file")
	}
	sf := p.Staged
	if sf == nil {
		if len(p.Data) > domain.MaxDocumentBytes {
			return domain.File{}, errTooLarge("file")
		}
		if sf, err = fs.stageBytes(p.Data); err != nil {
			return domain.File{}, err
		}
		defer sf.Discard()
	}
	if !pdf.LooksLikePDF(sf.head) {
		return domain.File{}, classifyPDF(pdf.ErrNotPDF).requestError("file")
	}
	now := fs.s.now()
	id := domain.NewID(domain.PrefixFile)
	rel := filepath.Join("files", sf.sha+".pdf")
	abs := filepath.Join(fs.s.cfg.DataDir, rel)
	del := now.Add(UploadRetention)
	row := store.FileRow{ID: id, Kind: "upload", Purpose: p.Purpose, Filename: cleanFilename(p.Filename), ContentType: "application/pdf",
		ByteSize: sf.size, SHA256: sf.sha, Path: rel, KeyID: pr.KeyID(), CreatedAt: now, DeleteAfter: &del}
	// The row goes in first, so DeleteExpired (which removes the bytes only when no row names
	// them) never removes the copy this upload is about to share; the short lock then makes
	// rename-or-reuse atomic against that removal.
	err = fs.s.st.Tx(ctx, func(q store.Q) error {
		if err := q.InsertFile(ctx, row); err != nil {
			return err
		}
		_, err := jobs.Enqueue(ctx, q, JobDeleteFiles, id, "{}", del)
		return err
	})
	if err != nil {
		return domain.File{}, err
	}
	fs.mu.Lock()
	_, statErr := os.Stat(abs)
	if statErr != nil {
		err = os.Rename(sf.path, abs)
		if err == nil {
			sf.path = ""
		}
	}
	fs.mu.Unlock()
	if err != nil {
		_ = fs.s.st.W().DeleteFile(ctx, id)
		return domain.File{}, fmt.Errorf("store file: %w", err)
	}
	fs.s.runner.Notify()
	return domain.File{Object: "file", ID: id, ByteSize: row.ByteSize, CreatedAt: row.CreatedAt}, nil
}

func cleanFilename(name string) string {
	name = filepath.Base(filepath.ToSlash(name))
	if name == "." || name == "/" || name == "" {
		return "document.pdf"
	}
	return name
}

// uploadPath returns an uploaded file's row and the path of its stored bytes (read from disk by
// admit, never whole into memory). Errors: 404 resource_not_found (param file_id).
func (fs *FileService) uploadPath(ctx context.Context, id string) (store.FileRow, string, error) {
	f, err := fs.s.st.R().File(ctx, id)
	if err != nil || f.Kind != "upload" {
		return f, "", apierr.NoSuch("file", id, "file_id")
	}
	path := filepath.Join(fs.s.cfg.DataDir, f.Path)
	if _, err := os.Stat(path); err != nil {
		return f, "", apierr.NoSuch("file", id, "file_id")
	}
	return f, path, nil
}

// DeleteExpired removes uploaded files whose retention after document creation has passed.
// The "file.delete" job calls it; it is idempotent.
func (fs *FileService) DeleteExpired(ctx context.Context) (int, error) {
	due, err := fs.s.st.R().FilesDue(ctx, fs.s.now(), 500)
	if err != nil {
		return 0, err
	}
	fs.mu.Lock()
	defer fs.mu.Unlock()
	for _, f := range due {
		if err := fs.s.st.W().DeleteFile(ctx, f.ID); err != nil {
			return 0, err
		}
		// Uploads of the same bytes share one stored copy: it goes with the last of them.
		if n, err := fs.s.st.R().FilesAtPath(ctx, f.Path); err != nil || n > 0 {
			continue
		}
		if err := os.Remove(filepath.Join(fs.s.cfg.DataDir, f.Path)); err != nil && !os.IsNotExist(err) {
			return 0, err
		}
	}
	return len(due), nil
}
