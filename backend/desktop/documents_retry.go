package desktop

import "carrel/backend/domain"

// RetryDocument parses a failed document again (charged as a new parse).
func (m *Methods) RetryDocument(id string) (domain.Document, error) {
	return m.svc.Documents.Retry(m.ctx(), id)
}
