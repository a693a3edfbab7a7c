package service

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// ZoteroImportParams names a Zotero data folder: the one holding zotero.sqlite and storage/.
type ZoteroImportParams struct {
	Dir string `json:"dir"`
}

// ZoteroImport is what a Zotero import did: {object: "zotero_import", ...}.
type ZoteroImport struct {
	Object string `json:"object"`
	// Items is how many regular items the library holds (trash excluded).
	Items      int `json:"items"`
	Created    int `json:"created"`
	Duplicates int `json:"duplicates"` // already in Carrel: same Zotero key, DOI, arXiv id or title+author+year
	// Completed counts the papers already in Carrel that an item gave fields they lacked.
	Completed int `json:"completed"`
	// LibrariesCreated counts collections that became new libraries (others existed by name).
	Libraries         []string `json:"libraries"`
	LibrariesCreated  int      `json:"libraries_created"`
	Documents         int      `json:"documents"`          // PDFs that became new documents
	DocumentsExisting int      `json:"documents_existing"` // PDFs already in Carrel (same bytes)
	// Failed lists items or attachments that could not be imported, by Zotero key.
	Failed []ZoteroFailure `json:"failed"`
	// NotesSkipped and AnnotationsSkipped are left in Zotero: Carrel does not import them.
	NotesSkipped       int    `json:"notes_skipped"`
	AnnotationsSkipped int    `json:"annotations_skipped"`
	Summary            string `json:"summary"`
}

// ZoteroFailure is one item or attachment left out, with why.
type ZoteroFailure struct {
	Key   string `json:"key"`
	Error string `json:"error"`
}

// ImportZotero reads a Zotero library (from a copy of zotero.sqlite: Zotero locks its own)
// and brings it in: items become papers (the Zotero key as external_id, so importing again adds
// only what is new; a DOI already present is not doubled), collections become libraries, and
// each item's first PDF becomes a document through the same path as an upload (checksum dedup,
// charge, parse), linked to the item's paper. Notes and annotations are not imported.
// progress (optional) is told done/total steps. Errors: 401/403; 400 parameter_missing /
// parameter_invalid (dir).
func (ps *PaperService) ImportZotero(ctx context.Context, p ZoteroImportParams, progress func(done, total int)) (ZoteroImport, error) {
	if _, err := requireCorpusWrite(ctx); err != nil {
		return ZoteroImport{}, err
	}
	if _, err := require(ctx, domain.ScopeDocumentsWrite); err != nil {
		return ZoteroImport{}, err
	}
	if strings.TrimSpace(p.Dir) == "" {
		return ZoteroImport{}, apierr.Missing("dir")
	}
	dbPath := filepath.Join(p.Dir, "zotero.sqlite")
	if st, err := os.Stat(dbPath); err != nil || !st.Mode().IsRegular() {
		return ZoteroImport{}, apierr.BadParam("dir", "dir must be a Zotero data folder holding zotero.sqlite.")
	}
	tmp, err := os.MkdirTemp("", "carrel-zotero-")
	if err != nil {
		return ZoteroImport{}, err
	}
	defer os.RemoveAll(tmp)
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(dbPath+suffix, filepath.Join(tmp, "zotero.sqlite"+suffix)); err != nil && !(suffix != "" && errors.Is(err, os.ErrNotExist)) {
			return ZoteroImport{}, fmt.Errorf("copy zotero.sqlite: %w", err)
		}
	}
	lib, err := store.ReadZotero(ctx, filepath.Join(tmp, "zotero.sqlite"))
	if err != nil {
		return ZoteroImport{}, apierr.BadParam("dir", "zotero.sqlite could not be read: "+err.Error())
	}
	res := ZoteroImport{Object: "zotero_import", Items: len(lib.Items), Libraries: []string{}, Failed: []ZoteroFailure{},
		NotesSkipped: lib.Notes, AnnotationsSkipped: lib.Annotations}
	pdfs := firstPDFs(lib)
	total, done := len(lib.Items)+len(pdfs), 0
	step := func(n int) {
		done += n
		if progress != nil {
			progress(done, total)
		}
	}
	paperOf, err := ps.zoteroPapers(ctx, lib.Items, &res, step)
	if err != nil {
		return res, err
	}
	libOf, err := ps.zoteroLibraries(ctx, lib.Collections, &res)
	if err != nil {
		return res, err
	}
	for _, it := range lib.Items {
		a, ok := pdfs[it.ID]
		if !ok {
			continue
		}
		var libID *string
		if len(it.Collections) > 0 {
			if id, ok := libOf[it.Collections[0]]; ok {
				libID = &id
			}
		}
		if err := ps.zoteroAttach(ctx, p.Dir, a, paperOf[it.Key], libID, &res); err != nil {
			if ctx.Err() != nil {
				return res, ctx.Err()
			}
			msg := err.Error()
			var ae *apierr.Error
			if errors.As(err, &ae) {
				msg = ae.Info().Message
			}
			res.Failed = append(res.Failed, ZoteroFailure{Key: a.Key, Error: msg})
		}
		step(1)
	}
	completed := ""
	if res.Completed > 0 {
		completed = fmt.Sprintf(" (%d completed with fields they lacked)", res.Completed)
	}
	res.Summary = fmt.Sprintf("%d items: %d papers created, %d already in Carrel%s; %d PDFs added (%d already present); %d collections as libraries (%d new); %d failed. Notes (%d) and annotations (%d) are not imported.",
		res.Items, res.Created, res.Duplicates, completed, res.Documents, res.DocumentsExisting, len(res.Libraries), res.LibrariesCreated, len(res.Failed), res.NotesSkipped, res.AnnotationsSkipped)
	return res, nil
}

