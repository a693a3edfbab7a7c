package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/service"
)

const importBib = `@article{smith2020,
  title = {Deep Parsing of Scholarly Documents},
  author = {Smith, Jane and Doe, John},
  year = {2020},
  journal = {Journal of Parsing},
  doi = {10.1234/parse.2020}
}

@article{broken,
  author = {Nobody, A.},
  year = {2021}
}

@inproceedings{lee2019,
  title = {Layout Matters},
  author = {Lee, Kim},
  booktitle = {Proceedings of Layout},
  year = {2019}
}
`

func importScenario(name, key, format, filename, data string, status int, code string, check func(*testing.T, *http.Response, []byte)) scenario {
	fields := map[string]string{}
	if format != "" {
		fields["format"] = format
	}
	var file []byte
	if data != "" {
		file = []byte(data)
	}
	body, ctype := multipartBody(fields, filename, file)
	return scenario{name: name, method: "POST", path: "/v1/papers/import", key: key, body: body,
		headers: map[string]string{"Content-Type": ctype}, status: status, code: code, check: check}
}

func TestPapersAndLibraries(t *testing.T) {
	e := newEnv(t)
	docKeys(t, e)
	var imported service.PaperImport
	var paper domain.Paper
	e.run(t, []scenario{
		importScenario("import without key", "", "bibtex", "refs.bib", importBib, 401, "", nil),
		importScenario("import with a read-only key", "ro", "bibtex", "refs.bib", importBib, 403, "permission_denied", nil),
		importScenario("import without file", "all", "bibtex", "", "", 400, "parameter_missing", nil),
		importScenario("import with unknown format", "all", "endnote", "refs.enw", importBib, 400, "parameter_invalid", nil),
		importScenario("import BibTeX with one bad entry", "all", "bibtex", "refs.bib", importBib, 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			json.Unmarshal(body, &imported)
			if imported.Object != "paper_import" || imported.Created != 2 || imported.Duplicates != 0 || len(imported.Failed) != 1 || imported.Failed[0].Line != 9 {
				t.Errorf("import = %s", body)
			}
		}),
		importScenario("re-import counts DOI duplicates", "all", "", "refs.bib", importBib, 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			var r service.PaperImport
			json.Unmarshal(body, &r)
			// Both are recognised: one by its DOI, the other by its folded title, author and year.
			if r.Duplicates != 2 || r.Created != 0 || len(r.Failed) != 1 {
				t.Errorf("re-import = %s", body)
			}
		}),
		importScenario("JSONL line errors are reported by line", "all", "jsonl", "c.jsonl", "{\"title\":\"A\",\"doi\":\"10.9/a\"}\nnot json\n{\"year\":2001}\n", 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			var r service.PaperImport
			json.Unmarshal(body, &r)
			if r.Created != 1 || len(r.Failed) != 2 || r.Failed[0].Line != 2 || r.Failed[1].Line != 3 {
				t.Errorf("jsonl import = %s", body)
			}
		}),
		importScenario("JSONL unknown fields are listed in warnings", "all", "jsonl", "beir.jsonl", "{\"_id\":\"9\",\"title\":\"Warned\",\"text\":\"Abstract here.\",\"keywords\":[\"a\"]}\n", 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			if !strings.Contains(string(body), `"warnings":[{"field":"keywords","lines":1}]`) || !strings.Contains(string(body), `"created":1`) {
				t.Errorf("jsonl import = %s", body)
			}
		}),
		importScenario("a BibTeX file field over the API is a warning, not a read of local disk", "all", "bibtex", "f.bib", "@article{f, title={Has a file}, file={:a.pdf:PDF}}", 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			if !strings.Contains(string(body), `"warnings":[{"field":"file","lines":1}]`) || !strings.Contains(string(body), `"documents":0`) {
				t.Errorf("import = %s", body)
			}
		}),
		importScenario("BibTeX import has empty warnings", "all", "bibtex", "refs.bib", importBib, 200, "", func(t *testing.T, _ *http.Response, body []byte) {
			if !strings.Contains(string(body), `"warnings":[]`) {
				t.Errorf("import = %s", body)
			}
		}),
		{name: "search by query", method: "GET", path: "/v1/papers?query=deep+parsing", key: "ro", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var l domain.List[domain.Paper]
				json.Unmarshal(body, &l)
				if len(l.Data) != 1 || l.Data[0].DOI == nil || *l.Data[0].DOI != "10.1234/parse.2020" || len(l.Data[0].Authors) != 2 {
					t.Fatalf("query = %s", body)
				}
				paper = l.Data[0]
			}},
		{name: "list pages with a cursor", method: "GET", path: "/v1/papers?limit=2", key: "ro", status: 200, contain: []string{`"has_more":true`, `"next_cursor":"pap_`}},
		{name: "list bad limit", method: "GET", path: "/v1/papers?limit=500", key: "ro", status: 400, code: "parameter_invalid"},
		{name: "get unknown paper", method: "GET", path: "/v1/papers/pap_nope", key: "ro", status: 404, code: "resource_not_found"},
		{name: "libraries: missing name", method: "POST", path: "/v1/libraries", key: "all", body: `{}`, status: 400, code: "parameter_missing"},
		{name: "libraries: read-only key", method: "POST", path: "/v1/libraries", key: "ro", body: `{"name":"Theses"}`, status: 403, code: "permission_denied"},
		{name: "libraries: create", method: "POST", path: "/v1/libraries", key: "all", body: `{"name":"Theses"}`, status: 200, contain: []string{`"object":"library"`, `"id":"lib_`, `"name":"Theses"`}},
		{name: "libraries: duplicate name", method: "POST", path: "/v1/libraries", key: "all", body: `{"name":"Theses"}`, status: 409, code: "library_exists"},
		{name: "libraries: list", method: "GET", path: "/v1/libraries", key: "ro", status: 200, contain: []string{`"object":"list"`, `"Theses"`}},
	})
	e.run(t, []scenario{
		{name: "get paper", method: "GET", path: "/v1/papers/" + paper.ID, key: "ro", status: 200, contain: []string{`"object":"paper"`, `"needs_review":false`, `"document_id":null`}},
		{name: "update with a read-only key", method: "POST", path: "/v1/papers/" + paper.ID, key: "ro", body: `{"year":2021}`, status: 403, code: "permission_denied"},
		{name: "update bad year", method: "POST", path: "/v1/papers/" + paper.ID, key: "all", body: `{"year":21}`, status: 400, code: "parameter_invalid"},
		{name: "update empty title", method: "POST", path: "/v1/papers/" + paper.ID, key: "all", body: `{"title":"  "}`, status: 400, code: "parameter_invalid"},
		{name: "update bad type", method: "POST", path: "/v1/papers/" + paper.ID, key: "all", body: `{"publication_type":"blog"}`, status: 400, code: "parameter_invalid"},
		{name: "update taken DOI", method: "POST", path: "/v1/papers/" + paper.ID, key: "all", body: `{"doi":"https://doi.org/10.9/A"}`, status: 409, code: "paper_exists"},
		{name: "update unknown", method: "POST", path: "/v1/papers/pap_nope", key: "all", body: `{"year":2021}`, status: 404, code: "resource_not_found"},
		{name: "partial update", method: "POST", path: "/v1/papers/" + paper.ID, key: "all", body: `{"year":2021,"venue":"","needs_review":true}`, status: 200,
			contain: []string{`"year":2021`, `"venue":null`, `"needs_review":true`, `"title":"Deep Parsing of Scholarly Documents"`}},
		{name: "delete", method: "DELETE", path: "/v1/papers/" + paper.ID, key: "all", status: 200, contain: []string{`"object":"paper"`, `"deleted":true`}},
		{name: "delete again", method: "DELETE", path: "/v1/papers/" + paper.ID, key: "all", status: 404, code: "resource_not_found"},
	})
}

