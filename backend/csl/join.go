package csl

import "strings"

const splicePunct = ".,;:!?"

// punctMerge maps a pair of adjacent punctuation marks to what citeproc-js keeps.
var punctMerge = map[[2]rune]string{
	{'!', '.'}: "!", {'!', ':'}: "!", {'!', '?'}: "!?", {'!', ','}: "!,", {'!', ';'}: "!;",
	{'?', '.'}: "?", {'?', ':'}: "?", {'?', '!'}: "?!", {'?', ','}: "?,", {'?', ';'}: "?;",
	{'.', '!'}: ".!", {'.', '?'}: ".?", {'.', ':'}: ".:", {'.', ','}: ".,", {'.', ';'}: ".;",
	{':', '!'}: "!", {':', '?'}: "?", {':', '.'}: ":", {':', ','}: ":,", {':', ';'}: ":;",
	{',', '!'}: ",!", {',', '?'}: ",?", {',', ':'}: ",:", {',', '.'}: ",.", {',', ';'}: ",;",
	{';', '!'}: "!", {';', '?'}: "?", {';', ':'}: ";", {';', ','}: ";,", {';', '.'}: ";",
}

// joinPunct concatenates a and b, merging duplicated punctuation and spaces at the seam.
func joinPunct(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	ra, ia := lastRealRune(a)
	rb, ib := firstRealRune(b)
	if ia < 0 || ib < 0 {
		return a + b
	}
	if ra == ' ' && rb == ' ' {
		return a + b[:ib] + b[ib+1:]
	}
	if strings.ContainsRune(splicePunct, ra) && strings.ContainsRune(splicePunct, rb) {
		if ra == rb {
			return a + b[:ib] + b[ib+1:]
		}
		m, ok := punctMerge[[2]rune{ra, rb}]
		if ok && len(m) == 1 {
			if rune(m[0]) == ra {
				return a + b[:ib] + b[ib+1:]
			}
			return a[:ia] + m + a[ia+1:] + b[:ib] + b[ib+1:]
		}
	}
	return a + b
}

// joinAll joins parts with a delimiter using joinPunct at every seam.
func joinAll(parts []string, delim string) string {
	out := ""
	for i, p := range parts {
		if i > 0 && delim != "" {
			out = joinPunct(out, delim)
		}
		out = joinPunct(out, p)
	}
	return out
}
