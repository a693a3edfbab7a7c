package service

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"time"

	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
	"carrel/backend/store"
)

// Parse is the "document.parse" job: it extracts the PDF outside any transaction, then stores
// pages, passages and the paper and marks the document succeeded in one transaction; a failure
// marks it failed with the spec's code and refunds its credits in one transaction. It is
// idempotent: a terminal or deleted document is left alone, so a re-run after a crash never
// charges or refunds twice.
func (ds *DocumentService) Parse(ctx context.Context, j store.Job) error {
	d, err := ds.s.st.R().Document(ctx, j.RefID)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	if d.Status == domain.StatusSucceeded || d.Status == domain.StatusFailed {
		return nil
	}
	if err := ds.s.st.W().SetDocumentProgress(ctx, d.ID, domain.StatusRunning, 0.1); err != nil {
		return err
	}
	data, err := os.ReadFile(filepath.Join(ds.s.cfg.DataDir, d.Path))
	if err != nil {
		return ds.fail(ctx, d, fmt.Errorf("read stored PDF: %w", err))
	}
	x, err := ds.extractor()
	if err != nil {
		// PDFium could not start (a fault of this process, not of the file): try again later.
		return &jobs.RetryError{At: ds.s.now().Add(time.Minute), Cause: err}
	}
	doc, err := x.Extract(ds.parseContext(ctx, d.ID), data)
	if ctx.Err() != nil {
		if errors.Is(context.Cause(ctx), jobs.ErrCanceled) {
			return nil // the document was deleted while parsing
		}
		return ctx.Err() // shutting down: the runner resumes the job next start
	}
	if errors.Is(err, pdf.ErrWorker) {
		return &jobs.RetryError{At: ds.s.now().Add(time.Minute), Cause: err}
	}
	if err != nil {
		return ds.fail(ctx, d, err)
	}
	ds.s.st.W().SetDocumentProgress(ctx, d.ID, domain.StatusRunning, 0.8)
	return ds.succeed(ctx, d, doc)
}

// succeed stores the extraction and links or creates the paper, all in one transaction.
func (ds *DocumentService) succeed(ctx context.Context, d store.DocumentRow, doc *pdf.Doc) error {
	meta := pdfmeta.ExtractPaper(doc)
	pages := pageRows(d.ID, doc)
	now := ds.s.now()
	return ds.s.st.Tx(ctx, func(q store.Q) error {
		cur, err := q.Document(ctx, d.ID)
		if errors.Is(err, domain.ErrNotFound) {
			return nil
		} else if err != nil {
			return err
		}
		if cur.Status == domain.StatusSucceeded || cur.Status == domain.StatusFailed {
			return nil
		}
		paperID, owns, err := ds.paperFor(ctx, q, d.ID, meta, meta.Type, now)
		if err != nil {
			return err
		}
		if err := q.InsertPages(ctx, d.ID, pages); err != nil {
			return err
		}
		if err := q.DeletePassagesOfDocument(ctx, d.ID); err != nil {
			return err
		}
		if err := q.InsertPassages(ctx, d.ID, passagesOf(d.ID, paperID, doc)); err != nil {
			return err
		}
		n := doc.PageCount
		cur.Status, cur.PageCount, cur.PaperID, cur.OwnsPaper, cur.Error = domain.StatusSucceeded, &n, paperID, owns, nil
		cur.OCR = ocrRecord(doc)
		if err := q.FinishDocument(ctx, cur); err != nil {
			return err
		}
		if err := q.SetWatchFilesOfDocument(ctx, d.ID, "imported", "", now); err != nil {
			return err
		}
		return RecordEvent(ctx, q, domain.EventDocumentSucceeded, cur.ID, wireDocument(cur), now)
	})
}

