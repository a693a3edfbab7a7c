package index

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/document"
	"github.com/blevesearch/bleve/v2/mapping"
	bindex "github.com/blevesearch/bleve_index_api"
	"go.etcd.io/bbolt"
)

// statsKey is the bleve internal key holding the summed field lengths. Bleve's
// own BM25 divides the number of distinct terms by the document count, which is
// not the average document length, so the package keeps its own totals.
var statsKey = []byte("carrel_field_lengths")

// lenPrefix names the stored numeric field keeping a document's analyzed field
// length, read back when the document is replaced or deleted.
const lenPrefix = "len_"

// corpus is one bleve index plus the field-length totals BM25 needs.
type corpus struct {
	idx     bleve.Index
	mapping mapping.IndexMapping
	statsMu sync.RWMutex // guards total: writers update it while queries read it
	total   map[string]int64
}

// ErrLocked means another process has the index open.
var ErrLocked = errors.New("index: in use by another process")

func openCorpus(path string, m *mapping.IndexMappingImpl, opts Options) (*corpus, error) {
	// Another process (the window, or carrel serve) holding the index must not make this one
	// hang forever on the file lock: give up after a moment and say why.
	cfg := map[string]interface{}{"bolt_timeout": "3s"}
	if opts.BulkLoad {
		cfg["unsafe_batch"] = true
	}
	var idx bleve.Index
	var err error
	if _, statErr := os.Stat(path); statErr == nil {
		idx, err = bleve.OpenUsing(path, cfg)
	} else {
		idx, err = bleve.NewUsing(path, m, bleve.Config.DefaultIndexType, bleve.Config.DefaultKVStore, cfg)
	}
	if errors.Is(err, bbolt.ErrTimeout) {
		return nil, fmt.Errorf("%w: %s", ErrLocked, path)
	}
	if err != nil {
		return nil, fmt.Errorf("index: open %s: %w", path, err)
	}
	c := &corpus{idx: idx, mapping: idx.Mapping(), total: map[string]int64{}}
	raw, err := idx.GetInternal(statsKey)
	if err != nil {
		idx.Close()
		return nil, fmt.Errorf("index: read stats: %w", err)
	}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &c.total); err != nil {
			idx.Close()
			return nil, fmt.Errorf("index: decode stats: %w", err)
		}
	}
	return c, nil
}

func (c *corpus) reader() (bindex.IndexReader, error) {
	adv, err := c.idx.Advanced()
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	return adv.Reader()
}

func (c *corpus) close() error { return c.idx.Close() }

// builtDoc is a bleve document plus the analyzed lengths of its tracked fields.
type builtDoc struct {
	doc  *document.Document
	lens map[string]int
}

// upsert replaces or adds docs and keeps the length totals in step, in the same
// bleve batch; the caller holds the writer lock.
func (c *corpus) upsert(docs []builtDoc) error {
	if len(docs) == 0 {
		return nil
	}
	r, err := c.reader()
	if err != nil {
		return err
	}
	defer r.Close()
	last := make(map[string]int, len(docs))
	for i, d := range docs {
		last[d.doc.ID()] = i
	}
	batch := c.idx.NewBatch()
	for i, d := range docs {
		if last[d.doc.ID()] != i {
			continue // a later copy in the same chunk replaces this one
		}
		if err := c.forget(r, d.doc.ID()); err != nil {
			return err
		}
		if err := batch.IndexAdvanced(d.doc); err != nil {
			return fmt.Errorf("index: %w", err)
		}
		c.statsMu.Lock()
		for f, n := range d.lens {
			c.total[f] += int64(n)
		}
		c.statsMu.Unlock()
	}
	return c.commit(batch)
}

// commit writes batch together with the updated totals.
func (c *corpus) commit(batch *bleve.Batch) error {
	c.statsMu.RLock()
	raw, err := json.Marshal(c.total)
	c.statsMu.RUnlock()
	if err != nil {
		return err
	}
	batch.SetInternal(statsKey, raw)
	if err := c.idx.Batch(batch); err != nil {
		return fmt.Errorf("index: batch: %w", err)
	}
	return nil
}

// remove deletes docs by external id; unknown ids are ignored.
func (c *corpus) remove(ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	r, err := c.reader()
	if err != nil {
		return err
	}
	defer r.Close()
	batch := c.idx.NewBatch()
	for _, id := range ids {
		if err := c.forget(r, id); err != nil {
			return err
		}
		batch.Delete(id)
	}
	return c.commit(batch)
}

// forget subtracts a stored document's lengths from the totals, if it exists.
// One reader serves a whole batch: bleve's Index.Document opens a snapshot per call.
func (c *corpus) forget(r bindex.IndexReader, id string) error {
	d, err := r.Document(id)
	if err != nil {
		return fmt.Errorf("index: load %s: %w", id, err)
	}
	if d == nil {
		return nil
	}
	d.VisitFields(func(f bindex.Field) {
		nf, ok := f.(bindex.NumericField)
		if !ok || len(f.Name()) <= len(lenPrefix) || f.Name()[:len(lenPrefix)] != lenPrefix {
			return
		}
		if n, err := nf.Number(); err == nil {
			c.statsMu.Lock()
			c.total[f.Name()[len(lenPrefix):]] -= int64(n)
			c.statsMu.Unlock()
		}
	})
	return nil
}

// avgLen returns the mean analyzed length of field over n live documents.
func (c *corpus) avgLen(field string, n uint64) float64 {
	c.statsMu.RLock()
	t := c.total[field]
	c.statsMu.RUnlock()
	if n == 0 || t <= 0 {
		return 1
	}
	return float64(t) / float64(n)
}
