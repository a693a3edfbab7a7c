package service

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/pdfmeta"
	"carrel/backend/store"
)

// Duplicates complete each other (issue 22): when a record (BibTeX, RIS, CSL-JSON, JSONL, a
// Zotero item) or a parsed PDF meets a paper already in Carrel — same DOI, same arXiv id, or the
// same folded title, first author and year — the stored paper gains every field it lacks and
// keeps its own values, except values the PDF reading was unsure of (confidence under
// CheckBelow), which a surer source replaces. Fields the user edited or confirmed never change.

// CheckBelow is the confidence under which a field read from a PDF is marked "check": the
// header model's own threshold, so the marks are the ones its evaluation scores (docs/metadata.md).
const CheckBelow = pdfmeta.CheckBelow

// reviewFields are the fields completion and review track, by their review names.
var reviewFields = []string{"title", "authors", "year", "venue", "doi", "type", "abstract", "url"}

func hasStr(s *string) bool { return s != nil && strings.TrimSpace(*s) != "" }

func copyStr(s *string) *string {
	v := strings.TrimSpace(*s)
	return &v
}

// fieldHas reports whether p holds a value for a review field.
func fieldHas(p domain.Paper, f string) bool {
	switch f {
	case "title":
		return strings.TrimSpace(p.Title) != ""
	case "authors":
		return len(p.Authors) > 0
	case "year":
		return p.Year != nil
	case "venue":
		return hasStr(p.Venue)
	case "doi":
		return hasStr(p.DOI)
	case "type":
		return hasStr(p.PublicationType)
	case "abstract":
		return hasStr(p.Abstract)
	case "url":
		return hasStr(p.URL)
	}
	return false
}

// fieldTake copies review field f from src into dst (src holds it).
func fieldTake(dst *domain.Paper, src domain.Paper, f string) {
	switch f {
	case "title":
		dst.Title = strings.TrimSpace(src.Title)
	case "authors":
		dst.Authors = slices.Clone(src.Authors)
	case "year":
		y := *src.Year
		dst.Year = &y
	case "venue":
		dst.Venue = copyStr(src.Venue)
	case "doi":
		d := store.NormalizeDOI(*src.DOI)
		dst.DOI = &d
	case "type":
		dst.PublicationType = copyStr(src.PublicationType)
	case "abstract":
		dst.Abstract = copyStr(src.Abstract)
	case "url":
		dst.URL = copyStr(src.URL)
	}
}

// confOf is a source's confidence in field f: a reference record (nil map, or a field it does
// not rate) is trusted fully.
func confOf(conf map[string]float64, f string) float64 {
	if c, ok := conf[f]; ok {
		return c
	}
	return 1
}

// completeFrom fills dst from src, another record of the same work, and returns the fields that
// changed. rev is dst's review record (updated: a taken field carries src's confidence); srcConf
// is src's confidence per field (nil for a reference record).
func completeFrom(dst *domain.Paper, rev *store.PaperReview, src domain.Paper, srcConf map[string]float64) []string {
	if rev.Confidence == nil {
		rev.Confidence = map[string]float64{}
	}
	var changed []string
	for _, f := range reviewFields {
		if rev.IsEdited(f) || !fieldHas(src, f) {
			continue
		}
		if fieldHas(*dst, f) {
			dc, rated := rev.Confidence[f]
			if !rated || dc >= CheckBelow || confOf(srcConf, f) <= dc {
				continue // its own value stays
			}
		}
		fieldTake(dst, src, f)
		if c, ok := srcConf[f]; ok {
			rev.Confidence[f] = c
		} else {
			delete(rev.Confidence, f)
		}
		changed = append(changed, f)
	}
	if dst.OpenAccess == nil && src.OpenAccess != nil {
		v := *src.OpenAccess
		dst.OpenAccess = &v
		changed = append(changed, "open_access")
	}
	// A reference record that supplied the title and authors the PDF could not read settles them.
	if dst.NeedsReview && srcConf == nil && (slices.Contains(changed, "title") || slices.Contains(changed, "authors")) &&
		fieldHas(*dst, "title") && fieldHas(*dst, "authors") && !slices.Contains(toCheck(*rev), "title") && !slices.Contains(toCheck(*rev), "authors") {
		dst.NeedsReview = false
	}
	return changed
}

