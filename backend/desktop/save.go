package desktop

import (
	"fmt"
	"os"

	"carrel/backend/apierr"
)

// SaveResult is where a native save dialog wrote a file; Path is "" when the user canceled.
type SaveResult struct {
	Path string `json:"path"`
}

// saveAs asks where to save data under a suggested name and writes it there.
func (m *Methods) saveAs(suggested string, data []byte) (SaveResult, error) {
	if m.SaveDialog == nil {
		return SaveResult{}, apierr.New(501, apierr.TypeInvalidRequest, "not_supported_in_browser",
			"Native save dialogs exist only in the window; download the file instead.")
	}
	path, err := m.SaveDialog(suggested)
	if err != nil || path == "" {
		return SaveResult{}, err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return SaveResult{}, fmt.Errorf("write %s: %w", path, err)
	}
	return SaveResult{Path: path}, nil
}
