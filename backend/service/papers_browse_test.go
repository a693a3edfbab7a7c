package service_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// TestBrowsePapers (issue 26): the Papers page's list records where each paper came from, puts the
// researcher's own additions before a JSONL corpus by default, sorts by year, title and first
// author, filters by source, library, type, year range, needs review and text, and pages with a
// total; bad parameters are 400 naming the parameter, an unknown library 404.
func TestBrowsePapers(t *testing.T) {
	e := newChatEnv(t)
	ctx := owner()
	svc := e.b.Service
	corpus := `{"title":"beta corpus paper","authors":["Ann Young"],"year":2001}
{"title":"Alpha corpus paper","authors":["Bob Xavier"],"year":2010,"publication_type":"journal_article"}
{"title":"gamma corpus paper without a year","authors":["Cy Zimmer"]}`
	if _, err := svc.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Data: []byte(corpus)}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond) // own additions come after the corpus, so "recent" alone would not put them first
	bib := "@article{k1, title={Delta from BibTeX}, author={Aaron Abbot}, year={2015}, journal={J}}\n"
	if _, err := svc.Papers.Import(ctx, service.ImportParams{Format: "bibtex", Data: []byte(bib)}); err != nil {
		t.Fatal(err)
	}
	ris := "TY  - JOUR\nTI  - Epsilon from RIS\nAU  - Moss, Mia\nPY  - 2020\nER  - \n"
	if _, err := svc.Papers.Import(ctx, service.ImportParams{Format: "ris", Data: []byte(ris)}); err != nil {
		t.Fatal(err)
	}
	lib, err := svc.Libraries.Create(ctx, service.CreateLibraryParams{Name: "Mine"})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(shareddata.Require(t, "testdata/pdfs"), "sp_bohnet09.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := svc.Documents.CreateFromBytes(ctx, "sp_bohnet09.pdf", data, &lib.ID)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
		d, err := svc.Documents.Get(ctx, res.Document.ID)
		if err != nil || d.Status == "failed" || time.Now().After(deadline) {
			t.Fatalf("document: %+v %v", d, err)
		}
		if d.Status == "succeeded" {
			break
		}
	}

	browse := func(p service.BrowsePapersParams) service.PaperPage {
		t.Helper()
		page, err := svc.Papers.Browse(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		return page
	}
	titles := func(pg service.PaperPage) []string {
		var out []string
		for _, p := range pg.Data {
			out = append(out, p.Title)
		}
		return out
	}
	all := browse(service.BrowsePapersParams{})
	if all.Total != 6 || len(all.Data) != 6 || all.Sort != "own" || all.Limit != 25 {
		t.Fatalf("default page: total %d, %d rows, sort %q, limit %d", all.Total, len(all.Data), all.Sort, all.Limit)
	}
	sources := map[string]string{}
	for i, p := range all.Data {
		sources[p.Title] = p.Source
		if own := p.Source != "corpus"; own != (i < 3) {
			t.Errorf("row %d %q (%s): own additions must come first", i, p.Title, p.Source)
		}
	}
	if sources["Delta from BibTeX"] != "bibtex" || sources["Epsilon from RIS"] != "bibtex" || sources["beta corpus paper"] != "corpus" {
		t.Errorf("sources %v", sources)
	}
	pdfTitle := ""
	for title, s := range sources {
		if s == "pdf" {
			pdfTitle = title
		}
	}
	if pdfTitle == "" {
		t.Fatalf("the parsed PDF's paper has no pdf source: %v", sources)
	}

	byTitle := titles(browse(service.BrowsePapersParams{Sort: "title"}))
	if want := slices.SortedFunc(slices.Values(byTitle), func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) }); !slices.Equal(byTitle, want) {
		t.Errorf("title order %v", byTitle)
	}
	years := []int{}
	for _, p := range browse(service.BrowsePapersParams{Sort: "year"}).Data {
		y := -1
		if p.Year != nil {
			y = *p.Year
		}
		years = append(years, y)
	}
	if !slices.IsSortedFunc(years, func(a, b int) int { // newest first, unknown (-1) last
		if (a == -1) != (b == -1) {
			if a == -1 {
				return 1
			}
			return -1
		}
		return b - a
	}) || years[len(years)-1] != -1 {
		t.Errorf("year order %v", years)
	}
	byAuthor := browse(service.BrowsePapersParams{Sort: "author", Sources: []string{"corpus", "bibtex"}})
	if got := titles(byAuthor); !slices.Equal(got, []string{"Delta from BibTeX", "Epsilon from RIS", "Alpha corpus paper", "beta corpus paper", "gamma corpus paper without a year"}) {
		t.Errorf("first-author order (Abbot, Moss, Xavier, Young, Zimmer) %v", got)
	}

	for _, c := range []struct {
		name string
		p    service.BrowsePapersParams
		want int
	}{
		{"corpus", service.BrowsePapersParams{Sources: []string{"corpus"}}, 3},
		{"reference files", service.BrowsePapersParams{Sources: []string{"bibtex"}}, 2},
		{"pdf or zotero", service.BrowsePapersParams{Sources: []string{"pdf", "zotero"}}, 1},
		{"library", service.BrowsePapersParams{LibraryID: lib.ID}, 1},
		{"journal articles", service.BrowsePapersParams{Types: []string{"journal_article"}}, 3},
		{"years 2010-2020", service.BrowsePapersParams{YearFrom: ptr(2010), YearTo: ptr(2020)}, 3},
		{"text", service.BrowsePapersParams{Query: "CORPUS paper"}, 3},
		{"text and source", service.BrowsePapersParams{Query: "from", Sources: []string{"bibtex"}}, 2},
		{"needs review", service.BrowsePapersParams{NeedsReview: ptr(true)}, countReview(all)},
	} {
		pg := browse(c.p)
		if pg.Total != c.want || len(pg.Data) != c.want {
			t.Errorf("%s: total %d, %d rows, want %d", c.name, pg.Total, len(pg.Data), c.want)
		}
	}
	if pg := browse(service.BrowsePapersParams{Types: []string{"unknown"}}); pg.Total < 1 {
		t.Errorf("unknown type: %d", pg.Total)
	}
	second := browse(service.BrowsePapersParams{Sort: "title", Offset: 2, Limit: 2})
	if second.Total != 6 || !slices.Equal(titles(second), byTitle[2:4]) {
		t.Errorf("page 2 of 2: total %d %v, want %v", second.Total, titles(second), byTitle[2:4])
	}

	for _, c := range []struct {
		p     service.BrowsePapersParams
		param string
		code  string
	}{
		{service.BrowsePapersParams{Sort: "size"}, "sort", "parameter_invalid"},
		{service.BrowsePapersParams{Sources: []string{"web"}}, "sources", "parameter_invalid"},
		{service.BrowsePapersParams{Types: []string{"poem"}}, "types", "parameter_invalid"},
		{service.BrowsePapersParams{YearFrom: ptr(2020), YearTo: ptr(2010)}, "year_from", "parameter_invalid"},
		{service.BrowsePapersParams{Limit: 101}, "limit", "parameter_invalid"},
		{service.BrowsePapersParams{Offset: -1}, "offset", "parameter_invalid"},
		{service.BrowsePapersParams{LibraryID: "lib_nope"}, "library_id", "resource_not_found"},
	} {
		_, err := svc.Papers.Browse(ctx, c.p)
		if e := apierr.From(err); e == nil || e.Code != c.code || e.Param != c.param {
			t.Errorf("%+v: %v, want %s on %s", c.p, err, c.code, c.param)
		}
	}
}

