package service_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store"
)

// storePaper inserts a paper directly through the store, as a path that missed duplicate
// detection (or a paper stored before the rule) would have left it: no title key, no match.
func storePaper(t *testing.T, b *app.Backend, title, family string, year int, doi string) domain.Paper {
	t.Helper()
	p := domain.Paper{Object: "paper", ID: domain.NewID(domain.PrefixPaper), Title: title,
		Authors: []domain.Author{{Given: "A.", Family: family}}, CreatedAt: time.Now()}
	if year != 0 {
		p.Year = &year
	}
	if doi != "" {
		venue := "Journal of Parsing"
		p.DOI, p.Venue = &doi, &venue
	}
	if err := b.Store.Tx(context.Background(), func(q store.Q) error { return q.InsertPaper(context.Background(), p) }); err != nil {
		t.Fatal(err)
	}
	return p
}

func apiErr(err error) (int, string, string) {
	var e *apierr.Error
	if !errors.As(err, &e) {
		return 0, "", ""
	}
	return e.Status, e.Code, e.Param
}

// TestDuplicateCandidatesFoldedTitles: two BibTeX-like records stored separately whose titles
// differ only in case and punctuation are offered as one pair (the fuller record kept); a paper
// with the same title by another author in another year is not.
func TestDuplicateCandidatesFoldedTitles(t *testing.T) {
	b := openSearchBackend(t, nil)
	a := storePaper(t, b, "Efficient Parsing of Natural-Language Sentences", "Smith", 2010, "")
	full := storePaper(t, b, "efficient parsing of natural language sentences.", "Smith", 2010, "10.5555/parse.2010")
	storePaper(t, b, "Efficient parsing of natural language sentences", "Jones", 2015, "")
	storePaper(t, b, "A different paper about tagging speech", "Smith", 2010, "")
	c, err := b.Service.Papers.DuplicateCandidates(docOwner)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Data) != 1 || c.Data[0].Keep.ID != full.ID || c.Data[0].Drop.ID != a.ID || c.Data[0].Reason != "title" {
		t.Fatalf("candidates %+v, want one pair keep %s drop %s", c.Data, full.ID, a.ID)
	}
	m, err := b.Service.Papers.Merge(docOwner, service.MergePapersParams{KeepID: full.ID, DropID: a.ID})
	if err != nil {
		t.Fatal(err)
	}
	if c, err = b.Service.Papers.DuplicateCandidates(docOwner); err != nil || len(c.Data) != 0 {
		t.Fatalf("after merging: %+v %v", c.Data, err)
	}
	if n := paperCount(t, b.Service); n != 3 {
		t.Fatalf("%d papers after the merge, want 3", n)
	}
	t.Logf("1 pair among 4 stored papers; merge: %s", m.Summary)
}

// TestMergeRefusesBadInputAndOtherMode: a test key may not merge (the corpus is live's), ids that
// are missing, equal or unknown are refused, and a dropped paper used by a test-mode chat is
// refused too; nothing changes. A test chat naming the kept paper is left as it was.
func TestMergeRefusesBadInputAndOtherMode(t *testing.T) {
	b := openSearchBackend(t, nil)
	a := storePaper(t, b, "Tree kernels for relation extraction in news", "Bunescu", 2007, "")
	d := storePaper(t, b, "Tree Kernels for Relation Extraction in News!", "Bunescu", 2007, "")
	k, err := b.Service.Keys.Create(docOwner, service.CreateKeyParams{Name: "t", Scopes: []string{"all"}, Test: true})
	if err != nil {
		t.Fatal(err)
	}
	testCtx := service.WithPrincipal(context.Background(), service.Principal{Key: k})
	chat := store.ChatRow{ID: domain.NewID(domain.PrefixChat), PaperIDs: []string{d.ID}, Depth: "standard", Language: "en", Pool: k.ID, CreatedAt: time.Now()}
	if err := b.Store.W().InsertChat(store.WithMode(context.Background(), store.ModeTest), chat); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		ctx         context.Context
		keep, drop  string
		status      int
		code, param string
	}{
		{testCtx, a.ID, d.ID, 403, "permission_denied", ""},
		{docOwner, a.ID, a.ID, 400, "parameter_invalid", "drop_id"},
		{docOwner, "", d.ID, 400, "parameter_invalid", "keep_id"},
		{docOwner, a.ID, "pap_nosuch", 404, "resource_not_found", "drop_id"},
		{docOwner, "pap_nosuch", d.ID, 404, "resource_not_found", "keep_id"},
		{docOwner, a.ID, d.ID, 400, "parameter_invalid", "drop_id"}, // d is a test chat's source
	}
	for _, c := range cases {
		_, err := b.Service.Papers.Merge(c.ctx, service.MergePapersParams{KeepID: c.keep, DropID: c.drop})
		if st, code, param := apiErr(err); st != c.status || code != c.code || param != c.param {
			t.Errorf("merge %q into %q: %d %s %s (%v), want %d %s %s", c.drop, c.keep, st, code, param, err, c.status, c.code, c.param)
		}
	}
	for _, p := range []domain.Paper{a, d} {
		if _, err := b.Service.Papers.Get(docOwner, p.ID); err != nil {
			t.Fatalf("paper %s gone after refused merges: %v", p.ID, err)
		}
	}
	// The other way round the test chat's paper is kept: nothing of test mode needs to move.
	if _, err := b.Service.Papers.Merge(docOwner, service.MergePapersParams{KeepID: d.ID, DropID: a.ID}); err != nil {
		t.Fatal(err)
	}
	got, err := b.Store.R().Chat(store.WithMode(context.Background(), store.ModeTest), chat.ID)
	if err != nil || !slices.Equal(got.PaperIDs, []string{d.ID}) {
		t.Fatalf("test chat after the live merge: %+v %v", got.PaperIDs, err)
	}
}

