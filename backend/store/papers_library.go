package store

import "context"

// PaperIDsInLibraries returns the ids of the papers filed in any of the libraries: a paper is in a
// library when one of its usable documents (its own, or one attached to it) is filed there.
func (q Q) PaperIDsInLibraries(ctx context.Context, libraryIDs []string) ([]string, error) {
	if len(libraryIDs) == 0 {
		return []string{}, nil
	}
	args := make([]any, 0, 2*len(libraryIDs))
	for range 2 {
		for _, id := range libraryIDs {
			args = append(args, id)
		}
	}
	ph := placeholders(len(libraryIDs))
	return queryAll(ctx, q, func(r scanner) (string, error) {
		var id string
		return id, r.Scan(&id)
	}, `SELECT p.id FROM papers p JOIN documents d ON d.id = p.document_id
		WHERE d.status != 'failed' AND d.library_id IN (`+ph+`)
		UNION
		SELECT d.paper_id FROM documents d JOIN papers p ON p.id = d.paper_id
		WHERE d.status != 'failed' AND d.library_id IN (`+ph+`)
		ORDER BY 1`, args...)
}
