package pdfmeta

import (
	"math"
	"strings"
)

// addLine extends the current paragraph with l or starts a new one.
func (b *builder) addLine(l line) {
	if len(b.para) > 0 && !b.continues(l) {
		b.flush()
	}
	b.para = append(b.para, l)
}

// continues reports whether l reads on from the paragraph in progress: same page and
// size, close below (or at the top of the next column mid-sentence), no new indent.
func (b *builder) continues(l line) bool {
	prev := b.para[len(b.para)-1]
	if l.page != prev.page || math.Abs(l.size-prev.size) > 0.15*prev.size {
		return false
	}
	ended := endsSentence(prev.text) || strings.HasSuffix(strings.TrimSpace(prev.text), ":")
	if l.y0 < prev.y0-prev.size { // moved up: a new column
		return !ended && l.x0 > prev.x0
	}
	if l.y0-prev.y1 > 0.9*prev.size || l.x1 < prev.x0 || l.x0 > prev.x1 {
		return false
	}
	x0, x1 := b.para[0].x0, b.para[0].x1
	for _, p := range b.para {
		x0, x1 = math.Min(x0, p.x0), math.Max(x1, p.x1)
	}
	if ended && l.x0 > x0+0.8*l.size && len(b.para) > 1 { // first-line indent
		return false
	}
	if ended && prev.x1 < x1-3*prev.size && len(b.para) > 1 { // short last line
		return false
	}
	return true
}

// flush closes the paragraph in progress into the current section.
func (b *builder) flush() {
	if len(b.para) == 0 {
		return
	}
	first := b.para[0]
	x0, y0, x1, y1 := first.x0, first.y0, first.x1, first.y1
	texts := make([]string, 0, len(b.para))
	for _, l := range b.para {
		x0, y0 = math.Min(x0, l.x0), math.Min(y0, l.y0)
		x1, y1 = math.Max(x1, l.x1), math.Max(y1, l.y1)
		texts = append(texts, l.text)
	}
	b.para = nil
	text := joinLines(texts)
	if letters(text) == 0 {
		return
	}
	b.cur.Paragraphs = append(b.cur.Paragraphs, Paragraph{Text: text, Page: first.page, BBox: bboxOf(x0, y0, x1, y1, first.pw, first.ph)})
	if b.cur.PageStart == 0 {
		b.cur.PageStart = first.page
	}
	b.cur.PageEnd = max(b.cur.PageEnd, first.page)
}
