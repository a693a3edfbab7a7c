package cslcat

import "fmt"

// Get returns the style named by an id, a slug or its <id> URI. Errors: ErrStyleNotFound
// (also wrapping ErrUnavailable when the built-in styles are missing).
func (c *Catalog) Get(idOrSlug string) (StyleInfo, error) {
	e, err := c.find(idOrSlug)
	if err != nil {
		return StyleInfo{}, err
	}
	return e.info, nil
}

func (c *Catalog) find(idOrSlug string) (*entry, error) {
	if e := c.view.Load().lookup(idOrSlug); e != nil {
		return e, nil
	}
	if c.builtin.err != nil {
		return nil, fmt.Errorf("%w: %q (%w)", ErrStyleNotFound, idOrSlug, c.builtin.err)
	}
	return nil, fmt.Errorf("%w: %q", ErrStyleNotFound, idOrSlug)
}

// Resolve returns a style's info with the XML that renders it: for a dependent style, its
// independent parent's XML and the dependent's default-locale (else the parent's).
// Errors: ErrStyleNotFound, ErrParentMissing, or an error reading the archive.
func (c *Catalog) Resolve(idOrSlug string) (Resolved, error) {
	e, err := c.find(idOrSlug)
	if err != nil {
		return Resolved{}, err
	}
	r := Resolved{Info: e.info, DefaultLocale: e.meta.DefaultLocale}
	target := e
	if e.meta.ParentURI != "" {
		if e.parent == nil {
			return Resolved{}, fmt.Errorf("%w: %s names %s", ErrParentMissing, e.info.ShortName, e.meta.ParentURI)
		}
		target = e.parent
		if r.DefaultLocale == "" {
			r.DefaultLocale = target.meta.DefaultLocale
		}
	}
	if r.XML, err = target.read(); err != nil {
		return Resolved{}, err
	}
	return r, nil
}

// StyleXML returns the XML to render the style with (the parent's for a dependent style).
func (c *Catalog) StyleXML(idOrSlug string) ([]byte, error) {
	r, err := c.Resolve(idOrSlug)
	return r.XML, err
}

// RawXML returns the style's own file, e.g. for a download; for a dependent style this is
// the short file naming its parent.
func (c *Catalog) RawXML(idOrSlug string) ([]byte, error) {
	e, err := c.find(idOrSlug)
	if err != nil {
		return nil, err
	}
	return e.read()
}

func (e *entry) read() ([]byte, error) {
	data, err := e.src.Read(e.path, e.loc)
	if err != nil {
		return nil, fmt.Errorf("read style %s: %w", e.info.ShortName, err)
	}
	return data, nil
}
