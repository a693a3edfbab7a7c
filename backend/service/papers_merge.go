package service

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// PaperMerge is what Merge did: the kept paper as it now is, and what moved to it.
type PaperMerge struct {
	Object string       `json:"object"` // "paper_merge"
	Paper  domain.Paper `json:"paper"`
	// DroppedID is the paper that was merged in and deleted.
	DroppedID string `json:"dropped_id"`
	// PDFLinked says the kept paper had no PDF and now has the dropped paper's.
	PDFLinked bool `json:"pdf_linked"`
	// DocumentsMoved counts the documents (PDFs) now linked to the kept paper.
	DocumentsMoved int `json:"documents_moved"`
	// SearchesUpdated and ChatsUpdated count the searches and chats that named the dropped paper.
	SearchesUpdated int `json:"searches_updated"`
	ChatsUpdated    int `json:"chats_updated"`
	// Filled names the kept paper's fields that the dropped paper filled.
	Filled []string `json:"filled"`
	// Summary is one sentence for the window's toast.
	Summary string `json:"summary"`
}

// MergePapersParams names the paper to keep and the one merged into it.
type MergePapersParams struct {
	KeepID string `json:"keep_id"`
	DropID string `json:"drop_id"`
}

// Merge makes two stored papers one (issue 15): in one transaction, everything that refers to the
// dropped paper moves to the kept one (documents, passages, search results, chat sources and
// citations, keywords and notes), the kept paper takes the metadata it lacks (PDF link, DOI,
// year, venue, type, abstract, authors, external id), and the dropped paper is deleted as
// Delete deletes papers. The index follows through the outbox. Errors: 401/403 (a test key may
// not change the shared corpus); 400 parameter_invalid (an id missing, both the same, or the
// dropped paper used by the other mode's documents, searches or chats); 404 resource_not_found.
func (ps *PaperService) Merge(ctx context.Context, p MergePapersParams) (PaperMerge, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return PaperMerge{}, err
	}
	keepID, dropID := strings.TrimSpace(p.KeepID), strings.TrimSpace(p.DropID)
	switch {
	case keepID == "":
		return PaperMerge{}, apierr.BadParam("keep_id", "keep_id is required.")
	case dropID == "":
		return PaperMerge{}, apierr.BadParam("drop_id", "drop_id is required.")
	case keepID == dropID:
		return PaperMerge{}, apierr.BadParam("drop_id", "drop_id must name another paper than keep_id.")
	}
	var out PaperMerge
	err := ps.s.st.Tx(ctx, func(q store.Q) error {
		keep, err := mergePaper(ctx, q, keepID, "keep_id")
		if err != nil {
			return err
		}
		drop, err := mergePaper(ctx, q, dropID, "drop_id")
		if err != nil {
			return err
		}
		if other, err := q.PaperUsedInOtherMode(ctx, dropID); err != nil {
			return err
		} else if other {
			return apierr.BadParam("drop_id", "Paper '"+dropID+"' is used by documents, searches or chats of the other mode (live or test); a merge here cannot move them.")
		}
		extras, err := q.PaperExtrasOf(ctx, []string{keepID, dropID})
		if err != nil {
			return err
		}
		revs, err := q.PaperReviews(ctx, []string{keepID, dropID})
		if err != nil {
			return err
		}
		moved, err := q.MergePaperRefs(ctx, keepID, dropID)
		if err != nil {
			return err
		}
		if err := q.DetachPaper(ctx, dropID); err != nil {
			return err
		}
		if err := q.DeletePaper(ctx, dropID); err != nil {
			return err
		}
		before := keep
		out.PDFLinked = keep.DocumentID == nil && drop.DocumentID != nil
		if out.PDFLinked {
			keep.DocumentID = drop.DocumentID
		}
		if keep.ExternalID == nil && drop.ExternalID != nil {
			keep.ExternalID = drop.ExternalID
		}
		// The kept paper's values stay, except those the PDF reading was unsure of; the user's
		// edits on either side are kept (papers_complete.go).
		keepRev, dropRev := revs[keepID], revs[dropID]
		for _, f := range completeFrom(&keep, &keepRev, drop, dropRev.Confidence) {
			if dropRev.IsEdited(f) && !keepRev.IsEdited(f) {
				keepRev.Edited = append(keepRev.Edited, f)
			}
		}
		keep.NeedsReview = keep.NeedsReview && drop.NeedsReview
		if err := q.UpdatePaper(ctx, keep); err != nil {
			return err
		}
		if err := q.SetPaperReview(ctx, keepID, keepRev); err != nil {
			return err
		}
		if keep.Title != before.Title {
			if err := q.SetPaperTitleKeys(ctx, map[string]string{keepID: titleKey(keep.Title)}); err != nil {
				return err
			}
		}
		if e, ok := mergeExtras(extras[keepID], extras[dropID]); ok {
			if err := q.SetPaperExtras(ctx, map[string]store.PaperExtras{keepID: e}); err != nil {
				return err
			}
		}
		if out.Paper, err = q.Paper(ctx, keepID); err != nil {
			return err
		}
		out.Object, out.DroppedID, out.Filled = "paper_merge", dropID, filledFields(before, out.Paper)
		out.DocumentsMoved, out.SearchesUpdated, out.ChatsUpdated = len(moved.Documents), len(moved.Searches), len(moved.Chats)
		out.Summary = mergeSummary(out)
		return nil
	})
	if err != nil {
		return PaperMerge{}, err
	}
	ps.s.Indexer.Notify()
	ps.s.Changes.Publish("papers", out.Paper.ID)
	if out.DocumentsMoved > 0 {
		ps.s.Changes.Publish("documents", "")
	}
	return out, nil
}

