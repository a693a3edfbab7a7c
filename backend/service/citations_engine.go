package service

import (
	"container/list"
	"errors"
	"fmt"
	"strconv"
	"sync"

	"carrel/backend/csl"
	"carrel/backend/cslcat"
)

// Cache sizes. A parsed style holds its whole XML tree (the largest source is about 70 KB) and
// a researcher uses a handful of styles at a time; a style's metadata entry is small.
const (
	engineCacheSize = 64
	metaCacheSize   = 2048
	// freeProcessors is how many idle processors an engine keeps: about the parallelism of one
	// desktop app. A channel rather than sync.Pool, which the GC empties every few cycles.
	freeProcessors = 4
)

// engine is one independent style parsed and ready to render in one locale; the dependents of a
// parent that share a locale share its engine. Processors are kept because building one parses
// the locale files (far slower than rendering an entry) and one is not safe for concurrent use.
type engine struct {
	style *csl.Style
	lang  string
	cat   *cslcat.Catalog
	free  chan *csl.Processor
}

// processor takes an idle processor or builds one; give it back with put.
func (e *engine) processor() (*csl.Processor, error) {
	select {
	case p := <-e.free:
		return p, nil
	default:
		return csl.NewProcessor(e.style, e.cat.Locale, e.lang)
	}
}

func (e *engine) put(p *csl.Processor) {
	select {
	case e.free <- p:
	default:
	}
}

// renderer is a style as requested (its own name and id) with the engine that renders it.
type renderer struct {
	info cslcat.StyleInfo
	*engine
}

// styleMeta is what a style resolved to: the engine key (parent and locale).
type styleMeta struct {
	engineKey string
}

// engineCache keeps engines, parsed styles and what each style resolves to, in LRU order.
type engineCache struct {
	mu      sync.Mutex
	metas   *lru[styleMeta]
	engines *lru[*engine]
	parsed  *lru[*csl.Style]
}

func newEngineCache() *engineCache {
	return &engineCache{metas: newLRU[styleMeta](metaCacheSize), engines: newLRU[*engine](engineCacheSize),
		parsed: newLRU[*csl.Style](engineCacheSize)}
}

// errStyleUnparseable marks a catalogue style the engine cannot read.
var errStyleUnparseable = errors.New("style cannot be parsed")

// versionKey names a style at one version, so a replaced user style is parsed again.
func versionKey(info cslcat.StyleInfo) string {
	return info.ID + "@" + strconv.FormatInt(info.UpdatedAt.UnixNano(), 36)
}

// renderer returns the renderer for a style, parsing it (or its parent) on first use.
// Errors: cslcat.ErrStyleNotFound, cslcat.ErrParentMissing, errStyleUnparseable.
func (c *engineCache) renderer(cat *cslcat.Catalog, idOrSlug string) (*renderer, error) {
	info, err := cat.Get(idOrSlug)
	if err != nil {
		return nil, err
	}
	skey := versionKey(info)
	c.mu.Lock()
	if m, ok := c.metas.get(skey); ok {
		if e, ok := c.engines.get(m.engineKey); ok {
			c.mu.Unlock()
			return &renderer{info: info, engine: e}, nil
		}
	}
	c.mu.Unlock()

	res, err := cat.Resolve(info.ID)
	if err != nil {
		return nil, err
	}
	pkey := skey
	if info.Parent != "" {
		pi, err := cat.Get(info.Parent)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", cslcat.ErrParentMissing, err)
		}
		pkey = versionKey(pi)
	}
	ekey := pkey + "|" + res.DefaultLocale
	c.mu.Lock()
	style, parsed := c.parsed.get(pkey)
	c.mu.Unlock()
	if !parsed {
		if style, err = csl.ParseStyle(res.XML); err != nil {
			return nil, fmt.Errorf("%w: %v", errStyleUnparseable, err)
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.parsed.put(pkey, style)
	c.metas.put(skey, styleMeta{engineKey: ekey})
	e, ok := c.engines.get(ekey)
	if !ok {
		e = &engine{style: style, lang: res.DefaultLocale, cat: cat, free: make(chan *csl.Processor, freeProcessors)}
		c.engines.put(ekey, e)
	}
	return &renderer{info: info, engine: e}, nil
}

// lru is a small least-recently-used map; the caller holds the lock.
type lru[V any] struct {
	max   int
	items map[string]*list.Element
	order *list.List // of *lruEntry[V], most recent first
}

type lruEntry[V any] struct {
	key string
	val V
}

func newLRU[V any](max int) *lru[V] {
	return &lru[V]{max: max, items: map[string]*list.Element{}, order: list.New()}
}

func (l *lru[V]) get(key string) (V, bool) {
	if el, ok := l.items[key]; ok {
		l.order.MoveToFront(el)
		return el.Value.(*lruEntry[V]).val, true
	}
	var zero V
	return zero, false
}

func (l *lru[V]) put(key string, val V) {
	if el, ok := l.items[key]; ok {
		el.Value.(*lruEntry[V]).val = val
		l.order.MoveToFront(el)
		return
	}
	l.items[key] = l.order.PushFront(&lruEntry[V]{key: key, val: val})
	if l.order.Len() > l.max {
		old := l.order.Back()
		l.order.Remove(old)
		delete(l.items, old.Value.(*lruEntry[V]).key)
	}
}
