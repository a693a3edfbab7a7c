package service

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"carrel/backend/apierr"
	"carrel/backend/csl"
	"carrel/backend/cslcat"
	"carrel/backend/domain"
)

// CitationService formats citations and bibliographies and serves the style catalogue.
type CitationService struct {
	s       *Service
	mu      sync.Mutex
	open    func() (*cslcat.Catalog, error)
	openErr error
	cat     *cslcat.Catalog
	engines *engineCache
}

// SetCatalogOpener replaces how the style catalogue is opened (Deps.Catalog at construction);
// tests use it to reopen the catalogue over another folder.
func (cs *CitationService) SetCatalogOpener(open func() (*cslcat.Catalog, error)) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.open, cs.openErr, cs.cat, cs.engines = open, nil, nil, nil
}

// SetCatalog gives the service an opened catalogue and empties the engine cache.
func (cs *CitationService) SetCatalog(c *cslcat.Catalog) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.open, cs.openErr, cs.cat, cs.engines = nil, nil, c, newEngineCache()
}

// Catalog is the style catalogue, opening it on first use; nil when none is wired or it cannot
// be opened.
func (cs *CitationService) Catalog() *cslcat.Catalog {
	cat, _, _ := cs.catalog()
	return cat
}

// catalog returns the catalogue and its engine cache, opening the catalogue on first use (once:
// a failure is remembered). Errors: 503 styles_unavailable.
func (cs *CitationService) catalog() (*cslcat.Catalog, *engineCache, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.cat == nil && cs.open != nil && cs.openErr == nil {
		cs.cat, cs.openErr = cs.open()
		cs.engines = newEngineCache()
	}
	if cs.cat == nil {
		return nil, nil, stylesUnavailable(cs.openErr)
	}
	return cs.cat, cs.engines, nil
}

// CitationSource names what to cite: exactly one of a corpus paper, a DOI in the local library or
// caller-supplied CSL-JSON.
type CitationSource struct {
	PaperID *string         `json:"paper_id,omitempty"`
	DOI     *string         `json:"doi,omitempty"`
	CSL     json.RawMessage `json:"csl,omitempty"`
}

// FormatCitationParams is the body of POST /v1/citations.
type FormatCitationParams struct {
	Style  string          `json:"style"`
	Source *CitationSource `json:"source"`
}

// CitationStyleRef is the style as embedded in a formatted entry.
type CitationStyleRef struct {
	ID        string `json:"id"`
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	IsNumeric bool   `json:"is_numeric"`
}

// CitationEntry is the formatted citation entry object of the spec.
type CitationEntry struct {
	Object           string           `json:"object"`
	ID               string           `json:"id"`
	Style            CitationStyleRef `json:"style"`
	BibliographyText string           `json:"bibliography_text"`
	BibliographyHTML string           `json:"bibliography_html"`
	InText           string           `json:"in_text"`
}

// Format renders one item in a style, as a bibliography entry and as an in-text citation (a
// footnote for note styles). Free. Errors: 401/403; 400 parameter_missing (style, source),
// parameter_invalid (more than one source, empty values), csl_invalid (malformed source.csl);
// 404 style_not_found, resource_not_found (paper_id, or a DOI not in the local library);
// 422 insufficient_metadata; 503 styles_unavailable.
func (cs *CitationService) Format(ctx context.Context, p FormatCitationParams) (CitationEntry, error) {
	if _, err := require(ctx, domain.ScopeCitationsWrite); err != nil {
		return CitationEntry{}, err
	}
	item, err := cs.sourceItem(ctx, p)
	if err != nil {
		return CitationEntry{}, err
	}
	r, err := cs.renderer(p.Style, "style")
	if err != nil {
		return CitationEntry{}, err
	}
	return cs.formatItem(r, item)
}

// sourceItem validates the request and loads the one item to cite as CSL-JSON.
func (cs *CitationService) sourceItem(ctx context.Context, p FormatCitationParams) (citeItem, error) {
	if strings.TrimSpace(p.Style) == "" {
		return citeItem{}, apierr.Missing("style")
	}
	if p.Source == nil {
		return citeItem{}, apierr.Missing("source")
	}
	src := *p.Source
	hasCSL := len(src.CSL) > 0 && string(src.CSL) != "null"
	n := 0
	for _, has := range []bool{src.PaperID != nil, src.DOI != nil, hasCSL} {
		if has {
			n++
		}
	}
	switch {
	case n == 0:
		return citeItem{}, apierr.Invalid("parameter_missing", "source",
			"Missing required parameter: one of source.paper_id, source.doi or source.csl.")
	case n > 1:
		return citeItem{}, apierr.BadParam("source", "Give exactly one of source.paper_id, source.doi or source.csl.")
	}
	switch {
	case hasCSL:
		return cslSourceItem(src.CSL)
	case src.PaperID != nil:
		id := strings.TrimSpace(*src.PaperID)
		if id == "" {
			return citeItem{}, apierr.BadParam("source.paper_id", "source.paper_id must not be empty.")
		}
		paper, err := cs.s.st.R().Paper(ctx, id)
		if errors.Is(err, domain.ErrNotFound) {
			return citeItem{}, apierr.NoSuch("paper", id, "source.paper_id")
		}
		if err != nil {
			return citeItem{}, err
		}
		return paperItem(paper)
	default:
		doi := strings.TrimSpace(*src.DOI)
		if doi == "" {
			return citeItem{}, apierr.BadParam("source.doi", "source.doi must not be empty.")
		}
		paper, err := cs.s.st.R().PaperByDOI(ctx, doi)
		if err == nil {
			// A paper the other mode's document created is not in this mode's library.
			paper, err = cs.s.st.R().Paper(ctx, paper.ID)
		}
		if errors.Is(err, domain.ErrNotFound) {
			return citeItem{}, apierr.NotFound("DOI '" + doi + "' is not in the local library; DOIs are resolved offline " +
				"against your papers only. Import the paper first or send its metadata as source.csl.").WithParam("source.doi")
		}
		if err != nil {
			return citeItem{}, err
		}
		return paperItem(paper)
	}
}

