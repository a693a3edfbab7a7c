package store

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"carrel/backend/domain"
)

// Merging two stored papers that are one work (issue 15): everything that points at the dropped
// paper is moved to the kept one inside the caller's transaction. Owned rows (documents,
// searches, chats) are limited to ctx's mode; the service refuses a merge when rows of the other
// mode point at the dropped paper (PaperUsedInOtherMode), so none is ever touched.

// MergeMoved counts what MergePaperRefs moved.
type MergeMoved struct {
	// Documents are the ids of the documents (PDFs) now linked to the kept paper.
	Documents []string
	// Searches are the ids of the searches whose results or answer named the dropped paper.
	Searches []string
	// Chats are the ids of the chats whose sources or citations named the dropped paper.
	Chats []string
}

// PaperUsedInOtherMode reports whether a document, search or chat of a mode other than ctx's
// refers to the paper. The system's unscoped context has no other mode.
func (q Q) PaperUsedInOtherMode(ctx context.Context, paperID string) (bool, error) {
	m, ok := ModeOf(ctx)
	if !ok {
		return false, nil
	}
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM documents WHERE paper_id = ?1 AND mode != ?2) +
		(SELECT COUNT(*) FROM search_results r JOIN searches s ON s.id = r.search_id WHERE r.paper_id = ?1 AND s.mode != ?2) +
		(SELECT COUNT(*) FROM chats WHERE mode != ?2 AND paper_ids LIKE '%"' || ?1 || '"%')`, paperID, m).Scan(&n)
	return n > 0, err
}

// MergePaperRefs moves what refers to paper drop over to keep: documents, passages, search
// results (a search that already lists keep loses its row for drop), and the ids in search
// answers, chat sources and message citations. The two paper rows and their extras are the
// caller's.
func (q Q) MergePaperRefs(ctx context.Context, keep, drop string) (MergeMoved, error) {
	var out MergeMoved
	cond, margs := modeCond(ctx, "mode")
	now := ts(time.Now())
	docs, err := queryAll(ctx, q, scanString, `UPDATE documents SET paper_id = ?, owns_paper = 0, updated_at = ? WHERE paper_id = ?`+cond+` RETURNING id`,
		withArgs([]any{keep, now, drop}, margs)...)
	if err != nil {
		return out, err
	}
	out.Documents = docs
	if _, err := q.q.ExecContext(ctx, `UPDATE passages SET paper_id = ?1 WHERE paper_id = ?2
		OR (paper_id IS NULL AND document_id IN (SELECT id FROM documents WHERE paper_id = ?1))`, keep, drop); err != nil {
		return out, err
	}
	for _, d := range docs {
		if err := q.EnqueueIndex(ctx, "document", d, "upsert"); err != nil {
			return out, err
		}
	}
	if out.Searches, err = q.mergeSearchRefs(ctx, keep, drop, cond, margs); err != nil {
		return out, err
	}
	out.Chats, err = q.mergeChatRefs(ctx, keep, drop, cond, margs)
	return out, err
}

func (q Q) mergeSearchRefs(ctx context.Context, keep, drop, cond string, margs []any) ([]string, error) {
	inMode := `search_id IN (SELECT id FROM searches WHERE 1=1` + cond + `)`
	// A search that already ranks the kept paper keeps that row; the dropped paper's row goes.
	twice, err := queryAll(ctx, q, scanString, `DELETE FROM search_results WHERE paper_id = ? AND `+inMode+`
		AND search_id IN (SELECT search_id FROM search_results WHERE paper_id = ?) RETURNING search_id`, withArgs(withArgs([]any{drop}, margs), []any{keep})...)
	if err != nil {
		return nil, err
	}
	for _, s := range twice {
		if _, err := q.q.ExecContext(ctx, `UPDATE searches SET paper_count = MAX(paper_count - 1, 0) WHERE id = ?`, s); err != nil {
			return nil, err
		}
	}
	moved, err := queryAll(ctx, q, scanString, `UPDATE search_results SET paper_id = ? WHERE paper_id = ? AND `+inMode+` RETURNING search_id`,
		withArgs([]any{keep, drop}, margs)...)
	if err != nil {
		return nil, err
	}
	// Answers cite papers by id inside their JSON; ids are unique random strings, so a quoted
	// replace changes only those.
	answered, err := queryAll(ctx, q, scanString, `UPDATE searches SET answer = replace(answer, '"' || ?2 || '"', '"' || ?1 || '"')
		WHERE answer LIKE '%"' || ?2 || '"%'`+cond+` RETURNING id`, withArgs([]any{keep, drop}, margs)...)
	if err != nil {
		return nil, err
	}
	all := slices.Concat(twice, moved, answered)
	slices.Sort(all)
	return slices.Compact(all), nil
}

func (q Q) mergeChatRefs(ctx context.Context, keep, drop, cond string, margs []any) ([]string, error) {
	type chatIDs struct{ id, papers string }
	rows, err := queryAll(ctx, q, func(r scanner) (chatIDs, error) {
		var c chatIDs
		return c, r.Scan(&c.id, &c.papers)
	}, `SELECT id, paper_ids FROM chats WHERE paper_ids LIKE '%"' || ? || '"%'`+cond, withArgs([]any{drop}, margs)...)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, c := range rows {
		var list []string
		_ = json.Unmarshal([]byte(c.papers), &list)
		out := make([]string, 0, len(list))
		for _, id := range list {
			if id == drop {
				id = keep
			}
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
		if _, err := q.q.ExecContext(ctx, `UPDATE chats SET paper_ids = ? WHERE id = ?`, jsonList(out), c.id); err != nil {
			return nil, err
		}
		ids = append(ids, c.id)
	}
	cited, err := queryAll(ctx, q, scanString, `UPDATE messages SET citations = replace(citations, '"' || ?2 || '"', '"' || ?1 || '"')
		WHERE citations LIKE '%"' || ?2 || '"%' AND chat_id IN (SELECT id FROM chats WHERE 1=1`+cond+`) RETURNING chat_id`, withArgs([]any{keep, drop}, margs)...)
	if err != nil {
		return nil, err
	}
	all := slices.Concat(ids, cited)
	slices.Sort(all)
	return slices.Compact(all), nil
}

// DuplicateTitleKeyPapers returns the papers sharing a non-empty title key with another paper,
// keyed by title key (candidates for merging; the service decides which are one work).
func (q Q) DuplicateTitleKeyPapers(ctx context.Context, limit int) (map[string][]domain.Paper, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT title_key FROM papers WHERE title_key IS NOT NULL AND title_key != ''
		GROUP BY title_key HAVING COUNT(*) > 1 ORDER BY MIN(created_at) LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			rows.Close()
			return nil, err
		}
		keys = append(keys, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return q.PapersByTitleKey(ctx, keys)
}

// ArXivPapers returns up to limit papers whose URL or DOI names arXiv (oldest first); the service
// reads the identifier and pairs papers naming the same one.
func (q Q) ArXivPapers(ctx context.Context, limit int) ([]domain.Paper, error) {
	return queryAll(ctx, q, scanPaper, `SELECT `+paperCols+` FROM papers
		WHERE url LIKE '%arxiv.org/%' OR doi LIKE '10.48550/arxiv.%' ORDER BY created_at, id LIMIT ?`, limit)
}
