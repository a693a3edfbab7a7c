package service

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/cslcat"
	"carrel/backend/domain"
)

// AddStyleParams carry a researcher's own .csl file.
type AddStyleParams struct {
	CSL string `json:"csl"`
}

// AddStyle validates a CSL 1.0.2 style and adds it to the catalogue (stored in the data
// folder's styles/); its cstl_ id derives from its own <id>, so re-adding the same <id>
// replaces it. Free. Errors: 401/403; 400 parameter_missing (csl), 400 csl_invalid (not a
// usable style, or too large), 409 style_exists (a built-in style has that <id>), 400
// parameter_invalid (a dependent style whose parent is not in the catalogue).
func (cs *CitationService) AddStyle(ctx context.Context, p AddStyleParams) (CitationStyleDetail, error) {
	if _, err := require(ctx, domain.ScopeCitationsWrite); err != nil {
		return CitationStyleDetail{}, err
	}
	if strings.TrimSpace(p.CSL) == "" {
		return CitationStyleDetail{}, apierr.Missing("csl")
	}
	cat, _, err := cs.catalog()
	if err != nil {
		return CitationStyleDetail{}, err
	}
	info, err := cat.AddUserStyle([]byte(p.CSL))
	switch {
	case errors.Is(err, cslcat.ErrInvalidStyle):
		return CitationStyleDetail{}, apierr.Invalid("csl_invalid", "csl", "The style is not a usable CSL 1.0.2 style: "+err.Error())
	case errors.Is(err, cslcat.ErrStyleExists):
		return CitationStyleDetail{}, apierr.Conflict("style_exists", err.Error()+".").WithParam("csl")
	case errors.Is(err, cslcat.ErrParentMissing):
		return CitationStyleDetail{}, apierr.BadParam("csl", "The dependent style's independent-parent is not in the catalogue: "+err.Error())
	case errors.Is(err, cslcat.ErrNoUserDir):
		return CitationStyleDetail{}, apierr.New(http.StatusServiceUnavailable, apierr.TypeAPI, "styles_unavailable", "This build has no folder for user styles.")
	case err != nil:
		return CitationStyleDetail{}, err
	}
	cs.forgetEngines()
	return cs.GetStyle(ctx, info.ID)
}

// RemoveStyle deletes a style the researcher added; built-in styles cannot be removed.
// Errors: 401/403; 404 style_not_found.
func (cs *CitationService) RemoveStyle(ctx context.Context, idOrSlug string) (Deleted, error) {
	if _, err := require(ctx, domain.ScopeCitationsWrite); err != nil {
		return Deleted{}, err
	}
	cat, _, err := cs.catalog()
	if err != nil {
		return Deleted{}, err
	}
	info, err := cat.Get(strings.TrimSpace(idOrSlug))
	if errors.Is(err, cslcat.ErrStyleNotFound) || (err == nil && !info.IsUser) {
		return Deleted{}, styleNotFound(idOrSlug, "id")
	} else if err != nil {
		return Deleted{}, err
	}
	if err := cat.RemoveUserStyle(info.ID); err != nil {
		return Deleted{}, err
	}
	cs.forgetEngines()
	return Deleted{Object: "citation_style", ID: info.ID, Deleted: true}, nil
}

// forgetEngines drops compiled styles: a replaced user style keeps its id but not its rules.
func (cs *CitationService) forgetEngines() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.cat != nil {
		cs.engines = newEngineCache()
	}
}