// toCheck lists the fields whose confidence is under CheckBelow and that the user has not edited.
func toCheck(rev store.PaperReview) []string {
	var out []string
	for _, f := range reviewFields {
		if c, ok := rev.Confidence[f]; ok && c < CheckBelow && !rev.IsEdited(f) {
			out = append(out, f)
		}
	}
	return out
}

var arxivInText = regexp.MustCompile(`(?i)(?:arxiv\.org/(?:abs|pdf)/|10\.48550/arxiv\.|arxiv:\s*)([0-9]{4}\.[0-9]{4,5}|[a-z-]+(?:\.[a-z]{2})?/[0-9]{7})`)

// arxivOf is the arXiv identifier (without version) a paper's URL or DOI names, or "".
func arxivOf(p domain.Paper) string {
	var s string
	if p.URL != nil {
		s += *p.URL + " "
	}
	if p.DOI != nil {
		s += *p.DOI
	}
	if m := arxivInText.FindStringSubmatch(s); m != nil {
		return strings.ToLower(m[1])
	}
	return ""
}

// matchExisting finds the stored paper that is the same work as p: by DOI, then arXiv id, then
// folded title + first author + year.
func matchExisting(ctx context.Context, q store.Q, p domain.Paper) (domain.Paper, bool, error) {
	m, err := newMatcher(ctx, q, []domain.Paper{p})
	if err != nil {
		return domain.Paper{}, false, err
	}
	return m.find(ctx, q, p)
}

// matcher finds stored papers for a batch of incoming records with one query per kind of key
// for the whole batch (a 150k-record import must not pay two lookups per record).
type matcher struct {
	byDOI   map[string]domain.Paper
	byArXiv map[string]string // arXiv id -> the oldest stored paper naming it
	byKey   map[string][]domain.Paper
}

func newMatcher(ctx context.Context, q store.Q, papers []domain.Paper) (*matcher, error) {
	var dois, keys, arxivs []string
	for _, p := range papers {
		if a := arxivOf(p); a != "" {
			arxivs = append(arxivs, a)
		}
		if p.DOI != nil {
			if d := store.NormalizeDOI(*p.DOI); d != "" {
				dois = append(dois, d)
			}
		}
		if k := titleKey(p.Title); k != "" {
			keys = append(keys, k)
		}
	}
	byDOI, err := q.PapersByDOIs(ctx, dois)
	if err != nil {
		return nil, err
	}
	byKey, err := q.PapersByTitleKey(ctx, keys)
	if err != nil {
		return nil, err
	}
	byArXiv := map[string]string{}
	if len(arxivs) > 0 {
		slices.Sort(arxivs)
		found, err := q.PapersByArXivIDs(ctx, slices.Compact(arxivs))
		if err != nil {
			return nil, err
		}
		for _, old := range found {
			if a := arxivOf(old); a != "" && byArXiv[a] == "" {
				byArXiv[a] = old.ID
			}
		}
	}
	var stored []*domain.Paper
	for _, g := range byKey {
		for i := range g {
			stored = append(stored, &g[i])
		}
	}
	return &matcher{byDOI: byDOI, byArXiv: byArXiv, byKey: byKey}, withOrigins(ctx, q, stored)
}

// find returns the stored paper p duplicates, read afresh (an earlier record of the batch may
// have completed it).
func (m *matcher) find(ctx context.Context, q store.Q, p domain.Paper) (domain.Paper, bool, error) {
	id := ""
	if p.DOI != nil {
		if old, ok := m.byDOI[store.NormalizeDOI(*p.DOI)]; ok {
			id = old.ID
		}
	}
	if arx := arxivOf(p); id == "" && arx != "" {
		id = m.byArXiv[arx]
	}
	if k := titleKey(p.Title); id == "" && k != "" {
		for _, c := range m.byKey[k] {
			if sameWork(c, p) {
				id = c.ID
				break
			}
		}
	}
	if id == "" {
		return domain.Paper{}, false, nil
	}
	old, err := q.Paper(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return old, false, nil // merged away earlier in this batch
	}
	return old, err == nil, err
}

