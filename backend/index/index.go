// Package index is Carrel's full-text index and ranking: papers (title, abstract,
// authors) and PDF passages in two Bleve indexes, scored by the package's own
// BM25 and second-stage passes. It is derived data: SQLite is the truth, and a
// caller that sees NeedsRebuild rebuilds it from there.
package index

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// Version identifies the on-disk format and analysis; bump it whenever the
// analyzer, the fields or the stored statistics change.
const Version = 2

const versionFile = "VERSION"

// Options tunes how the index is opened.
type Options struct {
	// BulkLoad skips the fsync after each batch (scorch unsafe_batch): faster
	// imports, at the price of losing the last batches on a crash, which a
	// rebuild from SQLite repairs.
	BulkLoad bool
}

// Index is the paper and passage index. It is safe for concurrent use.
type Index struct {
	dir          string
	papers       *corpus
	passages     *corpus
	needsRebuild bool
	mu           sync.Mutex // serialises writers; readers use bleve snapshots
}

// ErrClosed is returned by calls on a closed Index.
var ErrClosed = errors.New("index: closed")

// Open opens or creates the index in dir. When dir holds an index of another
// Version (or an unreadable one) it is wiped and recreated empty, and
// NeedsRebuild reports true so the caller refills it from SQLite.
func Open(dir string, opts Options) (*Index, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	ix := &Index{dir: dir}
	stored, err := readVersion(dir)
	if err != nil || stored != Version {
		ix.needsRebuild = true
		for _, sub := range []string{"papers", "passages", versionFile} {
			if err := os.RemoveAll(filepath.Join(dir, sub)); err != nil {
				return nil, fmt.Errorf("index: wipe old index: %w", err)
			}
		}
	}
	if ix.papers, err = openCorpus(filepath.Join(dir, "papers"), paperMapping(), opts); err != nil {
		return nil, err
	}
	if ix.passages, err = openCorpus(filepath.Join(dir, "passages"), passageMapping(), opts); err != nil {
		ix.papers.close()
		return nil, err
	}
	if ix.needsRebuild {
		if err := os.WriteFile(filepath.Join(dir, versionFile), []byte(strconv.Itoa(Version)+"\n"), 0o600); err != nil {
			ix.Close()
			return nil, fmt.Errorf("index: write version: %w", err)
		}
	}
	return ix, nil
}

// readVersion returns the Version recorded in dir, or 0 for a fresh folder.
func readVersion(dir string) (int, error) {
	b, err := os.ReadFile(filepath.Join(dir, versionFile))
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(strings.TrimSpace(string(b)))
}

// NeedsRebuild reports whether Open found no index, an index of another
// Version or a damaged one, so every paper and passage must be indexed again.
func (ix *Index) NeedsRebuild() bool { return ix.needsRebuild }

// Dir returns the folder the index lives in.
func (ix *Index) Dir() string { return ix.dir }

// Close flushes and closes the index; later calls return ErrClosed.
func (ix *Index) Close() error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.papers == nil {
		return ErrClosed
	}
	err := errors.Join(ix.papers.close(), ix.passages.close())
	ix.papers, ix.passages = nil, nil
	return err
}

// Count returns the number of indexed papers and passages.
func (ix *Index) Count() (papers, passages uint64, err error) {
	p, s := ix.corpora()
	if p == nil {
		return 0, 0, ErrClosed
	}
	if papers, err = p.idx.DocCount(); err != nil {
		return 0, 0, err
	}
	passages, err = s.idx.DocCount()
	return papers, passages, err
}

func (ix *Index) corpora() (*corpus, *corpus) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.papers, ix.passages
}
