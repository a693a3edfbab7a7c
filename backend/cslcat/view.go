package cslcat

import (
	"bytes"
	"sort"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"carrel/backend/cslcat/internal/pack"
)

// entry is one style with what is needed to find its bytes and its parent.
type entry struct {
	info    StyleInfo
	meta    pack.Meta
	path    string
	loc     *pack.Loc
	src     pack.Source
	nameKey string // lower-case name, for sorting and matching
	slugKey string
	parent  *entry
}

func newEntry(m pack.Meta, slug, path string, loc *pack.Loc, src pack.Source, user bool) *entry {
	return &entry{
		info: StyleInfo{
			ID: StyleID(m.URI), Name: m.Title, ShortName: slug, Category: m.Category,
			UpdatedAt: parseUpdated(m.Updated), StyleURL: m.URI, IsUser: user,
		},
		meta: m, path: path, loc: loc, src: src,
		nameKey: strings.ToLower(m.Title), slugKey: strings.ToLower(slug),
	}
}

// view is an immutable snapshot of all styles; adding a user style swaps in a new one.
type view struct {
	sorted []*entry
	pos    map[string]int // id -> index in sorted
	byID   map[string]*entry
	bySlug map[string]*entry
	byURI  map[string]*entry
	keys   map[*entry]searchKey // folded text for search (search.go)
}

// newView links dependents to parents and sorts. Entries are copied, so linking a user
// style never touches the shared built-in ones.
func newView(builtins, users []*entry) *view {
	n := len(builtins) + len(users)
	v := &view{
		sorted: make([]*entry, 0, n), pos: make(map[string]int, n), byID: make(map[string]*entry, n),
		bySlug: make(map[string]*entry, n), byURI: make(map[string]*entry, n),
	}
	for _, list := range [][]*entry{builtins, users} {
		for _, e := range list {
			cp := *e
			if v.byURI[cp.meta.URI] != nil || v.bySlug[cp.slugKey] != nil {
				continue // a user file repeating a built-in <id> or slug: the built-in wins
			}
			v.sorted = append(v.sorted, &cp)
			v.byID[cp.info.ID], v.byURI[cp.meta.URI], v.bySlug[cp.slugKey] = &cp, &cp, &cp
		}
	}
	for _, e := range v.sorted {
		if e.meta.ParentURI == "" {
			continue
		}
		if p := v.byURI[e.meta.ParentURI]; p != nil && p.meta.ParentURI == "" {
			e.parent = p
			e.info.Parent = p.info.ID
		}
	}
	for _, e := range v.sorted {
		if e.info.Category == "" && e.parent != nil {
			e.info.Category = e.parent.info.Category
		}
		if e.info.Category == "" {
			e.info.Category = CategoryAuthorDate
		}
		e.info.IsNumeric = e.info.Category == CategoryNumeric
	}
	sortByCollation(v.sorted)
	v.keys = make(map[*entry]searchKey, len(v.sorted))
	for i, e := range v.sorted {
		v.pos[e.info.ID] = i
		v.keys[e] = newSearchKey(e)
	}
	return v
}

// sortByCollation orders styles by name as a person reading an alphabetical list expects:
// the Unicode Collation Algorithm with the root locale (golang.org/x/text/collate), so
// "Acta Médica Colombiana" sits beside "Acta Medica ..." and before "Acta Metallurgica
// Sinica", and case and accents only break ties. Equal names fall back to the slug and then
// the id, a total order that keeps cursor paging stable. Keys live only for the sort.
func sortByCollation(es []*entry) {
	col := collate.New(language.Und)
	var buf collate.Buffer
	keys := make(map[*entry][]byte, len(es))
	for _, e := range es {
		keys[e] = bytes.Clone(col.KeyFromString(&buf, e.info.Name))
		buf.Reset()
	}
	sort.Slice(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if c := bytes.Compare(keys[a], keys[b]); c != 0 {
			return c < 0
		}
		if a.slugKey != b.slugKey {
			return a.slugKey < b.slugKey
		}
		return a.info.ID < b.info.ID
	})
}

// lookup finds a style by id, slug or <id> URI.
func (v *view) lookup(key string) *entry {
	key = strings.TrimSpace(key)
	if strings.HasPrefix(key, IDPrefix) {
		if e := v.byID[key]; e != nil {
			return e
		}
	}
	if e := v.bySlug[strings.ToLower(key)]; e != nil {
		return e
	}
	return v.byURI[key]
}
