package app

import (
	"fmt"
	"log"

	"carrel/backend/cslcat"
)

// attachCitations has nothing to start: the style catalogue opens on first use (styleCatalog).
func (b *Backend) attachCitations(opts Options) error { return nil }

// styleCatalog opens the built-in styles plus the researcher's own .csl files in userDir.
// Missing built-in styles do not stop the app: the style endpoints then answer 503
// styles_unavailable and the log says why.
func styleCatalog(userDir string) func() (*cslcat.Catalog, error) {
	return func() (*cslcat.Catalog, error) {
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
	}
}
