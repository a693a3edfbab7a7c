package pdfmeta

import (
	"math"

	"carrel/backend/domain"
)

// coverFootNames reads the names a title page sets at its foot, under a title block at its top
// (s16-s15open: a reference manual's cover lists its ten authors, two lines of "Name, Name, …",
// at 0.83 of the page, below the upper 60% every other reader looks in). Only on a cover (no
// line of a paragraph in its upper 60%, at most coverFootWords words in all, a page 2 to follow)
// and only when no other reader found a name: the first line
// of the page's lower part that splits wholly into names the lexicon backs, and the lines at its
// size that follow it and do too.
func (h *header) coverFootNames() []domain.Author {
	if len(h.pages) < 2 || len(h.pages[0]) == 0 {
		return nil
	}
	n := 0
	for _, l := range h.pages[0] {
		if n += len(l.words); !l.vertical && l.y0 < 0.6*l.ph && len(l.words) > titlePageWords {
			return nil // a paragraph over the foot: a page of text, whose foot holds notes
		}
	}
	if n > coverFootWords {
		return nil
	}
	var toks [][]string
	size := 0.0
	for _, l := range h.pages[0] {
		if l.vertical || l.y0 < 0.6*l.ph {
			continue
		}
		names, ok := splitNames(nameText(l))
		backed := ok && lexiconBacked(names)
		if len(toks) > 0 && (!backed || math.Abs(l.size-size) > 0.15*size) {
			break // the block of names ends at its first other line ("(HTML version)")
		}
		if backed {
			size = l.size
			toks = append(toks, names...)
		}
	}
	return stackAuthors(toks)
}

// coverFootWords is the most words a cover with its names at its foot holds (a title block, a
// version line, a few lines of names).
const coverFootWords = 80
