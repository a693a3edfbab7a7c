package pdf

import (
	"bytes"
	"regexp"
	"strconv"
)

// countKey is a /Count entry with its value.
var countKey = regexp.MustCompile(`/Count\s+(\d{1,12})`)

// maxPageNodes bounds how many page-tree nodes the scan reads; the root comes first in every
// writer's output, and a tree hiding it later still meets the check's memory and time ceiling.
const maxPageNodes = 4096

// declaredPages is the largest /Count of a plain (not object-stream) page-tree node in data, or
// 0 when none is visible. A page tree that claims more than MaxPages is refused before pdfcpu or
// PDFium walks it: the walk of a 10^6-page tree alone takes seconds, and its count is all the
// refusal needs. A node's extent is its object (from the "obj" before /Type /Pages to the
// "endobj" after), so a long /Kids array between /Type and /Count does not hide the count.
func declaredPages(data []byte) int {
	most, seen := 0, 0
	for off := 0; seen < maxPageNodes; {
		i := bytes.Index(data[off:], []byte("/Pages"))
		if i < 0 {
			break
		}
		i += off
		off = i + len("/Pages")
		if off < len(data) && isNameByte(data[off]) {
			continue // "/PagesFoo" is another name
		}
		if !bytes.HasSuffix(bytes.TrimRight(data[max(0, i-64):i], " \t\r\n\f\x00"), []byte("/Type")) {
			continue // a reference such as the catalog's "/Pages 3 0 R"
		}
		seen++
		lo := max(0, i-1<<16)
		start := lo
		if k := bytes.LastIndex(data[lo:i], []byte("obj")); k >= 0 {
			start = lo + k
		}
		hi := min(len(data), off+1<<20)
		end := hi
		if k := bytes.Index(data[off:hi], []byte("endobj")); k >= 0 {
			end = off + k
		}
		for _, m := range countKey.FindAllSubmatch(data[start:end], 8) {
			if n, err := strconv.Atoi(string(m[1])); err == nil && n > most {
				most = n
			}
		}
	}
	return most
}

// isNameByte says whether c continues a PDF name (not whitespace or a delimiter).
func isNameByte(c byte) bool {
	return !bytes.ContainsRune([]byte(" \t\r\n\f\x00()<>[]{}/%"), rune(c))
}
