package pdf

import (
	"encoding/json"
	"math"
	"strconv"
)

// AppendJSON appends w as one line of JSON, byte for byte what json.Encoder.Encode writes for it
// (TestAppendJSONMatchesEncoder). encoding/json's reflection took a tenth of `carrel pdf words`'
// CPU, as much as one parse slot's worth of words; this writes the words directly and leaves
// only rare values (non-ASCII text, the meta map, non-finite numbers) to encoding/json.
func (w *WordsJSON) AppendJSON(b []byte) ([]byte, error) {
	if !w.finite() {
		// encoding/json refuses NaN and infinities; let it say so in its own words.
		out, err := json.Marshal(w)
		if err != nil {
			return b, err
		}
		return append(append(b, out...), '\n'), nil
	}
	b = append(b, `{"file":`...)
	b = appendJSONString(b, w.File)
	b = append(b, `,"tool":`...)
	b = appendJSONString(b, w.Tool)
	b = append(b, `,"status":`...)
	b = appendJSONString(b, w.Status)
	if w.Error != "" {
		b = append(b, `,"error":`...)
		b = appendJSONString(b, w.Error)
	}
	if w.Encrypted {
		b = append(b, `,"encrypted":true`...)
	}
	b = append(b, `,"npages":`...)
	b = strconv.AppendInt(b, int64(w.NPages), 10)
	b = append(b, `,"elapsed_ms":`...)
	b = appendJSONFloat(b, w.ElapsedMS)
	if len(w.Meta) > 0 {
		m, err := json.Marshal(w.Meta)
		if err != nil {
			return b, err
		}
		b = append(append(b, `,"meta":`...), m...)
	}
	if len(w.Pages) > 0 {
		b = append(b, `,"pages":[`...)
		for i := range w.Pages {
			if i > 0 {
				b = append(b, ',')
			}
			b = w.Pages[i].appendJSON(b)
		}
		b = append(b, ']')
	}
	return append(b, "}\n"...), nil
}

func (p *WordsJSONPage) appendJSON(b []byte) []byte {
	b = append(b, `{"n":`...)
	b = strconv.AppendInt(b, int64(p.N), 10)
	b = append(b, `,"w":`...)
	b = appendJSONFloat(b, p.W)
	b = append(b, `,"h":`...)
	b = appendJSONFloat(b, p.H)
	if p.Words == nil {
		return append(b, `,"words":null}`...)
	}
	b = append(b, `,"words":[`...)
	for i, w := range p.Words {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"t":`...)
		b = appendJSONString(b, w.T)
		b = append(b, `,"b":[`...)
		for k, f := range w.B {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendJSONFloat(b, f)
		}
		b = append(b, "]}"...)
	}
	return append(b, "]}"...)
}

// finite says whether every number in w can be written as JSON.
func (w *WordsJSON) finite() bool {
	ok := func(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }
	if !ok(w.ElapsedMS) {
		return false
	}
	for _, p := range w.Pages {
		if !ok(p.W) || !ok(p.H) {
			return false
		}
		for _, wd := range p.Words {
			for _, f := range wd.B {
				if !ok(f) {
					return false
				}
			}
		}
	}
	return true
}

// appendJSONFloat writes a finite f as encoding/json does: shortest digits, exponent form only
// below 1e-6 or from 1e21, with "e-07" shortened to "e-7".
func appendJSONFloat(b []byte, f float64) []byte {
	// Boxes are rounded to hundredths (round2): f is then the double nearest to k/100, and the
	// shortest digits that read back as f are k's, with a point before the last two and their
	// trailing zeros dropped (below 1e12 doubles lie far closer together than 0.01, so no
	// shorter number reads back as f). Writing them skips strconv's shortest-digit search.
	if k := math.Round(f * 100); f != 0 && k/100 == f && math.Abs(f) < 1e12 {
		n := int64(k)
		if n < 0 {
			b = append(b, '-')
			n = -n
		}
		b = strconv.AppendInt(b, n/100, 10)
		if c := n % 100; c != 0 {
			b = append(b, '.', byte('0'+c/10))
			if c%10 != 0 {
				b = append(b, byte('0'+c%10))
			}
		}
		return b
	}
	format := byte('f')
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendJSONString writes s quoted. Printable ASCII that needs no escape (encoding/json also
// escapes <, > and & for HTML) is copied; anything else goes through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