// TestDocumentDeleteCascade: a parsed PDF whose DOI matches an imported paper attaches to it;
// deleting the document removes its pages, passages, stored PDF and index entries and leaves
// the imported paper without a document; a paper the document created goes with it.
func TestDocumentDeleteCascade(t *testing.T) {
	e := newEnv(t)
	e.b.Runner.SetPoll(50 * time.Millisecond)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	owner := service.OwnerContext(ctx)
	wait := func(id string) domain.Document {
		deadline := time.Now().Add(2 * time.Minute)
		for time.Now().Before(deadline) {
			d, err := e.b.Service.Documents.Get(owner, id)
			if err != nil {
				t.Fatal(err)
			}
			if d.Status == domain.StatusSucceeded || d.Status == domain.StatusFailed {
				return d
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("document %s never finished", id)
		return domain.Document{}
	}
	res, err := e.b.Service.Documents.CreateFromBytes(owner, "own.pdf", miniPDF(42), nil)
	if err != nil {
		t.Fatal(err)
	}
	d := wait(res.Document.ID)
	if d.Status != domain.StatusSucceeded || d.PaperID == nil {
		t.Fatalf("document: %+v", d)
	}
	paperID := *d.PaperID
	if p, err := e.b.Service.Papers.Get(owner, paperID); err != nil || p.DocumentID == nil || *p.DocumentID != d.ID {
		t.Fatalf("paper of the document: %+v %v", p, err)
	}
	ps, _ := e.b.Store.R().PassagesByDocument(ctx, d.ID)
	pdfPath := filepath.Join(e.b.Service.Config().DataDir, "documents", d.ID+".pdf")
	if _, err := os.Stat(pdfPath); err != nil || len(ps) == 0 {
		t.Fatalf("before delete: %d passages, stored PDF %v", len(ps), err)
	}
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if hits, err := e.b.Service.Indexer.Index().SearchPassages(ctx, "parsers read scholarly documents", service.PassageScope{}, 10); err != nil || len(hits) == 0 {
		t.Fatalf("before delete the index has no passages of the document (%v)", err)
	}
	e.run(t, []scenario{{name: "delete", method: "DELETE", path: "/v1/documents/" + d.ID, key: "all", status: 200, contain: []string{`"deleted":true`}}})
	pages, _ := e.b.Store.R().Pages(ctx, d.ID)
	ps, _ = e.b.Store.R().PassagesByDocument(ctx, d.ID)
	if _, err := os.Stat(pdfPath); !os.IsNotExist(err) || len(pages) != 0 || len(ps) != 0 {
		t.Errorf("after delete: %d pages, %d passages, stored PDF err %v", len(pages), len(ps), err)
	}
	if _, err := e.b.Service.Papers.Get(owner, paperID); err == nil {
		t.Error("the paper created by the document outlived it")
	}
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if hits, err := e.b.Service.Indexer.Index().SearchPassages(ctx, "parsers read scholarly documents", service.PassageScope{}, 10); err != nil || len(hits) != 0 {
		t.Errorf("index still has %d passages of the deleted document (%v)", len(hits), err)
	}

	// A PDF carrying the DOI of an imported paper attaches to it; deleting the document keeps the paper.
	imp, err := e.b.Service.Papers.Import(owner, service.ImportParams{Format: "jsonl", Data: []byte(`{"title":"Imported Before","doi":"10.5555/attach.1"}` + "\n")})
	if err != nil || imp.Created != 1 {
		t.Fatalf("import: %+v %v", imp, err)
	}
	res, err = e.b.Service.Documents.CreateFromBytes(owner, "doi.pdf", doiPDF("10.5555/attach.1"), nil)
	if err != nil {
		t.Fatal(err)
	}
	d = wait(res.Document.ID)
	p, err := e.b.Service.Papers.List(owner, service.ListPapersParams{Query: "10.5555/attach.1"})
	if err != nil || len(p.Data) != 1 || d.PaperID == nil || *d.PaperID != p.Data[0].ID || p.Data[0].DocumentID == nil || *p.Data[0].DocumentID != d.ID {
		t.Fatalf("document %+v did not attach to the imported paper %+v (%v)", d, p.Data, err)
	}
	if _, err := e.b.Service.Documents.Delete(owner, d.ID); err != nil {
		t.Fatal(err)
	}
	if kept, err := e.b.Service.Papers.Get(owner, p.Data[0].ID); err != nil || kept.DocumentID != nil {
		t.Errorf("imported paper after its document was deleted: %+v %v", kept, err)
	}
}

// doiPDF is a one-page PDF whose first line prints a DOI.
func doiPDF(doi string) []byte { return pdfWithLine(77, "DOI: "+doi) }