// zoteroPapers inserts the items not yet in Carrel and returns every item's paper id by key.
func (ps *PaperService) zoteroPapers(ctx context.Context, items []store.ZoteroItem, res *ZoteroImport, step func(int)) (map[string]string, error) {
	keys := make([]string, len(items))
	for i, it := range items {
		keys[i] = it.Key
	}
	paperOf, err := ps.s.st.R().PaperIDsByExternalID(ctx, keys)
	if err != nil {
		return nil, err
	}
	now := ps.s.now()
	for start := 0; start < len(items); start += ImportBatch {
		batch := items[start:min(start+ImportBatch, len(items))]
		err := ps.s.st.Tx(ctx, func(q store.Q) error {
			var unknown []domain.Paper
			for _, it := range batch {
				if paperOf[it.Key] == "" {
					unknown = append(unknown, zoteroPaper(it))
				}
			}
			m, err := newMatcher(ctx, q, unknown)
			if err != nil {
				return err
			}
			var papers []domain.Paper
			for _, it := range batch {
				p := zoteroPaper(it)
				if id, known, err := completeFromItem(ctx, q, m, p, paperOf[it.Key], res); err != nil {
					return err
				} else if known {
					paperOf[it.Key] = id
					continue
				}
				if strings.TrimSpace(p.Title) == "" {
					res.Failed = append(res.Failed, ZoteroFailure{Key: it.Key, Error: "the item has no title"})
					continue
				}
				p.ID, p.CreatedAt = domain.NewID(domain.PrefixPaper), now
				papers = append(papers, p)
			}
			inserted, err := q.InsertPapersIfNew(ctx, papers)
			if err != nil {
				return err
			}
			keys := map[string]string{}
			for _, p := range papers {
				if inserted[p.ID] {
					res.Created++
					paperOf[*p.ExternalID] = p.ID
					keys[p.ID] = titleKey(p.Title) // so a later PDF or record finds it by title
					continue
				}
				// The DOI is already in Carrel: that paper stands for the item from now on.
				old, err := q.PaperByDOI(ctx, *p.DOI)
				if err != nil {
					return err
				}
				if err := q.SetPaperExternalID(ctx, old.ID, *p.ExternalID); err != nil {
					return err
				}
				res.Duplicates++
				paperOf[*p.ExternalID] = old.ID
			}
			return q.SetPaperTitleKeys(ctx, keys)
		})
		if err != nil {
			return nil, err
		}
		ps.s.Indexer.Notify()
		step(len(batch))
	}
	return paperOf, nil
}

// zoteroLibraries makes (or finds, by name) a library per collection; nested collections are
// named "Parent / Child".
func (ps *PaperService) zoteroLibraries(ctx context.Context, colls []store.ZoteroCollection, res *ZoteroImport) (map[int64]string, error) {
	byID := map[int64]store.ZoteroCollection{}
	for _, c := range colls {
		byID[c.ID] = c
	}
	name := func(c store.ZoteroCollection) string {
		parts := []string{strings.TrimSpace(c.Name)}
		for seen := 0; c.Parent != 0 && seen < 32; seen++ {
			c = byID[c.Parent]
			parts = append([]string{strings.TrimSpace(c.Name)}, parts...)
		}
		return strings.Join(parts, " / ")
	}
	out := map[int64]string{}
	for _, c := range colls {
		n := name(c)
		err := ps.s.st.Tx(ctx, func(q store.Q) error {
			l, err := q.LibraryByName(ctx, n)
			if errors.Is(err, domain.ErrNotFound) {
				l = domain.Library{Object: "library", ID: domain.NewID(domain.PrefixLibrary), Name: n, CreatedAt: ps.s.now()}
				err = q.InsertLibrary(ctx, l)
				res.LibrariesCreated++
			}
			out[c.ID] = l.ID
			return err
		})
		if err != nil {
			return nil, err
		}
		res.Libraries = append(res.Libraries, n)
	}
	return out, nil
}

