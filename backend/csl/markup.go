package csl

import (
	"strings"
	"unicode/utf8"
)

// Rendered fragments are strings in which formatting is carried by private-use marker runes, so
// punctuation and case rules can look through markup; finalize turns them into HTML or plain text.
const (
	mItalicOpen rune = 0xE000 + iota
	mItalicClose
	mBoldOpen
	mBoldClose
	mSCOpen
	mSCClose
	mSupOpen
	mSupClose
	mSubOpen
	mSubClose
	mUnderOpen
	mUnderClose
	mQuoteOpen
	mQuoteClose
	mNocaseOpen
	mNocaseClose
	mNormStyleOpen
	mNormStyleClose
	mNormVariantOpen
	mNormVariantClose
	mNormWeightOpen
	mNormWeightClose
	mObliqueOpen
	mObliqueClose
	mNoDecoOpen
	mNoDecoClose
	mBaselineOpen
	mBaselineClose
	mBlockOpen
	mBlockClose
	mLeftOpen
	mLeftClose
	mRightOpen
	mRightClose
	mIndentOpen
	mIndentClose
	mLast
)

func isMarker(r rune) bool { return r >= 0xE000 && r < mLast }

func isCloseMarker(r rune) bool { return isMarker(r) && (r-0xE000)%2 == 1 }

func isOpenMarker(r rune) bool { return isMarker(r) && (r-0xE000)%2 == 0 }

func wrap(open rune, s string) string {
	if s == "" {
		return ""
	}
	return string(open) + s + string(open+1)
}

// applyFormatting wraps s in the markers of f.
func applyFormatting(f formatting, s string) string {
	if s == "" || f.empty() {
		return s
	}
	switch f.fontStyle {
	case "italic":
		s = wrap(mItalicOpen, s)
	case "oblique":
		s = wrap(mObliqueOpen, s)
	case "normal":
		s = wrap(mNormStyleOpen, s)
	}
	switch f.fontVariant {
	case "small-caps":
		s = wrap(mSCOpen, s)
	case "normal":
		s = wrap(mNormVariantOpen, s)
	}
	switch f.fontWeight {
	case "bold":
		s = wrap(mBoldOpen, s)
	case "normal":
		s = wrap(mNormWeightOpen, s)
	}
	switch f.textDecoration {
	case "underline":
		s = wrap(mUnderOpen, s)
	case "none":
		s = wrap(mNoDecoOpen, s)
	}
	switch f.verticalAlign {
	case "sup":
		s = wrap(mSupOpen, s)
	case "sub":
		s = wrap(mSubOpen, s)
	case "baseline":
		s = wrap(mBaselineOpen, s)
	}
	return s
}

// plainText strips every marker; quotes become nothing (used for comparisons and sort keys).
func plainText(s string) string {
	if !hasMarkers(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !isMarker(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func hasMarkers(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == 0xEE {
			return true
		}
	}
	return false
}

// lastRealRune returns the last non-marker rune of s and its byte index, or -1.
func lastRealRune(s string) (rune, int) {
	for i := len(s); i > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		if !isMarker(r) {
			return r, i
		}
	}
	return 0, -1
}

// firstRealRune returns the first non-marker rune of s and its byte index, or -1.
func firstRealRune(s string) (rune, int) {
	for i, r := range s {
		if !isMarker(r) {
			return r, i
		}
	}
	return 0, -1
}

func decodeRune(s string, i int) (rune, int) {
	if s[i] < utf8.RuneSelf {
		return rune(s[i]), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}
