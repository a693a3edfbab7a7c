package pdfmeta

import (
	"regexp"
	"strings"
)

// A book's title printed before its editors, as a chapter's note names the book in French,
// German, Italian or Spanish as well as in English (s18-held6): "Title, sous la direction de
// Jane Roe, Springer, 2019, p. 3–20", "Title, hrsg. von …", "Title, a cura di …", "Title, ed.
// por …", "Title, edited by …", or "Title (ACR 2019), J. Roe, C. Mendes (eds.), Series 1234".
// bookVenues reads the editors before the title ("In: J. Roe (eds.) Title"); these notes put
// them after it.

const (
	// editorName is one editor's name: a given name or initials, then a family name, with a
	// particle between ("P. de Groot", "Carl W. Mendes").
	editorName = `\p{Lu}[\p{L}'’-]*\.?(?:[\s-]+\p{Lu}[\p{L}'’-]*\.?)*\s+(?:(?:de|van|von|der|den|da|di|del|le|la)\s+)*\p{Lu}[\p{L}'’-]+`
	// editorNames is a list of editorName joined as the languages join them.
	editorNames = `(?:` + editorName + `(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+et\s+|\s+und\s+|\s+e\s+|\s+y\s+))*` + editorName
	// editedByWords are the words before the editors' names: "edited by", French "sous la
	// direction de" / "éd. par" / "dir. par", German "hrsg. von" / "herausgegeben von", Italian
	// "a cura di", Spanish "ed. por" / "editado por".
	editedByWords = `(?:[Ee]dited by|[Ee]ds?\. by|sous la direction de|(?:éd|[ÉE]d|[ée]dit[ée]|dir)\.? par|[Hh]rsg\. v(?:on|\.)|[Hh]erausgegeben von|a cura di|[Ee]d(?:s|itado)?\.? por)`
	// editorsLabel is the label after the editors' names: "(eds.)", "(editors)", "(Hrsg.)",
	// "(Hg.)", "(éds.)", "(dir.)", "(a cura di)"; every reader of editors' names uses it.
	editorsLabel = `\((?:[ÉéEe]ds?|[Ee]ditors?|[Hh]rsg|[Hh]g|[Dd]ir|[Cc]oords?|a cura di)\.?\)`
	// editorsAfter is what follows the book's title in such a note: its acronym, then the editors.
	editorsAfter = `(?:\s*\([^()]{2,40}\))?\s*,\s*(?:` + editedByWords + `\s+\p{Lu}|` + editorNames + `\s*` + editorsLabel + `)`
)

var (
	// editorsAfterTitleRe is a line that opens with a book's title and names its editors after
	// it; a footnote's mark may come first ("() Title, sous la direction de …").
	editorsAfterTitleRe = regexp.MustCompile(`^[^\p{L}\d©]{0,4}(\p{Lu}[^;()]{4,200}?)` + editorsAfter)
	// editorsAfterRe is editorsAfter at the start of a text: what the page prints right after a venue.
	editorsAfterRe = regexp.MustCompile(`^` + editorsAfter)
	// editorNamesRe is a text that is a list of editors' names and nothing else.
	editorNamesRe = regexp.MustCompile(`^` + editorNames + `$`)
)

// editorsNoteWords are literals one of which every editorsAfterTitleRe match holds (lower case).
var editorsNoteWords = []string{"edited by", "eds. by", "ed. by", "sous la direction", " par ", "hrsg", "herausgegeben",
	"a cura di", " por ", "(ed", "(éd", "(hg", "(dir", "(coord"}

// titleBeforeEditors is the book's title a note line names before its editors, or "".
func titleBeforeEditors(t string) string {
	if !containsAny(strings.ToLower(t), editorsNoteWords) {
		return ""
	}
	m := editorsAfterTitleRe.FindStringSubmatch(t)
	if m == nil {
		return ""
	}
	title := strings.TrimSpace(m[1])
	if strings.HasPrefix(title, "In ") || strings.HasPrefix(title, "In:") || editorNamesRe.MatchString(title) && personsNamed(title) {
		return "" // "In: J. Roe, C. Mendes (eds.)", "J. Roe, C. Mendes (eds.)": editors, not a title
	}
	if initialRe.MatchString(title) || strings.ContainsAny(title, "0123456789") {
		return "" // "Springer Nature Switzerland AG 2012 L. Ferrante, …": a copyright line running into the editors
	}
	return title
}

// personsNamed reports whether a text shaped as a list of names is one: it holds an initial
// ("J. Roe"), or the name lexicon knows each of its words as a name's ("Jane Roe"), which it
// does not for a book's title ("Pattern Recognition").
func personsNamed(t string) bool {
	if initialRe.MatchString(t) {
		return true
	}
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == '&' }) {
		if w != "and" && w != "et" && w != "und" && w != "e" && w != "y" && nameScore(w) <= 0 {
			return false
		}
	}
	return true
}

// initialRe is a given name's initial: "J.", "C.W.".
var initialRe = regexp.MustCompile(`(?:^|\s)\p{Lu}\.`)

// editorsLabelEndRe is editorsLabel ending a text: the editors named right before a venue.
var editorsLabelEndRe = regexp.MustCompile(editorsLabel + `$`)

// namedWithEditors reports whether page prints venue next to its editors, right after their
// label ("In: J. Roe (eds.), Pattern Recognition, …") or right before them ("Venue, sous la
// direction de …", "Venue (ACR 2019), J. Roe (eds.)"): a book's title, even one a journal
// shares.
func namedWithEditors(venue, page string) bool {
	if venue == "" {
		return false
	}
	page = strings.ReplaceAll(page, "\n", " ")
	for off := 0; off < len(page); {
		i := strings.Index(page[off:], venue)
		if i < 0 {
			return false
		}
		i += off
		end := i + len(venue)
		if editorsLabelEndRe.MatchString(strings.TrimRight(page[max(0, i-14):i], " ,:")) ||
			len(venue) >= 4 && editorsAfterRe.MatchString(page[end:min(len(page), end+300)]) {
			return true
		}
		off = end
	}
	return false
}
