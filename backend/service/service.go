// Package service is Carrel's one service layer: every rule, validation, credit charge and error
// lives here, and the window, the HTTP API and the watched folder all call it.
package service

import (
	"net/http"
	"sync/atomic"
	"time"

	"carrel/backend/cslcat"

	"carrel/backend/jobs"
	"carrel/backend/store"
)

// Config is what the service needs to know about its environment.
type Config struct {
	DataDir string
	// Now is the clock; tests inject a fake one.
	Now func() time.Time
	// MonthlyGrant is the live pool's credits per period (default 10,000).
	MonthlyGrant int
	// RatePerSecond and Burst configure the per-key token bucket (defaults 50 and 100).
	RatePerSecond float64
	Burst         int
	// AllowPrivateURLs lifts the address guard for URL documents and webhooks (local use).
	AllowPrivateURLs bool
	// DownloadHost is the base URL of the local API for export download links.
	DownloadHost string
}

// Service is the root that holds one service struct per resource.
type Service struct {
	cfg Config
	// download is the bound API's base URL once a transport listens (SetDownloadHost).
	download atomic.Pointer[string]
	st       *store.Store
	runner   *jobs.Runner
	now      func() time.Time

	Keys     *KeyService
	Credits  *CreditService
	Usage    *UsageService
	Idem     *IdempotencyService
	Limits   *RateLimiter
	Settings *SettingsService

	// Capability services; each is owned by its capability's files and attached in New.
	Files     *FileService
	Documents *DocumentService
	Papers    *PaperService
	Libraries *LibraryService
	Searches  *SearchService
	Indexer   *Indexer
	Chats     *ChatService
	Citations *CitationService
	Webhooks  *WebhookService

	// Changes tells the window what changed so it refreshes without polling.
	Changes *Changes
}

// Deps are the parts the service is built from; backend/app fills them in one place. Only Store
// is required: StoreOnly commands (carrel keys) pass no index, catalogue or transports.
type Deps struct {
	Store  *store.Store
	Runner *jobs.Runner
	// Index is the full-text index (nil: searches and passage ranking are unavailable).
	Index SearchIndex
	// Catalog opens the citation style catalogue; it is called on first use, so starting the app
	// and tests that never cite do not pay for loading the style index.
	Catalog func() (*cslcat.Catalog, error)
	// WebhookClient builds the HTTP client of a delivery; WebhookGuard checks a receiver's address
	// before any connection. Without them deliveries use a plain client and no check.
	WebhookClient func(allowPrivate bool) *http.Client
	WebhookGuard  func(raw string, allowPrivate bool) error
	// Documents configure PDF parsing.
	Documents DocumentOptions
}

// New builds every service of the root from cfg and d.
func New(cfg Config, d Deps) *Service {
	st, runner := d.Store, d.Runner
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MonthlyGrant <= 0 {
		cfg.MonthlyGrant = 10000
	}
	if cfg.RatePerSecond <= 0 {
		cfg.RatePerSecond = 50
	}
	if cfg.Burst <= 0 {
		cfg.Burst = 100
	}
	s := &Service{cfg: cfg, st: st, runner: runner, now: cfg.Now}
	s.Keys = &KeyService{s: s}
	s.Credits = &CreditService{s: s}
	s.Usage = &UsageService{s: s}
	s.Idem = &IdempotencyService{s: s}
	s.Limits = newRateLimiter(cfg.RatePerSecond, cfg.Burst, cfg.Now)
	s.Settings = &SettingsService{s: s}
	s.Files = &FileService{s: s}
	s.Documents = &DocumentService{s: s, opts: d.Documents, gate: newByteGate(admitBudget)}
	s.Papers = &PaperService{s: s}
	s.Libraries = &LibraryService{s: s}
	s.Searches = &SearchService{s: s}
	s.Indexer = &Indexer{s: s, ix: d.Index, wake: make(chan struct{}, 1)}
	s.Chats = &ChatService{s: s}
	s.Citations = &CitationService{s: s, open: d.Catalog}
	s.Webhooks = &WebhookService{s: s, client: d.WebhookClient, guard: d.WebhookGuard}
	s.Changes = &Changes{}
	if runner != nil {
		runner.Observe(s.Changes.jobObserved)
	}
	return s
}

// Config returns the configuration the service runs with.
func (s *Service) Config() Config { return s.cfg }

// SetDownloadHost records the base URL of the listening API (from the bound listener), used in
// export download links instead of Config.DownloadHost.
func (s *Service) SetDownloadHost(base string) { s.download.Store(&base) }

// downloadHost is the base URL for download links.
func (s *Service) downloadHost() string {
	if p := s.download.Load(); p != nil {
		return *p
	}
	return s.cfg.DownloadHost
}

// Now is the service clock.
func (s *Service) Now() time.Time { return s.now() }

// Store exposes the store to wiring code (the app and tests), never to transports.
func (s *Service) Store() *store.Store { return s.st }
