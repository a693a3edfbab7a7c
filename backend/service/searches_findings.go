package service

import (
	"carrel/backend/answer"
	"carrel/backend/domain"
)

// annotateResults gives each result the finding the answer quotes from its paper (the first
// citation of that source) with its stance, and the design and sample size its abstract states.
func annotateResults(rows []domain.SearchResult, a *domain.Answer) {
	first := map[string]domain.Citation{}
	if a != nil {
		for _, c := range a.Citations {
			if _, ok := first[c.Source.ID]; !ok {
				first[c.Source.ID] = c
			}
		}
	}
	for i := range rows {
		r := &rows[i]
		if c, ok := first[r.Paper.ID]; ok {
			q := c.Quote
			r.Finding, r.Stance = &q, c.Stance
		}
		if r.Paper.Abstract != nil {
			st := answer.StudyOf(r.Paper.Title, *r.Paper.Abstract)
			if st.Design != "" {
				d := st.Design
				r.StudyDesign = &d
			}
			if st.SampleSize > 0 {
				n := st.SampleSize
				r.SampleSize = &n
			}
		}
	}
}

func strOrEmpty(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
