package pack

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
)

// chunkTarget is the inflated size at which a chunk is closed. DEFLATE only looks back 32 KiB,
// so bigger chunks barely compress better, while reading one style inflates a whole chunk.
const chunkTarget = 256 << 10

// BuildStats describes a written archive.
type BuildStats struct {
	Styles, Dependent, Locales, Chunks int
	RawBytes, PackBytes, IndexBytes    int64
}

// Build scans src and writes IndexFile and PackFile into out, each through a temporary file
// renamed into place so a reader never sees half an archive. The output depends only on the
// source files' contents, names, sizes and times.
func Build(src, out string) (*Index, BuildStats, error) {
	var st BuildStats
	idx, err := Scan(src)
	if err != nil {
		return nil, st, err
	}
	var pack, chunk bytes.Buffer
	fw, _ := flate.NewWriter(nil, flate.BestCompression)
	flush := func() error {
		if chunk.Len() == 0 {
			return nil
		}
		start := pack.Len()
		fw.Reset(&pack)
		if _, err := fw.Write(chunk.Bytes()); err != nil {
			return err
		}
		if err := fw.Close(); err != nil {
			return err
		}
		idx.Chunks = append(idx.Chunks, Chunk{Off: int64(start), CLen: pack.Len() - start, RLen: chunk.Len()})
		chunk.Reset()
		return nil
	}
	add := func(rel string) (*Loc, error) {
		data, err := os.ReadFile(filepath.Join(src, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		if chunk.Len() > 0 && chunk.Len()+len(data) > chunkTarget {
			if err := flush(); err != nil {
				return nil, err
			}
		}
		loc := &Loc{Chunk: len(idx.Chunks), Off: chunk.Len(), Len: len(data)}
		chunk.Write(data)
		st.RawBytes += int64(len(data))
		return loc, nil
	}
	for i := range idx.Styles {
		if idx.Styles[i].Loc, err = add(idx.Styles[i].Path); err != nil {
			return nil, st, err
		}
		if idx.Styles[i].Dependent {
			st.Dependent++
		}
	}
	for i := range idx.Locales {
		if idx.Locales[i].Loc, err = add(idx.Locales[i].Path); err != nil {
			return nil, st, err
		}
	}
	if err := flush(); err != nil {
		return nil, st, err
	}
	var ib bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&ib, gzip.BestCompression)
	if err := WriteIndex(zw, idx); err != nil {
		return nil, st, err
	}
	if err := zw.Close(); err != nil {
		return nil, st, err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, st, err
	}
	// The pack goes first: an index always describes a pack that is already complete.
	if err := writeAtomic(filepath.Join(out, PackFile), pack.Bytes()); err != nil {
		return nil, st, err
	}
	if err := writeAtomic(filepath.Join(out, IndexFile), ib.Bytes()); err != nil {
		return nil, st, err
	}
	st.Styles, st.Locales, st.Chunks = len(idx.Styles), len(idx.Locales), len(idx.Chunks)
	st.PackBytes, st.IndexBytes = int64(pack.Len()), int64(ib.Len())
	return idx, st, nil
}

func writeAtomic(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("install %s: %w", name, err)
	}
	return nil
}
