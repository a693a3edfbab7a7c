package service

import (
	"context"

	"carrel/backend/domain"
)

// SearchIndex is the full-text index the service drives (the one index port). The service may
// not import bleve, so backend/app adapts backend/index to this interface and passes it in Deps.
type SearchIndex interface {
	// IndexPapers adds or replaces papers in one batch.
	IndexPapers(papers []IndexPaper) error
	// IndexPassages adds or replaces passages in one batch.
	IndexPassages(passages []IndexPassage) error
	// DeletePaper removes a paper; an unknown id is not an error.
	DeletePaper(id string) error
	// DeleteDocumentPassages removes every passage of a document.
	DeleteDocumentPassages(documentID string) error
	// SearchPapers ranks papers for a query at a depth, best first.
	SearchPapers(ctx context.Context, q IndexQuery) ([]IndexHit, error)
	// SearchPassages ranks the passages within scope, best first: searches restrict to their
	// papers, chats to their documents.
	SearchPassages(ctx context.Context, text string, scope PassageScope, limit int) ([]IndexHit, error)
	// NeedsRebuild reports that the index was missing, damaged or of another version when opened.
	NeedsRebuild() bool
}

// IndexPaper is what the index needs of a paper.
type IndexPaper struct {
	ID, Title, Abstract string
	Authors             []string
	Venue               string
	Year                int
	DOI                 string
	PublicationType     string
	OpenAccess          *bool
	DocumentID          string
}

// IndexPassage is one stored passage (a sentence of a PDF page).
type IndexPassage struct {
	ID, PaperID, DocumentID string
	Page                    int
	Text                    string
}

// IndexQuery is a paper search.
type IndexQuery struct {
	Text    string
	Filters domain.SearchFilters
	Depth   string
	Limit   int
	// PaperIDs, when not empty, limits the ranking to these papers (a search scoped to libraries).
	PaperIDs []string
}

// PassageScope limits a passage search: a passage matches when it belongs to any listed paper or
// any listed document; both empty means the whole library.
type PassageScope struct {
	PaperIDs    []string
	DocumentIDs []string
}

// IndexHit is one ranked paper or passage (ID is the passage id for passages, else the paper id).
type IndexHit struct {
	ID, PaperID, DocumentID string
	Page                    int
	Score                   float64
}

// indexPaperOf converts a stored paper into its index form.
func indexPaperOf(p domain.Paper) IndexPaper {
	ip := IndexPaper{ID: p.ID, Title: p.Title, OpenAccess: p.OpenAccess}
	if p.Abstract != nil {
		ip.Abstract = *p.Abstract
	}
	for _, a := range p.Authors {
		switch {
		case a.Literal != "":
			ip.Authors = append(ip.Authors, a.Literal)
		case a.Given != "" && a.Family != "":
			ip.Authors = append(ip.Authors, a.Given+" "+a.Family)
		default:
			ip.Authors = append(ip.Authors, a.Given+a.Family)
		}
	}
	if p.Venue != nil {
		ip.Venue = *p.Venue
	}
	if p.Year != nil {
		ip.Year = *p.Year
	}
	if p.DOI != nil {
		ip.DOI = *p.DOI
	}
	if p.PublicationType != nil {
		ip.PublicationType = *p.PublicationType
	}
	if p.DocumentID != nil {
		ip.DocumentID = *p.DocumentID
	}
	return ip
}
