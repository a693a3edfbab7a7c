package pdf

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// normalizeWords applies normalizeText to the page's words and drops those left empty.
func normalizeWords(p *Page) {
	kept := p.Words[:0]
	for _, w := range p.Words {
		if w.Text = normalizeText(w.Text); w.Text != "" {
			kept = append(kept, w)
		}
	}
	p.Words = kept
}

// finishDoc joins line-end hyphenations (deciding with the document's own
// vocabulary) and builds every page's Text and Sentences.
func finishDoc(d *Doc) {
	vocab := map[string]bool{}
	for _, p := range d.Pages {
		for _, w := range p.Words {
			vocab[vocabKey(w.Text)] = true
		}
	}
	for i := range d.Pages {
		finishPage(&d.Pages[i], vocab)
	}
}

// finishPage builds Page.Text and Page.Sentences from the ordered words.
func finishPage(p *Page, vocab map[string]bool) {
	p.Words = joinHyphens(p.Words, vocab)
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

func vocabKey(s string) string {
	return strings.ToLower(strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// isSpacingAccent says whether r is a key of combining; the range test spares nearly every
// character a map look-up (each character of a page is asked, in attachAccents).
func isSpacingAccent(r rune) bool {
	if r != 0x60 && (r < 0xA8 || r > 0x2DD) {
		return false
	}
	_, ok := combining[r]
	return ok
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
	if strings.ContainsFunc(s, isSpacingAccent) {
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
	if strings.ContainsAny(s, "ıȷ") {
		s = dotlessAccented(s)
	}
	if strings.ContainsFunc(s, isTeXLigatureSlot) {
		s = texLigatures(s)
	}
	s = norm.NFKC.String(s)
	return strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// texLigatureSlots are the ligatures TeX's OT1 (0x0B–0x0F) and T1 (0x1B–0x1F) fonts keep at
// control-character codes. A font without a Unicode map (a bitmap Type 3 font, a Type 1 font
// read by its code) gives the code itself, which no text holds: "A\x1eliations" is Affiliations,
// "Je\x0brey" Jeffrey.
var texLigatureSlots = map[rune]string{0x0B: "ff", 0x0C: "fi", 0x0D: "fl", 0x0E: "ffi", 0x0F: "ffl",
	0x1B: "ff", 0x1C: "fi", 0x1D: "fl", 0x1E: "ffi", 0x1F: "ffl"}

// isTeXLigatureSlot reports whether r is one of TeX's ligature slots (OT1 0x0B–0x0F, T1
// 0x1B–0x1F) that a font without a Unicode map passes through as a control character.
func isTeXLigatureSlot(r rune) bool { return r >= 0x0B && r <= 0x0F || r >= 0x1B && r <= 0x1F }

// texLigatures spells out the ligature slots that stand next to a letter; others are dropped
// with the other control characters.
func texLigatures(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		lig, ok := texLigatureSlots[r]
		if ok && (i > 0 && unicode.IsLetter(rs[i-1]) || i+1 < len(rs) && unicode.IsLetter(rs[i+1])) {
			b.WriteString(lig)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// dotlessAccented writes a dotless i or j that carries an accent as the plain letter: TeX's
// OT1 fonts build "ï" from "ı" and a diaeresis, which NFKC cannot compose ("Moı̈se" is Moïse).
func dotlessAccented(s string) string {
	rs := []rune(s)
	for i := 0; i+1 < len(rs); i++ {
		if (rs[i] == 'ı' || rs[i] == 'ȷ') && unicode.Is(unicode.Mn, rs[i+1]) {
			rs[i] = map[rune]rune{'ı': 'i', 'ȷ': 'j'}[rs[i]]
		}
	}
	return string(rs)
}

// joinHyphens merges "hyphen-" at a line end with the next line's first word
// when that starts in lower case; Parts keeps both pieces and their boxes. The
// hyphen stays when the document spells the compound with it elsewhere
// ("hand-tagged"), or when the first piece is an acronym or has digits
// ("HMM-based"), unless the document spells the word without it.
func joinHyphens(ws []Word, vocab map[string]bool) []Word {
	out := make([]Word, 0, len(ws))
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if i+1 < len(ws) && ws[i+1].Line != w.Line && endsWithHyphen(w.Text) && startsLower(ws[i+1].Text) {
			n := ws[i+1]
			j := w
			_, sz := utf8.DecodeLastRuneInString(w.Text)
			prefix := w.Text[:len(w.Text)-sz]
			j.Text = prefix + n.Text
			hyphenated := vocabKey(prefix + "-" + n.Text)
			switch {
			case vocab[hyphenated] && !vocab[vocabKey(j.Text)]:
				j.Text = prefix + "-" + n.Text
			case vocab[vocabKey(j.Text)]:
			case acronymLike(prefix):
				j.Text = prefix + "-" + n.Text
			}
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

// acronymLike says whether the last hyphen-free piece of s is upper case or has digits.
func acronymLike(s string) bool {
	if k := strings.LastIndexAny(s, "-\u2010"); k >= 0 {
		s = s[k+1:]
	}
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if s == "" {
		return false
	}
	return strings.ContainsFunc(s, unicode.IsDigit) || !strings.ContainsFunc(s, unicode.IsLower)
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
