package bibio

import (
	"errors"
	"strings"
)

// monthMacros are BibTeX's predefined @string macros.
var monthMacros = map[string]string{
	"jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May", "jun": "June",
	"jul": "July", "aug": "August", "sep": "September", "oct": "October", "nov": "November", "dec": "December",
}

// bibSyntax is a syntax error at a byte offset of the chunk being parsed.
type bibSyntax struct {
	pos int
	msg string
}

// Error implements error.
func (e *bibSyntax) Error() string { return e.msg }

// chunkParser reads the entries of one chunk; macros persist across chunks.
type chunkParser struct {
	s      string
	pos    int
	macros map[string]string
}

// parseChunk returns the entries of s and one error per broken entry, lines relative to base.
func parseChunk(s string, base int, macros map[string]string) ([]bibEntry, []RecordError) {
	p := &chunkParser{s: s, macros: macros}
	var entries []bibEntry
	var errs []RecordError
	line, counted := base, 0 // lines counted incrementally: many '@' must not cost n² time
	for {
		at := strings.IndexByte(p.s[p.pos:], '@')
		if at < 0 {
			return entries, errs
		}
		p.pos += at
		line += strings.Count(p.s[counted:p.pos], "\n")
		counted = p.pos
		e, err := p.entry()
		var syn *bibSyntax
		switch {
		case errors.As(err, &syn):
			errs = append(errs, RecordError{Line: line, Message: "bibtex: " + syn.msg})
			p.pos = min(max(syn.pos, p.pos+1), len(p.s))
		case e != nil:
			e.line = line
			entries = append(entries, *e)
		}
	}
}

// entry parses "@type{...}" at p.pos; nil, nil means a non-entry (comment, string, stray @).
func (p *chunkParser) entry() (*bibEntry, error) {
	p.pos++ // '@'
	start := p.pos
	for p.pos < len(p.s) && (isASCIILetter(p.s[p.pos]) || isDigit(p.s[p.pos]) || p.s[p.pos] == '_' || p.s[p.pos] == '-') {
		p.pos++
	}
	typ := strings.ToLower(p.s[start:p.pos])
	p.skipWS()
	if typ == "" || p.pos >= len(p.s) || (p.s[p.pos] != '{' && p.s[p.pos] != '(') {
		return nil, nil
	}
	closer := byte('}')
	if p.s[p.pos] == '(' {
		closer = ')'
	}
	open := p.pos
	p.pos++
	switch typ {
	case "comment", "preamble":
		if closer == '}' {
			p.pos = matchBrace(p.s, open) + 1
		} else if k := strings.IndexByte(p.s[p.pos:], ')'); k >= 0 {
			p.pos += k + 1
		} else {
			p.pos = len(p.s)
		}
		return nil, nil
	case "string":
		name, val, err := p.field()
		if err != nil {
			return nil, err
		}
		p.macros[name] = val
		p.skipWS()
		if p.pos < len(p.s) && p.s[p.pos] == closer {
			p.pos++
		}
		return nil, nil
	}
	e := &bibEntry{typ: typ, fields: map[string]string{}}
	k := p.pos
	for k < len(p.s) && p.s[k] != ',' && p.s[k] != closer && p.s[k] != '\n' && p.s[k] != '=' {
		k++
	}
	if k < len(p.s) && p.s[k] != '=' {
		e.key = strings.TrimSpace(p.s[p.pos:k])
		p.pos = k
	}
	for {
		p.skipWS()
		if p.pos >= len(p.s) {
			return nil, p.fail("entry not closed")
		}
		switch c := p.s[p.pos]; {
		case c == closer:
			p.pos++
			return e, nil
		case c == ',':
			p.pos++
			continue
		}
		name, val, err := p.field()
		if err != nil {
			return nil, err
		}
		if _, dup := e.fields[name]; !dup {
			e.order = append(e.order, name)
			e.fields[name] = val
		}
	}
}

// field parses "name = piece # piece ..." and returns the lower-case name and raw value.
func (p *chunkParser) field() (string, string, error) {
	p.skipWS()
	start := p.pos
	for p.pos < len(p.s) && !strings.ContainsRune(" \t\r\n=,{}()\"#%", rune(p.s[p.pos])) {
		p.pos++
	}
	name := strings.ToLower(p.s[start:p.pos])
	if name == "" {
		return "", "", p.fail("expected a field name")
	}
	p.skipWS()
	if p.pos >= len(p.s) || p.s[p.pos] != '=' {
		return "", "", p.fail("expected '=' after field " + name)
	}
	p.pos++
	var val strings.Builder
	for {
		p.skipWS()
		piece, err := p.piece()
		if err != nil {
			return "", "", err
		}
		val.WriteString(piece)
		p.skipWS()
		if p.pos < len(p.s) && p.s[p.pos] == '#' {
			p.pos++
			continue
		}
		return name, val.String(), nil
	}
}

// piece reads one value part: {braced}, "quoted", a number or a macro name.
func (p *chunkParser) piece() (string, error) {
	if p.pos >= len(p.s) {
		return "", p.fail("missing value")
	}
	switch c := p.s[p.pos]; {
	case c == ',' || c == '}' || c == ')':
		return "", nil // "field = ," : an empty value, as bibtex tolerates
	case c == '{':
		end := matchBrace(p.s, p.pos)
		if p.s[end] != '}' || !balanced(p.s[p.pos:end+1]) {
			return "", p.failAt(len(p.s), "unbalanced braces")
		}
		v := p.s[p.pos+1 : end]
		p.pos = end + 1
		return v, nil
	case c == '"':
		depth := 0
		for j := p.pos + 1; j < len(p.s); j++ {
			switch p.s[j] {
			case '\\':
				j++
			case '{':
				depth++
			case '}':
				depth--
			case '"':
				if depth == 0 {
					v := p.s[p.pos+1 : j]
					p.pos = j + 1
					return v, nil
				}
			}
		}
		return "", p.failAt(len(p.s), "unterminated quoted value")
	case isDigit(c):
		start := p.pos
		for p.pos < len(p.s) && isDigit(p.s[p.pos]) {
			p.pos++
		}
		return p.s[start:p.pos], nil
	}
	start := p.pos
	for p.pos < len(p.s) && !strings.ContainsRune(" \t\r\n=,{}()\"#%", rune(p.s[p.pos])) {
		p.pos++
	}
	name := strings.ToLower(p.s[start:p.pos])
	if name == "" {
		return "", p.fail("unexpected character in value")
	}
	if v, ok := p.macros[name]; ok {
		return v, nil
	}
	return monthMacros[name], nil
}

// balanced reports whether a brace group closes properly (matchBrace tolerates a missing end).
func balanced(g string) bool {
	depth := 0
	for i := 0; i < len(g); i++ {
		switch g[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
		}
	}
	return depth == 0
}

func (p *chunkParser) skipWS() { p.pos = skipSpaces(p.s, p.pos) }

func (p *chunkParser) fail(msg string) error { return p.failAt(p.pos+1, msg) }

func (p *chunkParser) failAt(pos int, msg string) error { return &bibSyntax{pos: pos, msg: msg} }
