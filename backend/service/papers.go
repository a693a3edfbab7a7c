package service

import (
	"context"
	"errors"
	"slices"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// PaperService manages the corpus of papers: retrieval, listing, editing, deletion and imports.
type PaperService struct{ s *Service }

// Get returns one paper. Errors: 401/403; 404 resource_not_found.
func (ps *PaperService) Get(ctx context.Context, id string) (domain.Paper, error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return domain.Paper{}, err
	}
	p, err := ps.s.st.R().Paper(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return p, apierr.NoSuch("paper", id, "id")
	} else if err != nil {
		return p, err
	}
	out, err := withReview(ctx, ps.s.st.R(), []domain.Paper{p})
	if err != nil {
		return p, err
	}
	return out[0], nil
}

// ListPapersParams filter GET /v1/papers; Query matches title, DOI or author names.
type ListPapersParams struct {
	ListParams
	Query string `json:"query"`
}

// List returns papers newest first. Errors: 401/403; 400 parameter_invalid (limit).
func (ps *PaperService) List(ctx context.Context, p ListPapersParams) (domain.List[domain.Paper], error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return domain.List[domain.Paper]{}, err
	}
	if err := p.normalize(); err != nil {
		return domain.List[domain.Paper]{}, err
	}
	if err := checkCursor(p.Cursor, func() error { _, err := ps.s.st.R().Paper(ctx, p.Cursor); return err }); err != nil {
		return domain.List[domain.Paper]{}, err
	}
	rows, err := ps.s.st.R().ListPapers(ctx, store.PaperFilter{Query: p.Query, Cursor: p.Cursor, Limit: p.Limit})
	if err != nil {
		return domain.List[domain.Paper]{}, err
	}
	rows, more := page(rows, p.Limit)
	if rows, err = withReview(ctx, ps.s.st.R(), rows); err != nil {
		return domain.List[domain.Paper]{}, err
	}
	return domain.NewList(rows, more, func(p domain.Paper) string { return p.ID }), nil
}

// UpdatePaperParams is a partial update: only fields present change. An empty string (or year 0)
// clears an optional field; authors replaces the whole list.
type UpdatePaperParams struct {
	Title           *string          `json:"title"`
	Authors         *[]domain.Author `json:"authors"`
	Year            *int             `json:"year"`
	Venue           *string          `json:"venue"`
	DOI             *string          `json:"doi"`
	Abstract        *string          `json:"abstract"`
	PublicationType *string          `json:"publication_type"`
	OpenAccess      *bool            `json:"open_access"`
	URL             *string          `json:"url"`
	NeedsReview     *bool            `json:"needs_review"`
}

// Update edits a paper's metadata (the window's review form, POST /v1/papers/{id}).
// Errors: 401/403; 404 resource_not_found; 400 parameter_invalid (title, year, publication_type,
// doi); 409 paper_exists (another paper has that DOI).
func (ps *PaperService) Update(ctx context.Context, id string, u UpdatePaperParams) (domain.Paper, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return domain.Paper{}, err
	}
	var out domain.Paper
	err := ps.s.st.Tx(ctx, func(q store.Q) error {
		p, err := q.Paper(ctx, id)
		if errors.Is(err, domain.ErrNotFound) {
			return apierr.NoSuch("paper", id, "id")
		} else if err != nil {
			return err
		}
		before := p
		if err := u.apply(&p); err != nil {
			return err
		}
		if err := markEdited(ctx, q, before, p, u); err != nil {
			return err
		}
		if p.DOI != nil {
			if other, err := q.PaperByDOI(ctx, *p.DOI); err == nil && other.ID != p.ID {
				return apierr.Conflict("paper_exists", "Paper '"+other.ID+"' already has DOI '"+*p.DOI+"'.").WithParam("doi")
			}
		}
		if err := q.UpdatePaper(ctx, p); err != nil {
			return err
		}
		// An edited title may make this paper one work with another (the Library offers the merge).
		if u.Title != nil {
			if err := q.SetPaperTitleKeys(ctx, map[string]string{id: titleKey(p.Title)}); err != nil {
				return err
			}
		}
		if out, err = q.Paper(ctx, id); err != nil {
			return err
		}
		withRev, err := withReview(ctx, q, []domain.Paper{out})
		out = withRev[0]
		return err
	})
	if err == nil {
		ps.s.Changes.Publish("papers", id)
	}
	return out, err
}

func (u UpdatePaperParams) apply(p *domain.Paper) error {
	opt := func(dst **string, v *string) {
		if v == nil {
			return
		}
		if s := strings.TrimSpace(*v); s != "" {
			*dst = &s
		} else {
			*dst = nil
		}
	}
	if u.Title != nil {
		t := strings.TrimSpace(*u.Title)
		if t == "" {
			return apierr.BadParam("title", "title must not be empty.")
		}
		p.Title = t
	}
	if u.Authors != nil {
		p.Authors = *u.Authors
		if p.Authors == nil {
			p.Authors = []domain.Author{}
		}
	}
	if u.Year != nil {
		switch y := *u.Year; {
		case y == 0:
			p.Year = nil
		case y < 1000 || y > 3000:
			return apierr.BadParam("year", "year must be a four-digit year.")
		default:
			p.Year = &y
		}
	}
	if u.PublicationType != nil && *u.PublicationType != "" && !slices.Contains(domain.PublicationTypes, *u.PublicationType) {
		return apierr.BadParam("publication_type", "publication_type must be one of "+strings.Join(domain.PublicationTypes, ", ")+".")
	}
	if u.DOI != nil && *u.DOI != "" {
		d := store.NormalizeDOI(*u.DOI)
		if !strings.HasPrefix(d, "10.") {
			return apierr.BadParam("doi", "doi must look like 10.xxxx/yyyy.")
		}
		u.DOI = &d
	}
	opt(&p.Venue, u.Venue)
	opt(&p.DOI, u.DOI)
	opt(&p.Abstract, u.Abstract)
	opt(&p.PublicationType, u.PublicationType)
	opt(&p.URL, u.URL)
	if u.OpenAccess != nil {
		p.OpenAccess = u.OpenAccess
	}
	if u.NeedsReview != nil {
		p.NeedsReview = *u.NeedsReview
	}
	return nil
}

// Delete removes a paper from the corpus and the index. Documents it came from stay (they lose
// their paper link). Errors: 401/403; 404 resource_not_found.
func (ps *PaperService) Delete(ctx context.Context, id string) (Deleted, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return Deleted{}, err
	}
	err := ps.s.st.Tx(ctx, func(q store.Q) error {
		if err := q.DetachPaper(ctx, id); err != nil {
			return err
		}
		return q.DeletePaper(ctx, id)
	})
	if errors.Is(err, domain.ErrNotFound) {
		return Deleted{}, apierr.NoSuch("paper", id, "id")
	}
	if err != nil {
		return Deleted{}, err
	}
	ps.s.Changes.Publish("papers", id)
	return Deleted{Object: "paper", ID: id, Deleted: true}, nil
}
