package bibio

import (
	"bufio"
	"io"
	"strings"
)

// maxChunk caps the bytes kept for one entry; a larger entry is reported, not parsed.
const maxChunk = 8 << 20

// bibEntry is one raw entry: lower-case type, key and fields with their raw (undecoded) values.
type bibEntry struct {
	typ, key string
	line     int
	fields   map[string]string
	order    []string
}

// bibChunker streams a BibTeX file as chunks that each start at a line opening with
// "@type{" or "@type(". A broken entry (an unbalanced brace, say) therefore never
// swallows the entries after it: parsing resumes at the next such line.
type bibChunker struct {
	br        *bufio.Reader
	line      int // lines consumed so far
	pending   []byte
	pendingOK bool
	eof       bool
}

// next returns the next chunk, its first line number and whether it was cut for size.
func (c *bibChunker) next() (chunk string, line int, oversize bool, ok bool) {
	var b strings.Builder
	start := c.line + 1
	if c.pendingOK {
		b.Write(c.pending)
		c.pendingOK = false
		c.line++
	}
	for !c.eof {
		l, truncated, err := readLine(c.br, maxChunk)
		if err != nil {
			c.eof = true
		}
		if len(l) == 0 && err != nil {
			break
		}
		if c.line == 0 && b.Len() == 0 {
			l = []byte(strings.TrimPrefix(string(l), "\ufeff"))
		}
		if b.Len() > 0 && startsEntry(l) {
			c.pending, c.pendingOK = l, true
			return b.String(), start, oversize, true
		}
		c.line++
		oversize = oversize || truncated
		if b.Len()+len(l) > maxChunk {
			oversize = true
			continue
		}
		b.Write(l)
	}
	if b.Len() == 0 && !oversize {
		return "", 0, false, false
	}
	return b.String(), start, oversize, true
}

// readLine reads one line (with its newline); bytes past max are dropped and reported.
func readLine(br *bufio.Reader, max int) ([]byte, bool, error) {
	var buf []byte
	truncated := false
	for {
		frag, err := br.ReadSlice('\n')
		if len(buf)+len(frag) <= max {
			buf = append(buf, frag...)
		} else {
			truncated = true
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return buf, truncated, err
	}
}

// startsEntry reports whether a line opens with optional blanks then "@word{" or "@word(".
func startsEntry(l []byte) bool {
	i := 0
	for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
		i++
	}
	if i >= len(l) || l[i] != '@' {
		return false
	}
	i++
	j := i
	for j < len(l) && isASCIILetter(l[j]) {
		j++
	}
	if j == i {
		return false
	}
	for j < len(l) && (l[j] == ' ' || l[j] == '\t') {
		j++
	}
	return j < len(l) && (l[j] == '{' || l[j] == '(')
}

func newBibChunker(r io.Reader) *bibChunker {
	return &bibChunker{br: bufio.NewReaderSize(r, 64<<10)}
}
