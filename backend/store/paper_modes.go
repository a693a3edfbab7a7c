package store

import (
	"context"

	"carrel/backend/domain"
)

// Papers are the shared corpus, but what a paper carries from a user's PDF follows the PDF's
// mode (docs/credits.md "What papers carry across modes"):
//   - a paper a document created (owns_paper) is that document's mode's own: the other mode
//     does not find it at all (its title, authors and abstract were read from that PDF);
//   - a corpus paper linked to a PDF of the other mode shows that mode's callers no
//     document_id, so neither its pages nor its id reach them (answers and chats read the
//     abstract instead).
// The system's unscoped context (jobs, sweeps) sees every paper with its link.

// paperModeCond is the condition hiding, in ctx's mode, the papers a document of the other mode
// created; alias names the papers table in the query.
func paperModeCond(ctx context.Context, alias string) string {
	m, ok := ModeOf(ctx)
	if !ok {
		return ""
	}
	if m != ModeLive && m != ModeTest {
		return " AND 0"
	}
	// m is one of two constants, never caller text, so it is written into the query.
	return ` AND NOT EXISTS (SELECT 1 FROM documents od WHERE od.paper_id = ` + alias + `.id AND od.owns_paper = 1 AND od.mode != '` + m + `')`
}

// paperScanner scans paperCols and hides a document link of another mode than ctx's.
func paperScanner(ctx context.Context) func(row interface{ Scan(...any) error }) (domain.Paper, error) {
	mode, scoped := ModeOf(ctx)
	return func(row interface{ Scan(...any) error }) (domain.Paper, error) {
		p, docMode, err := scanPaperMode(row)
		if err == nil && scoped && p.DocumentID != nil && docMode != mode {
			p.DocumentID, p.DocumentHidden = nil, true
		}
		return p, err
	}
}
