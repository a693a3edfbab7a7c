package bibio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// AttachmentError is why an attachment a reference-manager file names was not read; Reason is
// worded for the import summary.
type AttachmentError struct {
	Path   string
	Reason string
}

func (e *AttachmentError) Error() string { return e.Reason }

func refuse(path, format string, args ...any) error {
	return &AttachmentError{Path: path, Reason: fmt.Sprintf(format, args...)}
}

// ErrTooLarge is returned by ReadRegular for a file longer than its limit.
var ErrTooLarge = errors.New("the file is larger than the limit")

// ResolveInside joins rel (a path as a .bib or .ris file writes it, with / or \) to root and
// returns the real path it names after every symlink is resolved. A path that leaves root
// (through "..", or a symlink pointing outside) is refused, as is an absolute rel.
func ResolveInside(root, rel string) (string, error) {
	rel = filepath.FromSlash(strings.ReplaceAll(rel, `\`, "/"))
	if rel == "" || filepath.IsAbs(rel) || filepath.VolumeName(rel) != "" {
		return "", refuse(rel, "the path is absolute; only paths relative to the imported file's folder are read")
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return "", refuse(rel, "the folder %s cannot be read", filepath.Base(root))
	}
	joined := filepath.Join(realRoot, rel)
	if !within(realRoot, joined) {
		return "", refuse(rel, "the path leaves the imported file's folder")
	}
	real, err := filepath.EvalSymlinks(joined)
	if err != nil {
		return "", missing(rel, err)
	}
	if !within(realRoot, real) {
		return "", refuse(rel, "the path leads outside the imported file's folder (through a symbolic link)")
	}
	return real, nil
}

// ResolveAbsolute returns the real path of an absolute path (symlinks resolved), for the local
// owner's linked files; the caller decides whether absolute paths are allowed at all.
func ResolveAbsolute(path string) (string, error) {
	if !filepath.IsAbs(path) {
		return "", refuse(path, "the linked path is not absolute")
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", missing(path, err)
	}
	return real, nil
}

func missing(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return refuse(path, "the PDF %s is missing", filepath.Base(path))
	}
	return refuse(path, "the PDF %s cannot be read", filepath.Base(path))
}

// within reports whether path is root or below it (both clean and absolute).
func within(root, path string) bool {
	if path == root {
		return true
	}
	return strings.HasPrefix(path, strings.TrimSuffix(root, string(filepath.Separator))+string(filepath.Separator))
}

// ReadRegular opens path once, without blocking (a FIFO is refused, not waited on), and reads it
// whole if the opened file is a regular file: devices, FIFOs, sockets and directories are
// refused. The read stops after max bytes whatever the file's size claimed (ErrTooLarge).
func ReadRegular(path string, max int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, missing(path, err)
		}
		return nil, refuse(path, "the PDF %s cannot be opened (not a regular file, or not readable)", filepath.Base(path))
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, refuse(path, "the PDF %s cannot be read", filepath.Base(path))
	}
	if !st.Mode().IsRegular() {
		return nil, refuse(path, "%s is not a regular file (%s)", filepath.Base(path), fileKind(st.Mode()))
	}
	if st.Size() > max {
		return nil, ErrTooLarge
	}
	buf := make([]byte, 0, min(st.Size(), max)+1)
	w := bytesWriter{b: buf}
	if _, err := io.Copy(&w, io.LimitReader(f, max+1)); err != nil {
		return nil, refuse(path, "the PDF %s cannot be read", filepath.Base(path))
	}
	if int64(len(w.b)) > max {
		return nil, ErrTooLarge
	}
	return w.b, nil
}

type bytesWriter struct{ b []byte }

func (w *bytesWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a plain file"
}
