package service

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"carrel/backend/answer"
	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// searchOutcome is what a search's work produced, committed in one transaction by complete.
type searchOutcome struct {
	results    []store.SearchResultRow
	answer     domain.Answer
	paperCount int
	// indexLag is set when the index had not caught up with earlier writes within IndexLagLimit.
	indexLag bool
	// unknownTypeExcluded counts papers of unknown type a publication_type filter left out; -1
	// when the search has no such filter.
	unknownTypeExcluded int
}

// passagesPerDepth is how many full-text passages a search reads across the PDF-backed papers it
// considers: more at each depth step (docs/search.md).
var passagesPerDepth = map[string]int{domain.DepthStandard: 20, domain.DepthHighQuality: 60, domain.DepthDeepReview: 200}

// sourceText is one stored text a candidate was built from; quotes are checked against it.
type sourceText struct {
	id   string
	text string
	pdf  bool
}

// execute does a search's work: rank papers at the depth, read the best max_papers (abstracts,
// or full-text passages for PDF-backed papers), compose the grounded answer and check every
// quote against the stored source text once more.
func (ss *SearchService) execute(ctx context.Context, row store.SearchRow) (searchOutcome, error) {
	var out searchOutcome
	ix := ss.s.Indexer.Index()
	if ix == nil {
		return out, apierr.New(503, apierr.TypeAPI, "index_unavailable", "The search index is not available.")
	}
	// Read your writes: whatever was reported created before this search runs is searchable.
	lag, err := ss.s.Indexer.catchUp(ctx)
	if err != nil {
		return out, fmt.Errorf("wait for the index: %w", err)
	}
	out.indexLag = lag
	iq, empty, err := ss.scopeOf(ctx, row)
	if err != nil {
		return out, err
	}
	// The job reads papers in the search's mode: the other mode's own papers drop out of the
	// ranking, and PDFs of the other mode are not read (store/paper_modes.go).
	mctx := searchModeContext(ctx, row)
	hits := []IndexHit{}
	if !empty {
		if hits, err = ix.SearchPapers(ctx, iq); err != nil {
			return out, fmt.Errorf("rank papers: %w", err)
		}
	}
	if hits, err = ss.visibleHits(mctx, hits); err != nil {
		return out, err
	}
	if out.unknownTypeExcluded, err = ss.unknownTypeExcluded(mctx, ix, iq, empty); err != nil {
		return out, err
	}
	// The results list and its exports are the papers the search considered: paper_count of them
	// (issue 24: a list longer than paper_count broke the count's word).
	top := hits[:min(len(hits), row.MaxPapers)]
	out.results = make([]store.SearchResultRow, len(top))
	for i, h := range top {
		out.results[i] = store.SearchResultRow{Rank: i + 1, PaperID: h.PaperID, Score: h.Score}
	}
	out.paperCount = len(top)
	prog := ss.progressOf(row.ID)
	prog.planned.Store(int64(len(top)))
	// The plan is stored too, so a cancel after a restart (or from another reader) bills the
	// same share of work as one answered from memory.
	if _, err := ss.s.st.W().MarkSearchRunning(ctx, row.ID, len(top)); err != nil {
		return out, err
	}
	cands, sources, err := ss.candidates(mctx, row, top, prog)
	if err != nil {
		return out, err
	}
	req := answer.Request{Query: row.Query, Format: row.AnswerFormat, Language: answerLanguage(row.Language), Depth: row.Depth, Candidates: cands}
	res, err := answer.Compose(req)
	if err != nil {
		return out, err
	}
	out.answer = verifiedAnswer(res, sources, req)
	return out, ctx.Err()
}

