package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// FormatCitation renders one paper, DOI or CSL-JSON item in a style (the Cite page's single entry).
func (m *Methods) FormatCitation(p service.FormatCitationParams) (service.CitationEntry, error) {
	return m.svc.Citations.Format(m.ctx(), p)
}

// ListCitationStyles pages through the style catalogue with an optional query and category.
func (m *Methods) ListCitationStyles(p service.ListCitationStylesParams) (domain.List[service.CitationStyle], error) {
	return m.svc.Citations.ListStyles(m.ctx(), p)
}

// GetCitationStyle returns one style by id or short name.
func (m *Methods) GetCitationStyle(id string) (service.CitationStyleDetail, error) {
	return m.svc.Citations.GetStyle(m.ctx(), id)
}

// AddCitationStyle adds the researcher's own .csl file (its XML text) to the catalogue.
func (m *Methods) AddCitationStyle(p service.AddStyleParams) (service.CitationStyleDetail, error) {
	return m.svc.Citations.AddStyle(m.ctx(), p)
}

// RemoveCitationStyle deletes a style the researcher added.
func (m *Methods) RemoveCitationStyle(id string) (service.Deleted, error) {
	return m.svc.Citations.RemoveStyle(m.ctx(), id)
}

// FormatBibliography renders selected papers or a search's results as one bibliography.
func (m *Methods) FormatBibliography(p service.FormatBibliographyParams) (service.Bibliography, error) {
	return m.svc.Citations.FormatBibliography(m.ctx(), p)
}

// ExportPapers returns selected papers as a .bib, .ris or CSL-JSON file for download.
func (m *Methods) ExportPapers(p service.ExportPapersParams) (service.PapersExport, error) {
	return m.svc.Citations.ExportPapers(m.ctx(), p)
}

// SavePapersExport writes the export through the native save dialog; the path is "" when canceled.
func (m *Methods) SavePapersExport(p service.ExportPapersParams) (SaveResult, error) {
	f, err := m.svc.Citations.ExportPapers(m.ctx(), p)
	if err != nil {
		return SaveResult{}, err
	}
	return m.saveAs(f.Filename, f.Data)
}

// StylesAttribution is the CC BY-SA credit shown with the styles.
func (m *Methods) StylesAttribution() (service.Attribution, error) {
	return m.svc.Citations.StylesAttribution(), nil
}
