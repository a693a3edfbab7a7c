package service

import (
	"context"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// Duplicate detection beyond DOI (issue 15): two papers are one work when their titles are equal
// once case, punctuation and diacritics are folded, a first author's family name of one is among
// the other's authors (PDF extraction sometimes swaps the order), and their years agree where
// both are known. Papers without authors on one side match on title and year alone.

// minTitleKey keeps very short titles ("Introduction", "Preface") from merging different works.
const minTitleKey = 12

// foldWords lower-cases, strips diacritics and joins letter/digit runs with single spaces.
func foldWords(s string) string {
	var b strings.Builder
	space := true
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
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

// titleKey is the folded title used to find candidate duplicates ("" when too short to trust).
func titleKey(title string) string {
	k := foldWords(title)
	if len(k) < minTitleKey {
		return ""
	}
	return k
}

// family is an author's folded family name (the last word of a literal name).
func family(a domain.Author) string {
	f := foldWords(a.Family)
	if f == "" {
		f = foldWords(a.Literal)
		if i := strings.LastIndexByte(f, ' '); i >= 0 {
			f = f[i+1:]
		}
	}
	return f
}

func families(p domain.Paper) map[string]bool {
	out := map[string]bool{}
	for _, a := range p.Authors {
		if f := family(a); f != "" {
			out[f] = true
		}
	}
	return out
}

func firstFamily(p domain.Paper) string {
	if len(p.Authors) == 0 {
		return ""
	}
	return family(p.Authors[0])
}

// sameWork reports whether a and b (with equal title keys) describe the same work.
func sameWork(a, b domain.Paper) bool {
	if a.Year != nil && b.Year != nil && *a.Year != *b.Year {
		return false
	}
	if a.DOI != nil && b.DOI != nil && store.NormalizeDOI(*a.DOI) != store.NormalizeDOI(*b.DOI) {
		return false
	}
	// Two records one source gave different ids (SciFact's _id, a Zotero key) are two works to it,
	// whatever their titles say; ids from two sources (a Zotero key, a corpus _id) name nothing in
	// common, so they neither join nor part papers. An unrecorded origin counts as the same source.
	if a.ExternalID != nil && b.ExternalID != nil && *a.ExternalID != *b.ExternalID && sameSource(a, b) {
		return false
	}
	fa, fb := firstFamily(a), firstFamily(b)
	if fa == "" || fb == "" {
		return true
	}
	return families(b)[fa] || families(a)[fb]
}

// sameSource reports whether a and b came in through one source group (true when either is
// unrecorded, the careful answer for the external-id rule).
func sameSource(a, b domain.Paper) bool {
	sa, sb := sourceOf(a.Origin), sourceOf(b.Origin)
	return sa == "" || sb == "" || sa == sb
}

// withOrigins fills the recorded origin of stored papers (paper reads leave it out), so the
// external-id rule of sameWork can tell one source from two.
func withOrigins(ctx context.Context, q store.Q, papers []*domain.Paper) error {
	ids := make([]string, len(papers))
	for i, p := range papers {
		ids[i] = p.ID
	}
	origins, err := q.PaperOrigins(ctx, ids)
	for _, p := range papers {
		p.Origin = origins[p.ID]
	}
	return err
}

// BackfillTitleKeys computes the title key of papers stored before duplicate detection knew
// titles; the app runs it at start. It returns how many papers it keyed.
func (ps *PaperService) BackfillTitleKeys(ctx context.Context) (int, error) {
	total := 0
	for {
		todo, err := ps.s.st.R().PaperTitlesWithoutKey(ctx, 2000)
		if err != nil || len(todo) == 0 {
			return total, err
		}
		keys := make(map[string]string, len(todo))
		for id, t := range todo {
			keys[id] = titleKey(t) // "" marks "computed, too short to match"
		}
		if err := ps.s.st.Tx(ctx, func(q store.Q) error { return q.SetPaperTitleKeys(ctx, keys) }); err != nil {
			return total, err
		}
		total += len(todo)
	}
}
