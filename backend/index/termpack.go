package index

// The stored term lists use 5 bits a letter: a-z are symbols 1-26, 0 ends a
// term, and any other byte (digits, '.', UTF-8 of non-Latin letters) is symbol
// 27 followed by its 3 high and 5 low bits. An ML Anthology abstract's list
// takes about 360 bytes instead of 574 as text; snappy, which bleve applies to
// stored fields, saves 2% on word lists and flate 43% but made decoding, a
// thousand lists per deep_review query, the slowest step. The index is
// mmapped, so its size is resident memory at scale.
const (
	symEnd    = 0
	symEscape = 27
)

// packTerms encodes terms (none empty) in the 5-bit form.
func packTerms(terms []string) []byte {
	out := make([]byte, 0, 8+5*len(terms)*7/8)
	var acc uint64
	var bits uint
	put := func(sym byte) {
		acc = acc<<5 | uint64(sym)
		bits += 5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	for _, t := range terms {
		for i := 0; i < len(t); i++ {
			if c := t[i]; c >= 'a' && c <= 'z' {
				put(c - 'a' + 1)
			} else {
				put(symEscape)
				put(c >> 5)
				put(c & 31)
			}
		}
		put(symEnd)
	}
	if bits > 0 {
		out = append(out, byte(acc<<(8-bits))) // zero padding decodes as empty terms
	}
	return out
}

// unpackTerms calls fn with each term of packed, built in buf (reused; the
// bytes are only valid during the call). It returns buf for reuse.
func unpackTerms(packed, buf []byte, fn func(term []byte)) []byte {
	var acc uint64
	var bits uint
	term := buf[:0]
	state, high := 0, byte(0) // state 1 and 2: inside an escape
	for _, b := range packed {
		acc = acc<<8 | uint64(b)
		bits += 8
		for bits >= 5 {
			bits -= 5
			sym := byte(acc>>bits) & 31
			switch {
			case state == 1:
				high, state = sym, 2
			case state == 2:
				term, state = append(term, high<<5|sym), 0
			case sym == symEnd:
				if len(term) > 0 {
					fn(term)
				}
				term = term[:0]
			case sym == symEscape:
				state = 1
			default:
				term = append(term, 'a'+sym-1)
			}
		}
	}
	return term
}
