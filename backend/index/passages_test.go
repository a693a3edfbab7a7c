package index

import (
	"context"
	"testing"
)

var testPassages = []PassageDoc{
	{ID: "s1", PaperID: "pA", DocumentID: "dA", Page: 1, Text: "We measured IL-6 levels in serum of 40 patients."},
	{ID: "s2", PaperID: "pA", DocumentID: "dA", Page: 2, Text: "Blocking the IL-6 receptor lowered C-reactive protein."},
	{ID: "s3", PaperID: "pB", DocumentID: "dB", Page: 1, Text: "Receptor blocking drugs lowered blood pressure; protein intake was unchanged."},
	{ID: "s4", PaperID: "pB", DocumentID: "dB", Page: 3, Text: "Smoking increased the risk of lung cancer."},
}

func TestPassages(t *testing.T) {
	ix, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if err := ix.IndexPassages(testPassages); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	hits, err := ix.SearchPassages(ctx, "IL-6 receptor blocking lowers C-reactive protein", Restrict{}, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) < 2 || hits[0].ID != "s2" {
		t.Fatalf("want s2 first, got %+v", hits)
	}
	if h := hits[0]; h.PaperID != "pA" || h.DocumentID != "dA" || h.Page != 2 {
		t.Fatalf("stored fields of the hit: %+v", h)
	}
	hits, err = ix.SearchPassages(ctx, "receptor protein", Restrict{DocumentIDs: []string{"dB"}}, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 || hits[0].ID != "s3" {
		t.Fatalf("restricted to dB: %+v", hits)
	}
	hits, _ = ix.SearchPassages(ctx, "receptor protein", Restrict{PaperIDs: []string{"nope"}}, 10)
	if len(hits) != 0 {
		t.Fatalf("restriction to an unknown paper matched %+v", hits)
	}
	if err := ix.DeleteDocumentPassages("dA"); err != nil {
		t.Fatal(err)
	}
	_, n, _ := ix.Count()
	if n != 2 {
		t.Fatalf("passages after deleting dA: %d, want 2", n)
	}
	hits, _ = ix.SearchPassages(ctx, "IL-6", Restrict{}, 10)
	if len(hits) != 0 {
		t.Fatalf("deleted passages still found: %+v", hits)
	}
}
