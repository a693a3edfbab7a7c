package bibio

import (
	"path/filepath"
	"strings"
)

// maxZoteroKey bounds an item key: Zotero's are 8 characters; anything much longer is not one.
const maxZoteroKey = 32

// ZoteroAttachmentPath resolves an attachment as zotero.sqlite records it to the real path of
// its file. "storage:NAME" is storage/KEY/NAME under dataDir: KEY must be a plain item key
// (letters and digits) and NAME one file name, and the resolved path, symlinks followed, must
// stay inside storage/. An absolute path is a linked file, read only when linked is allowed
// (the local owner); "attachments:" paths (relative to Zotero's base directory) are refused.
func ZoteroAttachmentPath(dataDir, key, path string, linked bool) (string, error) {
	switch {
	case strings.HasPrefix(path, "storage:"):
		name := strings.TrimPrefix(path, "storage:")
		if !plainKey(key) {
			return "", refuse(path, "the attachment's item key %q is not a Zotero key", clip(key))
		}
		if !plainFileName(name) {
			return "", refuse(path, "the stored file name %q is not a plain file name", clip(name))
		}
		return ResolveInside(filepath.Join(dataDir, "storage"), key+"/"+name)
	case strings.HasPrefix(path, "attachments:"):
		return "", refuse(path, "the PDF is linked relative to Zotero's base directory (%s), which Carrel cannot see", clip(path))
	case filepath.IsAbs(path):
		if !linked {
			return "", refuse(path, "linked files (outside Zotero's storage folder) are read only for the local owner")
		}
		return ResolveAbsolute(path)
	case path == "":
		return "", refuse(path, "the attachment has no file path")
	}
	return "", refuse(path, "the attachment path %q is neither in storage/ nor absolute", clip(path))
}

func plainKey(k string) bool {
	if k == "" || len(k) > maxZoteroKey {
		return false
	}
	for _, c := range k {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func plainFileName(n string) bool {
	return n != "" && n != "." && n != ".." && len(n) <= 255 && !strings.ContainsAny(n, "/\\\x00") &&
		filepath.VolumeName(n) == ""
}

// clip keeps a hostile value short in messages.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}
