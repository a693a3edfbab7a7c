// Package samples bundles three short open-licence (CC0) sample papers written for Carrel's
// first-run tour, so a new user can try search and chat before adding their own PDFs.
// The PDFs are built from src/*.tex by gen.sh; they describe no real research.
package samples

import (
	"embed"
	"io/fs"
	"sort"
)

//go:embed pdfs/*.pdf
var files embed.FS

// File is one bundled sample PDF.
type File struct {
	Name string
	Data []byte
}

// All returns the bundled sample PDFs in name order.
func All() []File {
	entries, _ := fs.ReadDir(files, "pdfs")
	out := make([]File, 0, len(entries))
	for _, e := range entries {
		b, err := files.ReadFile("pdfs/" + e.Name())
		if err == nil {
			out = append(out, File{Name: e.Name(), Data: b})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
