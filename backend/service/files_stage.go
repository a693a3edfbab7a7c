package service

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"

	"carrel/backend/domain"
)

// StagedFile is an upload streamed to a temporary file in the data folder, hashed on the way;
// Upload adopts it, Discard removes it.
type StagedFile struct {
	path string
	size int64
	sha  string
	head []byte // the first KiB, for sniffing
}

// Size is the staged file's length in bytes.
func (sf *StagedFile) Size() int64 { return sf.size }

// SHA256 is the hex content hash.
func (sf *StagedFile) SHA256() string { return sf.sha }

// Discard removes the temporary file (a no-op after Upload adopted it).
func (sf *StagedFile) Discard() {
	if sf != nil && sf.path != "" {
		os.Remove(sf.path)
	}
}

// errTooLarge is the spec's answer to a file over the size limit.
func errTooLarge(param string) error { return FileTooLarge(param) }

// Stage streams r to a temporary file, hashing it, and stops with 400 file_too_large as soon as
// more than 100 MB has been read, so an oversized body is never held in memory nor read to its end.
// A read error from r is returned as is (the transport maps it).
func (fs *FileService) Stage(r io.Reader) (*StagedFile, error) {
	dir := filepath.Join(fs.s.cfg.DataDir, "files")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(dir, ".upload-*")
	if err != nil {
		return nil, err
	}
	sf := &StagedFile{path: tmp.Name()}
	h := sha256.New()
	var head bytes.Buffer
	n, err := io.Copy(io.MultiWriter(tmp, h, &headWriter{&head}), io.LimitReader(r, domain.MaxDocumentBytes+1))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > domain.MaxDocumentBytes {
		err = errTooLarge("file")
	}
	if err != nil {
		sf.Discard()
		return nil, err
	}
	sf.size, sf.sha, sf.head = n, hex.EncodeToString(h.Sum(nil)), head.Bytes()
	return sf, nil
}

// headWriter keeps the first KiB written through it.
type headWriter struct{ b *bytes.Buffer }

func (w *headWriter) Write(p []byte) (int, error) {
	if room := 1024 - w.b.Len(); room > 0 {
		w.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// stageBytes stages data already in memory (bound methods, tools).
func (fs *FileService) stageBytes(data []byte) (*StagedFile, error) {
	return fs.Stage(bytes.NewReader(data))
}