// candidates reads the sources of the top papers: the abstract of an abstract-only paper (no
// locations, DECISIONS.md), and the pages holding the best passages of a PDF-backed one (with
// page and box locations).
func (ss *SearchService) candidates(ctx context.Context, row store.SearchRow, top []IndexHit, prog *searchProgress) ([]answer.Candidate, map[string][]sourceText, error) {
	ids := make([]string, len(top))
	for i, h := range top {
		ids[i] = h.PaperID
	}
	papers, err := ss.s.st.R().PapersByIDs(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	var cands []answer.Candidate
	sources := map[string][]sourceText{}
	var pdfPapers []string
	rank := map[string]int{}
	for i, h := range top {
		p, ok := papers[h.PaperID]
		if !ok {
			continue
		}
		rank[p.ID] = i + 1
		if p.DocumentID != nil {
			pdfPapers = append(pdfPapers, p.ID)
			continue
		}
		if p.Abstract != nil && strings.TrimSpace(*p.Abstract) != "" {
			text := *p.Abstract
			cands = append(cands, answer.Candidate{SourceType: "paper", SourceID: p.ID, Title: p.Title, DOI: p.DOI,
				PaperRank: i + 1, Score: h.Score, Text: text, Sentences: answer.SplitSentences(text)})
			sources[p.ID] = append(sources[p.ID], sourceText{id: p.ID, text: text})
		}
		prog.processed.Add(1)
		if i%16 == 0 && ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
	}
	if len(pdfPapers) > 0 {
		pc, err := ss.pdfCandidates(ctx, row, pdfPapers, papers, rank)
		if err != nil {
			return nil, nil, err
		}
		for _, c := range pc {
			cands = append(cands, c)
			sources[c.SourceID] = append(sources[c.SourceID], sourceText{id: c.SourceID, text: c.Text, pdf: true})
		}
		prog.processed.Add(int64(len(pdfPapers)))
	}
	return cands, sources, nil
}

// pdfCandidates turns the best passages of PDF-backed papers into page candidates: the stored
// page text with every passage of that page as a sentence span, so a quote is the exact bytes of
// the page at its span and carries the passage's boxes.
func (ss *SearchService) pdfCandidates(ctx context.Context, row store.SearchRow, paperIDs []string, papers map[string]domain.Paper, rank map[string]int) ([]answer.Candidate, error) {
	ix := ss.s.Indexer.Index()
	hits, err := ix.SearchPassages(ctx, row.Query, PassageScope{PaperIDs: paperIDs}, passagesPerDepth[row.Depth])
	if err != nil {
		return nil, fmt.Errorf("rank passages: %w", err)
	}
	type pageKey struct {
		doc  string
		page int
	}
	best := map[pageKey]float64{}
	owner := map[pageKey]string{}
	var order []pageKey
	for _, h := range hits {
		if p, ok := papers[h.PaperID]; !ok || p.DocumentID == nil || *p.DocumentID != h.DocumentID {
			continue // a passage of a PDF the search's mode does not see
		}
		k := pageKey{h.DocumentID, h.Page}
		if _, ok := best[k]; !ok {
			order = append(order, k)
			owner[k] = h.PaperID
		}
		best[k] = max(best[k], h.Score)
	}
	byDoc := map[string][]store.Passage{}
	var out []answer.Candidate
	for _, k := range order {
		p, ok := papers[owner[k]]
		if !ok {
			continue
		}
		if _, ok := byDoc[k.doc]; !ok {
			ps, err := ss.s.st.R().PassagesByDocument(ctx, k.doc)
			if err != nil {
				return nil, err
			}
			byDoc[k.doc] = ps
		}
		pageText, err := ss.s.st.R().PageText(ctx, k.doc, k.page)
		if err != nil && !errors.Is(err, domain.ErrNotFound) {
			return nil, err
		}
		base := answer.Candidate{SourceType: "paper", SourceID: p.ID, Title: p.Title, DOI: p.DOI, PaperRank: rank[p.ID], Score: best[k]}
		page := base
		page.Text = pageText
		for _, ps := range byDoc[k.doc] {
			if ps.Page != k.page || len(ps.Locations) == 0 {
				continue
			}
			if ps.Start >= 0 && ps.End <= len(pageText) && ps.Start < ps.End && pageText[ps.Start:ps.End] == ps.Text {
				page.Sentences = append(page.Sentences, answer.Span{Start: ps.Start, End: ps.End, Locations: ps.Locations})
				continue
			}
			// A passage that crosses a page break is not one span of either page: its own stored
			// text is the source, and its two locations name both pages.
			own := base
			own.Text = ps.Text
			own.Sentences = []answer.Span{{Start: 0, End: len(ps.Text), Locations: ps.Locations}}
			out = append(out, own)
		}
		if len(page.Sentences) > 0 {
			out = append(out, page)
		}
	}
	return out, nil
}

// verifiedAnswer keeps only citations whose quote is a verbatim span of a stored text of their
// source (and, for PDF-backed sources, has a location), through answer.KeepGrounded.
func verifiedAnswer(res answer.Result, sources map[string][]sourceText, req answer.Request) domain.Answer {
	return answer.KeepGrounded(res, req, func(c domain.Citation) bool { return quoteGrounded(c, sources[c.Source.ID]) }).Answer()
}

func quoteGrounded(c domain.Citation, texts []sourceText) bool {
	for _, t := range texts {
		if answer.Verify(c.Quote, t.text) && (!t.pdf || len(c.Locations) > 0) {
			return true
		}
	}
	return false
}
