package desktop

import (
	"context"
	"sync"

	"carrel/backend/apierr"
	"carrel/backend/service"
)

// ZoteroProgress is a Zotero import started from the window: running until Result or Error is set.
type ZoteroProgress struct {
	Running bool                  `json:"running"`
	Done    int                   `json:"done"`
	Total   int                   `json:"total"`
	Result  *service.ZoteroImport `json:"result"`
	Error   *apierr.Error         `json:"error"`
}

// zoteroRun holds the one Zotero import the window may run at a time.
type zoteroRun struct {
	mu sync.Mutex
	p  ZoteroProgress
}

// ImportZotero starts importing the Zotero data folder dir in the background and returns its
// progress at once; GetZoteroImport reports it until it ends. A second start while one runs is
// 409 import_running. Errors otherwise: those of the service's checks, reported in Error.
func (m *Methods) ImportZotero(p service.ZoteroImportParams) (ZoteroProgress, error) {
	m.zotero.mu.Lock()
	defer m.zotero.mu.Unlock()
	if m.zotero.p.Running {
		return m.zotero.p, apierr.Conflict("import_running", "A Zotero import is already running.")
	}
	m.zotero.p = ZoteroProgress{Running: true}
	go func() {
		res, err := m.svc.Papers.ImportZotero(context.WithoutCancel(m.ctx()), p, func(done, total int) {
			m.zotero.mu.Lock()
			m.zotero.p.Done, m.zotero.p.Total = done, total
			m.zotero.mu.Unlock()
			m.Emit("carrel:zotero-progress", map[string]int{"done": done, "total": total})
		})
		m.zotero.mu.Lock()
		defer m.zotero.mu.Unlock()
		m.zotero.p.Running = false
		if err != nil {
			m.zotero.p.Error = apierr.From(err)
		} else {
			m.zotero.p.Result = &res
		}
	}()
	return m.zotero.p, nil
}

// GetZoteroImport reports the window's Zotero import: progress while it runs, then its summary.
func (m *Methods) GetZoteroImport() (ZoteroProgress, error) {
	m.zotero.mu.Lock()
	defer m.zotero.mu.Unlock()
	return m.zotero.p, nil
}