func ptr[T any](v T) *T { return &v }

func countReview(pg service.PaperPage) int {
	n := 0
	for _, p := range pg.Data {
		if p.NeedsReview {
			n++
		}
	}
	return n
}

// TestBrowsePapersTitleOrderFolds (issue 26): "Title (A–Z)" files a title under its first word, not
// under a quote mark, and ignores case and accents: '"Grazing": …' under G, 'Ångström …' under A.
// The year order breaks ties the same way.
func TestBrowsePapersTitleOrderFolds(t *testing.T) {
	b := openBackend(t, nil)
	ctx := owner()
	corpus := `{"title":"Zebra stripes and summer heat","year":2020}
{"title":"\"Natural\" killer cells in the mouse","year":2020}
{"title":"beta blockers and the ageing heart","year":2020}
{"title":"Ångström-scale imaging of cell walls","year":2020}
{"title":"\"Grazing\": a high-risk behavior.","year":2020}`
	if _, err := b.Service.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Data: []byte(corpus)}); err != nil {
		t.Fatal(err)
	}
	want := []string{"Ångström-scale imaging of cell walls", "beta blockers and the ageing heart", `"Grazing": a high-risk behavior.`,
		`"Natural" killer cells in the mouse`, "Zebra stripes and summer heat"}
	for _, sort := range []string{"title", "year"} {
		page, err := b.Service.Papers.Browse(ctx, service.BrowsePapersParams{Sort: sort})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range page.Data {
			got = append(got, p.Title)
		}
		if !slices.Equal(got, want) {
			t.Errorf("sort %s: %q, want %q", sort, got, want)
		}
	}
}
