package app

import (
	"context"

	"carrel/backend/index"
	"carrel/backend/service"
)

// attachChats wires the chats capability: passage ranking restricted to a chat's documents
// (over the index the searches capability opened) and the job that finishes a message whose
// generation a crash interrupted.
func (b *Backend) attachChats(opts Options) error {
	cs := b.Service.Chats
	if a, ok := b.Service.Indexer.Index().(indexAdapter); ok {
		cs.SetPassageSearch(chatPassageSearch(a.ix))
	}
	b.Runner.Register(service.JobChatRecover, 2, cs.Recover)
	b.Runner.OnGiveUp(service.JobChatRecover, cs.GiveUpMessage)
	return nil
}

// chatPassageSearch ranks passages of the given documents only.
func chatPassageSearch(ix *index.Index) service.ChatPassageSearch {
	return func(ctx context.Context, text string, docIDs []string, limit int) ([]service.IndexHit, error) {
		hits, err := ix.SearchPassages(ctx, text, index.Restrict{DocumentIDs: docIDs}, limit)
		if err != nil {
			return nil, err
		}
		out := make([]service.IndexHit, len(hits))
		for i, h := range hits {
			out[i] = service.IndexHit{ID: h.ID, PaperID: h.PaperID, DocumentID: h.DocumentID, Page: h.Page, Score: h.Score}
		}
		return out, nil
	}
}
