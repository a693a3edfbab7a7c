// Package pdfbomb writes hostile PDFs for tests: deflate bombs in a content stream and in an
// image, deeply nested objects and a page tree with a million pages. Files are built in memory,
// are small (a few MB at most) and are valid enough that a reader starts working on them.
package pdfbomb

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"fmt"
	"strings"
)

// builder numbers objects and writes a classic xref table.
type builder struct {
	buf     bytes.Buffer
	offsets []int
}

func newBuilder() *builder {
	b := &builder{}
	b.buf.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	return b
}

// obj writes object number len(offsets)+1 with body and returns its number.
func (b *builder) obj(body string) int {
	b.offsets = append(b.offsets, b.buf.Len())
	n := len(b.offsets)
	fmt.Fprintf(&b.buf, "%d 0 obj\n%s\nendobj\n", n, body)
	return n
}

// stream writes a stream object with dict entries extra and the raw (already encoded) data.
func (b *builder) stream(extra string, data []byte) int {
	b.offsets = append(b.offsets, b.buf.Len())
	n := len(b.offsets)
	fmt.Fprintf(&b.buf, "%d 0 obj\n<< %s /Length %d >>\nstream\n", n, extra, len(data))
	b.buf.Write(data)
	b.buf.WriteString("\nendstream\nendobj\n")
	return n
}

// reserve returns the number the next obj call will get.
func (b *builder) reserve() int { return len(b.offsets) + 1 }

func (b *builder) finish(root int) []byte {
	xref := b.buf.Len()
	fmt.Fprintf(&b.buf, "xref\n0 %d\n0000000000 65535 f \n", len(b.offsets)+1)
	for _, off := range b.offsets {
		fmt.Fprintf(&b.buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b.buf, "trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(b.offsets)+1, root, xref)
	return b.buf.Bytes()
}

// zeros returns zlib-compressed data of n bytes, each b (deflate reaches about 1000:1).
func zeros(n int64, fill byte) []byte {
	var out bytes.Buffer
	w, _ := zlib.NewWriterLevel(&out, flate.BestCompression)
	chunk := bytes.Repeat([]byte{fill}, 1<<20)
	for n > 0 {
		k := min(n, int64(len(chunk)))
		w.Write(chunk[:k])
		n -= k
	}
	w.Close()
	return out.Bytes()
}

// ContentBomb is a one-page PDF whose content stream inflates to decoded bytes of spaces.
func ContentBomb(decoded int64) []byte {
	b := newBuilder()
	content := b.stream("/Filter /FlateDecode", zeros(decoded, ' '))
	pages := b.reserve() + 1
	page := b.obj(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R >>", pages, content))
	b.obj(fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page))
	root := b.obj(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	return b.finish(root)
}

// ImageBomb is a one-page PDF drawing a side×side RGB image whose samples inflate to 3·side² bytes,
// with a line of text so a reader has a reason to load the page.
func ImageBomb(side int) []byte {
	b := newBuilder()
	img := b.stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode", side, side),
		zeros(3*int64(side)*int64(side), 0))
	font := b.obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
	content := b.stream("", []byte("q 612 0 0 792 0 0 cm /Im0 Do Q BT /F1 12 Tf 72 720 Td (An image bomb) Tj ET"))
	pages := b.reserve() + 1
	page := b.obj(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Resources << /XObject << /Im0 %d 0 R >> /Font << /F1 %d 0 R >> >> >>",
		pages, content, img, font))
	b.obj(fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page))
	root := b.obj(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	return b.finish(root)
}

// DeepNesting is a one-page PDF whose page dictionary holds depth nested arrays and dictionaries.
func DeepNesting(depth int) []byte {
	b := newBuilder()
	var deep strings.Builder
	for range depth {
		deep.WriteString("[<</A ")
	}
	deep.WriteString("0")
	for range depth {
		deep.WriteString(">>]")
	}
	content := b.stream("", []byte("BT /F1 12 Tf 72 720 Td (Deep) Tj ET"))
	pages := b.reserve() + 2
	nest := b.obj(deep.String())
	page := b.obj(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Deep %d 0 R >>", pages, content, nest))
	b.obj(fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page))
	root := b.obj(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	return b.finish(root)
}

// ManyPages is a PDF whose page tree claims fanout² pages: fanout intermediate nodes, each listing
// one shared leaf page fanout times (ManyPages(1000) is the million-page tree).
func ManyPages(fanout int) []byte {
	b := newBuilder()
	content := b.stream("", []byte("BT /F1 12 Tf 72 720 Td (Page) Tj ET"))
	root := b.reserve()
	pages := root + 1
	leaf := pages + 1
	b.obj(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	first := leaf + 1
	var kids strings.Builder
	for i := range fanout {
		fmt.Fprintf(&kids, "%d 0 R ", first+i)
	}
	b.obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids.String(), fanout*fanout))
	b.obj(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R >>", first, content))
	var leaves strings.Builder
	for range fanout {
		fmt.Fprintf(&leaves, "%d 0 R ", leaf)
	}
	for range fanout {
		b.obj(fmt.Sprintf("<< /Type /Pages /Parent %d 0 R /Kids [%s] /Count %d >>", pages, leaves.String(), fanout))
	}
	return b.finish(root)
}
