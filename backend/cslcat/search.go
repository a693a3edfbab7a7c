package cslcat

import (
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Style search: a query is split into tokens; a style matches when every token occurs in its
// title, short title, short name (slug) or id, with case and diacritics folded. Matches are
// ranked: an exact short name, short title, title or id first, then titles and short names that
// start with the query, then the rest by how many tokens are whole words, whether the query
// covers the whole short name, independent before dependent styles, and shorter titles first.

// searchKey is a style's folded text for matching.
type searchKey struct {
	name, slug, short string // folded, tokens joined by one space
	words             map[string]bool
	slugWords         []string
}

func newSearchKey(e *entry) searchKey {
	k := searchKey{name: foldText(e.info.Name), slug: foldText(e.info.ShortName), short: foldText(e.meta.TitleShort), words: map[string]bool{}}
	for _, s := range []string{k.name, k.slug, k.short} {
		for _, w := range strings.Fields(s) {
			k.words[w] = true
		}
	}
	k.slugWords = strings.Fields(k.slug)
	return k
}

// foldText lower-cases, removes diacritics and turns every run of other characters into one space.
func foldText(s string) string {
	var b strings.Builder
	space := true
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			space = false
		case !space:
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// rank is how well one style matches; larger fields win, in order.
type rank struct {
	e        *entry
	tier     int // 3 exact, 2 prefix, 1 tokens
	whole    int // query tokens that are whole words of the style
	covered  bool
	indep    bool
	nameSize int
}

// search returns the styles matching text, best first.
func (v *view) search(text, category string) []*entry {
	q := foldText(text)
	tokens := strings.Fields(q)
	if len(tokens) == 0 {
		return nil
	}
	id := strings.ToLower(strings.TrimSpace(text))
	var out []rank
	for _, e := range v.sorted {
		if category != "" && e.info.Category != category {
			continue
		}
		k := v.keys[e]
		hay := k.name + " | " + k.slug + " | " + k.short
		ok := true
		for _, t := range tokens {
			if !strings.Contains(hay, t) {
				ok = false
				break
			}
		}
		if !ok && id != strings.ToLower(e.info.ID) {
			continue
		}
		r := rank{e: e, tier: 1, indep: e.parent == nil && e.meta.ParentURI == "", nameSize: len(k.name)}
		switch {
		case q == k.slug || q == k.short || q == k.name || id == strings.ToLower(e.info.ID):
			r.tier = 3
		case strings.HasPrefix(k.name, q) || strings.HasPrefix(k.slug, q):
			r.tier = 2
		}
		qset := map[string]bool{}
		for _, t := range tokens {
			qset[t] = true
			if k.words[t] {
				r.whole++
			}
		}
		r.covered = len(k.slugWords) > 0
		for _, w := range k.slugWords {
			if !qset[w] {
				r.covered = false
				break
			}
		}
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.tier != b.tier:
			return a.tier > b.tier
		case a.whole != b.whole:
			return a.whole > b.whole
		case a.covered != b.covered:
			return a.covered
		case a.indep != b.indep:
			return a.indep
		default:
			return a.nameSize < b.nameSize
		}
	})
	res := make([]*entry, len(out))
	for i, r := range out {
		res[i] = r.e
	}
	return res
}
