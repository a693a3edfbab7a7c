package csl

import (
	"strings"
	"unicode"
)

var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("a an and as at but by down for from in into nor of on onto or over so the till to up via with yet about above across after against along among around before behind below beneath beside between beyond during except like near off out per since than through toward towards under until upon versus vs. v. within without de d' von van") {
		stopWords[w] = true
	}
}

// applyTextCase applies a CSL text-case to a marker string, leaving nocase spans untouched.
func applyTextCase(s, tc string, english bool) string {
	if s == "" {
		return s
	}
	rs := []rune(s)
	protected := make([]bool, len(rs))
	depth := 0
	for i, r := range rs {
		switch r {
		case mNocaseOpen, mSCOpen, mSupOpen, mSubOpen:
			depth++
		case mNocaseClose, mSCClose, mSupClose, mSubClose:
			depth--
		}
		protected[i] = depth > 0 || isMarker(r)
	}
	switch tc {
	case "lowercase":
		for i, r := range rs {
			if !protected[i] {
				rs[i] = unicode.ToLower(r)
			}
		}
	case "uppercase":
		for i, r := range rs {
			if !protected[i] {
				rs[i] = unicode.ToUpper(r)
			}
		}
	case "capitalize-first":
		capFirst(rs, protected, 0)
	case "capitalize-all":
		for _, w := range words(rs, protected) {
			capFirst(rs, protected, w[0])
		}
	case "sentence":
		// As citeproc-js: the first word is capitalized, every later word lowercased (nocase
		// spans aside); an all-uppercase string is lowercased entirely first.
		firstEnd := -1
		if allUpper(rs, protected) {
			firstEnd = 0
		} else {
			for i, r := range rs {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					for firstEnd = i; firstEnd < len(rs) && rs[firstEnd] != ' '; firstEnd++ {
					}
					break
				}
			}
		}
		for i := firstEnd; firstEnd >= 0 && i < len(rs); i++ {
			if !protected[i] {
				rs[i] = unicode.ToLower(rs[i])
			}
		}
		capFirst(rs, protected, 0)
	case "title":
		if !english {
			return s
		}
		ws := words(rs, protected)
		afterColon := true
		for k, w := range ws {
			word := string(rs[w[0]:w[1]])
			plain := strings.ToLower(plainText(word))
			lower := plain == plainText(word)
			first := k == 0 || afterColon
			last := k == len(ws)-1
			afterHyphen := w[0] > 0 && rs[w[0]-1] == '-'
			if afterHyphen && len([]rune(plain)) < 2 {
				lower = false
			}
			if fr, _ := firstRealRune(word); fr > 0x24F {
				lower = false
			}
			if lower && (first || last || !stopWords[strings.TrimRight(plain, ",;:.")]) {
				capFirst(rs[:w[1]], protected, w[0])
			}
			afterColon = strings.HasSuffix(plain, ":") || strings.HasSuffix(plain, "?") || strings.HasSuffix(plain, "!")
		}
	}
	return string(rs)
}

func allUpper(rs []rune, protected []bool) bool {
	seen := false
	for i, r := range rs {
		if protected[i] {
			continue
		}
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			seen = true
		}
	}
	return seen
}

// capFirst uppercases the first letter at or after start, unless it is protected.
func capFirst(rs []rune, protected []bool, start int) {
	for i := start; i < len(rs); i++ {
		if isMarker(rs[i]) {
			continue
		}
		if protected[i] {
			return
		}
		if unicode.IsLetter(rs[i]) {
			rs[i] = unicode.ToUpper(rs[i])
			return
		}
		if unicode.IsDigit(rs[i]) || unicode.IsSpace(rs[i]) {
			return
		}
	}
}

// words returns [start,end) rune ranges of space or hyphen separated words.
func words(rs []rune, protected []bool) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range rs {
		sep := (r == ' ' || r == '-' || r == '/' || r == '\u00a0' || r == '–' || r == '—') && !protected[i]
		if sep {
			if start >= 0 {
				out = append(out, [2]int{start, i})
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(rs)})
	}
	return out
}
