package service_test

import (
	"context"
	"testing"

	"carrel/backend/cslcat"
	"carrel/backend/service"
)

// Targets (issue 6): an APA bibliography entry <= 50 µs; loading a style cold <= 20 ms;
// a style-list query <= 5 ms.

// BenchmarkCiteAPAEntryCSL formats one journal article in APA through the service (scope check,
// CSL-JSON validation, style lookup, pooled processor, bibliography entry and in-text citation).
func BenchmarkCiteAPAEntryCSL(b *testing.B) {
	be, _ := openCiteBackend(b)
	ctx := service.OwnerContext(context.Background())
	p := service.FormatCitationParams{Style: "apa", Source: &service.CitationSource{CSL: allStylesArticle}}
	for b.Loop() {
		if _, err := be.Service.Citations.Format(ctx, p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCiteAPAEntryPaper is the same from a stored paper (adds the SQLite read and mapping).
func BenchmarkCiteAPAEntryPaper(b *testing.B) {
	be, _ := openCiteBackend(b)
	citePapers(b, be)
	ctx := service.OwnerContext(context.Background())
	id := "pap_zeta"
	p := service.FormatCitationParams{Style: "apa", Source: &service.CitationSource{PaperID: &id}}
	for b.Loop() {
		if _, err := be.Service.Citations.Format(ctx, p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCiteStyleCold formats one entry in a style never used before by this catalogue: a
// fresh catalogue (its archive chunks not yet inflated) and an empty engine cache, so the time
// covers reading the style from the archive, parsing it and its locale, and the first render.
func BenchmarkCiteStyleCold(b *testing.B) {
	for _, style := range []string{"apa", "chicago-fullnote-bibliography", "2d-materials"} {
		b.Run(style, func(b *testing.B) {
			be, _ := openCiteBackend(b)
			ctx := service.OwnerContext(context.Background())
			p := service.FormatCitationParams{Style: style, Source: &service.CitationSource{CSL: allStylesArticle}}
			for b.Loop() {
				b.StopTimer()
				cat, err := cslcat.Open(cslcat.Options{})
				if err != nil || cat.Err() != nil {
					b.Fatal(err, cat.Err())
				}
				be.Service.Citations.SetCatalog(cat)
				b.StartTimer()
				if _, err := be.Service.Citations.Format(ctx, p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCiteStyleList runs style-list queries through the service.
func BenchmarkCiteStyleList(b *testing.B) {
	be, _ := openCiteBackend(b)
	ctx := service.OwnerContext(context.Background())
	for name, p := range map[string]service.ListCitationStylesParams{
		"query-apa":       {Query: "apa"},
		"query-journal":   {Query: "Journal", Category: "numeric", Limit: 100},
		"first-page":      {},
		"category-note":   {Category: "note"},
		"query-no-result": {Query: "zzzqqq"},
	} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := be.Service.Citations.ListStyles(ctx, p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
