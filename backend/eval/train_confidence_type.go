package eval

import (
	"strings"

	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// Wrong types to learn the type's confidence from. Train and shared give a handful of wrong
// types in about 180 held-out decodes, so the calibration also learns from every paper decoded
// with its true type's own evidence erased from pages 1-2: each line that holds a cue speaking
// for that type (pdfmeta.TypeCueLine: a volume and issue, received dates and an ISSN line for a
// journal; "Proceedings", a meeting's name or acronym with its year, a proceedings ISBN's price
// for a conference; an arXiv stamp for a preprint; "(Eds.)", "Chapter" for a chapter) or the true
// venue, and the file's Subject when it does, once with the rest of the file's Info/XMP and once
// without. The decoder must then read the type from what is left (a cited venue's words, an
// abstract's, the `bare` page), the kind of wrong type a layout whose type cues the ranker never
// saw gives. The DOI stays: it is evidence of its own kind.

// erasedTypeRows decodes d with its true type's evidence erased (with and without the rest of
// its Info/XMP) and labels the chosen type; none when the paper has no type or nothing is erased.
func erasedTypeRows(hm *pdfmeta.HeaderModel, d realDoc, group int, w float64) []confRow {
	typ := zoteroType(d.paper.ItemType)
	if w <= 0 || typ == "" {
		return nil
	}
	venue := ""
	if d.paper.Venue != nil {
		venue = *d.paper.Venue
	}
	erased := eraseType(d.doc, typ, venue)
	if erased == nil {
		return nil
	}
	out := confRowsOf(hm, erased, d.paper, group, "erased-meta", w, "type")
	bare := *erased
	bare.Meta = pdf.Metadata{}
	return append(out, confRowsOf(hm, &bare, d.paper, group, "erased", w, "type")...)
}

// eraseType is doc with every line of pages 1-2 that speaks for type typ or holds the venue
// taken out, the file's Subject dropped when it does, and the file's producer dropped (a
// conference management tool names the type); nil when no line is erased.
func eraseType(doc *pdf.Doc, typ, venue string) *pdf.Doc {
	vk := foldKey(venue)
	holdsVenue := func(text string) bool {
		if len(vk) < 4 {
			return false
		}
		k := foldKey(text)
		return strings.Contains(k, vk) || len(k) >= 8 && strings.Contains(vk, k)
	}
	out := eraseLines(doc, func(_ *pdf.Page, _ []pdf.Word, text string) bool {
		return pdfmeta.TypeCueLine(text, typ) || holdsVenue(text)
	})
	if out == nil {
		return nil
	}
	if pdfmeta.TypeCueLine(out.Meta.Subject, typ) || holdsVenue(out.Meta.Subject) {
		out.Meta.Subject = ""
	}
	out.Meta.Creator, out.Meta.Producer = "", ""
	return out
}
