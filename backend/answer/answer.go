package answer

import (
	"errors"
	"fmt"
	"slices"

	"carrel/backend/domain"
)

// Answer formats.
const (
	FormatBulleted  = "bulleted"
	FormatParagraph = "paragraph"
)

// ErrInvalidRequest wraps every error Compose returns for a malformed Request.
var ErrInvalidRequest = errors.New("answer: invalid request")

// Span is a sentence as byte offsets [Start, End) into its Candidate's Text, with the
// places on the page it occupies (empty for abstract-only papers).
type Span struct {
	Start     int
	End       int
	Locations []domain.Location
}

// Candidate is one stored source text (an abstract, or a page's text) and its sentences.
type Candidate struct {
	SourceType string // domain source type: "paper" or "document"
	SourceID   string
	Title      string
	DOI        *string
	PaperRank  int     // 1-based retrieval rank of the source; 0 when unknown
	Score      float64 // retrieval score of this passage; 0 when unknown
	Text       string
	Sentences  []Span
}

// Request is a question and the candidate passages to answer it from.
type Request struct {
	Query      string
	History    []string // earlier user turns of a chat, most recent last
	Format     string   // FormatBulleted (default) or FormatParagraph
	Language   string   // one of domain.Languages; default "en"
	Depth      string   // domain depth tier; default domain.DepthStandard
	Candidates []Candidate
}

// Segment is a fragment of answer text followed by the citations its markers introduce,
// so a stream can send the text (message.delta) before the citations (citation.added).
type Segment struct {
	Text      string
	Citations []domain.Citation
}

// Result is a composed answer as ordered segments.
type Result struct {
	Segments            []Segment
	UnsourcedClaimCount int
	Claim               bool // the question is a claim: citations carry a stance, the answer a verdict
	// Studies are the counted studies of a claim's answer as the verdict's decision reads them
	// (Settle); Verdict keeps those still cited.
	Studies []VerdictStudy
}

// Text is the concatenation of all segment texts.
func (r Result) Text() string {
	n := 0
	for _, s := range r.Segments {
		n += len(s.Text)
	}
	b := make([]byte, 0, n)
	for _, s := range r.Segments {
		b = append(b, s.Text...)
	}
	return string(b)
}

// Citations are all citations in marker order.
func (r Result) Citations() []domain.Citation {
	out := []domain.Citation{}
	for _, s := range r.Segments {
		out = append(out, s.Citations...)
	}
	return out
}

// Answer is the result as the domain's answer object.
func (r Result) Answer() domain.Answer {
	cites := r.Citations()
	return domain.Answer{Object: "answer", Text: r.Text(), Citations: cites, UnsourcedClaimCount: r.UnsourcedClaimCount,
		Verdict: r.Verdict()}
}

// Verdict counts the cited studies (not quotes) by stance; nil unless the question is a claim.
func (r Result) Verdict() *domain.Verdict {
	if !r.Claim {
		return nil
	}
	cites := r.Citations()
	v := VerdictOf(cites)
	v.Decision = Settle(citedStudies(r.Studies, cites))
	return v
}

// citedStudies are the studies among studies that cites still cite (a quote that failed
// verification is dropped with its citation).
func citedStudies(studies []VerdictStudy, cites []domain.Citation) []VerdictStudy {
	cited := map[string]bool{}
	for _, c := range cites {
		cited[c.Source.Type+"\x00"+c.Source.ID] = true
	}
	var out []VerdictStudy
	for _, s := range studies {
		if cited[s.SourceType+"\x00"+s.SourceID] {
			out = append(out, s)
		}
	}
	return out
}

// VerdictOf counts the distinct sources of citations by the stance of their first citation;
// its Decision is left empty (Result.Verdict decides, from the studies' scores).
func VerdictOf(cites []domain.Citation) *domain.Verdict {
	v := &domain.Verdict{}
	seen := map[string]bool{}
	for _, c := range cites {
		key := c.Source.Type + "\x00" + c.Source.ID
		if seen[key] || c.Stance == nil {
			continue
		}
		seen[key] = true
		switch *c.Stance {
		case domain.StanceSupports:
			v.Supports++
		case domain.StanceContradicts:
			v.Contradicts++
		default:
			v.Neutral++
		}
	}
	return v
}

// Synthesize composes the answer to req and returns it as a domain.Answer.
func Synthesize(req Request) (domain.Answer, error) {
	r, err := Compose(req)
	if err != nil {
		return domain.Answer{}, err
	}
	return r.Answer(), nil
}

// Compose selects verbatim sentences answering req.Query and lays them out as segments.
// It fails only with ErrInvalidRequest (unknown format, language or depth); a question
// nothing answers yields a one-sentence "nothing found" answer without citations.
func Compose(req Request) (Result, error) {
	if err := normalize(&req); err != nil {
		return Result{}, err
	}
	msgs := messages[req.Language]
	q := buildQuery(req.Query, req.History)
	pool := buildPool(req.Candidates)
	scorePool(pool, q, req.Candidates)
	limits := depthLimits[req.Depth]
	kind, term := readQuestion(req.Query)
	if kind == kindClaim && current.Load() != nil {
		fs := selectFindings(pool, q, req.Candidates, req.Query, limits)
		if len(fs) == 0 {
			return nothingFound(msgs), nil
		}
		groups, _ := stanceGroups(fs)
		return render(req, msgs, pool, groups, countedStudies(fs)), nil
	}
	if !q.followUp {
		dropStraySources(pool, q, req.Candidates)
	}
	if kind == kindDefinition {
		boostDefinitions(pool, term)
	}
	chosen := selectSentences(pool, q, limits)
	if kind == kindOpen && !q.followUp {
		chosen = leadWithTopRanked(pool, q, req.Candidates, chosen, limits)
		chosen = answeringFirst(pool, chosen)
	}
	if len(chosen) == 0 {
		return nothingFound(msgs), nil
	}
	var groups []theme
	if req.Depth == domain.DepthDeepReview {
		groups = groupThemes(pool, chosen)
	} else {
		groups = []theme{{members: chosen}}
	}
	return render(req, msgs, pool, groups, nil), nil
}

func normalize(req *Request) error {
	if req.Format == "" {
		req.Format = FormatBulleted
	}
	if req.Language == "" {
		req.Language = "en"
	}
	if req.Depth == "" {
		req.Depth = domain.DepthStandard
	}
	if req.Format != FormatBulleted && req.Format != FormatParagraph {
		return fmt.Errorf("%w: unknown format %q", ErrInvalidRequest, req.Format)
	}
	if !slices.Contains(domain.Languages, req.Language) {
		return fmt.Errorf("%w: unsupported language %q", ErrInvalidRequest, req.Language)
	}
	if _, ok := depthLimits[req.Depth]; !ok {
		return fmt.Errorf("%w: unknown depth %q", ErrInvalidRequest, req.Depth)
	}
	return nil
}

func nothingFound(m message) Result {
	return Result{Segments: []Segment{{Text: m.None, Citations: []domain.Citation{}}}, UnsourcedClaimCount: 1}
}
