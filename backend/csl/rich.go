package csl

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

var richTags = []struct {
	tag  string
	open rune
}{
	{"<i>", mItalicOpen}, {"</i>", mItalicClose},
	{"<em>", mItalicOpen}, {"</em>", mItalicClose},
	{"<b>", mBoldOpen}, {"</b>", mBoldClose},
	{"<strong>", mBoldOpen}, {"</strong>", mBoldClose},
	{"<sup>", mSupOpen}, {"</sup>", mSupClose},
	{"<sub>", mSubOpen}, {"</sub>", mSubClose},
	{"<sc>", mSCOpen}, {"</sc>", mSCClose},
	{`<span style="font-variant:small-caps;">`, mSCOpen},
	{`<span style="font-variant: small-caps;">`, mSCOpen},
	{`<span style="font-variant:small-caps">`, mSCOpen},
	{`<span class="nocase">`, mNocaseOpen},
	{`<span style="font-style:normal;">`, mNormStyleOpen},
}

// parseRich turns CSL-JSON rich text (HTML-like tags and straight quotes) into a marker string.
func parseRich(s string) string {
	if !strings.ContainsAny(s, "<\"'“‘’”&") {
		return s
	}
	var b strings.Builder
	var spans []rune // open markers of <span> tags, to close on </span>
	var tagStack []rune
	rs := s
	type qs struct {
		ch  rune
		pos int
	}
	var quotes []qs
	for i := 0; i < len(rs); {
		c := rs[i]
		if c == '<' {
			matched := false
			for _, t := range richTags {
				if strings.HasPrefix(rs[i:], t.tag) {
					if isOpenMarker(t.open) {
						tagStack = append(tagStack, t.open)
						if strings.HasPrefix(t.tag, "<span") {
							spans = append(spans, t.open)
						}
					} else if len(tagStack) > 0 {
						tagStack = tagStack[:len(tagStack)-1]
					}
					b.WriteRune(t.open)
					i += len(t.tag)
					matched = true
					break
				}
			}
			if !matched && strings.HasPrefix(rs[i:], "</span>") && len(spans) > 0 {
				b.WriteRune(spans[len(spans)-1] + 1)
				spans = spans[:len(spans)-1]
				if len(tagStack) > 0 {
					tagStack = tagStack[:len(tagStack)-1]
				}
				i += len("</span>")
				matched = true
			}
			if matched {
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(rs[i:])
		prev, _ := lastRealRune(b.String())
		var next rune
		if i+n < len(rs) {
			next, _ = utf8.DecodeRuneInString(rs[i+n:])
		}
		switch r {
		case '"', '“', '”':
			if len(quotes) > 0 && quotes[len(quotes)-1].ch == '"' && r != '“' && !unicode.IsSpace(prev) {
				quotes = quotes[:len(quotes)-1]
				b.WriteRune(mQuoteClose)
				if next == '.' || next == ',' {
					// Punctuation written after the quote in the data stays outside it.
					b.WriteRune(mNocaseOpen)
					b.WriteRune(mNocaseClose)
				}
			} else if r != '”' && next != 0 && !unicode.IsSpace(next) && (prev == 0 || unicode.IsSpace(prev) || strings.ContainsRune("([{-–—/", prev) || isMarker(prev) || next != ' ') {
				quotes = append(quotes, qs{'"', b.Len()})
				b.WriteRune(mQuoteOpen)
			} else {
				b.WriteRune(r)
			}
		case '\'', '‘', '’':
			if len(quotes) > 0 && quotes[len(quotes)-1].ch == '\'' && r != '‘' && !(isLetter(prev) && isLetter(next)) {
				quotes = quotes[:len(quotes)-1]
				b.WriteRune(mQuoteClose)
			} else if r != '’' && (prev == 0 || unicode.IsSpace(prev) || strings.ContainsRune("([{-–—/\"“", prev) || prev == mQuoteOpen) && next != 0 && !unicode.IsSpace(next) {
				quotes = append(quotes, qs{'\'', b.Len()})
				b.WriteRune(mQuoteOpen)
			} else {
				b.WriteRune('’')
			}
		default:
			b.WriteRune(r)
		}
		i += n
	}
	out := b.String()
	// Unmatched opening quotes fall back to plain characters.
	for k := len(quotes) - 1; k >= 0; k-- {
		q := quotes[k]
		ch := "\""
		if q.ch == '\'' {
			ch = "’"
		}
		out = out[:q.pos] + ch + out[q.pos+len(string(mQuoteOpen)):]
	}
	// Unclosed tags are closed at the end.
	for k := len(tagStack) - 1; k >= 0; k-- {
		out += string(tagStack[k] + 1)
	}
	return out
}

func isLetter(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
