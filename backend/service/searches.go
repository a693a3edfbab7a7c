package service

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/store"
)

// SearchService manages research searches: creation, the search job, results, cancel and exports.
type SearchService struct {
	s *Service

	// progress holds, per running search, how many papers it has read; cancel bills from it.
	progress sync.Map // search id -> *searchProgress
	waitMu   sync.Mutex
	waiters  map[string][]chan struct{}
}

// JobSearchRun is the job kind that runs a search.
const JobSearchRun = "search.run"

// MaxQueryLength is the longest accepted query, in characters.
const MaxQueryLength = 1000

// Retention of searches: 90 days, 7 for test keys.
const (
	SearchRetention     = 90 * 24 * time.Hour
	SearchRetentionTest = 7 * 24 * time.Hour
)

// SearchFilterParams are the optional filters of a new search.
type SearchFilterParams struct {
	YearFrom        *int     `json:"year_from"`
	YearTo          *int     `json:"year_to"`
	OpenAccess      *bool    `json:"open_access"`
	PublicationType []string `json:"publication_type"`
	Venue           []string `json:"venue"`
	// LibraryIDs scopes the search to papers filed in these libraries (an extension, docs/api.md).
	LibraryIDs []string `json:"library_ids"`
}

// CreateSearchParams is the body of POST /v1/searches; nil means not sent.
type CreateSearchParams struct {
	Query        *string             `json:"query"`
	Depth        *string             `json:"depth"`
	MaxPapers    *int                `json:"max_papers"`
	Filters      *SearchFilterParams `json:"filters"`
	AnswerFormat *string             `json:"answer_format"`
	Language     *string             `json:"language"`
	Metadata     map[string]any      `json:"metadata"`
}

// validate checks p and returns the search it describes (defaults applied, max_papers clamped).
// Errors: 400 parameter_missing, query_too_long, parameter_invalid.
func (p CreateSearchParams) validate() (domain.Search, error) {
	s := domain.Search{Object: "search", Status: domain.StatusQueued, Depth: domain.DepthStandard,
		AnswerFormat: "bulleted", Language: "en", Metadata: p.Metadata}
	if p.Query == nil || strings.TrimSpace(*p.Query) == "" {
		return s, apierr.Missing("query")
	}
	if utf8.RuneCountInString(*p.Query) > MaxQueryLength {
		return s, apierr.Invalid("query_too_long", "query", fmt.Sprintf("query is limited to %d characters.", MaxQueryLength))
	}
	s.Query = *p.Query
	if p.Depth != nil {
		if _, ok := domain.SearchPrice[*p.Depth]; !ok {
			return s, apierr.BadParam("depth", "depth must be one of standard, high_quality, deep_review.")
		}
		s.Depth = *p.Depth
	}
	s.MaxPapers = domain.MaxPapers[s.Depth]
	if p.MaxPapers != nil {
		if *p.MaxPapers < 1 {
			return s, apierr.BadParam("max_papers", "max_papers must be a positive integer.")
		}
		s.MaxPapers = min(*p.MaxPapers, s.MaxPapers)
	}
	if p.AnswerFormat != nil {
		if *p.AnswerFormat != "bulleted" && *p.AnswerFormat != "paragraph" {
			return s, apierr.BadParam("answer_format", "answer_format must be bulleted or paragraph.")
		}
		s.AnswerFormat = *p.AnswerFormat
	}
	if p.Language != nil {
		if err := checkLanguage(*p.Language); err != nil {
			return s, err
		}
		s.Language = *p.Language
	}
	f, err := p.Filters.validate()
	s.Filters = f
	if s.Metadata == nil {
		s.Metadata = map[string]any{}
	}
	return s, err
}

// checkLanguage is the one language rule of searches and chats (DECISIONS.md): one of the 24 base
// codes, or a region variant of one ("pt-BR"), kept as given. Errors: 400 parameter_invalid.
func checkLanguage(tag string) error {
	if answerLanguage(tag) == "" {
		return apierr.BadParam("language", "language must be one of the 24 supported codes ("+strings.Join(domain.Languages, ", ")+
			"), optionally with a region such as pt-BR.")
	}
	return nil
}

// answerLanguage maps a BCP-47 tag to a supported language ("pt-BR" is "pt"), or "" when unsupported.
func answerLanguage(tag string) string {
	primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	if slices.Contains(domain.Languages, primary) {
		return primary
	}
	return ""
}

