package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// CreateWebhookEndpoint registers an endpoint; the secret is returned once.
func (m *Methods) CreateWebhookEndpoint(p service.CreateWebhookParams) (domain.WebhookEndpoint, error) {
	return m.svc.Webhooks.Create(m.ctx(), p)
}

// ListWebhookEndpoints lists endpoints.
func (m *Methods) ListWebhookEndpoints() (domain.List[domain.WebhookEndpoint], error) {
	return m.svc.Webhooks.List(m.ctx())
}

// GetWebhookEndpoint returns an endpoint with its delivery log.
func (m *Methods) GetWebhookEndpoint(id string) (domain.WebhookEndpoint, error) {
	return m.svc.Webhooks.Get(m.ctx(), id)
}

// DeleteWebhookEndpoint deletes an endpoint.
func (m *Methods) DeleteWebhookEndpoint(id string) (service.Deleted, error) {
	return m.svc.Webhooks.Delete(m.ctx(), id)
}

// ListNotices lists the owner's notices (for example a disabled endpoint).
func (m *Methods) ListNotices() (domain.List[domain.Notice], error) {
	return m.svc.Webhooks.Notices(m.ctx())
}
