package service

import (
	"context"
	"slices"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/pdfmeta"
	"carrel/backend/store"
)

// TestFieldConfidenceChecksAndCorrections drives the review extension from a PaperMeta as the
// header model will fill it: the unsure fields are "check" on the paper; a reference record
// replaces them (and only them) and fills what is missing; a user edit is kept through a later
// PDF and record, and "save as reviewed" clears the remaining checks.
func TestFieldConfidenceChecksAndCorrections(t *testing.T) {
	s, st := newInternalService(t)
	ctx := OwnerContext(context.Background())
	y2019 := 2019
	meta := pdfmeta.PaperMeta{Title: "Qian et al .", Authors: []domain.Author{{Given: "Wei", Family: "Qian"}}, Year: &y2019,
		Venue: "Date of publication xxxx", DOI: "10.1109/ACCESS.2019.0000001", Type: "journal_article",
		Confidence: map[string]float64{"title": 0.2, "authors": 0.9, "year": 0.8, "venue": 0.3, "doi": 0.99, "type": 0.7}}
	docID := "doc_review0000000000000001"
	parse := func(m pdfmeta.PaperMeta, docID string) string {
		t.Helper()
		var id string
		err := st.Tx(ctx, func(q store.Q) error {
			row := store.DocumentRow{ID: docID, Status: domain.StatusRunning, Filename: docID + ".pdf", SHA256: docID, Path: "documents/" + docID + ".pdf",
				Source: OriginUpload, Pool: "live", CreatedAt: time.Now()}
			if err := q.InsertDocument(ctx, row); err != nil {
				return err
			}
			var err error
			id, _, err = s.Documents.paperFor(ctx, q, docID, m, "", time.Now())
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	id := parse(meta, docID)
	p, err := s.Papers.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.FieldsToCheck, []string{"title", "venue"}) || p.FieldConfidence["doi"] != 0.99 || val(p.PublicationType) != "journal_article" {
		t.Fatalf("to check %v, confidence %v, type %v", p.FieldsToCheck, p.FieldConfidence, p.PublicationType)
	}
	// A BibTeX record of the same DOI: its title and venue replace the unsure ones; the year the
	// PDF was sure of stays; the record's URL fills the gap.
	bib := "@article{qian2019,\n  title = {Deep learning for channel estimation},\n  author = {Qian, Wei and Li, Ming},\n" +
		"  journal = {IEEE Access},\n  year = {2020},\n  doi = {10.1109/access.2019.0000001},\n  url = {https://example.org/qian}\n}\n"
	res, err := s.Papers.Import(ctx, ImportParams{Format: "bibtex", Data: []byte(bib)})
	if err != nil || res.Duplicates != 1 || res.Merged != 1 {
		t.Fatalf("import: %+v %v", res, err)
	}
	p, _ = s.Papers.Get(ctx, id)
	if p.Title != "Deep learning for channel estimation" || val(p.Venue) != "IEEE Access" || val(p.Year) != 2019 || val(p.URL) != "https://example.org/qian" {
		t.Fatalf("after the record: %+v", p)
	}
	if len(p.FieldsToCheck) != 0 || len(p.Authors) != 1 {
		t.Fatalf("after the record: to check %v, authors %v (the PDF's authors were sure)", p.FieldsToCheck, p.Authors)
	}
	// The user corrects the year; a second copy of the PDF and the record again leave it alone.
	y := 2020
	if _, err := s.Papers.Update(ctx, id, UpdatePaperParams{Year: &y}); err != nil {
		t.Fatal(err)
	}
	low := meta
	low.Confidence = map[string]float64{"year": 0.1}
	if again := parse(low, "doc_review0000000000000002"); again != id {
		t.Fatalf("second PDF made paper %s", again)
	}
	if _, err := s.Papers.Import(ctx, ImportParams{Format: "bibtex", Data: []byte(bib)}); err != nil {
		t.Fatal(err)
	}
	p, _ = s.Papers.Get(ctx, id)
	if val(p.Year) != 2020 || !slices.Contains(p.EditedFields, "year") {
		t.Fatalf("the user's year was not kept: %v, edited %v", p.Year, p.EditedFields)
	}
	// A new PDF paper with an unsure type: "save as reviewed" confirms every field it names.
	other := pdfmeta.PaperMeta{Title: "A different study of channel coding", Type: "report", Confidence: map[string]float64{"title": 0.4, "type": 0.3}}
	oid := parse(other, "doc_review0000000000000003")
	o, _ := s.Papers.Get(ctx, oid)
	if !slices.Equal(o.FieldsToCheck, []string{"title", "type"}) {
		t.Fatalf("to check %v", o.FieldsToCheck)
	}
	reviewed, title := false, o.Title
	o, err = s.Papers.Update(ctx, oid, UpdatePaperParams{Title: &title, PublicationType: o.PublicationType, NeedsReview: &reviewed})
	if err != nil || len(o.FieldsToCheck) != 0 || !slices.Contains(o.EditedFields, "type") {
		t.Fatalf("after save as reviewed: %+v %v", o, err)
	}
}

func val[T any](p *T) (v T) {
	if p != nil {
		v = *p
	}
	return v
}
