package desktop

import "carrel/backend/service"

// GetWatchStatus reports the watched folder (started by the app from the watch_dir setting) and
// each file's outcome: pending, imported, duplicate, failed or ignored.
func (m *Methods) GetWatchStatus() (service.WatchStatus, error) {
	return m.svc.Documents.WatchStatus(m.ctx())
}
