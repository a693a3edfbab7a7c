package domain

import (
	"encoding/json"
	"time"
)

// Depth tiers shared by searches and chats.
const (
	DepthStandard    = "standard"
	DepthHighQuality = "high_quality"
	DepthDeepReview  = "deep_review"
)

// SearchPrice is the credit price of a search by depth.
var SearchPrice = map[string]int{DepthStandard: 5, DepthHighQuality: 15, DepthDeepReview: 60}

// ChatPrice is the credit price of a chat message by depth.
var ChatPrice = map[string]int{DepthStandard: 2, DepthHighQuality: 6, DepthDeepReview: 20}

// MaxPapers is the max_papers ceiling by depth.
var MaxPapers = map[string]int{DepthStandard: 20, DepthHighQuality: 50, DepthDeepReview: 200}

// Languages are the 24 supported BCP-47 answer languages.
var Languages = []string{"en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl",
	"cs", "hu", "ro", "el", "tr", "ru", "uk", "ar", "he", "hi", "ja", "zh"}

// SearchFilters are the filters as applied to a search.
type SearchFilters struct {
	YearFrom        *int     `json:"year_from"`
	YearTo          *int     `json:"year_to"`
	OpenAccess      *bool    `json:"open_access"`
	PublicationType []string `json:"publication_type"`
	Venue           []string `json:"venue"`
	// LibraryIDs limits the search to papers with a document in any of these libraries (an
	// extension, docs/api.md); empty means every paper.
	LibraryIDs []string `json:"library_ids"`
}

// Source names what a citation points at.
type Source struct {
	Type  string  `json:"type"`
	ID    string  `json:"id"`
	Title string  `json:"title,omitempty"`
	DOI   *string `json:"doi,omitempty"`
}

// MarshalJSON writes doi for every paper source, null when the paper has none (the spec lists
// source.doi for papers); document sources have no doi field.
func (s Source) MarshalJSON() ([]byte, error) {
	type plain Source
	if s.Type != "paper" {
		return json.Marshal(plain(s))
	}
	return json.Marshal(struct {
		plain
		DOI *string `json:"doi"`
	}{plain(s), s.DOI})
}

// Citation grounds one [n] marker in a verbatim quote.
type Citation struct {
	Index     int        `json:"index"`
	Quote     string     `json:"quote"`
	Source    Source     `json:"source"`
	Locations []Location `json:"locations"`
	// Stance is the finding's stance toward a claim or yes/no question (Stance*), nil otherwise.
	Stance *string `json:"stance"`
}

// Citation stances toward a claim (DECISIONS.md, "Answer stance").
const (
	StanceSupports    = "supports"
	StanceContradicts = "contradicts"
	StanceNeutral     = "neutral"
)

// Verdict counts cited studies by stance and says whether they settle the claim.
type Verdict struct {
	Supports    int `json:"supports"`
	Contradicts int `json:"contradicts"`
	Neutral     int `json:"neutral"`
	// Decision is "supports" or "contradicts" when the counted studies settle the claim that
	// way, VerdictNotSettled when they are too weak or mixed to say.
	Decision string `json:"decision"`
}

// VerdictNotSettled is a verdict's decision when the studies found do not settle the claim.
const VerdictNotSettled = "not_settled"

// Answer is a synthesized, cited answer.
type Answer struct {
	Object              string     `json:"object"`
	Text                string     `json:"text"`
	Citations           []Citation `json:"citations"`
	UnsourcedClaimCount int        `json:"unsourced_claim_count"`
	// Verdict counts cited studies by stance when the question is a claim; nil otherwise.
	Verdict *Verdict `json:"verdict"`
}

// Search is a research question and its asynchronous answer.
type Search struct {
	Object       string         `json:"object"`
	ID           string         `json:"id"`
	Status       string         `json:"status"`
	Depth        string         `json:"depth"`
	Query        string         `json:"query"`
	Filters      SearchFilters  `json:"filters"`
	MaxPapers    int            `json:"max_papers"`
	AnswerFormat string         `json:"answer_format"`
	Language     string         `json:"language"`
	Answer       *Answer        `json:"answer"`
	PaperCount   int            `json:"paper_count"`
	CreditsCost  int            `json:"credits_cost"`
	Metadata     map[string]any `json:"metadata"`
	CreatedAt    time.Time      `json:"created_at"`
	CompletedAt  *time.Time     `json:"completed_at"`
	Error        *ErrorInfo     `json:"error"`

	// PapersProcessed (extension, docs/search.md) is how many of the papers it planned to read
	// the search has read: while running, at a cancel (what the partial charge is for) and at the end.
	PapersProcessed int `json:"papers_processed"`
}

// SearchResult is one ranked paper of a search.
type SearchResult struct {
	Object         string  `json:"object"`
	Rank           int     `json:"rank"`
	RelevanceScore float64 `json:"relevance_score"`
	Paper          Paper   `json:"paper"`
	// Finding is the paper's quote in the answer (its first citation), nil when not cited.
	Finding *string `json:"finding"`
	// Stance is that citation's stance, nil when not cited or the question is no claim.
	Stance *string `json:"stance"`
	// StudyDesign and SampleSize are what the abstract states about itself, nil when it does not.
	StudyDesign *string `json:"study_design"`
	SampleSize  *int    `json:"sample_size"`
}
