package service

import (
	"context"
	"path/filepath"
	"strings"

	"carrel/backend/bibio"
	"carrel/backend/store"
)

// recordFilePath resolves a PDF a BibTeX `file` or RIS `L1` field names (docs/hardening.md
// "Importers read only what the user chose"): a relative path must stay inside dir, the
// imported file's folder, after symlinks; an absolute path is read only for the local owner
// (the command line and the window), never for an API key.
func recordFilePath(ctx context.Context, dir, f string) (string, error) {
	if filepath.IsAbs(f) || filepath.VolumeName(f) != "" || strings.HasPrefix(f, `\\`) {
		if p, _ := PrincipalFrom(ctx); !p.Owner {
			return "", &bibio.AttachmentError{Path: f, Reason: "absolute paths are read only for the local owner (command line or window)"}
		}
		return bibio.ResolveAbsolute(f)
	}
	return bibio.ResolveInside(dir, f)
}

// zoteroFilePath resolves a Zotero attachment: stored files stay inside storage/, linked files
// (absolute paths) are read only for the local owner.
func zoteroFilePath(ctx context.Context, dir string, a store.ZoteroAttachment) (string, error) {
	p, _ := PrincipalFrom(ctx)
	return bibio.ZoteroAttachmentPath(dir, a.Key, a.Path, p.Owner)
}
