package httpapi_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// TestSearchScopedToLibrary (issue 23, docs/api.md "Searches scoped to libraries"): a search with
// filters.library_ids ranks and cites only papers filed in those libraries, while the same
// question unscoped finds papers outside them; an unknown library is 404 resource_not_found and a
// blank id 400, and neither creates a search; a library holding no papers answers with nothing.
func TestSearchScopedToLibrary(t *testing.T) {
	scifact := shareddata.Require(t, "datasets/scifact/corpus.jsonl")
	pdfs := shareddata.Require(t, "testdata/pdfs")
	e := newEnv(t)
	e.startFunded(t, 1000)
	call := func(method, path string, body any, want int, v any) []byte {
		t.Helper()
		s := scenario{method: method, path: path, key: "all"}
		if body != nil {
			s.body = jsonOf(body)
		}
		res, b := e.do(s)
		if res.StatusCode != want {
			t.Fatalf("%s %s: %d, want %d: %s", method, path, res.StatusCode, want, b)
		}
		if v != nil {
			if err := json.Unmarshal(b, v); err != nil {
				t.Fatalf("%s: %v", b, err)
			}
		}
		return b
	}
	var imp service.PaperImport
	res, body := e.do(importScenario("import", "all", "jsonl", "c.jsonl", strings.Join(scifactLines(t, scifact, 300), "\n"), 200, "", nil))
	if res.StatusCode != 200 || json.Unmarshal(body, &imp) != nil || imp.Created != 300 {
		t.Fatalf("import: %d %s", res.StatusCode, body)
	}
	var mine, empty domain.Library
	call("POST", "/v1/libraries", map[string]string{"name": "Parsing"}, 200, &mine)
	call("POST", "/v1/libraries", map[string]string{"name": "Empty"}, 200, &empty)

	// One PDF filed in the library, one left unfiled; their titles make one question both answer.
	paperOf := func(name string, lib *string) domain.Paper {
		data, err := os.ReadFile(filepath.Join(pdfs, name))
		if err != nil {
			t.Fatal(err)
		}
		req := map[string]any{"file_id": e.uploadFile(t, "all", name, data)}
		if lib != nil {
			req["library_id"] = *lib
		}
		var d domain.Document
		call("POST", "/v1/documents", req, http.StatusAccepted, &d)
		for deadline := time.Now().Add(3 * time.Minute); d.Status != "succeeded"; time.Sleep(200 * time.Millisecond) {
			if d.Status == "failed" || time.Now().After(deadline) {
				t.Fatalf("document %s: %s", name, d.Status)
			}
			call("GET", "/v1/documents/"+d.ID, nil, 200, &d)
		}
		if d.PaperID == nil {
			t.Fatalf("%s made no paper", name)
		}
		var p domain.Paper
		call("GET", "/v1/papers/"+*d.PaperID, nil, 200, &p)
		return p
	}
	filed := paperOf("sp_bohnet09.pdf", &mine.ID)
	unfiled := paperOf("cermine_example1.pdf", nil)
	question := filed.Title + " " + unfiled.Title

	run := func(filters map[string]any) (domain.Search, []string) {
		t.Helper()
		var s domain.Search
		call("POST", "/v1/searches", map[string]any{"query": question, "filters": filters}, 202, &s)
		for deadline := time.Now().Add(2 * time.Minute); s.Status != "succeeded"; time.Sleep(200 * time.Millisecond) {
			if s.Status == "failed" || time.Now().After(deadline) {
				t.Fatalf("search %s: %+v", s.Status, s.Error)
			}
			call("GET", "/v1/searches/"+s.ID, nil, 200, &s)
		}
		var results domain.List[domain.SearchResult]
		call("GET", "/v1/searches/"+s.ID+"/results?limit=100", nil, 200, &results)
		var ids []string
		for _, r := range results.Data {
			ids = append(ids, r.Paper.ID)
		}
		return s, ids
	}

	all, allIDs := run(map[string]any{})
	if !slices.Contains(allIDs, unfiled.ID) || len(allIDs) < 2 {
		t.Fatalf("unscoped search should find the unfiled paper %s among %v", unfiled.ID, allIDs)
	}
	if all.Filters.LibraryIDs == nil || len(all.Filters.LibraryIDs) != 0 {
		t.Errorf("unscoped filters.library_ids = %#v, want []", all.Filters.LibraryIDs)
	}

	scoped, ids := run(map[string]any{"library_ids": []string{mine.ID, mine.ID}})
	if !slices.Equal(scoped.Filters.LibraryIDs, []string{mine.ID}) {
		t.Errorf("filters.library_ids = %v, want [%s] (repeats dropped)", scoped.Filters.LibraryIDs, mine.ID)
	}
	if !slices.Equal(ids, []string{filed.ID}) {
		t.Fatalf("scoped results %v, want only the filed paper %s", ids, filed.ID)
	}
	if scoped.Answer == nil || len(scoped.Answer.Citations) == 0 {
		t.Fatalf("scoped search cites nothing: %+v", scoped.Answer)
	}
	for _, c := range scoped.Answer.Citations {
		if c.Source.ID != filed.ID && c.Source.ID != *filed.DocumentID {
			t.Errorf("citation [%d] %s %s is outside the library", c.Index, c.Source.Type, c.Source.ID)
		}
	}

	none, noneIDs := run(map[string]any{"library_ids": []string{empty.ID}})
	if len(noneIDs) != 0 || none.PaperCount != 0 {
		t.Errorf("a library without papers gave results %v (paper_count %d)", noneIDs, none.PaperCount)
	}

	var before domain.List[domain.Search]
	call("GET", "/v1/searches?limit=100", nil, 200, &before)
	e.run(t, []scenario{
		{name: "unknown library", method: "POST", path: "/v1/searches", key: "all", status: 404, code: "resource_not_found",
			body:    jsonOf(map[string]any{"query": question, "filters": map[string]any{"library_ids": []string{mine.ID, "lib_nope"}}}),
			contain: []string{`"param":"filters.library_ids"`, "lib_nope"}},
		{name: "blank library id", method: "POST", path: "/v1/searches", key: "all", status: 400, code: "parameter_invalid",
			body:    jsonOf(map[string]any{"query": question, "filters": map[string]any{"library_ids": []string{" "}}}),
			contain: []string{`"param":"filters.library_ids"`}},
		{name: "test key cannot see a live library", method: "POST", path: "/v1/searches", key: "test", status: 404, code: "resource_not_found",
			body: jsonOf(map[string]any{"query": question, "filters": map[string]any{"library_ids": []string{mine.ID}}})},
	})
	var after domain.List[domain.Search]
	call("GET", "/v1/searches?limit=100", nil, 200, &after)
	if len(after.Data) != len(before.Data) {
		t.Errorf("refused searches were stored: %d before, %d after", len(before.Data), len(after.Data))
	}
}
