package service_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"carrel/backend/service"
)

// TestTypeFilterCountsUnknownTypeLeftOut: a publication_type filter records in
// metadata.unknown_type_excluded how many papers matching the question and the other filters it
// left out only because their type is unknown; papers of another type or outside the other
// filters are not counted, and a search without a type filter records nothing.
func TestTypeFilterCountsUnknownTypeLeftOut(t *testing.T) {
	b := openSearchBackend(t, nil)
	ids := seedPapers(t, b)
	ctx := service.OwnerContext(context.Background())
	data := `{"title": "Vitamin D and hip fracture in nursing homes", "abstract": "Vitamin D supplementation and hip fracture risk in residents.", "year": 2019}
{"title": "Hip fracture after vitamin D: a cohort", "abstract": "Vitamin D supplementation did not change hip fracture risk.", "year": 2021}
{"title": "Vitamin D and hip fracture, an old trial", "abstract": "Vitamin D supplementation and hip fracture risk.", "year": 1990}
{"title": "Vitamin D preprint on hip fracture risk", "abstract": "Vitamin D supplementation and hip fracture risk.", "year": 2022, "publication_type": "preprint"}`
	if _, err := b.Service.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Data: []byte(data)}); err != nil {
		t.Fatal(err)
	}
	run := func(f *service.SearchFilterParams) map[string]any {
		t.Helper()
		s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: strp("Does vitamin D supplementation reduce hip fracture risk?"),
			Filters: f, Metadata: map[string]any{"mine": "kept"}})
		if err != nil {
			t.Fatal(err)
		}
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if s, err = b.Service.Searches.Wait(wctx, s.ID); err != nil || s.Status != "succeeded" {
			t.Fatalf("%+v %v", s, err)
		}
		res, err := b.Service.Searches.Results(ctx, s.ID, service.ListParams{Limit: 50})
		if err != nil {
			t.Fatal(err)
		}
		if f != nil {
			for _, r := range res.Data {
				if r.Paper.PublicationType == nil || !slices.Contains(f.PublicationType, *r.Paper.PublicationType) {
					t.Errorf("filtered results hold %q (%v)", r.Paper.Title, r.Paper.PublicationType)
				}
			}
			if len(res.Data) == 0 || res.Data[0].Paper.ID != ids[0] {
				t.Errorf("filtered results %+v, want the vitamin D journal article first", res.Data)
			}
		}
		return s.Metadata
	}
	from := 2000
	md := run(&service.SearchFilterParams{PublicationType: []string{"journal_article"}, YearFrom: &from})
	if fmt.Sprint(md["unknown_type_excluded"]) != "2" || md["mine"] != "kept" {
		t.Errorf("metadata %v, want unknown_type_excluded 2 (the 1990 paper is outside the years, the preprint has a type) and the caller's keys", md)
	}
	if md := run(nil); md["unknown_type_excluded"] != nil {
		t.Errorf("unfiltered search recorded %v", md)
	}
	md = run(&service.SearchFilterParams{PublicationType: []string{"journal_article", "preprint"}})
	if fmt.Sprint(md["unknown_type_excluded"]) != "3" {
		t.Errorf("metadata %v, want unknown_type_excluded 3 without a year filter", md)
	}
}
