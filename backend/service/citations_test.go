package service_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/bibio"
	"carrel/backend/cslcat"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// citePapers stores three papers (given out of alphabetical order) and one with nothing to cite.
func citePapers(t testing.TB, b *app.Backend) []domain.Paper {
	t.Helper()
	str := func(s string) *string { return &s }
	yr := func(y int) *int { return &y }
	now := time.Now()
	papers := []domain.Paper{
		{Object: "paper", ID: "pap_zeta", Title: "Zebrafish regeneration", Authors: []domain.Author{{Given: "Zoe", Family: "Zimmer"}},
			Year: yr(2019), Venue: str("Development"), PublicationType: str("journal_article"), DOI: str("10.1242/dev.1"), CreatedAt: now},
		{Object: "paper", ID: "pap_alpha", Title: "Algebraic topology", Authors: []domain.Author{{Given: "Ann", Family: "Adams"}, {Literal: "Topology Consortium"}},
			Year: yr(2001), Venue: str("Cambridge University Press"), PublicationType: str("book"), CreatedAt: now},
		{Object: "paper", ID: "pap_mid", Title: "Middle-range theories", Authors: []domain.Author{{Given: "Max", Family: "Miller"}},
			Year: yr(2010), Venue: str("arXiv"), PublicationType: str("preprint"), URL: str("https://arxiv.org/abs/1001.0001"), CreatedAt: now},
		{Object: "paper", ID: "pap_blank", CreatedAt: now},
	}
	err := b.Store.Tx(context.Background(), func(q store.Q) error {
		for _, p := range papers {
			if err := q.InsertPaper(context.Background(), p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return papers
}

func entryIDs(bib service.Bibliography) []string {
	var ids []string
	for _, e := range bib.Entries {
		ids = append(ids, e.PaperID)
	}
	return ids
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if e := apierr.From(err); e == nil || e.Code != code {
		t.Errorf("err = %v, want %s", err, code)
	}
}

func TestFormatBibliography(t *testing.T) {
	b, _ := openCiteBackend(t)
	citePapers(t, b)
	ctx := service.OwnerContext(context.Background())
	cs := b.Service.Citations
	ids := []string{"pap_zeta", "pap_alpha", "pap_mid"}

	apa, err := cs.FormatBibliography(ctx, service.FormatBibliographyParams{Style: "apa", PaperIDs: ids, Format: "html"})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(entryIDs(apa), ","); got != "pap_alpha,pap_mid,pap_zeta" {
		t.Errorf("APA order %s, want alphabetical by author", got)
	}
	if apa.Object != "bibliography" || apa.Style.Slug != "apa" || len(strings.Split(apa.Text, "\n")) != 3 ||
		!strings.HasPrefix(apa.HTML, `<div class="csl-bib-body">`) || strings.Count(apa.HTML, `class="csl-entry"`) != 3 {
		t.Errorf("APA bibliography %+v", apa)
	}
	if !strings.Contains(apa.Entries[0].Text, "Topology Consortium") || !strings.Contains(apa.Entries[0].Text, "Cambridge University Press") {
		t.Errorf("book entry %q lacks the literal author or publisher", apa.Entries[0].Text)
	}

	ieee, err := cs.FormatBibliography(ctx, service.FormatBibliographyParams{Style: "ieee", PaperIDs: ids})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(entryIDs(ieee), ","); got != strings.Join(ids, ",") {
		t.Errorf("IEEE order %s, want citation order %v", got, ids)
	}
	t.Logf("APA:\n%s\nIEEE:\n%s", apa.Text, ieee.Text)
	for i, e := range ieee.Entries {
		if num := "[" + string(rune('1'+i)) + "] "; !strings.HasPrefix(e.Text, num) {
			t.Errorf("IEEE entry %d = %q, want it numbered %s", i, e.Text, num)
		}
	}

	withBlank, err := cs.FormatBibliography(ctx, service.FormatBibliographyParams{Style: "apa", PaperIDs: []string{"pap_blank", "pap_mid", "pap_mid"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(withBlank.Entries) != 1 || len(withBlank.Skipped) != 1 || withBlank.Skipped[0] != "pap_blank" {
		t.Errorf("blank paper: entries %v skipped %v", entryIDs(withBlank), withBlank.Skipped)
	}

	for _, c := range []struct {
		name string
		p    service.FormatBibliographyParams
		code string
	}{
		{"no style", service.FormatBibliographyParams{PaperIDs: ids}, "parameter_missing"},
		{"no papers", service.FormatBibliographyParams{Style: "apa"}, "parameter_missing"},
		{"both sources", service.FormatBibliographyParams{Style: "apa", PaperIDs: ids, SearchID: "srch_x"}, "parameter_invalid"},
		{"bad format", service.FormatBibliographyParams{Style: "apa", PaperIDs: ids, Format: "pdf"}, "parameter_invalid"},
		{"unknown paper", service.FormatBibliographyParams{Style: "apa", PaperIDs: []string{"pap_alpha", "pap_none"}}, "resource_not_found"},
		{"unknown style", service.FormatBibliographyParams{Style: "nope-nope", PaperIDs: ids}, "style_not_found"},
		{"unknown search", service.FormatBibliographyParams{Style: "apa", SearchID: "srch_none"}, "resource_not_found"},
		{"only blank papers", service.FormatBibliographyParams{Style: "apa", PaperIDs: []string{"pap_blank"}}, "insufficient_metadata"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := cs.FormatBibliography(ctx, c.p)
			wantCode(t, err, c.code)
		})
	}
}

func TestFormatBibliographyOfSearch(t *testing.T) {
	b, _ := openCiteBackend(t)
	citePapers(t, b)
	ctx := service.OwnerContext(context.Background())
	now := time.Now()
	row := store.SearchRow{Search: domain.Search{Object: "search", ID: "srch_cite", Status: "succeeded", Depth: "standard", Query: "q",
		MaxPapers: 20, AnswerFormat: "paragraph", CreatedAt: now}, Pool: "live", ExpiresAt: now.Add(time.Hour)}
	err := b.Store.Tx(ctx, func(q store.Q) error {
		if err := q.InsertSearch(ctx, row); err != nil {
			return err
		}
		return q.ReplaceSearchResults(ctx, row.ID, []store.SearchResultRow{{Rank: 1, PaperID: "pap_mid", Score: 0.9}, {Rank: 2, PaperID: "pap_zeta", Score: 0.5}})
	})
	if err != nil {
		t.Fatal(err)
	}
	bib, err := b.Service.Citations.FormatBibliography(ctx, service.FormatBibliographyParams{Style: "ieee", SearchID: "srch_cite"})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(entryIDs(bib), ","); got != "pap_mid,pap_zeta" {
		t.Errorf("search bibliography %s, want rank order", got)
	}
}

func TestExportPapers(t *testing.T) {
	b, _ := openCiteBackend(t)
	papers := citePapers(t, b)
	ctx := service.OwnerContext(context.Background())
	ids := []string{"pap_zeta", "pap_alpha", "pap_mid"}
	for _, format := range []string{"bibtex", "ris", "csl_json"} {
		f, err := b.Service.Citations.ExportPapers(ctx, service.ExportPapersParams{PaperIDs: ids, Format: format})
		if err != nil {
			t.Fatal(format, err)
		}
		data, err := base64.StdEncoding.DecodeString(f.DataBase64)
		if err != nil || string(data) != string(f.Data) {
			t.Fatalf("%s: base64 does not match the data", format)
		}
		// Read the file back with the importer: the same three papers, in order.
		parseAs := map[string]string{"bibtex": bibio.FormatBibTeX, "ris": bibio.FormatRIS, "csl_json": bibio.FormatCSLJSON}[format]
		recs, bad, err := bibio.Parse(parseAs, strings.NewReader(string(data)))
		if err != nil || len(bad) > 0 || len(recs) != 3 {
			t.Fatalf("%s (%s): %d records, errors %v %v\n%s", format, f.Filename, len(recs), bad, err, data)
		}
		for i, r := range recs {
			want := papers[i]
			if r.Title != want.Title || len(r.Authors) != len(want.Authors) || *r.Year != *want.Year {
				t.Errorf("%s record %d = %q %v %v, want %q", format, i, r.Title, r.Authors, r.Year, want.Title)
			}
		}
	}
	var items []service.CSLItem
	f, _ := b.Service.Citations.ExportPapers(ctx, service.ExportPapersParams{PaperIDs: ids[:1], Format: "csl_json"})
	if err := json.Unmarshal(f.Data, &items); err != nil || len(items) != 1 || items[0].Type != "article-journal" ||
		items[0].ContainerTitle != "Development" || items[0].ID != "pap_zeta" {
		t.Errorf("CSL-JSON %s", f.Data)
	}
	for _, c := range []struct {
		p    service.ExportPapersParams
		code string
	}{
		{service.ExportPapersParams{PaperIDs: ids}, "parameter_missing"},
		{service.ExportPapersParams{PaperIDs: ids, Format: "endnote"}, "parameter_invalid"},
		{service.ExportPapersParams{Format: "ris"}, "parameter_missing"},
		{service.ExportPapersParams{PaperIDs: []string{"pap_gone"}, Format: "ris"}, "resource_not_found"},
	} {
		_, err := b.Service.Citations.ExportPapers(ctx, c.p)
		wantCode(t, err, c.code)
	}
	if _, err := b.Service.Citations.ExportPapers(context.Background(), service.ExportPapersParams{PaperIDs: ids, Format: "ris"}); !errors.As(err, new(*apierr.Error)) || apierr.From(err).Status != 401 {
		t.Errorf("no principal: %v", err)
	}
}

func TestPaperCSLTypes(t *testing.T) {
	str := func(s string) *string { return &s }
	for pt, want := range map[string]string{"journal_article": "article-journal", "conference_paper": "paper-conference",
		"book": "book", "book_chapter": "chapter", "thesis": "thesis", "report": "report", "dataset": "dataset", "preprint": "article"} {
		it := service.PaperCSL(domain.Paper{ID: "p", Title: "T", PublicationType: str(pt), Venue: str("V")})
		if it.Type != want {
			t.Errorf("%s -> %s, want %s", pt, it.Type, want)
		}
		if (it.ContainerTitle == "V") == (it.Publisher == "V") {
			t.Errorf("%s: venue must be exactly one of container-title and publisher: %+v", pt, it)
		}
	}
	it := service.PaperCSL(domain.Paper{ID: "p", Title: " T ", Authors: []domain.Author{{Given: "Plato"}, {}}})
	if it.Type != "article" || it.Title != "T" || len(it.Author) != 1 || it.Author[0].Literal != "Plato" || it.Issued != nil {
		t.Errorf("bare paper: %+v", it)
	}
}

func TestStylesUnavailable(t *testing.T) {
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	empty := t.TempDir()
	b.Service.Citations.SetCatalogOpener(func() (*cslcat.Catalog, error) {
		return cslcat.Open(cslcat.Options{NoEmbedded: true, SourceDir: empty})
	})
	ctx := service.OwnerContext(context.Background())
	_, err = b.Service.Citations.ListStyles(ctx, service.ListCitationStylesParams{})
	wantCode(t, err, "styles_unavailable")
	_, err = b.Service.Citations.Format(ctx, service.FormatCitationParams{Style: "apa", Source: &service.CitationSource{CSL: allStylesBook}})
	wantCode(t, err, "styles_unavailable")
	if e := apierr.From(err); e.Status != 503 {
		t.Errorf("status %d", e.Status)
	}
}

// TestUserStyle checks the wiring of <data>/styles: a researcher's .csl file is listed and renders.
func TestUserStyle(t *testing.T) {
	b, cat := openCiteBackend(t)
	apa, err := cat.RawXML("apa")
	if err != nil {
		t.Fatal(err)
	}
	info, _ := cat.Get("apa")
	mine := strings.Replace(string(apa), "<id>"+info.StyleURL+"</id>", "<id>http://example.org/styles/my-lab-apa</id>", 1)
	mine = strings.Replace(mine, "<title>"+info.Name+"</title>", "<title>My Lab APA</title>", 1)
	dir := filepath.Join(b.Service.Config().DataDir, "styles")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "my-lab-apa.csl"), []byte(mine), 0o644); err != nil {
		t.Fatal(err)
	}
	b.Service.Citations.SetCatalogOpener(func() (*cslcat.Catalog, error) { // reopen to read the folder
		return cslcat.Open(cslcat.Options{UserDir: dir})
	})
	ctx := service.OwnerContext(context.Background())
	l, err := b.Service.Citations.ListStyles(ctx, service.ListCitationStylesParams{Query: "my lab"})
	if err != nil || len(l.Data) != 1 || l.Data[0].Name != "My Lab APA" {
		t.Fatalf("user style listed as %+v, %v", l.Data, err)
	}
	e, err := b.Service.Citations.Format(ctx, service.FormatCitationParams{Style: l.Data[0].ID, Source: &service.CitationSource{CSL: allStylesBook}})
	if err != nil || e.Style.Name != "My Lab APA" || !strings.Contains(e.BibliographyText, "Kuhn, T. S. (1962)") {
		t.Errorf("user style entry %+v, %v", e, err)
	}
}

// TestProcessorReuse checks that pooled processors carry nothing from one request to the next:
// a year-suffix disambiguation in one bibliography must not leak into a later single entry, and
// concurrent requests give the same text as sequential ones.
func TestProcessorReuse(t *testing.T) {
	b, _ := openCiteBackend(t)
	ctx := service.OwnerContext(context.Background())
	cs := b.Service.Citations
	twin := func(id, title string) json.RawMessage {
		return json.RawMessage(`{"id":"` + id + `","type":"article-journal","title":"` + title + `","author":[{"family":"Smith","given":"Jane"}],"issued":{"date-parts":[[2020]]}}`)
	}
	b1, err := cs.Format(ctx, service.FormatCitationParams{Style: "apa", Source: &service.CitationSource{CSL: twin("a", "First")}})
	if err != nil {
		t.Fatal(err)
	}
	// Two papers by the same author in the same year: APA adds a and b.
	citePapersSameYear(t, b)
	bib, err := cs.FormatBibliography(ctx, service.FormatBibliographyParams{Style: "apa", PaperIDs: []string{"pap_twin1", "pap_twin2"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(bib.Text, "(2020a)") || !strings.Contains(bib.Text, "(2020b)") {
		t.Errorf("no year suffixes: %s", bib.Text)
	}
	b2, err := cs.Format(ctx, service.FormatCitationParams{Style: "apa", Source: &service.CitationSource{CSL: twin("a", "First")}})
	if err != nil {
		t.Fatal(err)
	}
	if b1 != b2 || strings.Contains(b2.BibliographyText, "2020a") || strings.Contains(b2.InText, "2020a") {
		t.Errorf("state leaked between requests:\n%+v\n%+v", b1, b2)
	}

	styles := []string{"apa", "ieee", "chicago-author-date", "modern-language-association", "vancouver", "nature"}
	want := map[string]service.CitationEntry{}
	for _, s := range styles {
		e, err := cs.Format(ctx, service.FormatCitationParams{Style: s, Source: &service.CitationSource{CSL: allStylesArticle}})
		if err != nil {
			t.Fatal(s, err)
		}
		want[s] = e
	}
	errs := make(chan string, 8*len(styles))
	done := make(chan bool)
	for g := 0; g < 8; g++ {
		go func(g int) {
			for i := range styles {
				s := styles[(i+g)%len(styles)]
				e, err := cs.Format(ctx, service.FormatCitationParams{Style: s, Source: &service.CitationSource{CSL: allStylesArticle}})
				if err != nil || e != want[s] {
					errs <- s
				}
			}
			done <- true
		}(g)
	}
	for g := 0; g < 8; g++ {
		<-done
	}
	close(errs)
	for s := range errs {
		t.Errorf("concurrent %s differs from sequential", s)
	}
}

func citePapersSameYear(t *testing.T, b *app.Backend) {
	yr := 2020
	err := b.Store.Tx(context.Background(), func(q store.Q) error {
		for _, id := range []string{"pap_twin1", "pap_twin2"} {
			p := domain.Paper{Object: "paper", ID: id, Title: "Twin " + id, Authors: []domain.Author{{Given: "Jane", Family: "Smith"}},
				Year: &yr, CreatedAt: time.Now()}
			if err := q.InsertPaper(context.Background(), p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestArxivVenueIsAPreprint (issue 26): an older Zotero arXiv item keeps "arXiv:2002.05259 [cs]" as
// its journal; rendered as a journal, APA title-cases it to "[Cs]" (citeproc-js does the same), so
// Carrel renders such a paper as the preprint it is and the identifier stays as written.
func TestArxivVenueIsAPreprint(t *testing.T) {
	b, _ := openCiteBackend(t)
	ctx := service.OwnerContext(context.Background())
	str := func(s string) *string { return &s }
	for _, v := range []string{"arXiv:2002.05259 [cs]", "arXiv preprint arXiv:1706.03762", "arXiv:hep-th/9901001"} {
		it := service.PaperCSL(domain.Paper{ID: "p", Title: "T", PublicationType: str("journal_article"), Venue: str(v)})
		if it.Type != "article" || it.Genre != "preprint" || it.Publisher != v || it.ContainerTitle != "" {
			t.Errorf("%q: %+v, want a preprint with the identifier as publisher", v, it)
		}
	}
	if it := service.PaperCSL(domain.Paper{ID: "p", Title: "T", Venue: str("Arxiv Studies Quarterly")}); it.ContainerTitle != "Arxiv Studies Quarterly" {
		t.Errorf("a journal whose name starts with Arxiv is still a journal: %+v", it)
	}
	data := []byte(`{"title":"A survey on generative diffusion models","authors":["Hanqun Cao"],"year":2022,"venue":"arXiv:2002.05259 [cs]"}`)
	if _, err := b.Service.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Data: data}); err != nil {
		t.Fatal(err)
	}
	list, err := b.Service.Papers.List(ctx, service.ListPapersParams{ListParams: service.ListParams{Limit: 1}})
	if err != nil || len(list.Data) != 1 {
		t.Fatal(list, err)
	}
	for _, style := range []string{"apa", "ieee", "chicago-author-date"} {
		bib, err := b.Service.Citations.FormatBibliography(ctx, service.FormatBibliographyParams{Style: style, PaperIDs: []string{list.Data[0].ID}})
		if err != nil {
			t.Fatal(err)
		}
		if txt := bib.Entries[0].Text; !strings.Contains(txt, "arXiv:2002.05259 [cs]") {
			t.Errorf("%s: %q, want the identifier as written", style, txt)
		}
	}
}
