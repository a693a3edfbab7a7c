package watch

import "strings"

// ignoredNames are system and sync-client files that are never documents.
var ignoredNames = map[string]bool{".ds_store": true, "thumbs.db": true, "desktop.ini": true}

// ignoredSuffixes mark files still being written by a browser or an editor.
var ignoredSuffixes = []string{".part", ".crdownload", ".tmp"}

// Ignored reports whether a file or folder name is skipped: hidden names (which covers
// .DS_Store and AppleDouble "._*"), Thumbs.db, desktop.ini, Office lock files "~$*", and
// partial downloads or temporary files (*.part, *.crdownload, *.tmp).
func Ignored(name string) bool {
	lower := strings.ToLower(name)
	if ignoredNames[lower] || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~$") {
		return true
	}
	for _, s := range ignoredSuffixes {
		if strings.HasSuffix(lower, s) {
			return true
		}
	}
	return false
}
