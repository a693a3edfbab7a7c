package service

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"carrel/backend/domain"
)

// DuplicatePair is two stored papers that look like one work; Keep is the one a merge should keep
// (the fuller record), Drop the one merged into it.
type DuplicatePair struct {
	Keep domain.Paper `json:"keep"`
	Drop domain.Paper `json:"drop"`
	// KeepSource and DropSource say where each record came from: pdf, zotero, bibtex (reference
	// files), corpus (JSONL imports), or "" when not recorded.
	KeepSource string `json:"keep_source"`
	DropSource string `json:"drop_source"`
	// Reason is "arxiv" (both name one arXiv identifier) or "title" (folded title, first author
	// and year, as at import).
	Reason string `json:"reason"`
}

// DuplicateCandidates is the list the Library offers to merge.
type DuplicateCandidates struct {
	Object string          `json:"object"` // "list"
	Data   []DuplicatePair `json:"data"`
}

// maxDuplicateGroups bounds one listing; merging some shows the next ones.
const maxDuplicateGroups = 200

// maxArXivPapers bounds the papers read to pair by arXiv identifier.
const maxArXivPapers = 5000

// DuplicateCandidates finds pairs of stored papers that are one work by the rule imports and
// ingestion use (matcher.find in papers_complete.go), whatever source each came from: one arXiv
// identifier in URL or DOI, or equal folded titles, a shared first-author family name and
// agreeing years (sameWork). Equal DOIs cannot be stored twice (DOIs are unique once normalized).
// Papers stored before title keys existed are keyed first. Errors: 401/403.
func (ps *PaperService) DuplicateCandidates(ctx context.Context) (DuplicateCandidates, error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return DuplicateCandidates{}, err
	}
	if _, err := ps.BackfillTitleKeys(ctx); err != nil {
		return DuplicateCandidates{}, err
	}
	out := DuplicateCandidates{Object: "list", Data: []DuplicatePair{}}
	used := map[string]bool{}
	add := func(a, b domain.Paper, reason string) {
		if used[a.ID] || used[b.ID] || len(out.Data) >= maxDuplicateGroups {
			return
		}
		used[a.ID], used[b.ID] = true, true
		keep, drop := a, b
		if fullness(b) > fullness(a) {
			keep, drop = b, a
		}
		out.Data = append(out.Data, DuplicatePair{Keep: keep, Drop: drop, Reason: reason,
			KeepSource: sourceOf(keep.Origin), DropSource: sourceOf(drop.Origin)})
	}
	arx, err := ps.s.st.R().ArXivPapers(ctx, maxArXivPapers)
	if err != nil {
		return DuplicateCandidates{}, err
	}
	groups, err := ps.s.st.R().DuplicateTitleKeyPapers(ctx, maxDuplicateGroups)
	if err != nil {
		return DuplicateCandidates{}, err
	}
	var all []*domain.Paper
	for i := range arx {
		all = append(all, &arx[i])
	}
	keys := make([]string, 0, len(groups))
	for k, g := range groups {
		keys = append(keys, k)
		for i := range g {
			all = append(all, &g[i])
		}
	}
	if err := withOrigins(ctx, ps.s.st.R(), all); err != nil {
		return DuplicateCandidates{}, err
	}
	// Groups in the order their oldest papers came in, so the list is stable between reads.
	slices.SortFunc(keys, func(a, b string) int {
		return cmp.Or(groups[a][0].CreatedAt.Compare(groups[b][0].CreatedAt), strings.Compare(a, b))
	})
	first := map[string]domain.Paper{}
	for _, p := range arx {
		id := arxivOf(p)
		if id == "" {
			continue
		}
		if f, ok := first[id]; ok {
			add(f, p, "arxiv")
		} else {
			first[id] = p
		}
	}
	for _, k := range keys {
		g := groups[k]
		for i, a := range g {
			for _, b := range g[i+1:] {
				if sameWork(a, b) {
					add(a, b, "title")
				}
			}
		}
	}
	return out, nil
}

// fullness scores how much of a reference record a paper holds; ties keep the older paper
// (groups come oldest first).
func fullness(p domain.Paper) int {
	n := 0
	for _, has := range []bool{p.DOI != nil, p.Venue != nil, p.Year != nil, p.PublicationType != nil, p.Abstract != nil,
		len(p.Authors) > 0, !p.NeedsReview} {
		if has {
			n++
		}
	}
	if p.DOI != nil {
		n += 2
	}
	return n
}
