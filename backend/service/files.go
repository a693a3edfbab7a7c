package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// FileService manages uploaded files and export files.
type FileService struct{ s *Service }

// UploadRetention is how long an uploaded file is kept after a document is created from it.
const UploadRetention = 24 * time.Hour

// UploadParams is a multipart upload: purpose must be "document"; Data is the file's bytes.
type UploadParams struct {
	Purpose  string
	Filename string
	Data     []byte
}

// Upload stores a PDF for a later POST /v1/documents. It is free and needs documents:write.
// Errors: 401/403; 400 parameter_missing (purpose, file), parameter_invalid (purpose),
// unsupported_file_type (the bytes are not a PDF), file_too_large (over 100 MB).
func (fs *FileService) Upload(ctx context.Context, p UploadParams) (domain.File, error) {
	pr, err := require(ctx, domain.ScopeDocumentsWrite)
	if err != nil {
		return domain.File{}, err
	}
	switch {
	case p.Purpose == "":
		return domain.File{}, apierr.Missing("purpose")
	case p.Purpose != "document":
		return domain.File{}, apierr.BadParam("purpose", "purpose must be 'document'.")
	case p.Data == nil:
		return domain.File{}, apierr.Missing("file")
	}
	if err := checkUploadBytes(p.Data, "file"); err != nil {
		return domain.File{}, err
	}
	id := domain.NewID(domain.PrefixFile)
	rel := filepath.Join("files", id+".pdf")
	if err := writeFileAtomic(filepath.Join(fs.s.cfg.DataDir, rel), p.Data); err != nil {
		return domain.File{}, err
	}
	sum := sha256.Sum256(p.Data)
	row := store.FileRow{ID: id, Kind: "upload", Purpose: p.Purpose, Filename: cleanFilename(p.Filename), ContentType: "application/pdf",
		ByteSize: int64(len(p.Data)), SHA256: hex.EncodeToString(sum[:]), Path: rel, KeyID: pr.KeyID(), CreatedAt: fs.s.now()}
	if err := fs.s.st.W().InsertFile(ctx, row); err != nil {
		os.Remove(filepath.Join(fs.s.cfg.DataDir, rel))
		return domain.File{}, err
	}
	return domain.File{Object: "file", ID: id, ByteSize: row.ByteSize, CreatedAt: row.CreatedAt}, nil
}

func cleanFilename(name string) string {
	name = filepath.Base(filepath.ToSlash(name))
	if name == "." || name == "/" || name == "" {
		return "document.pdf"
	}
	return name
}

// writeFileAtomic writes data through a temporary file and a rename, so a crash never leaves half a file.
func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("store file: %w", err)
	}
	return nil
}

// readUpload returns an uploaded file's row and bytes. Errors: 404 resource_not_found (param file_id).
func (fs *FileService) readUpload(ctx context.Context, id string) (store.FileRow, []byte, error) {
	f, err := fs.s.st.R().File(ctx, id)
	if err != nil || f.Kind != "upload" {
		return f, nil, apierr.NoSuch("file", id, "file_id")
	}
	data, err := os.ReadFile(filepath.Join(fs.s.cfg.DataDir, f.Path))
	if err != nil {
		return f, nil, apierr.NoSuch("file", id, "file_id")
	}
	return f, data, nil
}

// DeleteExpired removes uploaded files whose retention after document creation has passed.
// The "file.delete" job calls it; it is idempotent.
func (fs *FileService) DeleteExpired(ctx context.Context) (int, error) {
	due, err := fs.s.st.R().FilesDue(ctx, fs.s.now(), 500)
	if err != nil {
		return 0, err
	}
	for _, f := range due {
		if err := os.Remove(filepath.Join(fs.s.cfg.DataDir, f.Path)); err != nil && !os.IsNotExist(err) {
			return 0, err
		}
		if err := fs.s.st.W().DeleteFile(ctx, f.ID); err != nil {
			return 0, err
		}
	}
	return len(due), nil
}