// TestMergeMovesPDFSearchesAndChats stores a BibTeX-like record next to the paper a real PDF made
// (as two rows), then merges the PDF's paper into the record: the document (and its library),
// passages, search results, chat sources and keywords follow; a new search finds the kept paper
// citing the PDF's passages, and the dropped paper is found nowhere.
func TestMergeMovesPDFSearchesAndChats(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	data, err := os.ReadFile(filepath.Join(dir, "sp_map-reduce.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b := openSearchBackend(t, nil)
	ctx := docOwner
	lib, err := b.Service.Libraries.Create(ctx, service.CreateLibraryParams{Name: "Systems"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Service.Documents.CreateFromBytes(ctx, "map-reduce.pdf", data, &lib.ID)
	if err != nil {
		t.Fatal(err)
	}
	var pdfPaper domain.Paper
	docWait(t, 2*time.Minute, "PDF parsed", func() (bool, string) {
		d, err := b.Service.Documents.Get(ctx, res.Document.ID)
		if err != nil || d.Status != "succeeded" || d.PaperID == nil {
			return false, d.Status
		}
		pdfPaper, err = b.Service.Papers.Get(ctx, *d.PaperID)
		return err == nil, ""
	})
	family := "Dean"
	if len(pdfPaper.Authors) > 0 {
		family = pdfPaper.Authors[0].Family
	}
	year := 2008
	if pdfPaper.Year != nil {
		year = *pdfPaper.Year
	}
	rec := storePaper(t, b, strings.ToUpper(pdfPaper.Title)+".", family, year, "10.1145/1327452.1327492")
	if err := b.Store.W().SetPaperExtras(ctx, map[string]store.PaperExtras{rec.ID: {CitationKey: "dean2008", Keywords: []string{"distributed"}}}); err != nil {
		t.Fatal(err)
	}
	waitIndexed(t, b)
	c, err := b.Service.Papers.DuplicateCandidates(ctx)
	if err != nil || len(c.Data) != 1 || c.Data[0].Keep.ID != rec.ID || c.Data[0].Drop.ID != pdfPaper.ID {
		t.Fatalf("candidates %+v %v", c.Data, err)
	}
	before := search(t, b, pdfPaper.Title)
	if ids := resultIDs(t, b, before.ID); !slices.Contains(ids, rec.ID) || !slices.Contains(ids, pdfPaper.ID) {
		t.Fatalf("search by title should rank both rows: %v", ids)
	}
	chat, err := b.Service.Chats.Create(ctx, service.CreateChatParams{PaperIDs: []string{pdfPaper.ID}})
	if err != nil {
		t.Fatal(err)
	}

	m, err := b.Service.Papers.Merge(ctx, service.MergePapersParams{KeepID: rec.ID, DropID: pdfPaper.ID})
	if err != nil {
		t.Fatal(err)
	}
	if !m.PDFLinked || m.DocumentsMoved != 1 || m.SearchesUpdated != 1 || m.ChatsUpdated != 1 || !strings.Contains(m.Summary, "PDF linked") {
		t.Fatalf("merge result %+v", m)
	}
	if _, err := b.Service.Papers.Get(ctx, pdfPaper.ID); err == nil {
		t.Fatal("dropped paper still readable")
	}
	kept, err := b.Service.Papers.Get(ctx, rec.ID)
	if err != nil || kept.DocumentID == nil || *kept.DocumentID != res.Document.ID || kept.DOI == nil || kept.Title != rec.Title {
		t.Fatalf("kept paper %+v %v", kept, err)
	}
	docs, err := b.Service.Documents.List(ctx, service.ListDocumentsParams{ListParams: service.ListParams{Limit: 10}, LibraryID: lib.ID})
	if err != nil || len(docs.Data) != 1 || docs.Data[0].PaperID == nil || *docs.Data[0].PaperID != rec.ID {
		t.Fatalf("library's documents after merge: %+v %v", docs.Data, err)
	}
	ps, err := b.Store.R().PassagesByDocument(ctx, res.Document.ID)
	if err != nil || len(ps) < 10 {
		t.Fatalf("%d passages %v", len(ps), err)
	}
	for _, p := range ps {
		if p.PaperID != rec.ID {
			t.Fatalf("passage %s still on paper %q", p.ID, p.PaperID)
		}
	}
	ids := resultIDs(t, b, before.ID)
	if slices.Contains(ids, pdfPaper.ID) || count(ids, rec.ID) != 1 {
		t.Fatalf("old search results after merge: %v", ids)
	}
	if s, _ := b.Service.Searches.Get(ctx, before.ID); s.PaperCount != len(ids) {
		t.Errorf("paper_count %d, %d results", s.PaperCount, len(ids))
	}
	if ch, err := b.Service.Chats.Get(ctx, chat.ID); err != nil || !slices.Equal(ch.PaperIDs, []string{rec.ID}) {
		t.Fatalf("chat sources %v %v", ch.PaperIDs, err)
	}
	if ex, err := b.Store.R().PaperExtrasOf(ctx, []string{rec.ID}); err != nil || ex[rec.ID].CitationKey != "dean2008" {
		t.Fatalf("extras %+v %v", ex, err)
	}

	waitIndexed(t, b)
	var query string
	for _, p := range ps[len(ps)/3:] {
		if w := strings.Fields(p.Text); len(w) >= 12 && p.Page > 1 {
			query = strings.Join(w[:12], " ")
			break
		}
	}
	after := search(t, b, query)
	if ids := resultIDs(t, b, after.ID); slices.Contains(ids, pdfPaper.ID) || !slices.Contains(ids, rec.ID) {
		t.Fatalf("search after merge ranks %v (kept %s, dropped %s)", ids, rec.ID, pdfPaper.ID)
	}
	cited := 0
	for _, c := range after.Answer.Citations {
		if c.Source.ID == pdfPaper.ID {
			t.Fatalf("citation of the dropped paper: %+v", c)
		}
		if c.Source.ID == rec.ID && len(c.Locations) > 0 {
			cited++
		}
	}
	if cited == 0 {
		t.Fatalf("no citation of the kept paper's PDF passages for %q: %+v", query, after.Answer)
	}
	t.Logf("%s; new search cites the kept paper %d times", m.Summary, cited)
}

func waitIndexed(t *testing.T, b *app.Backend) {
	t.Helper()
	b.Service.Indexer.Notify()
	if err := b.Service.Indexer.WaitIdle(docOwner); err != nil {
		t.Fatal(err)
	}
}

func search(t *testing.T, b *app.Backend, q string) domain.Search {
	t.Helper()
	s, err := b.Service.Searches.Create(docOwner, service.CreateSearchParams{Query: &q})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = b.Service.Searches.Wait(docOwner, s.ID); err != nil || s.Status != "succeeded" {
		t.Fatalf("search %q: %+v %v", q, s, err)
	}
	return s
}

func resultIDs(t *testing.T, b *app.Backend, searchID string) []string {
	t.Helper()
	l, err := b.Service.Searches.Results(docOwner, searchID, service.ListParams{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range l.Data {
		ids = append(ids, r.Paper.ID)
	}
	return ids
}

func count(ids []string, id string) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}

// TestDuplicateCandidatesAfterTitleEdit: correcting a title in the review form re-keys the paper,
// so two records that became the same work are offered for merging.
func TestDuplicateCandidatesAfterTitleEdit(t *testing.T) {
	b := openSearchBackend(t, nil)
	a := storePaper(t, b, "Learning to rank with partially labeled data", "Zhou", 2012, "")
	c := storePaper(t, b, "Learning to rank from partial labels", "Zhou", 2012, "")
	if got, err := b.Service.Papers.DuplicateCandidates(docOwner); err != nil || len(got.Data) != 0 {
		t.Fatalf("before the edit: %+v %v", got.Data, err)
	}
	title := "Learning to Rank with Partially-Labeled Data"
	if _, err := b.Service.Papers.Update(docOwner, c.ID, service.UpdatePaperParams{Title: &title}); err != nil {
		t.Fatal(err)
	}
	got, err := b.Service.Papers.DuplicateCandidates(docOwner)
	if err != nil || len(got.Data) != 1 || got.Data[0].Keep.ID != a.ID || got.Data[0].Drop.ID != c.ID {
		t.Fatalf("after the edit: %+v %v", got.Data, err)
	}
}
