package service

import "context"

// ChatPassageSearch ranks the passages of the given documents for text, best first, at most
// limit. The app builds it over the search index (which may restrict by document, while
// SearchIndex.SearchPassages restricts by paper only) and hands it over with SetPassageSearch.
type ChatPassageSearch func(ctx context.Context, text string, documentIDs []string, limit int) ([]IndexHit, error)

// SetPassageSearch gives chats their passage ranking. Without one (or when it finds nothing,
// for example before a fresh document is indexed) a message reads every page of its documents.
func (cs *ChatService) SetPassageSearch(f ChatPassageSearch) { cs.search = f }
