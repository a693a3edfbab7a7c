package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
)

// A stream that inflates past bombBytes at more than bombRatio times its stored size is a
// decompression bomb: real content, font and object streams compress 3 to 20 times, and the
// largest content stream among the realpdfs papers inflates to a few MB.
const (
	bombBytes = 64 << 20
	bombRatio = 100
)

var (
	streamKw   = []byte("stream")
	objKw      = []byte(" obj")
	flateRe    = regexp.MustCompile(`/(FlateDecode|Fl)\b`)
	imageRe    = regexp.MustCompile(`/Subtype\s*/Image\b`)
	endStreamK = []byte("endstream")
)

// findBomb inflates, with constant memory, every Flate stream of data that PDFium would decode
// to read text (images are never decoded for that) and describes the first one that inflates
// like a bomb; "" when none does. It is called only after a parse hit its memory ceiling.
func findBomb(data []byte) string {
	for i := 0; ; {
		k := bytes.Index(data[i:], streamKw)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(streamKw)
		start := i
		if start < len(data) && data[start] == '\r' {
			start++
		}
		if start >= len(data) || data[start] != '\n' || (at >= 3 && string(data[at-3:at]) == "end") {
			continue
		}
		start++
		from := max(0, at-4096)
		o := bytes.LastIndex(data[from:at], objKw)
		if o < 0 {
			continue
		}
		dict := data[from+o : at]
		if !flateRe.Match(dict) || imageRe.Match(dict) {
			continue
		}
		end := len(data)
		if e := bytes.Index(data[start:], endStreamK); e >= 0 {
			end = start + e
		}
		if s := inflatesLikeBomb(data[start:end]); s != "" {
			return s
		}
		i = end
	}
}

// inflatesLikeBomb inflates raw until bombBytes come out and reports a bomb when they came from
// less than 1/bombRatio of that.
func inflatesLikeBomb(raw []byte) string {
	r := bytes.NewReader(raw) // an io.ByteReader: the inflater reads no further than it needs
	zr, err := zlib.NewReader(r)
	if err != nil {
		return ""
	}
	n, _ := io.CopyN(io.Discard, zr, bombBytes)
	used := int64(len(raw) - r.Len())
	if n < bombBytes || used <= 0 || n/used < bombRatio {
		return ""
	}
	return fmt.Sprintf("a compressed stream that inflates over %d times, from %s to more than %s", n/used, sizeText(used), mb(n))
}
