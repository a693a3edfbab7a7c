package eval

import (
	"slices"
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
	out := *doc
	out.Pages = slices.Clone(doc.Pages)
	erased := false
	for pi := range out.Pages {
		if pi >= 2 {
			break
		}
		p := out.Pages[pi]
		byLine := map[int][]pdf.Word{}
		var order []int
		for _, w := range p.Words {
			if _, ok := byLine[w.Line]; !ok {
				order = append(order, w.Line)
			}
			byLine[w.Line] = append(byLine[w.Line], w)
		}
		var words []pdf.Word
		var text []string
		for _, ln := range order {
			ws := byLine[ln]
			parts := make([]string, len(ws))
			for i, w := range ws {
				parts[i] = w.Text
			}
			lt := strings.Join(parts, " ")
			if k := foldKey(lt); strings.Contains(k, vk) || len(k) >= 8 && strings.Contains(vk, k) {
				erased = true
				continue
			}
			words = append(words, ws...)
			text = append(text, lt)
		}
		p.Words, p.Text, p.Sentences = words, strings.Join(text, "\n"), nil
		out.Pages[pi] = p
	}
	if !erased {
		return nil
	}
	return &out
}
