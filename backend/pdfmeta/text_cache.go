package pdfmeta

import (
	"slices"
	"sync"
)

// textCache keeps splitNames', cleanNameText's and bannerLine's answers by text while an
// extraction runs (beginTextCache). The title, author and confidence readers ask them of the
// same lines again and again (over the train split 3,590 splitNames calls read 1,364 texts,
// 4,258 cleanNameText calls 1,253; layoutTitle reads page 1's lines two or three times), and
// their regular expressions are those readers' cost.
// All are pure functions of the text, so the cache answers as they do; extractions that
// run at once share it under the mutex. It is emptied when the last one ends, so one paper's
// reading never leans on another's (and a benchmark that reads the same papers again measures
// each reading in full), and once it holds textCacheMax texts.
var textCache = struct {
	sync.Mutex
	active int // extractions running
	split  map[string]splitAnswer
	clean  map[string]string
	banner map[string]bool
}{split: map[string]splitAnswer{}, clean: map[string]string{}, banner: map[string]bool{}}

// beginTextCache opens the cache for one extraction; the function it returns closes it.
func beginTextCache() func() {
	textCache.Lock()
	textCache.active++
	textCache.Unlock()
	return func() {
		textCache.Lock()
		if textCache.active--; textCache.active == 0 {
			clear(textCache.split)
			clear(textCache.clean)
			clear(textCache.banner)
		}
		textCache.Unlock()
	}
}

// textCacheMax bounds each of textCache's maps (a paper asks of a few dozen lines).
const textCacheMax = 20000

// splitAnswer is one splitNames answer.
type splitAnswer struct {
	names [][]string
	ok    bool
}

// splitNames splits a line into names, each as tokens with the family name last; ok is false
// when any piece is not a name. Names written family first with initials come out given
// name first ("Smith AB" gives "A B Smith"). Each call gets its own copy of the names, which
// callers may change.
func splitNames(text string) ([][]string, bool) {
	textCache.Lock()
	a, seen := textCache.split[text]
	on := textCache.active > 0
	textCache.Unlock()
	if !seen {
		a.names, a.ok = splitNamesUncached(text)
		if !on {
			return a.names, a.ok
		}
		a.names = copyNames(a.names)
		textCache.Lock()
		if len(textCache.split) >= textCacheMax {
			clear(textCache.split)
		}
		textCache.split[text] = a
		textCache.Unlock()
	}
	return copyNames(a.names), a.ok
}

// cleanNameText drops what a name line prints besides names: e-mail addresses, ORCIDs,
// roles and runs of marks, each left as a comma so that the names around it stay apart.
func cleanNameText(text string) string {
	textCache.Lock()
	c, seen := textCache.clean[text]
	on := textCache.active > 0
	textCache.Unlock()
	if !seen {
		c = cleanNameTextUncached(text)
		if !on {
			return c
		}
		textCache.Lock()
		if len(textCache.clean) >= textCacheMax {
			clear(textCache.clean)
		}
		textCache.clean[text] = c
		textCache.Unlock()
	}
	return c
}

// bannerMatch is bannerLine.MatchString(text).
func bannerMatch(text string) bool {
	textCache.Lock()
	b, seen := textCache.banner[text]
	on := textCache.active > 0
	textCache.Unlock()
	if !seen {
		b = bannerLine.MatchString(text)
		if !on {
			return b
		}
		textCache.Lock()
		if len(textCache.banner) >= textCacheMax {
			clear(textCache.banner)
		}
		textCache.banner[text] = b
		textCache.Unlock()
	}
	return b
}

// copyNames is a deep copy of names that keeps nil slices nil.
func copyNames(names [][]string) [][]string {
	if names == nil {
		return nil
	}
	out := make([][]string, len(names))
	for i, n := range names {
		out[i] = slices.Clone(n)
	}
	return out
}
