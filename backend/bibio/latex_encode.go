package bibio

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// latexEscapes are the characters that must not reach BibTeX/LaTeX raw. Braces become
// commands rather than \{ \} because BibTeX counts every brace, escaped or not.
var latexEscapes = map[rune]string{
	'\\': `{\textbackslash}`, '{': `{\textbraceleft}`, '}': `{\textbraceright}`,
	'^': `{\textasciicircum}`, '~': `{\textasciitilde}`,
	'%': `\%`, '&': `\&`, '$': `\$`, '#': `\#`, '_': `\_`,
	'–': `--`, '—': `---`,
	'ß': `{\ss}`, 'ø': `{\o}`, 'Ø': `{\O}`, 'æ': `{\ae}`, 'Æ': `{\AE}`, 'œ': `{\oe}`,
	'Œ': `{\OE}`, 'å': `{\aa}`, 'Å': `{\AA}`, 'ł': `{\l}`, 'Ł': `{\L}`, 'ı': `{\i}`,
}

// markAccents is the inverse of accentMarks.
var markAccents = func() map[rune]string {
	m := map[rune]string{}
	for cmd, r := range accentMarks {
		m[r] = cmd
	}
	return m
}()

// encodeLaTeX writes plain text as a BibTeX field value that decodeLaTeX reads back
// unchanged (after whitespace collapsing). Accented Latin letters become {\"o}-style
// commands; characters without a LaTeX spelling stay UTF-8, which classic bibtex passes
// through as bytes.
func encodeLaTeX(s string) string {
	s = norm.NFC.String(collapseSpace(s))
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		if esc, ok := latexEscapes[r]; ok {
			b.WriteString(esc)
			continue
		}
		switch {
		case (r == '-' || r == '`' || r == '\'') && next == r:
			// break the -- `` '' ligatures so they read back as typed
			b.WriteRune(r)
			b.WriteString("{}")
		case r < 128:
			b.WriteRune(r)
		default:
			b.WriteString(encodeAccented(r))
		}
	}
	return b.String()
}

// encodeAccented spells an ASCII letter with accents as nested commands ({\"o}, {\d{\^e}}),
// or returns the character itself when it is not such a letter.
func encodeAccented(r rune) string {
	d := []rune(norm.NFD.String(string(r)))
	if len(d) < 2 || d[0] >= 128 || !unicode.IsLetter(d[0]) {
		return string(r)
	}
	out := string(d[0])
	for _, m := range d[1:] {
		cmd, ok := markAccents[m]
		if !ok {
			return string(r)
		}
		if isLetterName(cmd) {
			out = `\` + cmd + `{` + out + `}`
		} else if len(out) == 1 {
			out = `\` + cmd + out
		} else {
			out = `\` + cmd + `{` + out + `}`
		}
	}
	return "{" + out + "}"
}

// encodeVerbatim writes a URL or DOI for BibTeX: only braces, which would unbalance the
// entry, are percent-encoded; backslashes are likewise.
func encodeVerbatim(s string) string {
	return strings.NewReplacer("{", "%7B", "}", "%7D", "\\", "%5C", " ", "%20").Replace(strings.TrimSpace(s))
}