// cslSourceItem parses caller-supplied CSL-JSON: one item object (or an array holding one).
// Errors: 400 csl_invalid, with param naming the variable when one has the wrong JSON type
// (source.csl.type for {"type": 12}).
func cslSourceItem(raw json.RawMessage) (citeItem, error) {
	items, err := csl.ParseItems(raw)
	var ie *csl.InvalidItemError
	switch {
	case errors.As(err, &ie) && ie.Index < 0:
		return citeItem{}, cslInvalid("source.csl must be one CSL-JSON item object.")
	case errors.As(err, &ie) && ie.Field != "":
		return citeItem{}, apierr.Invalid("csl_invalid", "source.csl."+ie.Field,
			"source.csl is not valid CSL-JSON: "+ie.Reason+".")
	case errors.As(err, &ie):
		return citeItem{}, cslInvalid("source.csl is not valid CSL-JSON: " + ie.Reason + ".")
	case err != nil:
		return citeItem{}, cslInvalid("source.csl is not valid CSL-JSON.")
	case len(items) != 1:
		return citeItem{}, cslInvalid("source.csl must be one CSL-JSON item object.")
	}
	return citeItem{raw: raw, items: items}, nil
}

// paperItem maps a stored paper to its one engine item.
func paperItem(p domain.Paper) (citeItem, error) {
	raw, err := json.Marshal(PaperCSL(p))
	if err != nil {
		return citeItem{}, err
	}
	items, err := csl.ParseItems(raw)
	if err != nil { // our own mapping is always valid CSL-JSON; a failure here is a bug
		return citeItem{}, fmt.Errorf("csl mapping: %w", err)
	}
	return citeItem{raw: raw, items: items}, nil
}

// citeItem is the one item to cite: its CSL-JSON (hashed into the entry id) and parsed form.
type citeItem struct {
	raw   []byte
	items []csl.Item
}

func cslInvalid(msg string) error { return apierr.Invalid("csl_invalid", "source.csl", msg) }

// renderer finds a style in the catalogue. Errors: 404 style_not_found, 503 styles_unavailable.
func (cs *CitationService) renderer(idOrSlug, param string) (*renderer, error) {
	cat, engines, err := cs.catalog()
	if err != nil {
		return nil, err
	}
	r, err := engines.renderer(cat, strings.TrimSpace(idOrSlug))
	switch {
	case err == nil:
		return r, nil
	case errors.Is(err, cslcat.ErrStyleNotFound) && errors.Is(err, cslcat.ErrUnavailable):
		return nil, stylesUnavailable(err)
	case errors.Is(err, cslcat.ErrStyleNotFound):
		return nil, styleNotFound(idOrSlug, param)
	case errors.Is(err, cslcat.ErrParentMissing), errors.Is(err, errStyleUnparseable):
		return nil, apierr.Unprocessable("style_unusable", "Style '"+idOrSlug+"' cannot be rendered: "+err.Error()).
			WithParam(param).WithCause(err)
	}
	return nil, err
}

func styleNotFound(idOrSlug, param string) error {
	return apierr.New(http.StatusNotFound, apierr.TypeInvalidRequest, "style_not_found",
		"No such citation style: '"+idOrSlug+"'. Use an id (cstl_...) or a short name from GET /v1/citation-styles.").WithParam(param)
}

func stylesUnavailable(cause error) error {
	msg := "Citation styles are unavailable in this build."
	if cause != nil {
		msg += " " + cause.Error()
	}
	return apierr.New(http.StatusServiceUnavailable, apierr.TypeAPI, "styles_unavailable", msg).WithCause(cause)
}

// citeID is a deterministic id for a style and an item: the same request gives the same id.
func citeID(styleID string, item []byte) string {
	h := sha256.New()
	h.Write([]byte(styleID))
	h.Write([]byte{0})
	h.Write(item)
	return domain.PrefixCite + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(h.Sum(nil))[:24])
}

func styleRef(info cslcat.StyleInfo) CitationStyleRef {
	return CitationStyleRef{ID: info.ID, Slug: info.ShortName, Name: info.Name, IsNumeric: info.IsNumeric}
}
