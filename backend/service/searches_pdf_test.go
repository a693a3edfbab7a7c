package service_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// TestSearchCitesPDFPassagesWithLocations ingests a real PDF through the documents service, then
// searches for its content: citations of the PDF-backed paper must quote the stored page text
// verbatim and carry page and bbox locations (DECISIONS.md).
func TestSearchCitesPDFPassagesWithLocations(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	data, err := os.ReadFile(filepath.Join(dir, "cermine_example1.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b := openSearchBackend(t, nil)
	ctx := service.OwnerContext(context.Background())
	res, err := b.Service.Documents.CreateFromBytes(ctx, "example1.pdf", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	var paperID string
	for {
		d, err := b.Service.Documents.Get(ctx, res.Document.ID)
		if err != nil {
			t.Fatal(err)
		}
		if d.Status == "failed" {
			t.Fatalf("document failed: %+v", d.Error)
		}
		if d.Status == "succeeded" && d.PaperID != nil {
			paperID = *d.PaperID
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("document still %s", d.Status)
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.Service.Indexer.Notify()
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	// Ask with words of a sentence in the middle of the paper, so only full text can answer.
	ps, err := b.Store.R().PassagesByDocument(ctx, res.Document.ID)
	if err != nil || len(ps) < 10 {
		t.Fatalf("%d passages, %v", len(ps), err)
	}
	var query string
	for _, p := range ps[len(ps)/3:] {
		if w := strings.Fields(p.Text); len(w) >= 12 && p.Page > 1 {
			query = strings.Join(w[:12], " ")
			break
		}
	}
	if query == "" {
		t.Fatal("no long sentence past page 1")
	}
	for _, depth := range []string{"standard", "high_quality"} {
		s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: &query, Depth: &depth})
		if err != nil {
			t.Fatal(err)
		}
		if s, err = b.Service.Searches.Wait(ctx, s.ID); err != nil || s.Status != "succeeded" {
			t.Fatalf("%+v %v", s, err)
		}
		if len(s.Answer.Citations) == 0 {
			t.Fatalf("%s: no citation for %q: %q", depth, query, s.Answer.Text)
		}
		for _, c := range s.Answer.Citations {
			if c.Source.ID != paperID || c.Source.Type != "paper" {
				t.Errorf("citation of %s/%s, want paper %s", c.Source.Type, c.Source.ID, paperID)
			}
			if len(c.Locations) == 0 {
				t.Fatalf("PDF-backed citation without locations: %+v", c)
			}
			page, err := b.Store.R().PageText(ctx, res.Document.ID, c.Locations[0].Page)
			if err != nil {
				t.Fatal(err)
			}
			next, _ := b.Store.R().PageText(ctx, res.Document.ID, c.Locations[0].Page+1)
			if !strings.Contains(page, c.Quote) && !(len(c.Locations) == 2 && strings.Contains(page+"\n"+next, c.Quote[:len(c.Quote)/2])) {
				t.Errorf("quote not verbatim on page %d: %q", c.Locations[0].Page, c.Quote)
			}
			for i, l := range c.Locations {
				if i > 0 && l.Page != c.Locations[i-1].Page+1 {
					t.Errorf("locations must be one per page, consecutive pages only: %+v", c.Locations)
				}
				if l.BBox.Width <= 0 || l.BBox.Height <= 0 || l.BBox.X < 0 || l.BBox.X+l.BBox.Width > 1.0001 || l.BBox.Y+l.BBox.Height > 1.0001 {
					t.Errorf("bbox out of the page: %+v", l)
				}
			}
		}
	}
}
