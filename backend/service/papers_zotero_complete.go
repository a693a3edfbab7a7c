package service

import (
	"context"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// completeFromItem finds the paper a Zotero item already is in Carrel (by its key: knownID, or
// as the same work through m, the batch's matcher) and completes it from the item; known is
// false when the item is new. A
// paper matched as the same work takes the item's key as its external id, so a re-import finds
// it by key.
func completeFromItem(ctx context.Context, q store.Q, m *matcher, p domain.Paper, knownID string, res *ZoteroImport) (id string, known bool, err error) {
	var old domain.Paper
	if knownID != "" {
		if old, err = q.Paper(ctx, knownID); err != nil {
			return "", false, err
		}
	} else {
		var ok bool
		if old, ok, err = m.find(ctx, q, p); err != nil || !ok {
			return "", false, err
		}
		if err := q.SetPaperExternalID(ctx, old.ID, *p.ExternalID); err != nil {
			return "", false, err
		}
		if old.ExternalID == nil {
			old.ExternalID = p.ExternalID // as stored just now: completing it must not clear it
		}
	}
	changed, err := absorb(ctx, q, old, p, nil, store.PaperExtras{})
	if err != nil {
		return "", false, err
	}
	res.Duplicates++
	if len(changed) > 0 {
		res.Completed++
	}
	return old.ID, true, nil
}
