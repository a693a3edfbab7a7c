package httpapi_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestWireConsistency (issue 16 item 14): one cursor rule on every list, one language rule,
// error messages without Go type names.
func TestWireConsistency(t *testing.T) {
	e := newEnv(t)
	noGo := func(t *testing.T, _ *http.Response, body []byte) {
		for _, leak := range []string{"Go ", "struct", "unmarshal", "service.", "*string", "json:"} {
			if strings.Contains(string(body), leak) {
				t.Errorf("message leaks %q: %s", leak, body)
			}
		}
	}
	var scenarios []scenario
	for _, list := range []string{"/v1/documents", "/v1/libraries", "/v1/papers", "/v1/searches", "/v1/chats"} {
		scenarios = append(scenarios, scenario{name: "unknown cursor on " + list, method: "GET", path: list + "?cursor=doc_nope", key: "all",
			status: 400, code: "parameter_invalid", contain: []string{`"param":"cursor"`}})
	}
	scenarios = append(scenarios,
		scenario{name: "region variant accepted", method: "POST", path: "/v1/searches", key: "all",
			body: `{"query":"hash kernels","language":"pt-BR"}`, status: 202, contain: []string{`"language":"pt-BR"`}},
		scenario{name: "metadata integers above 2^53 stay exact", method: "POST", path: "/v1/searches", key: "all",
			body: `{"query":"hash kernels","metadata":{"big":12345678901234567891,"neg":-9007199254740993}}`, status: 202,
			contain: []string{`"big":12345678901234567891`, `"neg":-9007199254740993`}},
		scenario{name: "unknown language", method: "POST", path: "/v1/searches", key: "all",
			body: `{"query":"hash kernels","language":"xx"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"language"`, "pt-BR"}},
		scenario{name: "wrong type", method: "POST", path: "/v1/searches", key: "all", body: `{"query": 5}`,
			status: 400, code: "parameter_invalid", contain: []string{"expected a string"}, check: noGo},
		scenario{name: "wrong type in an array", method: "POST", path: "/v1/libraries", key: "all", body: `{"name": ["x"]}`,
			status: 400, code: "parameter_invalid", check: noGo},
		scenario{name: "not an object", method: "POST", path: "/v1/searches", key: "all", body: `[1,2]`,
			status: 400, code: "body_invalid", check: noGo},
		scenario{name: "broken JSON", method: "POST", path: "/v1/searches", key: "all", body: `{"query": `,
			status: 400, code: "body_invalid", check: noGo},
	)
	e.run(t, scenarios)
}

// TestMaxPapersEverywhere (issue 16 item 14): a max_papers below the depth's ceiling caps the
// answer, the results list and the exports alike.
func TestMaxPapersEverywhere(t *testing.T) {
	e, _ := searchEnv(t, true)
	s := e.postSearch(t, "all", `{"query":"vitamin statin residual","max_papers":2}`)
	s = e.waitSearch(t, s.ID)
	if s.PaperCount > 2 {
		t.Errorf("paper_count %d over max_papers 2", s.PaperCount)
	}
	_, body := e.do(scenario{method: "GET", path: "/v1/searches/" + s.ID + "/results?limit=100", key: "all"})
	if n := strings.Count(string(body), `"rank":`); n != 2 {
		t.Errorf("%d results listed for max_papers 2: %s", n, body)
	}
	_, csvData := exportedSearch(t, e, s.ID, "csv")
	if lines := strings.Count(strings.TrimSpace(string(csvData)), "\n"); lines != 2 {
		t.Errorf("csv export has %d rows for max_papers 2", lines)
	}
	full := e.waitSearch(t, e.postSearch(t, "all", `{"query":"vitamin statin residual"}`).ID)
	_, body = e.do(scenario{method: "GET", path: "/v1/searches/" + full.ID + "/results?limit=100", key: "all"})
	if n := strings.Count(string(body), `"rank":`); n != len(searchPapers) {
		t.Errorf("without max_papers, %d results listed, want all %d", n, len(searchPapers))
	}
}
