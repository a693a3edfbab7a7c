package service

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// ImportBatch is how many papers one transaction inserts: big enough to be fast, small enough
// that the index drains the outbox in step and a crash loses at most one batch.
const ImportBatch = 1000

// ImportParams is a reference-manager file: Format is bibtex, ris, csl_json or jsonl ("" guesses).
type ImportParams struct {
	Format   string `json:"format"`
	Filename string `json:"filename"`
	Data     []byte `json:"-"`
}

// ImportFailure is one record that was not imported.
type ImportFailure struct {
	Line  int    `json:"line"`
	Error string `json:"error"`
}

// PaperImport is the result of an import: {object: "paper_import", created, duplicates, failed,
// warnings}; warnings name the fields of the file no paper field reads (DECISIONS.md "Imports").
type PaperImport struct {
	Object     string `json:"object"`
	Created    int    `json:"created"`
	Duplicates int    `json:"duplicates"`
	// Merged counts the papers already in Carrel that a duplicate completed: it gave them fields
	// they lacked (citation key, URL, venue, authors, abstract, DOI, type, year) and left their
	// own values and the user's edits alone. They are among Duplicates.
	Merged   int                  `json:"merged"`
	Failed   []ImportFailure      `json:"failed"`
	Warnings []bibio.FieldWarning `json:"warnings"`
	// Documents counts the attached PDFs (BibTeX `file`, RIS `L1`) that became new documents.
	Documents int `json:"documents"`
}

// Import parses a file and adds its papers; one bad record never aborts the rest and a DOI
// already in the corpus counts as a duplicate. Free.
// Errors: 401/403; 400 parameter_missing (file), parameter_invalid (format; file: no entries found).
func (ps *PaperService) Import(ctx context.Context, p ImportParams) (PaperImport, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return PaperImport{}, err
	}
	if p.Data == nil {
		return PaperImport{}, apierr.Missing("file")
	}
	format := strings.ToLower(strings.TrimSpace(p.Format))
	if format == "" {
		if format = bibio.Detect(p.Filename, p.Data[:min(len(p.Data), 4096)]); format == "" {
			return PaperImport{}, apierr.Missing("format")
		}
	}
	recs, errs, warns, err := bibio.ParseWarn(format, bytes.NewReader(p.Data))
	if err != nil {
		return PaperImport{}, apierr.BadParam("format", "format must be one of bibtex, ris, csl_json, jsonl.")
	}
	if err := CheckAnyEntries(p.Filename, len(recs)+len(errs)); err != nil {
		return PaperImport{}, err
	}
	res, err := ps.ImportRecords(ctx, recs, nil)
	for _, e := range errs {
		res.Failed = append(res.Failed, ImportFailure{Line: e.Line, Error: e.Message})
	}
	res.Warnings = append(res.Warnings, warns...)
	return res, err
}

// ImportRecords inserts parsed records in transactions of ImportBatch, deduplicating by DOI;
// progress (optional) is told how many records are done after each batch.
// Errors: 401/403.
func (ps *PaperService) ImportRecords(ctx context.Context, recs []bibio.Record, progress func(done int)) (PaperImport, error) {
	return ps.ImportStream(ctx, func(chunk func([]bibio.Record) error) error { return chunk(recs) }, len(recs) > ImportBatch, "", progress)
}

// ImportStream is ImportRecords over records a reader hands over chunk by chunk (each calls
// chunk), so a large file is never held whole; big says to give SQLite a larger page cache for
// the duration. filesDir, when set, is the folder of the source file: the PDFs records name
// (BibTeX `file`, RIS `L1`, relative to it) become documents of their papers through the
// upload path. Without it they are reported in warnings. progress counts records across chunks.
// Errors: 401/403, and the first error each returns.
func (ps *PaperService) ImportStream(ctx context.Context, each func(chunk func([]bibio.Record) error) error, big bool, filesDir string, progress func(done int)) (PaperImport, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return PaperImport{}, err
	}
	res := PaperImport{Object: "paper_import", Failed: []ImportFailure{}, Warnings: []bibio.FieldWarning{}}
	if big {
		if err := ps.s.st.SetWriterCache(ctx, 64); err != nil {
			return res, err
		}
		// The big cache only pays during the import; afterwards its pages are dead weight.
		defer ps.s.st.SetWriterCache(context.WithoutCancel(ctx), 2)
	}
	done := 0
	err := each(func(recs []bibio.Record) error {
		for start := 0; start < len(recs); start += ImportBatch {
			batch := recs[start:min(start+ImportBatch, len(recs))]
			ids, err := ps.importBatch(ctx, batch, &res)
			if err != nil {
				return err
			}
			if err := ps.attachRecordFiles(ctx, batch, ids, filesDir, &res); err != nil {
				return err
			}
			done += len(batch)
			if progress != nil {
				progress(done)
			}
		}
		return nil
	})
	return res, err
}

