package eval

import (
	"strings"

	"carrel/backend/pdf"
)

// Wrong venues to learn the venue's confidence from: besides the wrong venues of the folds and
// the shared split, every paper is decoded with the lines of pages 1-2 that print its true venue
// erased (and once more without the file's venue metadata): the decoder must then take a venue
// from elsewhere (a cited paper's venue, a conference the paper was presented at, a place, a
// line of the front matter) or none, the kind of wrong venue an unseen layout gives.

// eraseVenue is doc with every line of pages 1-2 that holds the true venue, or that the venue
// holds (a name broken over lines), taken out; nil when none is.
func eraseVenue(doc *pdf.Doc, venue string) *pdf.Doc {
	vk := foldKey(venue)
	if len(vk) < 4 {
		return nil
	}
	return eraseLines(doc, func(_ *pdf.Page, _ []pdf.Word, text string) bool {
		k := foldKey(text)
		return strings.Contains(k, vk) || len(k) >= 8 && strings.Contains(vk, k)
	})
}