// zoteroAttach reads a stored or linked PDF and creates its document for the item's paper.
func (ps *PaperService) zoteroAttach(ctx context.Context, dir string, a store.ZoteroAttachment, paperID string, libID *string, res *ZoteroImport) error {
	if paperID == "" {
		return nil // the item itself was not imported; its failure is already listed
	}
	path, err := zoteroFilePath(ctx, dir, a)
	if err != nil {
		return err
	}
	created, err := ps.s.Documents.attachFile(ctx, path, libID, paperID)
	if err != nil {
		return err
	}
	if created {
		res.Documents++
	} else {
		res.DocumentsExisting++
	}
	return nil
}

// firstPDFs picks each item's first PDF attachment that Carrel can read (stored in storage/KEY/
// or linked by an absolute path).
func firstPDFs(lib store.ZoteroLibrary) map[int64]store.ZoteroAttachment {
	out := map[int64]store.ZoteroAttachment{}
	for _, a := range lib.Attachments {
		if a.ParentID == 0 || a.LinkMode == 3 {
			continue // standalone files and links to web pages
		}
		if a.ContentType != "application/pdf" && !strings.HasSuffix(strings.ToLower(a.Path), ".pdf") {
			continue
		}
		if _, ok := out[a.ParentID]; !ok {
			out[a.ParentID] = a
		}
	}
	return out
}

// zoteroTypes maps Zotero item types to publication_type; others are "other".
var zoteroTypes = map[string]string{
	"journalArticle": "journal_article", "magazineArticle": "journal_article", "newspaperArticle": "journal_article",
	"conferencePaper": "conference_paper", "preprint": "preprint", "book": "book", "bookSection": "book_chapter",
	"thesis": "thesis", "report": "report", "dataset": "dataset",
}

// zoteroVenueFields are where Zotero keeps the venue, by item type; the first present wins.
var zoteroVenueFields = []string{"publicationTitle", "proceedingsTitle", "conferenceName", "bookTitle", "university",
	"institution", "repository", "websiteTitle", "publisher"}

var yearRe = regexp.MustCompile(`\b(1[5-9]|20)\d\d\b`)

// zoteroPaper maps one item: title, creators in order (authors first: editors only when there
// are no authors), date → year, venue, DOI, abstract, URL, item type → publication_type.
func zoteroPaper(it store.ZoteroItem) domain.Paper {
	f := it.Fields
	opt := func(s string) *string {
		if s = strings.TrimSpace(s); s == "" {
			return nil
		}
		return &s
	}
	key := it.Key
	p := domain.Paper{Object: "paper", Title: strings.Join(strings.Fields(f["title"]), " "), Authors: []domain.Author{},
		Abstract: opt(f["abstractNote"]), URL: opt(f["url"]), ExternalID: &key, Origin: domain.OriginZotero}
	if doi := bibio.NormalizeDOI(f["DOI"]); doi != "" {
		p.DOI = &doi
	}
	for _, name := range zoteroVenueFields {
		if v := opt(f[name]); v != nil {
			p.Venue = v
			break
		}
	}
	if m := yearRe.FindString(f["date"]); m != "" {
		y, _ := strconv.Atoi(m)
		p.Year = &y
	}
	t, ok := zoteroTypes[it.Type]
	if !ok {
		t = "other"
	}
	p.PublicationType = &t
	var authors, others []domain.Author
	for _, c := range it.Creators {
		a := domain.Author{Given: strings.TrimSpace(c.First), Family: strings.TrimSpace(c.Last)}
		if c.FieldMode == 1 {
			a = domain.Author{Literal: strings.TrimSpace(c.Last)}
		}
		if a == (domain.Author{}) {
			continue
		}
		if c.Type == "author" || c.Type == "" {
			authors = append(authors, a)
		} else {
			others = append(others, a)
		}
	}
	if len(authors) == 0 {
		authors = others
	}
	if authors != nil {
		p.Authors = authors
	}
	return p
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
