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

// styleCacheSize bounds the parsed styles kept in memory; a parsed style holds its whole XML tree
// (the largest about 70 KB of source), and a researcher uses a handful of styles at a time.
const styleCacheSize = 64

// renderer is a parsed style ready to render in one locale. Processors are pooled because
// building one parses the locale files (far slower than rendering an entry), and a Processor
// is not safe for concurrent use.
type renderer struct {
	info  cslcat.StyleInfo
	style *csl.Style
	lang  string
	pool  sync.Pool
	cat   *cslcat.Catalog
}

// processor takes a processor from the pool or builds one; give it back with put.
func (r *renderer) processor() (*csl.Processor, error) {
	if p, ok := r.pool.Get().(*csl.Processor); ok {
		return p, nil
	}
	return csl.NewProcessor(r.style, r.cat.Locale, r.lang)
}

func (r *renderer) put(p *csl.Processor) { r.pool.Put(p) }

// engineCache keeps renderers by style (keyed with the style's update time, so a replaced user
// style is parsed again) and parsed independent styles, shared by their dependents, in LRU order.
type engineCache struct {
	mu        sync.Mutex
	renderers map[string]*list.Element // value *renderer
	parsed    map[string]*list.Element // value *parsedStyle
	order     *list.List               // renderers, most recent first
	porder    *list.List               // parsed styles, most recent first
}

type parsedStyle struct {
	key   string
	style *csl.Style
}

func newEngineCache() *engineCache {
	return &engineCache{renderers: map[string]*list.Element{}, parsed: map[string]*list.Element{},
		order: list.New(), porder: list.New()}
}

// errStyleUnparseable marks a catalogue style the engine cannot read.
var errStyleUnparseable = errors.New("style cannot be parsed")

// renderer returns the renderer for a style, parsing it (or its parent) on first use.
// Errors: cslcat.ErrStyleNotFound, cslcat.ErrParentMissing, errStyleUnparseable.
func (c *engineCache) renderer(cat *cslcat.Catalog, idOrSlug string) (*renderer, error) {
	info, err := cat.Get(idOrSlug)
	if err != nil {
		return nil, err
	}
	key := info.ID + "@" + strconv.FormatInt(info.UpdatedAt.UnixNano(), 36)
	c.mu.Lock()
	if el, ok := c.renderers[key]; ok {
		c.order.MoveToFront(el)
		c.mu.Unlock()
		return el.Value.(*renderer), nil
	}
	c.mu.Unlock()

	res, err := cat.Resolve(info.ID)
	if err != nil {
		return nil, err
	}
	pkey := info.ID
	if info.Parent != "" {
		pkey = info.Parent
		if pi, err := cat.Get(info.Parent); err == nil {
			pkey += "@" + strconv.FormatInt(pi.UpdatedAt.UnixNano(), 36)
		}
	} else {
		pkey = key
	}
	style, err := c.parse(pkey, res.XML)
	if err != nil {
		return nil, err
	}
	r := &renderer{info: info, style: style, lang: res.DefaultLocale, cat: cat}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.renderers[key]; ok { // another request built it meanwhile
		return el.Value.(*renderer), nil
	}
	c.renderers[key] = c.order.PushFront(r)
	if c.order.Len() > 2*styleCacheSize {
		old := c.order.Back()
		c.order.Remove(old)
		o := old.Value.(*renderer)
		delete(c.renderers, o.info.ID+"@"+strconv.FormatInt(o.info.UpdatedAt.UnixNano(), 36))
	}
	return r, nil
}

// parse returns the parsed independent style for key, parsing xml on a miss.
func (c *engineCache) parse(key string, xml []byte) (*csl.Style, error) {
	c.mu.Lock()
	if el, ok := c.parsed[key]; ok {
		c.porder.MoveToFront(el)
		c.mu.Unlock()
		return el.Value.(*parsedStyle).style, nil
	}
	c.mu.Unlock()
	style, err := csl.ParseStyle(xml)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errStyleUnparseable, err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.parsed[key]; !ok {
		c.parsed[key] = c.porder.PushFront(&parsedStyle{key: key, style: style})
		if c.porder.Len() > styleCacheSize {
			old := c.porder.Back()
			c.porder.Remove(old)
			delete(c.parsed, old.Value.(*parsedStyle).key)
		}
	}
	return style, nil
}
