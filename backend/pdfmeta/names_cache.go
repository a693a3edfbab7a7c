package pdfmeta

import (
	"slices"
	"sync"
)

// nameCache keeps splitNames' and cleanNameText's answers by text while an extraction runs
// (beginNameCache). The title, author and confidence readers ask them of the same lines
// again and again (over the train split 3,590 splitNames calls read 1,364 texts, 4,258
// cleanNameText calls 1,253), and their regular expressions are the author reader's cost.
// Both are pure functions of the text, so the cache answers as they do; extractions that
// run at once share it under the mutex. It is emptied when the last one ends, so one paper's
// reading never leans on another's (and a benchmark that reads the same papers again measures
// each reading in full), and once it holds nameCacheMax texts.
var nameCache = struct {
	sync.Mutex
	active int // extractions running
	split  map[string]splitAnswer
	clean  map[string]string
}{split: map[string]splitAnswer{}, clean: map[string]string{}}

// beginNameCache opens the cache for one extraction; the function it returns closes it.
func beginNameCache() func() {
	nameCache.Lock()
	nameCache.active++
	nameCache.Unlock()
	return func() {
		nameCache.Lock()
		if nameCache.active--; nameCache.active == 0 {
			clear(nameCache.split)
			clear(nameCache.clean)
		}
		nameCache.Unlock()
	}
}

// nameCacheMax bounds each of nameCache's maps (a paper asks of a few dozen lines).
const nameCacheMax = 20000

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
	nameCache.Lock()
	a, seen := nameCache.split[text]
	on := nameCache.active > 0
	nameCache.Unlock()
	if !seen {
		a.names, a.ok = splitNamesUncached(text)
		if !on {
			return a.names, a.ok
		}
		a.names = copyNames(a.names)
		nameCache.Lock()
		if len(nameCache.split) >= nameCacheMax {
			clear(nameCache.split)
		}
		nameCache.split[text] = a
		nameCache.Unlock()
	}
	return copyNames(a.names), a.ok
}

// cleanNameText drops what a name line prints besides names: e-mail addresses, ORCIDs,
// roles and runs of marks, each left as a comma so that the names around it stay apart.
func cleanNameText(text string) string {
	nameCache.Lock()
	c, seen := nameCache.clean[text]
	on := nameCache.active > 0
	nameCache.Unlock()
	if !seen {
		c = cleanNameTextUncached(text)
		if !on {
			return c
		}
		nameCache.Lock()
		if len(nameCache.clean) >= nameCacheMax {
			clear(nameCache.clean)
		}
		nameCache.clean[text] = c
		nameCache.Unlock()
	}
	return c
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
