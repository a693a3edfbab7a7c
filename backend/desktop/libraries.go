package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// ListLibraries lists libraries newest first (up to 100).
func (m *Methods) ListLibraries() (domain.List[domain.Library], error) {
	return m.svc.Libraries.List(m.ctx(), service.ListParams{Limit: 100})
}

// CreateLibrary creates a library.
func (m *Methods) CreateLibrary(p service.CreateLibraryParams) (domain.Library, error) {
	return m.svc.Libraries.Create(m.ctx(), p)
}
