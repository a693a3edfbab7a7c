package service

import (
	"context"
	"reflect"
	"slices"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// patchFields are the review fields an update names, by review name.
func patchFields(u UpdatePaperParams) []string {
	var out []string
	add := func(present bool, f string) {
		if present {
			out = append(out, f)
		}
	}
	add(u.Title != nil, "title")
	add(u.Authors != nil, "authors")
	add(u.Year != nil, "year")
	add(u.Venue != nil, "venue")
	add(u.DOI != nil, "doi")
	add(u.PublicationType != nil, "type")
	add(u.Abstract != nil, "abstract")
	add(u.URL != nil, "url")
	return out
}

// fieldValue is a review field's value on p, for telling whether an edit changed it.
func fieldValue(p domain.Paper, f string) any {
	switch f {
	case "title":
		return p.Title
	case "authors":
		return p.Authors
	case "year":
		return p.Year
	case "venue":
		return p.Venue
	case "doi":
		return p.DOI
	case "type":
		return p.PublicationType
	case "abstract":
		return p.Abstract
	case "url":
		return p.URL
	}
	return nil
}

// markEdited records which fields the user edited: those the update changed, and, when it
// marks the paper reviewed (needs_review false), every field it names, as confirmed. Such
// fields keep the user's value through any later re-parse or re-import and are no longer
// marked "check".
func markEdited(ctx context.Context, q store.Q, before, after domain.Paper, u UpdatePaperParams) error {
	confirmed := u.NeedsReview != nil && !*u.NeedsReview
	var edited []string
	for _, f := range patchFields(u) {
		if confirmed || !reflect.DeepEqual(fieldValue(before, f), fieldValue(after, f)) {
			edited = append(edited, f)
		}
	}
	if len(edited) == 0 {
		return nil
	}
	rev, err := q.PaperReviewOf(ctx, after.ID)
	if err != nil {
		return err
	}
	for _, f := range edited {
		if !slices.Contains(rev.Edited, f) {
			rev.Edited = append(rev.Edited, f)
		}
		delete(rev.Confidence, f)
	}
	return q.SetPaperReview(ctx, after.ID, rev)
}
