package csl

import (
	"strings"
)

// quoteTerms are the localized quotation marks used when markers are turned into output.
type quoteTerms struct {
	open, close, openInner, closeInner string
	puncInQuote                        bool
}

// movePunctuation applies punctuation-in-quote and drops a period doubled after a closing quote.
func movePunctuation(s string, q *quoteTerms) string {
	if !strings.ContainsRune(s, mQuoteClose) {
		return s
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r != mQuoteClose {
			out = append(out, r)
			continue
		}
		// Collect consecutive closing markers (quotes and formatting) then look at the next rune.
		j := i
		for j < len(rs) && isCloseMarker(rs[j]) {
			j++
		}
		if q.puncInQuote && j < len(rs) && strings.ContainsRune(".,!?", rs[j]) {
			// punctuation-in-quote: the run of full stops, commas, exclamation and question
			// marks after the closing quote moves inside it (colons and semicolons stay out).
			k := j
			for k < len(rs) && strings.ContainsRune(".,!?", rs[k]) {
				p := rs[k]
				prev, _ := lastRealRuneRunes(out)
				if !(prev == p || (p == '.' && (prev == '?' || prev == '!'))) {
					out = append(out, p)
				}
				k++
			}
			out = append(out, rs[i:j]...)
			i = k - 1
			continue
		}
		if j < len(rs) && (rs[j] == '.' || rs[j] == ',') {
			p := rs[j]
			prev, _ := lastRealRuneRunes(out)
			if p == '.' && (prev == '.' || prev == '?' || prev == '!') {
				out = append(out, rs[i:j]...)
				i = j
				continue
			}
		}
		out = append(out, r)
	}
	return string(out)
}

func lastRealRuneRunes(rs []rune) (rune, int) {
	for i := len(rs) - 1; i >= 0; i-- {
		if !isMarker(rs[i]) {
			return rs[i], i
		}
	}
	return 0, -1
}

// toHTML turns a marker string into citeproc-js style HTML.
func toHTML(s string, q *quoteTerms) string {
	var b strings.Builder
	b.Grow(len(s) + 32)
	qDepth := 0
	var italic, bold, sc int
	var stack []string
	push := func(close string) { stack = append(stack, close) }
	pop := func() {
		if len(stack) > 0 {
			b.WriteString(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
		}
	}
	for i := 0; i < len(s); {
		r, n := decodeRune(s, i)
		i += n
		if !isMarker(r) {
			switch r {
			case '&':
				b.WriteString("&#38;")
			case '<':
				b.WriteString("&#60;")
			case '>':
				b.WriteString("&#62;")
			default:
				if sup, ok := superscripts[r]; ok {
					b.WriteString("<sup>" + sup + "</sup>")
				} else {
					b.WriteRune(r)
				}
			}
			continue
		}
		switch r {
		case mItalicOpen, mObliqueOpen:
			if italic%2 == 1 {
				b.WriteString(`<span style="font-style:normal;">`)
				push("</span>")
			} else if r == mObliqueOpen {
				b.WriteString("<em>")
				push("</em>")
			} else {
				b.WriteString("<i>")
				push("</i>")
			}
			italic++
		case mItalicClose, mObliqueClose:
			italic--
			pop()
		case mNormStyleOpen:
			if italic%2 == 1 {
				b.WriteString(`<span style="font-style:normal;">`)
				push("</span>")
			} else {
				push("")
			}
			italic++
		case mNormStyleClose:
			italic--
			pop()
		case mBoldOpen:
			if bold%2 == 1 {
				b.WriteString(`<span style="font-weight:normal;">`)
				push("</span>")
			} else {
				b.WriteString("<b>")
				push("</b>")
			}
			bold++
		case mBoldClose:
			bold--
			pop()
		case mNormWeightOpen:
			if bold%2 == 1 {
				b.WriteString(`<span style="font-weight:normal;">`)
				push("</span>")
			} else {
				push("")
			}
			bold++
		case mNormWeightClose:
			bold--
			pop()
		case mSCOpen:
			if sc%2 == 1 {
				b.WriteString(`<span style="font-variant:normal;">`)
			} else {
				b.WriteString(`<span style="font-variant:small-caps;">`)
			}
			push("</span>")
			sc++
		case mSCClose:
			sc--
			pop()
		case mNormVariantOpen:
			if sc%2 == 1 {
				b.WriteString(`<span style="font-variant:normal;">`)
				push("</span>")
			} else {
				push("")
			}
			sc++
		case mNormVariantClose:
			sc--
			pop()
		case mSupOpen:
			b.WriteString("<sup>")
			push("</sup>")
		case mSubOpen:
			b.WriteString("<sub>")
			push("</sub>")
		case mUnderOpen:
			b.WriteString(`<span style="text-decoration:underline;">`)
			push("</span>")
		case mNoDecoOpen:
			b.WriteString(`<span style="text-decoration:none;">`)
			push("</span>")
		case mBaselineOpen:
			b.WriteString(`<span style="baseline">`)
			push("</span>")
		case mQuoteOpen:
			if qDepth%2 == 0 {
				b.WriteString(q.open)
			} else {
				b.WriteString(q.openInner)
			}
			qDepth++
		case mQuoteClose:
			qDepth--
			if qDepth%2 == 0 {
				b.WriteString(q.close)
			} else {
				b.WriteString(q.closeInner)
			}
		case mNocaseOpen, mNocaseClose:
		case mBlockOpen:
			b.WriteString("\n\n    <div class=\"csl-block\">")
			push("</div>\n")
		case mLeftOpen:
			b.WriteString("\n    <div class=\"csl-left-margin\">")
			push("</div>")
		case mRightOpen:
			b.WriteString("<div class=\"csl-right-inline\">")
			push("</div>\n  ")
		case mIndentOpen:
			b.WriteString("<div class=\"csl-indent\">")
			push("</div>\n  ")
		default:
			if isCloseMarker(r) {
				pop()
			}
		}
	}
	for len(stack) > 0 {
		pop()
	}
	out := b.String()
	if strings.Contains(out, "  ") {
		out = fixDoubleSpaces(out)
	}
	return out
}

// fixDoubleSpaces mirrors citeproc-js, which writes a no-break space for the first of two spaces
// in text (not inside the layout whitespace of the bibliography markup).
func fixDoubleSpaces(s string) string {
	var b strings.Builder
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		trimmed := strings.TrimLeft(ln, " ")
		lead := ln[:len(ln)-len(trimmed)]
		b.WriteString(lead)
		b.WriteString(strings.ReplaceAll(trimmed, "  ", "\u00a0 "))
	}
	return b.String()
}

