package pdfmeta

import (
	"regexp"
	"strings"
)

var (
	// reprintFromRe is a reprint's note naming where the paper first appeared: "Reprinted from
	// X, vol. 3, …", "Reproduced with permission from X, no. 4, Apr. 2000, pp. 1–16." (Eutypon's
	// reprints in the Greek hyphenation papers), or the note's second line when it breaks after
	// its verb ("… Reproduced" / "with permission from X, …"). The venue is the capitalized
	// text after "from", up to the volume, number, date and pages (cleanVenue).
	reprintFromRe = regexp.MustCompile(`(?i)(?:\b(?:reprinted|reproduced|republished)(?:\s+(?:with|by)\s+(?:the\s+)?(?:kind\s+)?permission)?\s+from|^with\s+(?:the\s+)?(?:kind\s+)?permission\s+from)\s+(?:the\s+)?(\p{Lu}[^;·]{2,150})`)
	// citedWorkRe is what a figure's or table's "reproduced from" names instead of a venue:
	// another work cited by its authors and year ("Smith et al. (2010)", "Smith and Doe, 2010").
	citedWorkRe = regexp.MustCompile(`\bet al\b|^\p{Lu}[\p{L}'’-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+\(?(?:19|20)\d\d\b`)
)

// reprintVenue is the venue a reprint's note names ("Reproduced with permission from
// Eutypon, no. 4, Apr. 2000, pp. 1–16." gives "Eutypon"), "" for a line that is no such note
// or names another work.
func reprintVenue(t string) string {
	m := reprintFromRe.FindStringSubmatch(t)
	if m == nil || !startsUpperRune(m[1]) || citedWorkRe.MatchString(m[1]) {
		return "" // (?i) lets \p{Lu} match a small letter: "from the proceedings of a meeting"
	}
	v := strings.TrimRight(strings.TrimSpace(m[1]), " .,:")
	if c := cleanVenue(v); letters(c) >= 3 {
		v = c
	}
	if i := strings.IndexAny(v, "0123456789("); i >= 0 {
		v = strings.TrimRight(v[:i], " .,:") // the volume without a comma before it: "TUGboat 43:1 (2022)"
	}
	if letters(v) < 3 || wordCount(v) > 15 {
		return "" // a sentence, not a note's venue
	}
	return v
}
