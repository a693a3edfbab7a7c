package desktop

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/samples"
	"carrel/backend/service"
)

// APIState is what the process knows about its HTTP API listener.
type APIState struct {
	Running bool `json:"running"`
	// Addr is the address actually bound ("" when not listening).
	Addr string `json:"addr"`
	// StartedBy is "window" (from the settings) or "serve" (`carrel serve` and its flags).
	StartedBy string `json:"started_by"`
}

// ServiceStatus is the real state of the API listener and the watched folder, whoever started them.
type ServiceStatus struct {
	Object string   `json:"object"`
	API    APIState `json:"api"`
	Watch  struct {
		Running bool   `json:"running"`
		Dir     string `json:"dir"`
		Pending int    `json:"pending"`
		Files   int    `json:"files"`
	} `json:"watch"`
	DataDir string `json:"data_dir"`
	// SuggestedWatchDir is where the first-run panel proposes to watch (~/Papers).
	SuggestedWatchDir string `json:"suggested_watch_dir"`
}

// GetServiceStatus reports the bound API address and the folder actually watched.
func (m *Methods) GetServiceStatus() (ServiceStatus, error) {
	var out ServiceStatus
	out.Object = "service_status"
	out.API = m.API()
	w, err := m.svc.Documents.WatchStatus(m.ctx())
	if err != nil {
		return out, err
	}
	out.Watch.Running, out.Watch.Dir, out.Watch.Files = w.Running, w.Dir, len(w.Files)
	for _, f := range w.Files {
		if f.Status == "pending" {
			out.Watch.Pending++
		}
	}
	out.DataDir = m.svc.Config().DataDir
	if home, err := os.UserHomeDir(); err == nil {
		out.SuggestedWatchDir = filepath.Join(home, "Papers")
	}
	return out, nil
}

// WatchFolderParams names a folder to watch; it is created when missing.
type WatchFolderParams struct {
	Dir string `json:"dir"`
}

// WatchFolder creates dir if needed, saves it as the watched folder and starts watching it.
func (m *Methods) WatchFolder(p WatchFolderParams) (service.Settings, error) {
	if p.Dir == "" || !filepath.IsAbs(p.Dir) {
		return service.Settings{}, apierr.BadParam("dir", "Choose a folder by its full path (for example /home/me/Papers).")
	}
	if err := os.MkdirAll(p.Dir, 0o755); err != nil {
		return service.Settings{}, apierr.BadParam("dir", "Cannot create the folder "+p.Dir+": "+err.Error())
	}
	s, err := m.svc.Settings.Get(m.ctx())
	if err != nil {
		return s, err
	}
	s.WatchDir = p.Dir
	return m.UpdateSettings(s)
}

// SampleResult lists the sample documents added (or already present).
type SampleResult struct {
	Documents []domain.Document `json:"documents"`
	Added     int               `json:"added"`
}

// AddSamplePapers ingests the bundled open-licence sample papers (charged like any upload).
func (m *Methods) AddSamplePapers() (SampleResult, error) {
	out := SampleResult{Documents: []domain.Document{}}
	for _, f := range samples.All() {
		res, err := m.svc.Documents.CreateFromBytes(m.ctx(), f.Name, f.Data, nil)
		if err != nil {
			return out, err
		}
		if !res.Existing {
			out.Added++
		}
		out.Documents = append(out.Documents, res.Document)
	}
	return out, nil
}

// streamChanges sends the service's change notices to the browser bridge until the page goes.
func streamChanges(ctx context.Context, m *Methods, _ []json.RawMessage, emit func(string, any)) error {
	ch, stop := m.svc.Changes.Subscribe()
	defer stop()
	emit("ready", map[string]any{})
	for {
		select {
		case <-ctx.Done():
			return nil
		case c, ok := <-ch:
			if !ok {
				return nil
			}
			emit("change", c)
		}
	}
}
