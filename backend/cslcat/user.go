package cslcat

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"carrel/backend/cslcat/internal/pack"
)

// MaxUserStyleBytes bounds an uploaded style; the largest packaged one is about 70 KB.
const MaxUserStyleBytes = 1 << 20

// AddUserStyle validates a researcher's .csl file and stores it in the user folder as
// <slug>.csl, where the slug comes from the last segment of its <id> (made unique). Adding a
// style whose <id> is already a user style replaces that style, keeping its id and slug.
// Errors: ErrNoUserDir, ErrInvalidStyle, ErrStyleExists (the <id> of a built-in style),
// ErrParentMissing (a dependent style whose parent is not in the catalogue).
func (c *Catalog) AddUserStyle(xml []byte) (StyleInfo, error) {
	if c.userDir == "" {
		return StyleInfo{}, ErrNoUserDir
	}
	if len(xml) > MaxUserStyleBytes {
		return StyleInfo{}, fmt.Errorf("%w: %d bytes, at most %d", ErrInvalidStyle, len(xml), MaxUserStyleBytes)
	}
	m, err := pack.ParseMeta(xml)
	if err != nil {
		return StyleInfo{}, fmt.Errorf("%w: %v", ErrInvalidStyle, err)
	}
	c.addMu.Lock()
	defer c.addMu.Unlock()
	v := c.view.Load()
	if err := checkUser(m, v); err != nil {
		return StyleInfo{}, err
	}
	var slug string
	var users []*entry
	for _, e := range v.sorted {
		switch {
		case !e.info.IsUser:
		case e.meta.URI == m.URI:
			slug = e.info.ShortName
		default:
			users = append(users, e)
		}
	}
	if slug == "" {
		slug = uniqueSlug(baseSlug(m), v)
	}
	if err := os.MkdirAll(c.userDir, 0o755); err != nil {
		return StyleInfo{}, err
	}
	name := slug + ".csl"
	tmp := filepath.Join(c.userDir, "."+name+".tmp")
	if err := os.WriteFile(tmp, xml, 0o644); err != nil {
		return StyleInfo{}, err
	}
	if err := os.Rename(tmp, filepath.Join(c.userDir, name)); err != nil {
		os.Remove(tmp)
		return StyleInfo{}, err
	}
	users = append(users, newEntry(m, slug, name, nil, pack.DirSource(c.userDir), true))
	nv := newView(c.builtin.entries, users)
	c.view.Store(nv)
	return nv.byURI[m.URI].info, nil
}

// RemoveUserStyle deletes a user style. Errors: ErrStyleNotFound (also for built-in styles).
func (c *Catalog) RemoveUserStyle(idOrSlug string) error {
	c.addMu.Lock()
	defer c.addMu.Unlock()
	v := c.view.Load()
	target := v.lookup(idOrSlug)
	if target == nil || !target.info.IsUser {
		return fmt.Errorf("%w: no user style %q", ErrStyleNotFound, idOrSlug)
	}
	if err := os.Remove(filepath.Join(c.userDir, target.path)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	var users []*entry
	for _, e := range v.sorted {
		if e.info.IsUser && e != target {
			users = append(users, e)
		}
	}
	c.view.Store(newView(c.builtin.entries, users))
	return nil
}

func checkUser(m pack.Meta, v *view) error {
	if e := v.byURI[m.URI]; e != nil && !e.info.IsUser {
		return fmt.Errorf("%w: %s (%s); give your copy its own <id>", ErrStyleExists, m.URI, e.info.ShortName)
	}
	if m.ParentURI == "" {
		if m.Class != "in-text" && m.Class != "note" {
			return fmt.Errorf("%w: <style class> must be in-text or note, not %q", ErrInvalidStyle, m.Class)
		}
		return nil
	}
	if p := v.byURI[m.ParentURI]; p == nil || p.meta.ParentURI != "" {
		return fmt.Errorf("%w: %s", ErrParentMissing, m.ParentURI)
	}
	return nil
}

// loadUserDir reads the user folder at Open. Unusable files are skipped with a warning
// rather than failing Open: one bad upload must not hide every other style.
func (c *Catalog) loadUserDir() ([]*entry, error) {
	if c.userDir == "" {
		return nil, nil
	}
	des, err := os.ReadDir(c.userDir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("user styles: %w", err)
	}
	base := newView(c.builtin.entries, nil)
	type parsed struct {
		name, slug string
		meta       pack.Meta
	}
	var indep, dep []parsed
	for _, de := range des {
		name := de.Name()
		if de.IsDir() || !strings.HasSuffix(name, ".csl") || strings.HasPrefix(name, ".") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(c.userDir, name))
		var m pack.Meta
		if err == nil {
			m, err = pack.ParseMeta(data)
		}
		slug := strings.TrimSuffix(name, ".csl")
		if err == nil && base.bySlug[strings.ToLower(slug)] != nil {
			err = fmt.Errorf("file name %s is a built-in style's; rename it", name)
		}
		if err != nil {
			c.warnings = append(c.warnings, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		if m.ParentURI == "" {
			indep = append(indep, parsed{name, slug, m})
		} else {
			dep = append(dep, parsed{name, slug, m})
		}
	}
	var users []*entry
	// Independent user styles first, so a user dependent may name a user parent.
	for i, list := range [][]parsed{indep, dep} {
		if i == 1 {
			base = newView(c.builtin.entries, users)
		}
		for _, p := range list {
			if err := checkUser(p.meta, base); err != nil {
				c.warnings = append(c.warnings, fmt.Sprintf("%s: %v", p.name, err))
				continue
			}
			users = append(users, newEntry(p.meta, p.slug, p.name, nil, pack.DirSource(c.userDir), true))
		}
	}
	return users, nil
}

func baseSlug(m pack.Meta) string {
	uri := strings.TrimRight(m.URI, "/")
	last := strings.TrimSuffix(uri[strings.LastIndexAny(uri, "/:#")+1:], ".csl")
	if s := sanitizeSlug(last); s != "" {
		return s
	}
	if s := sanitizeSlug(m.Title); s != "" {
		return s
	}
	return "user-style"
}

func sanitizeSlug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

func uniqueSlug(base string, v *view) string {
	slug := base
	for n := 2; v.bySlug[slug] != nil; n++ {
		slug = base + "-" + strconv.Itoa(n)
	}
	return slug
}
