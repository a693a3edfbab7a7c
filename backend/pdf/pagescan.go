package pdf

import (
	"regexp"
	"strconv"
)

// pagesCount finds page-tree nodes written in plain (not object-stream) syntax with their /Count.
var pagesCount = regexp.MustCompile(`/Type\s*/Pages\b[^<>]{0,1000}?/Count\s+(\d{1,12})|/Count\s+(\d{1,12})[^<>]{0,1000}?/Type\s*/Pages\b`)

// declaredPages is the largest /Count of a plain page-tree node in data, or 0 when none is
// visible. A page tree that claims more than MaxPages is refused before pdfcpu walks it: the
// walk of a 10^6-page tree alone takes seconds, and its count is all the refusal needs.
func declaredPages(data []byte) int {
	most := 0
	for _, m := range pagesCount.FindAllSubmatch(data, 64) {
		digits := m[1]
		if len(digits) == 0 {
			digits = m[2]
		}
		if n, err := strconv.Atoi(string(digits)); err == nil && n > most {
			most = n
		}
	}
	return most
}
