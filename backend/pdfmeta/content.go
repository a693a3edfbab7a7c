package pdfmeta

import (
	"math"
	"strconv"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// ExtractContent splits a document into sections of paragraphs, plus captioned tables and
// figures, for GET /v1/documents/{id}/content. The caller sets DocumentID. It never fails:
// a document without a text layer yields empty lists.
func ExtractContent(doc *pdf.Doc) Content {
	c := Content{Object: ContentObject, Sections: []Section{}, Tables: []Table{}, Figures: []Figure{}}
	if doc == nil {
		return c
	}
	c.PageCount = doc.PageCount
	pages := docLines(doc, 0)
	body := bodySize(pages)
	skip := furniture(pages)
	b := builder{body: body, cur: Section{PageStart: 1, PageEnd: 1, Paragraphs: []Paragraph{}}, boldBody: mostlyBold(pages)}
	var titleLines []line
	if len(pages) > 0 {
		b.cur.Heading, titleLines = layoutTitle(pages[0])
	}
	for pi, ls := range pages {
		b.page = ls
		used := map[int]bool{}
		for i := range ls {
			for _, tl := range titleLines {
				if pi == 0 && ls[i].y0 == tl.y0 && ls[i].x0 == tl.x0 {
					used[i] = true
				}
			}
		}
		for i := range ls {
			if skip[[2]int{pi, i}] || ls[i].vertical {
				used[i] = true
			}
		}
		figs, tabs := captioned(ls, used, body)
		c.Figures = append(c.Figures, figs...)
		c.Tables = append(c.Tables, tabs...)
		for i, l := range ls {
			if used[i] {
				continue
			}
			if h, level := b.heading(l); h != "" {
				b.startSection(h, level, l.page)
				continue
			}
			b.addLine(l)
		}
		b.flush()
	}
	b.startSection("", 0, 0)
	c.Sections = b.done
	return c
}

// builder accumulates sections and the paragraph being read.
type builder struct {
	body    float64
	done    []Section
	cur     Section
	para    []line
	numbers []int // last section number seen, e.g. [2 1] after "2.1"
	inRefs  bool
	started bool   // a named or numbered heading has been seen
	page    []line // lines of the page being read
	// boldBody: most lines report bold (a font whose flags say bold throughout), so bold tells
	// nothing about headings; without this a 13-page paper had a "section" per paragraph.
	boldBody bool
}

// mostlyBold reports whether more than half of the document's lines are bold.
func mostlyBold(pages [][]line) bool {
	bold, all := 0, 0
	for _, ls := range pages {
		for _, l := range ls {
			all++
			if l.bold {
				bold++
			}
		}
	}
	return all > 0 && bold*2 > all
}

func (b *builder) startSection(heading string, level, page int) {
	b.flush()
	if b.cur.Heading != "" || len(b.cur.Paragraphs) > 0 {
		b.done = append(b.done, b.cur)
	}
	b.cur = Section{Heading: heading, Level: level, PageStart: page, PageEnd: page, Paragraphs: []Paragraph{}}
	low := strings.ToLower(heading)
	b.inRefs = strings.Contains(low, "references") || strings.Contains(low, "bibliography")
}

// heading decides whether l is a section heading and returns its text and level.
func (b *builder) heading(l line) (string, int) {
	t := strings.TrimSpace(l.text)
	if wordCount(t) > 12 || letters(t) < 3 || captionRe.MatchString(t) {
		return "", 0
	}
	isBold := l.bold && !b.boldBody
	emphasised := isBold || l.size >= 1.08*b.body
	if n := namedHeading(t); n != "" && (emphasised || isUpperWord(t) || wordCount(t) <= 4) {
		b.started = true
		return t, 1
	}
	if num := numberedHeading(t); num != "" && (b.started || l.page > 1) && (emphasised || !b.inRefs && b.expected(num)) && !strings.HasSuffix(t, ".") {
		b.remember(num)
		b.started = true
		return t, headingLevel(num)
	}
	if b.started && b.rowLines(l) <= 2 && (isBold && l.allBold || l.size >= 1.15*b.body) && startsUpperOrDigit(t) && !strings.HasSuffix(t, ".") &&
		!strings.HasSuffix(t, ",") && wordCount(t) <= 10 && letters(t)*2 > len(t) {
		if l.size >= 1.15*b.body {
			return t, 1
		}
		return t, 2
	}
	return "", 0
}

// rowLines counts the page's lines on l's row: table cells share rows with several
// others, a heading at most with the other column.
func (b *builder) rowLines(l line) int {
	n := 0
	for _, c := range b.page {
		if m := (c.y0 + c.y1) / 2; m > l.y0 && m < l.y1 {
			n++
		}
	}
	return n
}

// expected reports whether num continues the document's numbering (1 → 2, 2 → 2.1, ...),
// which tells a plain-font heading from a numbered list item.
func (b *builder) expected(num string) bool {
	parts := strings.Split(num, ".")
	if _, err := strconv.Atoi(parts[0]); err != nil {
		return true // roman numerals are only matched in upper case
	}
	n := make([]int, len(parts))
	for i, p := range parts {
		n[i], _ = strconv.Atoi(p)
	}
	p, k := b.numbers, len(n)-1
	if k == 0 {
		return len(p) == 0 && n[0] <= 2 || len(p) > 0 && n[0] == p[0]+1
	}
	if len(p) < k || !equalInts(n[:k], p[:k]) {
		return false
	}
	if len(p) > k {
		return n[k] == p[k]+1
	}
	return n[k] == 1
}

func (b *builder) remember(num string) {
	b.numbers = b.numbers[:0]
	for _, p := range strings.Split(num, ".") {
		v, err := strconv.Atoi(p)
		if err != nil {
			return
		}
		b.numbers = append(b.numbers, v)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// bboxOf converts a point rectangle to page fractions.
func bboxOf(x0, y0, x1, y1, pw, ph float64) domain.BBox {
	if pw <= 0 || ph <= 0 {
		return domain.BBox{}
	}
	r := func(v float64) float64 { return math.Round(math.Max(0, math.Min(1, v))*10000) / 10000 }
	return domain.BBox{X: r(x0 / pw), Y: r(y0 / ph), Width: r((x1 - x0) / pw), Height: r((y1 - y0) / ph)}
}
