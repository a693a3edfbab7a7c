package answer

import (
	"strings"
	"unicode/utf8"
)

// Verify reports whether quote is a non-empty, exact byte span of text: the check every
// citation passes before it is returned.
func Verify(quote, text string) bool {
	return quote != "" && utf8.ValidString(quote) && strings.Contains(text, quote)
}

// verifyAt reports whether quote passes Verify and is exactly the bytes of text at sp,
// so that the span's locations belong to the quote.
func verifyAt(quote, text string, sp Span) bool {
	return Verify(quote, text) && sp.Start >= 0 && sp.End <= len(text) && text[sp.Start:sp.End] == quote
}

// display is a quote as it reads inside the answer text: line breaks and runs of spaces
// from page layout become single spaces. The citation keeps the verbatim quote.
func display(quote string) string {
	return strings.Join(strings.Fields(quote), " ")
}
