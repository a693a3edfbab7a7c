package service

import (
	"context"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// extrasOf is what an imported record carried beyond the paper's fields.
func extrasOf(p domain.Paper) store.PaperExtras {
	return store.PaperExtras{CitationKey: p.CitationKey, Keywords: p.Keywords, Note: p.Note}
}

// withExtras fills papers' citation keys, keywords and notes for an export.
func (s *Service) withExtras(ctx context.Context, papers []domain.Paper) ([]domain.Paper, error) {
	ids := make([]string, len(papers))
	for i, p := range papers {
		ids[i] = p.ID
	}
	ex, err := s.st.R().PaperExtrasOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]domain.Paper, len(papers))
	for i, p := range papers {
		if e, ok := ex[p.ID]; ok {
			p.CitationKey, p.Keywords, p.Note = e.CitationKey, e.Keywords, e.Note
		}
		out[i] = p
	}
	return out, nil
}
