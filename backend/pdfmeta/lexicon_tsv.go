package pdfmeta

import (
	"sort"
	"strings"
	"sync"
)

// sortedTSV is an embedded lexicon of "key<TAB>value" lines sorted by key ('#' lines are
// comments). It is split into lines on first use and binary-searched in place, so nothing is
// built when the program starts.
type sortedTSV struct {
	data  []byte
	once  sync.Once
	lines []string
}

// all returns the lexicon's lines, in key order.
func (t *sortedTSV) all() []string {
	t.once.Do(func() {
		for _, l := range strings.Split(string(t.data), "\n") {
			if l != "" && l[0] != '#' {
				t.lines = append(t.lines, l)
			}
		}
	})
	return t.lines
}

// value is the value stored under key, or "" when key is absent.
func (t *sortedTSV) value(key string) string {
	ls := t.all()
	i := sort.Search(len(ls), func(i int) bool { return lineKey(ls[i]) >= key })
	if key == "" || i == len(ls) || lineKey(ls[i]) != key {
		return ""
	}
	return ls[i][len(key)+1:]
}

// valueAt is the value of line i, or "" when there is no such line.
func (t *sortedTSV) valueAt(i int) string {
	ls := t.all()
	if i < 0 || i >= len(ls) {
		return ""
	}
	_, v, _ := strings.Cut(ls[i], "\t")
	return v
}

func lineKey(l string) string { k, _, _ := strings.Cut(l, "\t"); return k }