// absorb completes the stored paper old from in (an incoming record of the same work, with its
// confidence per field and extras) and stores what changed; it returns the changed fields.
func absorb(ctx context.Context, q store.Q, old, in domain.Paper, inConf map[string]float64, inExtras store.PaperExtras) ([]string, error) {
	rev, err := q.PaperReviewOf(ctx, old.ID)
	if err != nil {
		return nil, err
	}
	changed := completeFrom(&old, &rev, in, inConf)
	if slices.Contains(changed, "doi") {
		if other, err := q.PaperByDOI(ctx, *old.DOI); err == nil && other.ID != old.ID {
			// The DOI belongs to another paper: keep the rest.
			old.DOI = nil
			delete(rev.Confidence, "doi")
			changed = slices.DeleteFunc(changed, func(f string) bool { return f == "doi" })
		}
	}
	if len(changed) > 0 {
		if err := q.UpdatePaper(ctx, old); err != nil {
			return nil, err
		}
		if slices.Contains(changed, "title") {
			if err := q.SetPaperTitleKeys(ctx, map[string]string{old.ID: titleKey(old.Title)}); err != nil {
				return nil, err
			}
		}
		if err := q.SetPaperReview(ctx, old.ID, rev); err != nil {
			return nil, err
		}
	}
	ex, err := completeExtras(ctx, q, old.ID, inExtras, rev)
	if err != nil {
		return nil, err
	}
	return append(changed, ex...), nil
}

// completeExtras gives a stored paper the citation key, keywords and note it lacks.
func completeExtras(ctx context.Context, q store.Q, paperID string, in store.PaperExtras, rev store.PaperReview) ([]string, error) {
	if in.CitationKey == "" && len(in.Keywords) == 0 && in.Note == "" {
		return nil, nil
	}
	all, err := q.PaperExtrasOf(ctx, []string{paperID})
	if err != nil {
		return nil, err
	}
	cur := all[paperID]
	var changed []string
	if cur.CitationKey == "" && in.CitationKey != "" && !rev.IsEdited("citation_key") {
		cur.CitationKey, changed = in.CitationKey, append(changed, "citation_key")
	}
	if len(cur.Keywords) == 0 && len(in.Keywords) > 0 {
		cur.Keywords, changed = in.Keywords, append(changed, "keywords")
	}
	if cur.Note == "" && in.Note != "" {
		cur.Note, changed = in.Note, append(changed, "note")
	}
	if len(changed) == 0 {
		return nil, nil
	}
	return changed, q.SetPaperExtras(ctx, map[string]store.PaperExtras{paperID: cur})
}

// absorbKnown completes the stored papers that papers (one import batch) duplicate and drops
// those records, as well as later records of the batch that repeat an earlier one. It returns
// the records to insert, the stored paper each dropped record matched (by the record's id), and
// how many stored papers gained something.
func absorbKnown(ctx context.Context, q store.Q, papers []domain.Paper) (kept []domain.Paper, matched map[string]string, completed int, err error) {
	matched = map[string]string{}
	batch := map[string][]domain.Paper{}
	m, err := newMatcher(ctx, q, papers)
	if err != nil {
		return nil, nil, 0, err
	}
	for _, p := range papers {
		old, ok, err := m.find(ctx, q, p)
		if err != nil {
			return nil, nil, 0, err
		}
		if ok {
			changed, err := absorb(ctx, q, old, p, nil, extrasOf(p))
			if err != nil {
				return nil, nil, 0, err
			}
			if len(changed) > 0 {
				completed++
			}
			matched[p.ID] = old.ID
			continue
		}
		k := titleKey(p.Title)
		if k != "" && slices.ContainsFunc(batch[k], func(b domain.Paper) bool { return sameWork(b, p) }) {
			continue
		}
		if k != "" {
			batch[k] = append(batch[k], p)
		}
		kept = append(kept, p)
	}
	return kept, matched, completed, nil
}

// withReview fills the review extension of papers (confidence, fields to check, edited fields).
func withReview(ctx context.Context, q store.Q, papers []domain.Paper) ([]domain.Paper, error) {
	ids := make([]string, len(papers))
	for i, p := range papers {
		ids[i] = p.ID
	}
	revs, err := q.PaperReviews(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range papers {
		r, ok := revs[papers[i].ID]
		if !ok {
			continue
		}
		if len(r.Confidence) > 0 {
			papers[i].FieldConfidence = r.Confidence
		}
		papers[i].FieldsToCheck, papers[i].EditedFields = toCheck(r), r.Edited
	}
	return papers, nil
}
