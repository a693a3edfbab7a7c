package pdf

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
)

// A worker's reply carries a document's pages in this compact form rather than in gob, whose
// reflection cost a parse about a tenth of its time on both sides of the pipe (12 MB of words
// for the 46 shared PDFs: 170 ms to encode, 125 ms to decode). Every string comes first, in one
// run, so the parent turns them all into Go strings with one allocation; the numbers follow,
// field by field in a fixed order (varints, and float64 bits as they are, so boxes arrive
// exact). TestPagesWireRoundTrip fills every field of Page by reflection, so a field added to
// Page, Word or Sentence without a line here fails it. Since the strings share one allocation,
// a word's text kept long after its document is dropped keeps the whole text alive.

// appendPages appends the encoding of pages to b.
func appendPages(b []byte, pages []Page) []byte {
	// Sized up front: every word's text is about once in the page's text, and a word's numbers
	// take some 45 bytes.
	words, text := 0, 0
	for i := range pages {
		words += len(pages[i].Words)
		text += len(pages[i].Text)
	}
	e := pageEncoder{strs: make([]byte, 0, 2*text+64), nums: make([]byte, 0, 48*words+64*len(pages)+16)}
	e.int(len(pages))
	for i := range pages {
		e.page(&pages[i])
	}
	b = slices.Grow(b, binary.MaxVarintLen64+len(e.strs)+len(e.nums))
	b = binary.AppendUvarint(b, uint64(len(e.strs)))
	b = append(b, e.strs...)
	return append(b, e.nums...)
}

type pageEncoder struct{ strs, nums []byte }

func (e *pageEncoder) int(v int) { e.nums = binary.AppendVarint(e.nums, int64(v)) }

func (e *pageEncoder) float(f float64) {
	e.nums = binary.LittleEndian.AppendUint64(e.nums, math.Float64bits(f))
}

func (e *pageEncoder) bool(v bool) {
	if v {
		e.nums = append(e.nums, 1)
	} else {
		e.nums = append(e.nums, 0)
	}
}

func (e *pageEncoder) str(s string) {
	e.int(len(s))
	e.strs = append(e.strs, s...)
}

func (e *pageEncoder) page(p *Page) {
	e.int(p.Number)
	e.float(p.Width)
	e.float(p.Height)
	e.str(p.Text)
	e.int(len(p.Words))
	for i := range p.Words {
		e.word(&p.Words[i])
	}
	e.int(len(p.Sentences))
	for _, s := range p.Sentences {
		e.int(s.Start)
		e.int(s.End)
		e.int(s.FirstWord)
		e.int(s.LastWord)
	}
}

func (e *pageEncoder) word(w *Word) {
	e.str(w.Text)
	e.float(w.X0)
	e.float(w.Y0)
	e.float(w.X1)
	e.float(w.Y1)
	e.float(w.FontSize)
	e.bool(w.Bold)
	e.int(w.Line)
	e.bool(w.Hyphenated)
	e.int(len(w.Parts))
	for i := range w.Parts {
		e.word(&w.Parts[i])
	}
}

var errWire = errors.New("pdf: malformed pages from the parse worker")

// readPages decodes what appendPages wrote. It trusts nothing: a worker is where hostile files
// are parsed, so every length is checked against the bytes left before anything is allocated.
func readPages(b []byte) ([]Page, error) {
	n, k := binary.Uvarint(b)
	if k <= 0 || n > uint64(len(b)-k) {
		return nil, errWire
	}
	d := pageDecoder{strs: string(b[k : k+int(n)]), nums: b[k+int(n):]}
	count := d.len(minPageBytes)
	var pages []Page
	if count > 0 {
		pages = make([]Page, count)
	}
	for i := range pages {
		d.page(&pages[i])
	}
	if d.err != nil || len(d.nums) != 0 || len(d.strs) != 0 {
		return nil, errWire
	}
	return pages, nil
}

// pageDecoder reads numbers from nums and strings from strs; after the first error every read
// returns zero and err stays set.
type pageDecoder struct {
	strs string
	nums []byte
	err  error
}

func (d *pageDecoder) int() int {
	v, k := binary.Varint(d.nums)
	if k <= 0 || v != int64(int(v)) {
		d.fail()
		return 0
	}
	d.nums = d.nums[k:]
	return int(v)
}

// len reads a count of items that take at least size bytes of nums each.
func (d *pageDecoder) len(size int) int {
	n := d.int()
	if n < 0 || n > len(d.nums)/size {
		d.fail()
		return 0
	}
	return n
}

func (d *pageDecoder) float() float64 {
	if len(d.nums) < 8 {
		d.fail()
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(d.nums))
	d.nums = d.nums[8:]
	return v
}

func (d *pageDecoder) bool() bool {
	if len(d.nums) < 1 || d.nums[0] > 1 {
		d.fail()
		return false
	}
	v := d.nums[0] == 1
	d.nums = d.nums[1:]
	return v
}

func (d *pageDecoder) str() string {
	n := d.int()
	if n < 0 || n > len(d.strs) {
		d.fail()
		return ""
	}
	s := d.strs[:n]
	d.strs = d.strs[n:]
	return s
}

func (d *pageDecoder) fail() {
	if d.err == nil {
		d.err = errWire
	}
	d.nums, d.strs = nil, ""
}

// Smallest encodings: a word is a text length, five floats, two flags, a line and a part count.
const (
	minWordBytes     = 1 + 5*8 + 1 + 1 + 1 + 1
	minSentenceBytes = 4
	minPageBytes     = 1 + 2*8 + 1 + 1 + 1
)

func (d *pageDecoder) page(p *Page) {
	p.Number = d.int()
	p.Width = d.float()
	p.Height = d.float()
	p.Text = d.str()
	if n := d.len(minWordBytes); n > 0 {
		p.Words = make([]Word, n)
		for i := range p.Words {
			d.word(&p.Words[i], 0)
		}
	}
	if n := d.len(minSentenceBytes); n > 0 {
		p.Sentences = make([]Sentence, n)
		for i := range p.Sentences {
			s := &p.Sentences[i]
			s.Start, s.End, s.FirstWord, s.LastWord = d.int(), d.int(), d.int(), d.int()
		}
	}
}

// maxPartsDepth bounds the nesting of Word.Parts (a joined word holds its pieces, which hold
// none), so crafted input cannot recurse without end.
const maxPartsDepth = 8

// word reads one word at nesting depth.
func (d *pageDecoder) word(w *Word, depth int) {
	w.Text = d.str()
	w.X0, w.Y0, w.X1, w.Y1 = d.float(), d.float(), d.float(), d.float()
	w.FontSize = d.float()
	w.Bold = d.bool()
	w.Line = d.int()
	w.Hyphenated = d.bool()
	if n := d.len(minWordBytes); n > 0 {
		if depth >= maxPartsDepth {
			d.fail()
			return
		}
		w.Parts = make([]Word, n)
		for i := range w.Parts {
			d.word(&w.Parts[i], depth+1)
		}
	}
}
