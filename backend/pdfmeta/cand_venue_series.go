package pdfmeta

import (
	"regexp"
	"strings"
)

var (
	// bookSeriesPartRe is a book series named after a volume's title in a chapter's note ("…,
	// Lecture Notes in Artificial Intelligence 3534", "…, Studies in Computational Intelligence",
	// "…, Chapman & Hall/CRC Machine Learning Series 11537"): the series a volume belongs to,
	// which a reference manager stores apart from the book's title.
	bookSeriesPartRe = regexp.MustCompile(`^(?:(?:Lecture Notes|Studies|Frontiers|Communications|Advances|Topics|Texts|Progress)\s+in\s+\p{Lu}[^,]*|[^,]*\bSeries(?:\s+(?:in|on)\s+[^,]*)?)(?:,?\s+(?:vol\.?\s*)?\d{1,5})?$`)
	// volumeLabelPartRe is a proceedings volume's label after its title: "Proceedings", "Proceedings,
	// Part 2", "Proceedings of ECML PKDD 2021" (the meeting's acronym and year, no name's word).
	volumeLabelPartRe = regexp.MustCompile(`^Proceedings(?:\s+Part\s+(?:\d{1,2}|[IVX]{1,4})|\s+of\s+(?:the\s+)?\p{Lu}[\p{Lu}\d&/-]*(?:\s+\p{Lu}[\p{Lu}\d&/-]*){0,2}\s+(?:19|20)\d\d)?$`)
)

// acronymTailRe is a meeting's acronym and year in parentheses ending a volume's title.
var acronymTailRe = regexp.MustCompile(`\s*\(\p{Lu}[\p{Lu}\d&/-]*(?:\s+\p{Lu}[\p{Lu}\d&/-]*){0,2}\s+(?:19|20)\d\d\)\s*$`)

// seriesCut is a book's title in a chapter's note without the series, volume label and all
// after them ("Discovery Science, Lecture Notes in Artificial Intelligence 3684, Springer" gives
// "Discovery Science", "Discovery Science (DS 2014)" too); t itself when it names none after its
// first part (s18-chapters).
func seriesCut(t string) string {
	if m := acronymTailRe.FindStringIndex(t); m != nil && letters(t[:m[0]]) >= 4 {
		t = t[:m[0]] // "Discovery Science (DS 2014)": the meeting's acronym and year after the volume's title
	}
	parts := strings.Split(t, ",")
	for i := 1; i < len(parts); i++ {
		p := strings.TrimSpace(parts[i])
		if i+1 < len(parts) && strings.HasPrefix(p, "Proceedings") && strings.HasPrefix(strings.TrimSpace(parts[i+1]), "Part ") {
			p += " " + strings.TrimSpace(parts[i+1]) // "Proceedings, Part 2"
		}
		if bookSeriesPartRe.MatchString(p) || volumeLabelPartRe.MatchString(p) {
			if out := strings.TrimSpace(strings.Join(parts[:i], ",")); letters(out) >= 4 {
				return out
			}
		}
	}
	return t
}

// noteOpenRe opens a note that names where the paper is published: "Published in", "To
// appear in", "Reprinted from", "In:".
var noteOpenRe = regexp.MustCompile(`(?i)^\s*(?:(?:to\s+)?appear(?:s|ed|ing)?\s+in|published\s+(?:online\s+)?in|reprinted\s+from|in:)\s`)

// editorsNamedRe is an "In:" note's editors, named before their "(eds.)": what follows "In:" is
// then no venue's name but theirs ("In: Jane Roe and Carl Mendes (eds.), Book, …").
var editorsNamedRe = regexp.MustCompile(`^[^()]{2,160}?` + editorsLabel)
