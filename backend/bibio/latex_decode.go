package bibio

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// accentMarks maps LaTeX accent commands to Unicode combining marks.
var accentMarks = map[string]rune{
	"'": '\u0301', "`": '\u0300', "^": '\u0302', "\"": '\u0308', "~": '\u0303',
	"=": '\u0304', ".": '\u0307', "u": '\u0306', "v": '\u030C', "H": '\u030B',
	"c": '\u0327', "k": '\u0328', "r": '\u030A', "d": '\u0323', "b": '\u0331',
}

// latexSymbols maps argument-less LaTeX commands to their text.
var latexSymbols = map[string]string{
	"ss": "ß", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ",
	"aa": "å", "AA": "Å", "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ",
	"dh": "ð", "DH": "Ð", "th": "þ", "TH": "Þ", "ng": "ŋ", "NG": "Ŋ", "dj": "đ", "DJ": "Đ",
	"&": "&", "%": "%", "$": "$", "#": "#", "_": "_", "{": "{", "}": "}", " ": " ", "\\": " ",
	",": " ", ";": " ", ":": " ", "!": "", "-": "", "/": "", "@": "",
	"textbackslash": "\\", "textbraceleft": "{", "textbraceright": "}",
	"textasciicircum": "^", "textasciitilde": "~", "textunderscore": "_",
	"textless": "<", "textgreater": ">", "textbar": "|",
	"textendash": "–", "textemdash": "—", "ldots": "…", "dots": "…", "textellipsis": "…",
	"textquotedblleft": "“", "textquotedblright": "”", "textquoteleft": "‘", "textquoteright": "’",
	"S": "§", "P": "¶", "copyright": "©", "textcopyright": "©", "pounds": "£", "euro": "€",
	"texteuro": "€", "textregistered": "®", "texttrademark": "™", "textdegree": "°",
	"guillemotleft": "«", "guillemotright": "»", "textperiodcentered": "·",
	"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
	"zeta": "ζ", "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ",
	"nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ",
	"phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ",
	"Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ",
	"Omega": "Ω", "times": "×", "pm": "±", "leq": "≤", "geq": "≥", "le": "≤", "ge": "≥",
	"infty": "∞", "rightarrow": "→", "to": "→", "cdot": "·", "sim": "∼", "approx": "≈",
}

// maxAccentDepth bounds recursion on nested accent arguments such as \"{\"{\"{...}}}.
const maxAccentDepth = 32

// decodeLaTeX turns a BibTeX field value into plain Unicode text: accents and escapes become
// characters, grouping braces and math dollars disappear, ligatures -- --- “ ” and ties
// become their characters, unknown commands (\emph) vanish but keep their argument text.
func decodeLaTeX(s string) string {
	return norm.NFC.String(collapseSpace(decodeRaw(s, 0)))
}

func decodeRaw(s string, depth int) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			name, n := readCommand(s, i+1)
			i = n
			if mark, ok := accentMarks[name]; ok {
				if isLetterName(name) {
					i = skipSpaces(s, i)
				}
				arg, n := readArgument(s, i, depth)
				i = n
				b.WriteString(applyMark(arg, mark))
				continue
			}
			if sym, ok := latexSymbols[name]; ok {
				b.WriteString(sym)
			}
			if isLetterName(name) {
				i = skipSpaces(s, i)
			}
		case c == '{' || c == '}' || c == '$':
			i++
		case c == '~':
			b.WriteByte(' ')
			i++
		case c == '-' && strings.HasPrefix(s[i:], "---"):
			b.WriteString("—")
			i += 3
		case c == '-' && strings.HasPrefix(s[i:], "--"):
			b.WriteString("–")
			i += 2
		case c == '`' && strings.HasPrefix(s[i:], "``"):
			b.WriteString("“")
			i += 2
		case c == '\'' && strings.HasPrefix(s[i:], "''"):
			b.WriteString("”")
			i += 2
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// readCommand reads a control word (letters) or a control symbol (one character) at i.
func readCommand(s string, i int) (string, int) {
	if i >= len(s) {
		return "", i
	}
	j := i
	for j < len(s) && isASCIILetter(s[j]) {
		j++
	}
	if j > i {
		return s[i:j], j
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return s[i : i+size], i + size
}

// readArgument reads an accent's argument: a brace group, a command such as \i, or one character.
func readArgument(s string, i, depth int) (string, int) {
	if i >= len(s) {
		return "", i
	}
	switch s[i] {
	case '{':
		end := matchBrace(s, i)
		inner := s[i+1 : end]
		next := min(end+1, len(s))
		if depth >= maxAccentDepth {
			return inner, next
		}
		return decodeRaw(inner, depth+1), next
	case '\\':
		name, n := readCommand(s, i+1)
		if sym, ok := latexSymbols[name]; ok {
			return sym, n
		}
		return "", n
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return s[i : i+size], i + size
}

// matchBrace returns the index of the brace closing the one at open, or len(s)-1 if unbalanced.
func matchBrace(s string, open int) int {
	depth := 0
	for j := open; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(s) - 1
}

// applyMark puts a combining mark after the first character (and its marks) of arg; dotless
// i and j take their dotted forms, as LaTeX intends with \'{\i}.
func applyMark(arg string, mark rune) string {
	if arg == "" {
		return string(mark)
	}
	r, size := utf8.DecodeRuneInString(arg)
	switch r {
	case 'ı':
		r = 'i'
	case 'ȷ':
		r = 'j'
	}
	rest := arg[size:]
	k := 0
	for k < len(rest) {
		m, sz := utf8.DecodeRuneInString(rest[k:])
		if !unicode.Is(unicode.Mn, m) {
			break
		}
		k += sz
	}
	return string(r) + rest[:k] + string(mark) + rest[k:]
}

func skipSpaces(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

func isLetterName(name string) bool { return name != "" && isASCIILetter(name[0]) }

func isASCIILetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// decodeVerbatim reads url/doi/eprint fields: no LaTeX, only braces, \url{} and escaped specials.
func decodeVerbatim(s string) string {
	s = strings.TrimSpace(s)
	for _, w := range []string{"\\url", "\\href"} {
		if strings.HasPrefix(s, w) {
			s = s[len(w):]
			if strings.HasPrefix(s, "{") {
				s = s[1:matchBrace(s, 0)]
			}
		}
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && strings.IndexByte("_%&#$~{}", s[i+1]) >= 0:
			b.WriteByte(s[i+1])
			i++
		case c == '{' || c == '}' || c == ' ' || c == '\t' || c == '\n' || c == '\r':
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
