package pdf

import (
	"bytes"
	"strconv"
)

// maxScanDepth bounds the dictionary nesting the page-count scan follows; deeper dictionaries
// (a nesting bomb) are skipped, not tracked, so the scan stays linear in the file's size.
const maxScanDepth = 256

// declaredPages is the largest /Count of a plain (not object-stream) page-tree node in data,
// or 0 when none is visible. A page tree that claims more than MaxPages is refused before
// pdfcpu or PDFium walks it: the walk of a 10^6-page tree alone takes seconds, and its count is
// all the refusal needs. One forward pass keeps a stack of open dictionaries and reads /Type
// and /Count at each one's own level, so a node's long /Kids array (a thousand references)
// does not hide its count.
func declaredPages(data []byte) int {
	type frame struct {
		pages bool
		count int
	}
	var stack []frame
	depth, most := 0, 0
	for i := 0; i < len(data); {
		j := bytes.IndexAny(data[i:], "<>/")
		if j < 0 {
			break
		}
		i += j
		switch {
		case bytes.HasPrefix(data[i:], []byte("<<")):
			depth++
			if depth <= maxScanDepth {
				stack = append(stack, frame{})
			}
			i += 2
		case bytes.HasPrefix(data[i:], []byte(">>")):
			if depth > 0 && depth <= maxScanDepth {
				f := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if f.pages && f.count > most {
					most = f.count
				}
			}
			depth = max(depth-1, 0)
			i += 2
		case depth > 0 && depth <= maxScanDepth && bytes.HasPrefix(data[i:], []byte("/Count")):
			i += len("/Count")
			k := i
			for k < len(data) && isPDFSpace(data[k]) {
				k++
			}
			d := k
			for d < len(data) && d-k < 12 && data[d] >= '0' && data[d] <= '9' {
				d++
			}
			if n, err := strconv.Atoi(string(data[k:d])); err == nil {
				stack[len(stack)-1].count = n
			}
		case depth > 0 && depth <= maxScanDepth && bytes.HasPrefix(data[i:], []byte("/Type")):
			i += len("/Type")
			k := i
			for k < len(data) && isPDFSpace(data[k]) {
				k++
			}
			rest := data[k:]
			if bytes.HasPrefix(rest, []byte("/Pages")) && (len(rest) == 6 || !isNameChar(rest[6])) {
				stack[len(stack)-1].pages = true
			}
		default:
			i++
		}
	}
	return most
}

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

// isNameChar says whether c continues a PDF name (so "/PagesX" is not "/Pages").
func isNameChar(c byte) bool {
	return !isPDFSpace(c) && !bytes.ContainsRune([]byte("()<>[]{}/%"), rune(c))
}
