package app

import (
	"fmt"
	"log"
	"path/filepath"

	"carrel/backend/cslcat"
)

// attachCitations opens the style catalogue (built-in styles plus the researcher's own .csl files
// in <data>/styles) and gives it to the citation service. Missing built-in styles do not stop the
// app: the citation endpoints then answer 503 styles_unavailable and the log says why.
func (b *Backend) attachCitations(opts Options) error {
	cat, err := cslcat.Open(cslcat.Options{UserDir: filepath.Join(opts.DataDir, "styles")})
	if err != nil {
		return fmt.Errorf("citation styles: %w", err)
	}
	if err := cat.Err(); err != nil {
		log.Printf("citation styles: %v", err)
	}
	for _, w := range cat.Warnings() {
		log.Printf("citation styles: %s", w)
	}
	b.Service.Citations.SetCatalog(cat)
	return nil
}
