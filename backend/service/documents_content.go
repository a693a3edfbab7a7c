package service

import (
	"context"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/pdfmeta"
)

// Content returns a succeeded document's sections, paragraphs, tables and figures, computed from
// its stored pages (so improvements to pdfmeta apply to documents parsed earlier).
// Errors: 401/403; 404 resource_not_found; 409 document_not_ready.
func (ds *DocumentService) Content(ctx context.Context, id string) (pdfmeta.Content, error) {
	if _, err := require(ctx, domain.ScopeDocumentsRead); err != nil {
		return pdfmeta.Content{}, err
	}
	d, err := ds.row(ctx, id)
	if err != nil {
		return pdfmeta.Content{}, err
	}
	if d.Status != domain.StatusSucceeded {
		return pdfmeta.Content{}, apierr.Conflict("document_not_ready", "Document '"+id+"' is "+d.Status+"; content exists only once it has succeeded.")
	}
	pages, err := ds.s.st.R().Pages(ctx, id)
	if err != nil {
		return pdfmeta.Content{}, err
	}
	n := len(pages)
	if d.PageCount != nil {
		n = *d.PageCount
	}
	c := pdfmeta.ExtractContent(docFromPages(pages, n))
	c.Object, c.DocumentID, c.PageCount = pdfmeta.ContentObject, id, n
	if c.Sections == nil {
		c.Sections = []pdfmeta.Section{}
	}
	if c.Tables == nil {
		c.Tables = []pdfmeta.Table{}
	}
	if c.Figures == nil {
		c.Figures = []pdfmeta.Figure{}
	}
	return c, nil
}
