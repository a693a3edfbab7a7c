package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// TestImportSciFactKeepsAbstracts imports the shared SciFact corpus as it is shipped (BEIR
// layout: the abstract in `text`, the id in `_id`) with `carrel import`, then searches train
// claims: the cited papers have their abstracts and every quote is verbatim in one.
func TestImportSciFactKeepsAbstracts(t *testing.T) {
	dir := shareddata.Require(t, "datasets/scifact")
	data := filepath.Join(t.TempDir(), "data")
	var out, errb bytes.Buffer
	if code := Run(Env{Stdout: &out, Stderr: &errb}, []string{"import", "--data", data, filepath.Join(dir, "corpus.jsonl")}); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	if !strings.HasPrefix(out.String(), "created 5183, duplicates 0, failed 0 ") || strings.Contains(out.String(), "warning") {
		t.Fatalf("import said %q", out.String())
	}
	b, err := app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := service.OwnerContext(context.Background())
	queries := trainClaims(t, dir, 15)
	if err := b.Service.Credits.TopUp(ctx, len(queries)*5); err != nil {
		t.Fatal(err)
	}
	cited := 0
	for _, q := range queries {
		s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: &q})
		if err != nil {
			t.Fatal(err)
		}
		wctx, cancel := context.WithTimeout(ctx, time.Minute)
		s, err = b.Service.Searches.Wait(wctx, s.ID)
		cancel()
		if err != nil || s.Status != "succeeded" {
			t.Fatalf("%q: %+v %v", q, s, err)
		}
		for _, c := range s.Answer.Citations {
			p, err := b.Service.Papers.Get(ctx, c.Source.ID)
			if err != nil || p.Abstract == nil || p.ExternalID == nil {
				t.Fatalf("cited paper %s has no abstract or external id: %v", c.Source.ID, err)
			}
			if c.Quote == "" || !strings.Contains(*p.Abstract, c.Quote) {
				t.Errorf("%q: quote not verbatim in %s: %q", q, c.Source.ID, c.Quote)
			}
			cited++
		}
	}
	t.Logf("%d verbatim citations over %d train claims", cited, len(queries))
	if cited < len(queries) {
		t.Errorf("only %d citations over %d claims: abstracts were not searched", cited, len(queries))
	}
}

// trainClaims returns the first n SciFact train claims (tuning and checks use train only).
func trainClaims(t *testing.T, dir string, n int) []string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dir, "qrels", "train.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	train := map[string]bool{}
	for _, line := range strings.Split(string(raw), "\n")[1:] {
		if id, _, ok := strings.Cut(line, "\t"); ok {
			train[id] = true
		}
	}
	raw, err = os.ReadFile(filepath.Join(dir, "queries.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(raw), "\n") {
		var q struct {
			ID   string `json:"_id"`
			Text string `json:"text"`
		}
		if json.Unmarshal([]byte(line), &q) == nil && train[q.ID] && len(out) < n {
			out = append(out, q.Text)
		}
	}
	return out
}

// TestImportReportsUnknownFields: a field no paper field reads is listed, with its line count,
// by `carrel import`; the papers still arrive.
func TestImportReportsUnknownFields(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.jsonl")
	os.WriteFile(path, []byte(`{"id": "a", "title": "One", "text": "Abs.", "keywords": ["x"]}
{"id": "b", "title": "Two", "summary": "Sum.", "keywords": [], "notes": "n"}
`), 0o644)
	var out, errb bytes.Buffer
	if code := Run(Env{Stdout: &out, Stderr: &errb}, []string{"import", "--data", filepath.Join(dir, "data"), path}); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	for _, want := range []string{"created 2, duplicates 0, failed 0", `field "keywords" (on 2 lines)`, `field "notes" (on 1 line)`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
