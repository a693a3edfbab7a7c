package pdf

import (
	"context"
	"io"
	"os"

	"carrel/backend/domain"
)

// scanChunk is how much of a stored file the page-count scan holds at once (plus the overlap a
// page-tree object may span, see declaredPages).
const (
	scanChunk   = 4 << 20
	scanOverlap = 1<<20 + 1<<16 + 64
)

// CheckFile is Check for a PDF stored at path. In a binary that serves parse workers the file is
// never held whole: the header and the page-tree scan read it in pieces and the worker gets it
// copied from disk, so checking a 100 MB upload costs the caller a few MB. Elsewhere it reads
// the file and calls Check. Errors: those of Check, or the file's read error.
func CheckFile(path string) (CheckResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return CheckResult{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return CheckResult{}, err
	}
	n := st.Size()
	if !Isolated() {
		data, err := io.ReadAll(f)
		if err != nil {
			return CheckResult{}, err
		}
		return Check(data)
	}
	if n > domain.MaxDocumentBytes {
		return CheckResult{}, ErrTooLarge
	}
	head := make([]byte, min(n, 1024))
	if _, err := f.ReadAt(head, 0); err != nil && err != io.EOF {
		return CheckResult{}, err
	}
	if !LooksLikePDF(head) {
		return CheckResult{}, ErrNotPDF
	}
	pages, err := declaredPagesIn(f, n)
	if err != nil {
		return CheckResult{}, err
	}
	if pages > MaxPages {
		return CheckResult{}, tooManyPages(pages)
	}
	rep, err := checkPool().run(context.Background(), request{op: opCheck, r: io.NewSectionReader(f, 0, n),
		n: n, base: FirstMemoryLimit, timeout: CheckTimeout})
	return rep.Check, err
}

// declaredPagesIn is declaredPages over the n bytes of r, read in overlapping windows so that a
// page-tree object crossing a window's edge is seen whole in the next one.
func declaredPagesIn(r io.ReaderAt, n int64) (int, error) {
	buf := make([]byte, scanChunk+2*scanOverlap)
	most := 0
	for off := int64(0); off < n; off += scanChunk {
		lo := max(0, off-scanOverlap)
		hi := min(n, off+scanChunk+scanOverlap)
		w := buf[:hi-lo]
		if _, err := r.ReadAt(w, lo); err != nil && err != io.EOF {
			return 0, err
		}
		most = max(most, declaredPages(w))
	}
	return most, nil
}