func (f *SearchFilterParams) validate() (domain.SearchFilters, error) {
	out := domain.SearchFilters{PublicationType: []string{}, Venue: []string{}, LibraryIDs: []string{}}
	if f == nil {
		return out, nil
	}
	out.YearFrom, out.YearTo, out.OpenAccess = f.YearFrom, f.YearTo, f.OpenAccess
	for _, y := range []struct {
		v    *int
		name string
	}{{f.YearFrom, "filters.year_from"}, {f.YearTo, "filters.year_to"}} {
		if y.v != nil && (*y.v < 0 || *y.v > 9999) {
			return out, apierr.BadParam(y.name, y.name+" must be a year between 0 and 9999.")
		}
	}
	if f.YearFrom != nil && f.YearTo != nil && *f.YearFrom > *f.YearTo {
		return out, apierr.BadParam("filters.year_from", "filters.year_from must not be after filters.year_to.")
	}
	for _, t := range f.PublicationType {
		if !slices.Contains(domain.PublicationTypes, t) {
			return out, apierr.BadParam("filters.publication_type", "Unknown publication_type '"+t+"'; allowed: "+strings.Join(domain.PublicationTypes, ", ")+".")
		}
		if !slices.Contains(out.PublicationType, t) {
			out.PublicationType = append(out.PublicationType, t)
		}
	}
	for _, v := range f.Venue {
		if strings.TrimSpace(v) == "" {
			return out, apierr.BadParam("filters.venue", "filters.venue entries must be non-empty strings.")
		}
		out.Venue = append(out.Venue, v)
	}
	ids, err := libraryIDsOf(f.LibraryIDs)
	out.LibraryIDs = ids
	return out, err
}

// Create validates a search, reserves its depth's price, stores it queued and enqueues its job,
// all in one transaction; completion, failure or cancel settle the reservation (docs/credits.md).
// Errors: 401, 403, 400 parameter_missing, query_too_long, parameter_invalid,
// 404 resource_not_found (filters.library_ids), 402 insufficient_credits.
func (ss *SearchService) Create(ctx context.Context, params CreateSearchParams) (domain.Search, error) {
	p, err := require(ctx, domain.ScopeSearchWrite)
	if err != nil {
		return domain.Search{}, err
	}
	s, err := params.validate()
	if err != nil {
		return domain.Search{}, err
	}
	if err := ss.checkLibraries(ctx, s.Filters.LibraryIDs); err != nil {
		return domain.Search{}, err
	}
	price := domain.SearchPrice[s.Depth]
	now := ss.s.now()
	s.ID, s.CreatedAt = domain.NewID(domain.PrefixSearch), now
	row := store.SearchRow{Search: s, KeyID: p.KeyID(), Pool: p.Pool(), ExpiresAt: now.Add(SearchRetention)}
	if p.IsTest() {
		row.ExpiresAt = now.Add(SearchRetentionTest)
	}
	err = ss.s.st.Tx(ctx, func(q store.Q) error {
		if err := ss.s.Credits.Reserve(ctx, q, p, domain.LabelSearches, price, s.ID); err != nil {
			return err
		}
		if err := q.InsertSearch(ctx, row); err != nil {
			return err
		}
		_, err := jobs.Enqueue(ctx, q, JobSearchRun, s.ID, "{}", now)
		return err
	})
	if err != nil {
		return domain.Search{}, err
	}
	ss.s.runner.Notify()
	return s, nil
}

// Reserved is what accepting search s reserved: its depth's price (the accepting response's
// X-Credits-Cost; the search's own credits_cost stays 0 until it ends, as the spec says).
func Reserved(s domain.Search) int { return domain.SearchPrice[s.Depth] }

// load returns a search that is readable now. Errors: 404 resource_not_found, resource_expired.
func (ss *SearchService) load(ctx context.Context, q store.Q, id string) (store.SearchRow, error) {
	row, err := q.Search(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return row, apierr.NoSuch("search", id, "id")
	}
	if err != nil {
		return row, err
	}
	if row.Expired || !ss.s.now().Before(row.ExpiresAt) {
		return row, apierr.Expired("Search '" + id + "' is past its retention period and no longer available.")
	}
	return row, nil
}

// Get returns a search. Errors: 401, 403, 404 resource_not_found, resource_expired.
func (ss *SearchService) Get(ctx context.Context, id string) (domain.Search, error) {
	if _, err := require(ctx, domain.ScopeSearchRead); err != nil {
		return domain.Search{}, err
	}
	row, err := ss.load(ctx, ss.s.st.R(), id)
	if err == nil && row.Status == domain.StatusRunning {
		// The job counts its reading in memory before SQLite hears of it.
		_, done := ss.work(id)
		row.PapersProcessed = max(row.PapersProcessed, done)
	}
	return row.Search, err
}