// toText turns a marker string into plain text.
func toText(s string, q *quoteTerms) string {
	var b strings.Builder
	qDepth := 0
	for i := 0; i < len(s); {
		r, n := decodeRune(s, i)
		i += n
		switch {
		case r == mQuoteOpen:
			if qDepth%2 == 0 {
				b.WriteString(q.open)
			} else {
				b.WriteString(q.openInner)
			}
			qDepth++
		case r == mQuoteClose:
			qDepth--
			if qDepth%2 == 0 {
				b.WriteString(q.close)
			} else {
				b.WriteString(q.closeInner)
			}
		case isMarker(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// superscripts maps Unicode superscript characters to their base letters, as citeproc-js does.
var superscripts = map[rune]string{}

func init() {
	pairs := "ª a ² 2 ³ 3 ¹ 1 º o ʰ h ʱ ɦ ʲ j ʳ r ʴ ɹ ʵ ɻ ʶ ʁ ʷ w ʸ y ˠ ɣ ˡ l ˢ s ˣ x ˤ ʕ ᴬ A ᴭ Æ ᴮ B ᴰ D ᴱ E ᴲ Ǝ ᴳ G ᴴ H ᴵ I ᴶ J ᴷ K ᴸ L ᴹ M ᴺ N ᴼ O ᴽ Ȣ ᴾ P ᴿ R ᵀ T ᵁ U ᵂ W ᵃ a ᵄ ɐ ᵅ ɑ ᵆ ᴂ ᵇ b ᵈ d ᵉ e ᵊ ə ᵋ ɛ ᵌ ɜ ᵍ g ᵏ k ᵐ m ᵑ ŋ ᵒ o ᵓ ɔ ᵔ ᴖ ᵕ ᴗ ᵖ p ᵗ t ᵘ u ᵙ ᴝ ᵚ ɯ ᵛ v ᵜ ᴥ ᵝ β ᵞ γ ᵟ δ ᵠ φ ᵡ χ ⁰ 0 ⁱ i ⁴ 4 ⁵ 5 ⁶ 6 ⁷ 7 ⁸ 8 ⁹ 9 ⁺ + ⁻ − ⁼ = ⁽ ( ⁾ ) ⁿ n ℠ SM ™ TM ㆒ 一 ㆓ 二 ㆔ 三 ㆕ 四 ㆖ 上 ㆗ 中 ㆘ 下 ㆙ 甲 ㆚ 乙 ㆛ 丙 ㆜ 丁 ㆝ 天 ㆞ 地 ㆟ 人 ˀ ʔ ˁ ʕ ۥ و ۦ ي"
	f := strings.Fields(pairs)
	for i := 0; i+1 < len(f); i += 2 {
		r := []rune(f[i])[0]
		superscripts[r] = f[i+1]
	}
}
