package pdfmeta

// Byte tests that a page must pass before a regular expression scans it for ids, ISSNs and
// cited years: each is a shape every match holds (tested on sampled matches), so a page
// without it is spared a scan of its ~4,000 characters.

// isDigit reports whether c is an ASCII digit (what \d matches).
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// digitsAt reports whether s[i:i+n] is n ASCII digits.
func digitsAt(s string, i, n int) bool {
	if i < 0 || i+n > len(s) {
		return false
	}
	for j := i; j < i+n; j++ {
		if !isDigit(s[j]) {
			return false
		}
	}
	return true
}

// hasDashDigits reports whether s holds four digits, a hyphen and three digits ("1198-743X"
// begins so): bareISSNRe's shape.
func hasDashDigits(s string) bool {
	for i := 4; i+3 < len(s); i++ {
		if s[i] == '-' && digitsAt(s, i-4, 4) && digitsAt(s, i+1, 3) {
			return true
		}
	}
	return false
}

// hasSlashDigits reports whether s holds a slash and seven digits: an old arXiv id's number
// ("hep-th/9901001").
func hasSlashDigits(s string) bool {
	for i := 0; i+7 < len(s); i++ {
		if s[i] == '/' && digitsAt(s, i+1, 7) {
			return true
		}
	}
	return false
}

// hasYearThenMark reports whether s holds a year of 19xx or 20xx, a letter a-z or not, and
// ")", ";" or ",": how citedYearRe's matches end ("2019a)", "2021,").
func hasYearThenMark(s string) bool {
	mark := func(c byte) bool { return c == ')' || c == ';' || c == ',' }
	for i := 0; i+4 < len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && digitsAt(s, i+2, 2) &&
			(mark(s[i+4]) || 'a' <= s[i+4] && s[i+4] <= 'z' && i+5 < len(s) && mark(s[i+5])) {
			return true
		}
	}
	return false
}
