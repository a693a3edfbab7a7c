package pdfmeta

import (
	"carrel/backend/domain"
)

// titleBlockNames reads the names of a title block that is wholly a byline (s17-nometa: dev
// s16 ap-info's "B. Jackowski, J. M. Nowacki and P. Strzelczyk" set above a smaller title,
// synthR41's byline under the abstract at the title's size): when the title reader takes the
// byline for the title, every other reader looks below it and the names are lost. Each line
// must split wholly into names, and the block must hold a name in initials or with a mark,
// which no title prints, or two names or more that the lexicon backs.
func titleBlockNames(title []line) []domain.Author {
	var toks [][]string
	sure := false
	for _, l := range title {
		text := nameText(l)
		names, ok := splitNames(text)
		if !ok || hasTitleWord(names) {
			return nil
		}
		sure = sure || cleanNameText(text) != text || dottedInitialRe.MatchString(text)
		toks = append(toks, names...)
	}
	if len(toks) == 0 || !sure && (len(toks) < 2 || !lexiconBacked(toks)) {
		return nil
	}
	return stackAuthors(toks)
}
