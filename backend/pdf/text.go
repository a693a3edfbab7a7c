package pdf

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// finishPage normalises word texts, joins line-end hyphenations and builds
// Page.Text and Page.Sentences from the ordered words.
func finishPage(p *Page) {
	kept := p.Words[:0]
	for _, w := range p.Words {
		if w.Text = normalizeText(w.Text); w.Text != "" {
			kept = append(kept, w)
		}
	}
	p.Words = kept
	p.Words = joinHyphens(p.Words)
	var sb strings.Builder
	starts := make([]int, len(p.Words))
	for i, w := range p.Words {
		if i > 0 {
			if w.Line != p.Words[i-1].Line {
				sb.WriteByte('\n')
			} else {
				sb.WriteByte(' ')
			}
		}
		starts[i] = sb.Len()
		sb.WriteString(w.Text)
	}
	p.Text = sb.String()
	p.Sentences = sentences(p.Words, starts)
}

// spacing diacritics (as TeX and others draw accents) and their combining forms.
var combining = map[rune]rune{
	'\u00b4': '\u0301', '\u0060': '\u0300', '\u00a8': '\u0308', '\u02c6': '\u0302', '\u02dc': '\u0303',
	'\u00b8': '\u0327', '\u02c7': '\u030c', '\u02d8': '\u0306', '\u02da': '\u030a', '\u02d9': '\u0307',
	'\u00af': '\u0304', '\u02dd': '\u030b', '\u02db': '\u0328',
}

// normalizeText applies NFKC (which also expands ligatures such as U+FB01) after
// turning spacing accents next to a letter into combining marks, so "´e" becomes "é".
func normalizeText(s string) string {
	if strings.ContainsFunc(s, func(r rune) bool { _, ok := combining[r]; return ok }) {
		rs := []rune(s)
		var out []rune
		for i := 0; i < len(rs); i++ {
			r := rs[i]
			cm, ok := combining[r]
			switch {
			case ok && i+1 < len(rs) && unicode.IsLetter(rs[i+1]):
				out = append(out, rs[i+1], cm)
				i++
			case ok && len(out) > 0 && unicode.IsLetter(out[len(out)-1]):
				out = append(out, cm)
			default:
				out = append(out, r)
			}
		}
		s = string(out)
	}
	s = norm.NFKC.String(s)
	return strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// joinHyphens merges "hyphen-" at a line end with the next line's first word
// when that starts in lower case; Parts keeps both pieces and their boxes.
func joinHyphens(ws []Word) []Word {
	out := ws[:0:0]
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if i+1 < len(ws) && ws[i+1].Line != w.Line && endsWithHyphen(w.Text) && startsLower(ws[i+1].Text) {
			n := ws[i+1]
			j := w
			_, sz := utf8.DecodeLastRuneInString(w.Text)
			j.Text = w.Text[:len(w.Text)-sz] + n.Text
			j.Hyphenated = true
			j.Parts = []Word{w, n}
			out = append(out, j)
			i++
			continue
		}
		out = append(out, w)
	}
	return out
}

func endsWithHyphen(s string) bool {
	r, sz := utf8.DecodeLastRuneInString(s)
	if r != '-' && r != '\u2010' {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(s[:len(s)-sz])
	return unicode.IsLetter(p)
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}
