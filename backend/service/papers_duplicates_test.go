package service_test

import (
	"context"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// storeFrom inserts a paper as the given source left it, bypassing duplicate detection.
func storeFrom(t *testing.T, b *app.Backend, origin, title, family string, year int, extID, url, doi string) domain.Paper {
	t.Helper()
	p := domain.Paper{Object: "paper", ID: domain.NewID(domain.PrefixPaper), Title: title, Origin: origin,
		Authors: []domain.Author{{Given: "K.", Family: family}}, CreatedAt: time.Now()}
	if year != 0 {
		p.Year = &year
	}
	for _, f := range []struct {
		dst **string
		v   string
	}{{&p.ExternalID, extID}, {&p.URL, url}, {&p.DOI, doi}} {
		if f.v != "" {
			v := f.v
			*f.dst = &v
		}
	}
	if err := b.Store.Tx(context.Background(), func(q store.Q) error { return q.InsertPaper(context.Background(), p) }); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestDuplicateCandidatesAcrossSources: a Zotero item and a corpus (JSONL) record of one work (each
// with its own source's id, titles differing in case and punctuation) are a pair; a PDF paper and a
// corpus record naming one arXiv identifier (by URL and by arXiv DOI, titles unlike) are a pair;
// two Zotero items with different keys stay apart; each side says where it came from.
func TestDuplicateCandidatesAcrossSources(t *testing.T) {
	b := openSearchBackend(t, nil)
	zot := storeFrom(t, b, domain.OriginZotero, "Deep Residual Learning for Image Recognition", "He", 2016, "ZK7QX2AB", "", "")
	corpusRec := storeFrom(t, b, "jsonl", "DEEP RESIDUAL LEARNING FOR IMAGE-RECOGNITION.", "He", 2016, "c-17", "", "")
	storeFrom(t, b, domain.OriginZotero, "Attention is all you need in translation", "Vaswani", 2017, "ZAAAA111", "", "")
	storeFrom(t, b, domain.OriginZotero, "Attention Is All You Need in Translation", "Vaswani", 2017, "ZBBBB222", "", "")
	pdf := storeFrom(t, b, domain.OriginPDF, "Adam: a method for stochastic optimization (preprint)", "Kingma", 2014, "", "https://arxiv.org/abs/1412.6980v9", "")
	corp := storeFrom(t, b, "jsonl", "Adam", "Kingma", 2015, "c-42", "", "10.48550/arXiv.1412.6980")
	storeFrom(t, b, "jsonl", "Another arXiv paper on optimization methods", "Kingma", 2015, "c-43", "", "10.48550/arXiv.1412.6981")

	c, err := b.Service.Papers.DuplicateCandidates(docOwner)
	if err != nil {
		t.Fatal(err)
	}
	type want struct{ reason, a, b string }
	got := map[[2]string]want{}
	for _, p := range c.Data {
		k := [2]string{p.Keep.ID, p.Drop.ID}
		if p.Keep.ID > p.Drop.ID {
			k = [2]string{p.Drop.ID, p.Keep.ID}
		}
		src := map[string]string{p.Keep.ID: p.KeepSource, p.Drop.ID: p.DropSource}
		got[k] = want{p.Reason, src[k[0]], src[k[1]]}
	}
	check := func(x, y domain.Paper, reason, sx, sy string) {
		t.Helper()
		k, s := [2]string{x.ID, y.ID}, [2]string{sx, sy}
		if x.ID > y.ID {
			k, s = [2]string{y.ID, x.ID}, [2]string{sy, sx}
		}
		w, ok := got[k]
		if !ok {
			t.Errorf("pair %q / %q not offered; got %+v", x.Title, y.Title, got)
			return
		}
		if w != (want{reason, s[0], s[1]}) {
			t.Errorf("pair %q / %q: got %+v, want reason %s sources %v", x.Title, y.Title, w, reason, s)
		}
	}
	check(zot, corpusRec, "title", "zotero", "corpus")
	check(pdf, corp, "arxiv", "pdf", "corpus")
	if len(c.Data) != 2 {
		t.Errorf("want exactly the 2 cross-source pairs (two Zotero items with their own keys are two works), got %d: %+v", len(c.Data), got)
	}
}