// importBatch inserts one transaction's worth of records and wakes the indexer. ids holds, for
// each record with files, the paper that stands for it (new, or the one with its DOI).
func (ps *PaperService) importBatch(ctx context.Context, batch []bibio.Record, res *PaperImport) (ids []string, err error) {
	now := ps.s.now()
	var created, dups, merged int
	var failed []ImportFailure
	err = ps.s.st.Tx(ctx, func(q store.Q) error {
		created, dups, merged, failed = 0, 0, 0, nil
		ids = make([]string, len(batch))
		papers := make([]domain.Paper, 0, len(batch))
		for i, r := range batch {
			p := r.Paper
			if strings.TrimSpace(p.Title) == "" {
				failed = append(failed, ImportFailure{Line: r.Line, Error: "title is required"})
				continue
			}
			p.ID, p.Object, p.DocumentID = domain.NewID(domain.PrefixPaper), "paper", nil
			p.CreatedAt = now
			if p.Authors == nil {
				p.Authors = []domain.Author{}
			}
			if p.DOI != nil && bibio.NormalizeDOI(*p.DOI) == "" {
				p.DOI = nil
			}
			papers = append(papers, p)
			ids[i] = p.ID
		}
		kept, matched, m, err := absorbKnown(ctx, q, papers)
		if err != nil {
			return err
		}
		merged = m
		inserted, err := q.InsertPapersIfNew(ctx, kept)
		if err != nil {
			return err
		}
		created = len(inserted)
		dups = len(papers) - created
		keys := make(map[string]string, len(inserted))
		for _, p := range kept {
			if inserted[p.ID] {
				keys[p.ID] = titleKey(p.Title)
			}
		}
		if err := q.SetPaperTitleKeys(ctx, keys); err != nil {
			return err
		}
		extras := map[string]store.PaperExtras{}
		for _, p := range kept {
			if inserted[p.ID] {
				extras[p.ID] = extrasOf(p)
			}
		}
		if err := q.SetPaperExtras(ctx, extras); err != nil {
			return err
		}
		for i, r := range batch {
			if ids[i] == "" || inserted[ids[i]] {
				continue
			}
			ids[i] = matched[ids[i]] // the stored paper it completed
			if ids[i] == "" && len(r.Files) > 0 && r.DOI != nil {
				if old, err := q.PaperByDOI(ctx, *r.DOI); err == nil { // a repeat within the file
					ids[i] = old.ID
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.Created += created
	res.Duplicates += dups
	res.Merged += merged
	res.Failed = append(res.Failed, failed...)
	ps.s.Indexer.Notify()
	ps.s.Changes.Publish("papers", "")
	return ids, nil
}

// attachRecordFiles creates the documents of the PDFs records name; without a folder to read
// them from it counts them as a `file` warning instead.
func (ps *PaperService) attachRecordFiles(ctx context.Context, batch []bibio.Record, ids []string, dir string, res *PaperImport) error {
	for i, r := range batch {
		if len(r.Files) == 0 {
			continue
		}
		if dir == "" {
			addWarning(res, "file")
			continue
		}
		if ids[i] == "" {
			continue
		}
		for _, f := range r.Files {
			path, err := recordFilePath(ctx, dir, f)
			created := false
			if err == nil {
				created, err = ps.s.Documents.attachFile(ctx, path, nil, ids[i])
			}
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				msg := err.Error()
				var ae *apierr.Error
				if errors.As(err, &ae) {
					msg = ae.Info().Message
				}
				res.Failed = append(res.Failed, ImportFailure{Line: r.Line, Error: "file " + f + ": " + msg})
				continue
			}
			if created {
				res.Documents++
			}
		}
	}
	return nil
}

func addWarning(res *PaperImport, field string) {
	for i := range res.Warnings {
		if res.Warnings[i].Field == field {
			res.Warnings[i].Lines++
			return
		}
	}
	res.Warnings = append(res.Warnings, bibio.FieldWarning{Field: field, Lines: 1})
}

// CheckAnyEntries is the "no entries found" rule for every importer (the API, the window, the
// CLI's streamed and whole-file imports): entries counts the records a file held, parsed or not.
func CheckAnyEntries(filename string, entries int) error {
	if entries == 0 {
		return NoEntriesFound(filename)
	}
	return nil
}

// NoEntriesFound is the error for a file that parses but holds no record (empty, or only
// comments): nothing is imported, and the user is told rather than shown "created 0".
func NoEntriesFound(filename string) error {
	name := "The file"
	if f := filepath.Base(strings.TrimSpace(filename)); f != "" && f != "." && f != string(filepath.Separator) {
		name = f
	}
	return apierr.BadParam("file", name+": no entries found (the file is empty or holds only comments).")
}
