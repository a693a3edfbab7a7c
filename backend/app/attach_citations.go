package app

import (
	"fmt"
	"log"
	"path/filepath"

	"carrel/backend/cslcat"
)

// attachCitations gives the citation service its style catalogue: the built-in styles plus the
// researcher's own .csl files in <data>/styles. The catalogue opens on first use (loading its
// index takes tens of milliseconds). Missing built-in styles do not stop the app: the style
// endpoints then answer 503 styles_unavailable and the log says why.
func (b *Backend) attachCitations(opts Options) error {
	userDir := filepath.Join(opts.DataDir, "styles")
	b.Service.Citations.SetCatalogOpener(func() (*cslcat.Catalog, error) {
		cat, err := cslcat.Open(cslcat.Options{UserDir: userDir})
		if err != nil {
			log.Printf("citation styles: %v", err)
			return nil, fmt.Errorf("open citation styles: %w", err)
		}
		if err := cat.Err(); err != nil {
			log.Printf("citation styles: %v", err)
		}
		for _, w := range cat.Warnings() {
			log.Printf("citation styles: %s", w)
		}
		return cat, nil
	})
	return nil
}
