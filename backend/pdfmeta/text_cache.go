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
	a := cached(textCache.split, text, func(text string) splitAnswer {
		names, ok := splitNamesUncached(text)
		return splitAnswer{names, ok}
	}, func(a splitAnswer) splitAnswer { return splitAnswer{copyNames(a.names), a.ok} })
	return copyNames(a.names), a.ok
}

// cleanNameText drops what a name line prints besides names: e-mail addresses, ORCIDs,
// roles and runs of marks, each left as a comma so that the names around it stay apart.
func cleanNameText(text string) string {
	return cached(textCache.clean, text, cleanNameTextUncached, nil)
}

// bannerMatch is bannerLine.MatchString(text).
func bannerMatch(text string) bool {
	return cached(textCache.banner, text, bannerLine.MatchString, nil)
}

// cached answers compute(text) from m, one of textCache's maps, and keeps a new answer there
// (through keep, when the answer holds slices a caller may change) while an extraction runs.
func cached[V any](m map[string]V, text string, compute func(string) V, keep func(V) V) V {
	textCache.Lock()
	v, seen := m[text]
	on := textCache.active > 0
	textCache.Unlock()
	if seen || !on {
		if !seen {
			v = compute(text)
		}
		return v
	}
	v = compute(text)
	kept := v
	if keep != nil {
		kept = keep(v)
	}
	textCache.Lock()
	if len(m) >= textCacheMax {
		clear(m)
	}
	m[text] = kept
	textCache.Unlock()
	return v
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
