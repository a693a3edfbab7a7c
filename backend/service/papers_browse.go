package service

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// Paper sources the Papers page filters by, and the origins each stands for.
var paperSources = map[string][]string{
	"pdf":    {domain.OriginPDF},
	"zotero": {domain.OriginZotero},
	"bibtex": {"bibtex", "ris", "csl_json"}, // reference files
	"corpus": {"jsonl"},                     // corpus imports (SciFact and other JSONL)
}

// sourceOf names the source group of an origin ("" when not recorded).
func sourceOf(origin string) string {
	for s, os := range paperSources {
		if slices.Contains(os, origin) {
			return s
		}
	}
	return ""
}

// MaxBrowseLimit is the largest page of BrowsePapers.
const MaxBrowseLimit = 100

// BrowsePapersParams select, order and page the Papers page (the window's BrowsePapers).
type BrowsePapersParams struct {
	// Query matches title, DOI or author names.
	Query     string `json:"query"`
	LibraryID string `json:"library_id"`
	// Sources are any of pdf, zotero, bibtex (BibTeX, RIS and CSL-JSON files), corpus (JSONL).
	Sources []string `json:"sources"`
	// Types are publication types, or "unknown" for papers without one.
	Types       []string `json:"types"`
	YearFrom    *int     `json:"year_from"`
	YearTo      *int     `json:"year_to"`
	NeedsReview *bool    `json:"needs_review"`
	// Sort is own (default: the researcher's additions before corpus imports, newest first),
	// recent, year, title or author.
	Sort   string `json:"sort"`
	Offset int    `json:"offset"`
	Limit  int    `json:"limit"`
}

// BrowsedPaper is a paper on the Papers page with the source it came from ("" when unrecorded).
type BrowsedPaper struct {
	domain.Paper
	Source string `json:"source"`
}

// PaperPage is one page of BrowsePapers with the count of every match.
type PaperPage struct {
	Object string         `json:"object"`
	Data   []BrowsedPaper `json:"data"`
	Total  int            `json:"total"`
	Offset int            `json:"offset"`
	Limit  int            `json:"limit"`
	Sort   string         `json:"sort"`
}

// Browse lists papers a page at a time with a total, filtered and sorted (issue 26).
// Errors: 401/403; 400 parameter_invalid (sort, sources, types, years, offset, limit);
// 404 resource_not_found (library_id).
func (ps *PaperService) Browse(ctx context.Context, p BrowsePapersParams) (PaperPage, error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return PaperPage{}, err
	}
	f, err := p.filter()
	if err != nil {
		return PaperPage{}, err
	}
	if f.LibraryID != "" {
		if err := ps.s.libraryExists(ctx, f.LibraryID, "library_id"); err != nil {
			return PaperPage{}, err
		}
	}
	rows, total, err := ps.s.st.R().BrowsePapers(ctx, f)
	if err != nil {
		return PaperPage{}, err
	}
	papers := make([]domain.Paper, len(rows))
	for i, r := range rows {
		papers[i] = r.Paper
	}
	// The table marks fields to check, so each row carries its review extension as Get does.
	if papers, err = withReview(ctx, ps.s.st.R(), papers); err != nil {
		return PaperPage{}, err
	}
	out := PaperPage{Object: "paper_page", Data: make([]BrowsedPaper, len(rows)), Total: total, Offset: f.Offset, Limit: f.Limit, Sort: f.Sort}
	for i, r := range rows {
		out.Data[i] = BrowsedPaper{Paper: papers[i], Source: sourceOf(r.Origin)}
	}
	return out, nil
}

func (p BrowsePapersParams) filter() (store.PaperBrowse, error) {
	f := store.PaperBrowse{Query: p.Query, LibraryID: strings.TrimSpace(p.LibraryID), NeedsReview: p.NeedsReview,
		Sort: p.Sort, Offset: p.Offset, Limit: p.Limit}
	if f.Sort == "" {
		f.Sort = store.PaperSortOwnFirst
	}
	if !slices.Contains([]string{store.PaperSortOwnFirst, store.PaperSortRecent, store.PaperSortYear, store.PaperSortTitle, store.PaperSortAuthor}, f.Sort) {
		return f, apierr.BadParam("sort", "sort must be one of own, recent, year, title, author.")
	}
	if f.Limit == 0 {
		f.Limit = 25
	}
	if f.Limit < 1 || f.Limit > MaxBrowseLimit {
		return f, apierr.BadParam("limit", fmt.Sprintf("limit must be between 1 and %d.", MaxBrowseLimit))
	}
	if f.Offset < 0 {
		return f, apierr.BadParam("offset", "offset must not be negative.")
	}
	for _, s := range p.Sources {
		origins, ok := paperSources[s]
		if !ok {
			return f, apierr.BadParam("sources", "Unknown source '"+s+"'; allowed: pdf, zotero, bibtex, corpus.")
		}
		f.Origins = append(f.Origins, origins...)
	}
	for _, t := range p.Types {
		switch {
		case t == "unknown":
			f.Types = append(f.Types, "")
		case slices.Contains(domain.PublicationTypes, t):
			f.Types = append(f.Types, t)
		default:
			return f, apierr.BadParam("types", "Unknown type '"+t+"'; allowed: unknown, "+strings.Join(domain.PublicationTypes, ", ")+".")
		}
	}
	for _, y := range []struct {
		v    *int
		to   *int
		name string
	}{{p.YearFrom, &f.YearFrom, "year_from"}, {p.YearTo, &f.YearTo, "year_to"}} {
		if y.v == nil {
			continue
		}
		if *y.v < 1 || *y.v > 9999 {
			return f, apierr.BadParam(y.name, y.name+" must be a year between 1 and 9999.")
		}
		*y.to = *y.v
	}
	if f.YearFrom != 0 && f.YearTo != 0 && f.YearFrom > f.YearTo {
		return f, apierr.BadParam("year_from", "year_from must not be after year_to.")
	}
	return f, nil
}