// paperFor attaches the document to the paper it is a copy of (the one it was imported for, or
// the same work matched by DOI, arXiv id or title) and completes that paper from the PDF, or
// creates a paper from the PDF's own metadata; owns reports that the paper was created for
// this document.
func (ds *DocumentService) paperFor(ctx context.Context, q store.Q, docID string, m pdfmeta.PaperMeta, ptype string, now time.Time) (string, bool, error) {
	// A PDF attached to a known paper (a reference manager's attachment) stays with it.
	if known, err := q.PaperByDocument(ctx, docID); err == nil {
		pdfPaper := paperFromMeta(m)
		_, err := absorb(ctx, q, known, pdfPaper, metaConfidence(m, pdfPaper), store.PaperExtras{})
		return known.ID, false, err
	} else if !errors.Is(err, domain.ErrNotFound) {
		return "", false, err
	}
	p := paperFromMeta(m)
	if p.PublicationType == nil && ptype != "" {
		p.PublicationType = &ptype
	}
	// The same work already in the library (imported from a reference manager, or another copy
	// of the PDF): the PDF joins it and completes what it lacks, instead of becoming a second paper.
	if same, ok, err := matchExisting(ctx, q, p); err != nil {
		return "", false, err
	} else if ok {
		if same.DocumentID == nil {
			if err := q.SetPaperDocument(ctx, same.ID, docID); err != nil {
				return "", false, err
			}
			same.DocumentID = &docID
		}
		_, err := absorb(ctx, q, same, p, metaConfidence(m, p), store.PaperExtras{})
		return same.ID, false, err
	}
	p.ID, p.DocumentID, p.CreatedAt, p.Origin = domain.NewID(domain.PrefixPaper), &docID, now, domain.OriginPDF
	if err := q.InsertPaper(ctx, p); err != nil {
		return "", false, err
	}
	if err := q.SetPaperReview(ctx, p.ID, store.PaperReview{Confidence: metaConfidence(m, p)}); err != nil {
		return "", false, err
	}
	return p.ID, true, q.SetPaperTitleKeys(ctx, map[string]string{p.ID: titleKey(p.Title)})
}

// metaConfidence is the PDF reading's confidence in the fields p took from it (p is the paper
// built from m); fields it does not rate are left unrated.
func metaConfidence(m pdfmeta.PaperMeta, p domain.Paper) map[string]float64 {
	out := map[string]float64{}
	for f, c := range m.Confidence {
		if slices.Contains(reviewFields, f) && fieldHas(p, f) {
			out[f] = min(max(c, 0), 1)
		}
	}
	if m.Type == "" || p.PublicationType == nil || *p.PublicationType != m.Type {
		delete(out, "type") // the type came from the page's wording, not the model
	}
	return out
}

func paperFromMeta(m pdfmeta.PaperMeta) domain.Paper {
	p := domain.Paper{Object: "paper", Title: m.Title, Authors: m.Authors, Year: m.Year, NeedsReview: m.NeedsReview}
	if p.Authors == nil {
		p.Authors = []domain.Author{}
	}
	if p.Title == "" {
		p.NeedsReview = true
	}
	opt := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	p.Venue, p.DOI, p.Abstract = opt(m.Venue), opt(store.NormalizeDOI(m.DOI)), opt(m.Abstract)
	if slices.Contains(domain.PublicationTypes, m.Type) {
		p.PublicationType = opt(m.Type)
	}
	if m.ArXivID != "" {
		p.URL = opt("https://arxiv.org/abs/" + m.ArXivID)
		if p.PublicationType == nil {
			p.PublicationType = opt("preprint")
		}
	}
	return p
}

// fail records a terminal failure with the spec's code and refunds the document's credits.
func (ds *DocumentService) fail(ctx context.Context, d store.DocumentRow, cause error) error {
	ctx = context.WithoutCancel(ctx)
	slog.Info("document failed", "document", d.ID, "err", cause)
	info := classifyPDF(cause).info()
	now := ds.s.now()
	return ds.s.st.Tx(ctx, func(q store.Q) error {
		cur, err := q.Document(ctx, d.ID)
		if errors.Is(err, domain.ErrNotFound) {
			return nil
		} else if err != nil {
			return err
		}
		if cur.Status == domain.StatusSucceeded || cur.Status == domain.StatusFailed {
			return nil
		}
		cur.Status, cur.Error = domain.StatusFailed, info
		if err := q.FinishDocument(ctx, cur); err != nil {
			return err
		}
		if cur.Credits > 0 {
			if err := q.InsertLedger(ctx, store.LedgerRow{CreatedAt: now, Endpoint: domain.LabelDocuments, KeyID: cur.KeyID,
				Pool: cur.Pool, Requests: 0, Credits: -cur.Credits, Ref: cur.ID}); err != nil {
				return err
			}
		}
		if err := q.SetWatchFilesOfDocument(ctx, d.ID, "failed", info.Code, now); err != nil {
			return err
		}
		return RecordEvent(ctx, q, domain.EventDocumentFailed, cur.ID, wireDocument(cur), now)
	})
}
