package service

import (
	"context"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
)

// maxBibliographyPapers bounds one bibliography or export; a deep_review search has at most 200.
const maxBibliographyPapers = 1000

// FormatBibliographyParams selects papers (a library selection or a search's results) and a style.
type FormatBibliographyParams struct {
	Style    string   `json:"style"`
	PaperIDs []string `json:"paper_ids"`
	SearchID string   `json:"search_id"`
	// Format is "text" or "html" (default); both renderings are always returned, it only checks.
	Format string `json:"format"`
}

// BibliographyEntry is one paper's entry in a bibliography.
type BibliographyEntry struct {
	PaperID string `json:"paper_id"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

// Bibliography is many papers rendered in one style, sorted and numbered as the style says.
type Bibliography struct {
	Object  string              `json:"object"`
	Style   CitationStyleRef    `json:"style"`
	Entries []BibliographyEntry `json:"entries"`
	Text    string              `json:"text"`
	HTML    string              `json:"html"`
	// Skipped lists papers left out because they have neither a title nor an author.
	Skipped []string `json:"skipped"`
}

// FormatBibliography renders the papers named by paper_ids (in that order, for styles that number
// by first citation) or by a search's results (in rank order) as one bibliography. Free.
// Errors: 401/403; 400 parameter_missing (style, paper_ids), parameter_invalid (both sources,
// format, too many papers); 404 style_not_found, resource_not_found (a paper or the search),
// resource_expired (the search); 422 insufficient_metadata when no paper can be rendered.
func (cs *CitationService) FormatBibliography(ctx context.Context, p FormatBibliographyParams) (Bibliography, error) {
	if _, err := require(ctx, domain.ScopeCitationsWrite); err != nil {
		return Bibliography{}, err
	}
	if strings.TrimSpace(p.Style) == "" {
		return Bibliography{}, apierr.Missing("style")
	}
	if p.Format != "" && p.Format != "text" && p.Format != "html" {
		return Bibliography{}, apierr.BadParam("format", "format must be text or html.")
	}
	papers, err := cs.selection(ctx, p.PaperIDs, p.SearchID)
	if err != nil {
		return Bibliography{}, err
	}
	r, err := cs.renderer(p.Style, "style")
	if err != nil {
		return Bibliography{}, err
	}
	out := Bibliography{Object: "bibliography", Style: styleRef(r.info), Entries: []BibliographyEntry{}, Skipped: []string{}}
	usable := papers[:0:0]
	for _, paper := range papers {
		if strings.TrimSpace(paper.Title) == "" && len(PaperCSL(paper).Author) == 0 {
			out.Skipped = append(out.Skipped, paper.ID)
			continue
		}
		usable = append(usable, paper)
	}
	if len(usable) == 0 {
		return Bibliography{}, insufficientMetadata()
	}
	items, err := papersToItems(usable)
	if err != nil {
		return Bibliography{}, err
	}
	entries, _, err := r.render(items, false)
	if err != nil {
		return Bibliography{}, err
	}
	texts := make([]string, len(entries))
	for i, e := range entries {
		out.Entries = append(out.Entries, BibliographyEntry{PaperID: e.ID, Text: e.Text, HTML: entryHTML(e.HTML)})
		texts[i] = e.Text
	}
	out.Text = strings.Join(texts, "\n")
	out.HTML = bibliographyHTML(entries)
	return out, nil
}

// selection loads the papers named by ids, or a search's results in rank order.
// Errors: 400 parameter_missing / parameter_invalid; 404 resource_not_found, resource_expired.
func (cs *CitationService) selection(ctx context.Context, ids []string, searchID string) ([]domain.Paper, error) {
	searchID = strings.TrimSpace(searchID)
	switch {
	case len(ids) > 0 && searchID != "":
		return nil, apierr.BadParam("search_id", "Give paper_ids or search_id, not both.")
	case searchID != "":
		return cs.searchPapers(ctx, searchID)
	case len(ids) == 0:
		return nil, apierr.Invalid("parameter_missing", "paper_ids", "Missing required parameter: paper_ids (or search_id).")
	case len(ids) > maxBibliographyPapers:
		return nil, apierr.BadParam("paper_ids", "At most 1000 papers at a time.")
	}
	seen := make(map[string]bool, len(ids))
	uniq := make([]string, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			uniq = append(uniq, id)
		}
	}
	found, err := cs.s.st.R().PapersByIDs(ctx, uniq)
	if err != nil {
		return nil, err
	}
	papers := make([]domain.Paper, 0, len(uniq))
	for _, id := range uniq {
		p, ok := found[id]
		if !ok {
			return nil, apierr.NoSuch("paper", id, "paper_ids")
		}
		papers = append(papers, p)
	}
	return papers, nil
}

// searchPapers reads a search's results through the search service (its scope, expiry and
// cursor rules apply), best first.
func (cs *CitationService) searchPapers(ctx context.Context, id string) ([]domain.Paper, error) {
	var papers []domain.Paper
	cursor := ""
	for len(papers) < maxBibliographyPapers {
		page, err := cs.s.Searches.Results(ctx, id, ListParams{Limit: 100, Cursor: cursor})
		if e := apierr.From(err); e != nil && e.Param == "id" {
			return nil, e.WithParam("search_id")
		}
		if err != nil {
			return nil, err
		}
		for _, r := range page.Data {
			papers = append(papers, r.Paper)
		}
		if !page.HasMore || page.NextCursor == nil {
			break
		}
		cursor = *page.NextCursor
	}
	if len(papers) == 0 {
		return nil, apierr.BadParam("search_id", "Search '"+id+"' has no results to cite (yet).")
	}
	return papers, nil
}
