package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// SecretResult carries a secret shown once.
type SecretResult struct {
	Secret string `json:"secret"`
}

// ListKeys lists API keys.
func (m *Methods) ListKeys() (domain.List[domain.APIKey], error) { return m.svc.Keys.List(m.ctx()) }

// CreateKey creates an API key and returns its secret once.
func (m *Methods) CreateKey(p service.CreateKeyParams) (domain.APIKey, error) {
	return m.svc.Keys.Create(m.ctx(), p)
}

// RevokeKey revokes an API key.
func (m *Methods) RevokeKey(id string) (domain.APIKey, error) { return m.svc.Keys.Revoke(m.ctx(), id) }

// FirstRunKey returns the first-start key's secret once, then "".
func (m *Methods) FirstRunKey() (SecretResult, error) {
	s, err := m.svc.Keys.TakeFirstRunSecret(m.ctx())
	return SecretResult{Secret: s}, err
}

// GetSettings returns the owner's settings.
func (m *Methods) GetSettings() (service.Settings, error) {
	s, err := m.svc.Settings.Get(m.ctx())
	s.APIRunning = m.APIRunning() || m.API().Running
	return s, err
}

// UpdateSettings saves settings and applies them.
func (m *Methods) UpdateSettings(in service.Settings) (service.Settings, error) {
	s, err := m.svc.Settings.Update(m.ctx(), in)
	if err != nil {
		return s, err
	}
	m.OnSettings(s)
	s.APIRunning = m.APIRunning() || m.API().Running
	return s, nil
}

// GetUsage returns the usage report.
func (m *Methods) GetUsage(p service.UsageParams) (domain.Usage, error) {
	return m.svc.Usage.Get(m.ctx(), p)
}
