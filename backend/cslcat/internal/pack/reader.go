package pack

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// ErrNoArchive is returned by OpenArchive when the directory holds no archive.
var ErrNoArchive = errors.New("no style archive")

// Source returns the bytes of one indexed file.
type Source interface {
	Read(path string, loc *Loc) ([]byte, error)
}

// OpenArchive reads the index of the archive in fsys and returns a Source over its pack.
func OpenArchive(fsys fs.FS) (*Index, Source, error) {
	raw, err := fs.ReadFile(fsys, IndexFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, ErrNoArchive
	}
	if err != nil {
		return nil, nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, nil, fmt.Errorf("style index: %w", err)
	}
	idx, err := ReadIndex(zr)
	if err != nil {
		return nil, nil, fmt.Errorf("style index: %w", err)
	}
	if idx.Format != FormatVersion {
		return nil, nil, fmt.Errorf("%w: index format %d, this build reads %d (re-run the generator)", ErrNoArchive, idx.Format, FormatVersion)
	}
	f, err := fsys.Open(PackFile)
	if err != nil {
		return nil, nil, fmt.Errorf("style pack: %w", err)
	}
	ra, ok := f.(io.ReaderAt)
	if !ok {
		data, err := io.ReadAll(f)
		f.Close()
		if err != nil {
			return nil, nil, fmt.Errorf("style pack: %w", err)
		}
		ra = bytes.NewReader(data)
	}
	return idx, &packSource{ra: ra, chunks: idx.Chunks, cache: make(map[int][]byte)}, nil
}

// cacheChunks bounds the inflated chunks kept in memory (about 2 MiB).
const cacheChunks = 8

type packSource struct {
	ra     io.ReaderAt
	chunks []Chunk
	mu     sync.Mutex
	cache  map[int][]byte
	order  []int // least recently used first
}

func (p *packSource) Read(_ string, loc *Loc) ([]byte, error) {
	if loc == nil || loc.Chunk < 0 || loc.Chunk >= len(p.chunks) {
		return nil, fmt.Errorf("style pack: bad location %v", loc)
	}
	data, err := p.chunk(loc.Chunk)
	if err != nil {
		return nil, err
	}
	if loc.Off < 0 || loc.Off+loc.Len > len(data) {
		return nil, fmt.Errorf("style pack: location %v outside chunk of %d bytes", *loc, len(data))
	}
	return bytes.Clone(data[loc.Off : loc.Off+loc.Len]), nil
}

func (p *packSource) chunk(n int) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if data, ok := p.cache[n]; ok {
		p.touch(n)
		return data, nil
	}
	c := p.chunks[n]
	comp := make([]byte, c.CLen)
	if _, err := p.ra.ReadAt(comp, c.Off); err != nil {
		return nil, fmt.Errorf("style pack: chunk %d: %w", n, err)
	}
	data := make([]byte, c.RLen)
	if _, err := io.ReadFull(flate.NewReader(bytes.NewReader(comp)), data); err != nil {
		return nil, fmt.Errorf("style pack: chunk %d: %w", n, err)
	}
	if len(p.order) >= cacheChunks {
		delete(p.cache, p.order[0])
		p.order = p.order[1:]
	}
	p.cache[n] = data
	p.order = append(p.order, n)
	return data, nil
}

func (p *packSource) touch(n int) {
	for i, v := range p.order {
		if v == n {
			p.order = append(append(p.order[:i:i], p.order[i+1:]...), n)
			return
		}
	}
}

// DirSource reads files straight from a source tree such as /usr/share/citation-style-language.
type DirSource string

// Read returns the file at path below the directory.
func (d DirSource) Read(path string, _ *Loc) ([]byte, error) {
	return os.ReadFile(filepath.Join(string(d), filepath.FromSlash(path)))
}

// Purge drops the inflated chunks, so the next read is cold (benchmarks, memory pressure).
func (p *packSource) Purge() {
	p.mu.Lock()
	defer p.mu.Unlock()
	clear(p.cache)
	p.order = p.order[:0]
}
