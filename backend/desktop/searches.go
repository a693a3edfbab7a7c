package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// ListSearchResultsParams are the paging arguments of ListSearchResults.
type ListSearchResultsParams = service.ListParams

// CreateSearch starts a search (the 202 body of POST /v1/searches).
func (m *Methods) CreateSearch(p service.CreateSearchParams) (domain.Search, error) {
	return m.svc.Searches.Create(m.ctx(), p)
}

// GetSearch returns a search.
func (m *Methods) GetSearch(id string) (domain.Search, error) { return m.svc.Searches.Get(m.ctx(), id) }

// ListSearches lists searches newest first.
func (m *Methods) ListSearches(p service.ListSearchesParams) (domain.List[domain.Search], error) {
	return m.svc.Searches.List(m.ctx(), p)
}

// ListSearchResults pages through a search's ranked papers.
func (m *Methods) ListSearchResults(id string, p ListSearchResultsParams) (domain.List[domain.SearchResult], error) {
	return m.svc.Searches.Results(m.ctx(), id, p)
}

// CancelSearch cancels a queued or running search.
func (m *Methods) CancelSearch(id string) (domain.Search, error) {
	return m.svc.Searches.Cancel(m.ctx(), id)
}

// ExportSearch writes an export file and returns it with its download URL.
func (m *Methods) ExportSearch(id string, p service.ExportSearchParams) (domain.File, error) {
	return m.svc.Searches.Export(m.ctx(), id, p)
}

// SaveSearchExport renders an export and saves it where the user picks in a native dialog.
func (m *Methods) SaveSearchExport(id string, p service.ExportSearchParams) (SaveResult, error) {
	data, name, _, err := m.svc.Searches.ExportData(m.ctx(), id, p)
	if err != nil {
		return SaveResult{}, err
	}
	return m.saveAs(name, data)
}