func mergePaper(ctx context.Context, q store.Q, id, param string) (domain.Paper, error) {
	p, err := q.Paper(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return p, apierr.NoSuch("paper", id, param)
	}
	return p, err
}

// mergeExtras joins two papers' extras: the kept citation key wins, keywords are united, notes
// that differ are both kept. ok is false when there is nothing to write.
func mergeExtras(keep, drop store.PaperExtras) (store.PaperExtras, bool) {
	if drop.CitationKey == "" && len(drop.Keywords) == 0 && drop.Note == "" {
		return keep, false
	}
	out := keep
	if out.CitationKey == "" {
		out.CitationKey = drop.CitationKey
	}
	for _, k := range drop.Keywords {
		if !slices.ContainsFunc(out.Keywords, func(o string) bool { return strings.EqualFold(o, k) }) {
			out.Keywords = append(slices.Clip(out.Keywords), k)
		}
	}
	switch n := strings.TrimSpace(drop.Note); {
	case n == "" || strings.Contains(out.Note, n):
	case strings.TrimSpace(out.Note) == "":
		out.Note = drop.Note
	default:
		out.Note = out.Note + "\n\n" + drop.Note
	}
	return out, true
}

// filledFields names the fields that were empty before and are set after.
func filledFields(before, after domain.Paper) []string {
	out := []string{}
	add := func(name string, was, is bool) {
		if !was && is {
			out = append(out, name)
		}
	}
	add("doi", before.DOI != nil, after.DOI != nil)
	add("year", before.Year != nil, after.Year != nil)
	add("venue", before.Venue != nil, after.Venue != nil)
	add("publication_type", before.PublicationType != nil, after.PublicationType != nil)
	add("abstract", before.Abstract != nil, after.Abstract != nil)
	add("authors", len(before.Authors) > 0, len(after.Authors) > 0)
	add("url", before.URL != nil, after.URL != nil)
	return out
}

func mergeSummary(m PaperMerge) string {
	parts := []string{}
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	if m.PDFLinked {
		parts = append(parts, "PDF linked")
	} else if m.DocumentsMoved > 0 {
		parts = append(parts, plural(m.DocumentsMoved, "PDF", "PDFs")+" moved")
	}
	if m.SearchesUpdated > 0 {
		parts = append(parts, plural(m.SearchesUpdated, "search", "searches")+" updated")
	}
	if m.ChatsUpdated > 0 {
		parts = append(parts, plural(m.ChatsUpdated, "chat", "chats")+" updated")
	}
	if len(m.Filled) > 0 {
		parts = append(parts, "filled "+strings.Join(m.Filled, ", "))
	}
	s := "Merged '" + m.Paper.Title + "'"
	if len(parts) > 0 {
		s += " — " + strings.Join(parts, "; ")
	}
	return s + "."
}
