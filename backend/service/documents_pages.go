package service

import (
	"encoding/json"
	"math"

	"carrel/backend/domain"
	"carrel/backend/pdf"
	"carrel/backend/store"
)

// storedWord is a word as kept in pages.words: box [x0, y0, x1, y1] in fractions of the page
// (origin top-left), font size in points, line number, and the printed pieces of a word joined
// across a line-end hyphen.
type storedWord struct {
	T  string       `json:"t"`
	B  [4]float64   `json:"b"`
	L  int          `json:"l"`
	FS float64      `json:"fs,omitempty"`
	BD bool         `json:"bd,omitempty"`
	P  []storedWord `json:"p,omitempty"`
}

func round6(f float64) float64 { return math.Round(f*1e6) / 1e6 }

func clamp01(f float64) float64 { return min(max(f, 0), 1) }

func toStored(w pdf.Word, pw, ph float64) storedWord {
	s := storedWord{T: w.Text, L: w.Line, FS: w.FontSize, BD: w.Bold,
		B: [4]float64{round6(w.X0 / pw), round6(w.Y0 / ph), round6(w.X1 / pw), round6(w.Y1 / ph)}}
	if w.Hyphenated {
		for _, p := range w.Parts {
			s.P = append(s.P, toStored(p, pw, ph))
		}
	}
	return s
}

func fromStored(s storedWord, pw, ph float64) pdf.Word {
	w := pdf.Word{Text: s.T, Line: s.L, FontSize: s.FS, Bold: s.BD, X0: s.B[0] * pw, Y0: s.B[1] * ph, X1: s.B[2] * pw, Y1: s.B[3] * ph}
	for _, p := range s.P {
		w.Hyphenated = true
		w.Parts = append(w.Parts, fromStored(p, pw, ph))
	}
	return w
}

// pageRows converts extracted pages to stored rows with fractional boxes.
func pageRows(docID string, doc *pdf.Doc) []store.PageRow {
	out := make([]store.PageRow, 0, len(doc.Pages))
	for _, p := range doc.Pages {
		pw, ph := max(p.Width, 1), max(p.Height, 1)
		ws := make([]storedWord, len(p.Words))
		for i, w := range p.Words {
			ws[i] = toStored(w, pw, ph)
		}
		b, _ := json.Marshal(ws)
		out = append(out, store.PageRow{DocumentID: docID, Number: p.Number, Width: p.Width, Height: p.Height, Text: p.Text, Words: b})
	}
	return out
}

// docFromPages rebuilds the pdf.Doc that content extraction needs from stored pages.
func docFromPages(rows []store.PageRow, pageCount int) *pdf.Doc {
	doc := &pdf.Doc{PageCount: pageCount}
	for _, r := range rows {
		var ws []storedWord
		_ = json.Unmarshal(r.Words, &ws)
		pw, ph := max(r.Width, 1), max(r.Height, 1)
		p := pdf.Page{Number: r.Number, Width: r.Width, Height: r.Height, Text: r.Text, Words: make([]pdf.Word, len(ws))}
		for i, w := range ws {
			p.Words[i] = fromStored(w, pw, ph)
		}
		doc.Pages = append(doc.Pages, p)
	}
	return doc
}

// passagesOf makes one passage per sentence, located by one box around its words on the page.
func passagesOf(docID, paperID string, doc *pdf.Doc) []store.Passage {
	var out []store.Passage
	for _, p := range doc.Pages {
		pw, ph := max(p.Width, 1), max(p.Height, 1)
		for seq, s := range p.Sentences {
			if s.Start < 0 || s.End > len(p.Text) || s.Start >= s.End {
				continue
			}
			ps := store.Passage{ID: domain.NewID(passagePrefix), DocumentID: docID, PaperID: paperID, Page: p.Number, Seq: seq,
				Start: s.Start, End: s.End, Text: p.Text[s.Start:s.End]}
			ps.Locations = sentenceLocations(p, s, pw, ph)
			out = append(out, ps)
		}
	}
	return out
}

func sentenceLocations(p pdf.Page, s pdf.Sentence, pw, ph float64) []domain.Location {
	// The spec gives a quote one location per page (more only across a page break), so the
	// sentence's words, hyphen pieces included, are united into a single box on this page.
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	add := func(w pdf.Word) {
		x0, y0, x1, y1 = min(x0, w.X0), min(y0, w.Y0), max(x1, w.X1), max(y1, w.Y1)
	}
	for i := max(s.FirstWord, 0); i <= s.LastWord && i < len(p.Words); i++ {
		w := p.Words[i]
		if w.Hyphenated && len(w.Parts) > 0 {
			for _, part := range w.Parts {
				add(part)
			}
			continue
		}
		add(w)
	}
	if x1 < x0 || y1 < y0 {
		return nil
	}
	// Glyphs can sit partly off the page (bleed, sloppy generators); a box is clamped to it.
	fx0, fy0 := clamp01(x0/pw), clamp01(y0/ph)
	fx1, fy1 := clamp01(x1/pw), clamp01(y1/ph)
	return []domain.Location{{Page: p.Number, BBox: domain.BBox{X: round6(fx0), Y: round6(fy0),
		Width: round6(fx1 - fx0), Height: round6(fy1 - fy0)}}}
}

// passagePrefix marks passage ids (internal; passages are not an API resource).
const passagePrefix = "psg_"
