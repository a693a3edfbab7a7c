package service

import (
	"context"

	"carrel/backend/domain"
)

// DuplicatePair is two stored papers that look like one work; Keep is the one a merge should keep
// (the fuller record), Drop the one merged into it.
type DuplicatePair struct {
	Keep domain.Paper `json:"keep"`
	Drop domain.Paper `json:"drop"`
	// Reason is "doi" or "title" (folded title, first author and year, as at import).
	Reason string `json:"reason"`
}

// DuplicateCandidates is the list the Library offers to merge.
type DuplicateCandidates struct {
	Object string          `json:"object"` // "list"
	Data   []DuplicatePair `json:"data"`
}

// maxDuplicateGroups bounds one listing; merging some shows the next ones.
const maxDuplicateGroups = 200

// DuplicateCandidates finds pairs of stored papers that are one work by the rule imports and
// ingestion use (papers_match.go): equal folded titles, a shared first-author family name and
// agreeing years, with no differing DOI or source id. Equal DOIs cannot be stored twice (DOIs are
// unique once normalized), so the title rule is the one that finds pairs among stored papers.
// Papers stored before title keys existed are keyed first. Errors: 401/403.
func (ps *PaperService) DuplicateCandidates(ctx context.Context) (DuplicateCandidates, error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return DuplicateCandidates{}, err
	}
	if _, err := ps.BackfillTitleKeys(ctx); err != nil {
		return DuplicateCandidates{}, err
	}
	groups, err := ps.s.st.R().DuplicateTitleKeyPapers(ctx, maxDuplicateGroups)
	if err != nil {
		return DuplicateCandidates{}, err
	}
	out := DuplicateCandidates{Object: "list", Data: []DuplicatePair{}}
	for _, g := range groups {
		used := map[string]bool{}
		for i, a := range g {
			for _, b := range g[i+1:] {
				if used[a.ID] || used[b.ID] || !sameWork(a, b) {
					continue
				}
				used[a.ID], used[b.ID] = true, true
				keep, drop := a, b
				if fullness(b) > fullness(a) {
					keep, drop = b, a
				}
				out.Data = append(out.Data, DuplicatePair{Keep: keep, Drop: drop, Reason: "title"})
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
