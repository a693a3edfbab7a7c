package httpapi_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"carrel/backend/service"
)

// myStyle is a minimal independent CSL 1.0.2 style: "Family (year). Title."
const myStyle = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
  <info><title>My Lab Style</title><id>http://example.org/styles/my-lab</id><updated>2026-01-01T00:00:00+00:00</updated>
    <category citation-format="author-date"/></info>
  <citation><layout><names variable="author"><name form="short"/></names></layout></citation>
  <bibliography><layout suffix=".">
    <names variable="author"><name name-as-sort-order="all"/></names>
    <date variable="issued" prefix=" (" suffix=")."><date-part name="year"/></date>
    <text variable="title" prefix=" "/>
  </layout></bibliography>
</style>`

// TestUserCitationStyles adds a researcher's own style over the API, formats with it, checks
// the error paths, and removes it.
func TestUserCitationStyles(t *testing.T) {
	e := citeEnv(t)
	body, _ := json.Marshal(map[string]string{"csl": myStyle})
	var added service.CitationStyleDetail
	src := `{"style": "%s", "source": {"csl": {"type": "article-journal", "title": "Local search", "author": [{"family": "Okafor", "given": "Ada"}], "issued": {"date-parts": [[2021]]}}}}`
	e.run(t, []scenario{
		{name: "add", method: "POST", path: "/v1/citation-styles", key: "all", body: string(body), status: 200, contain: []string{`"is_user":true`, `"short_name":"my-lab"`},
			check: func(t *testing.T, _ *http.Response, b []byte) { json.Unmarshal(b, &added) }},
	})
	if !strings.HasPrefix(added.ID, "cstl_") {
		t.Fatalf("added %+v", added)
	}
	e.run(t, []scenario{
		{name: "listed", method: "GET", path: "/v1/citation-styles?query=my+lab", key: "all", status: 200, contain: []string{added.ID}},
		{name: "formats", method: "POST", path: "/v1/citations", key: "all", body: strings.Replace(src, "%s", added.ID, 1), status: 200, contain: []string{"Okafor, Ada (2021). Local search."}},
		{name: "same id again replaces", method: "POST", path: "/v1/citation_styles", key: "all", body: string(body), status: 200, contain: []string{added.ID}},
		{name: "not a style", method: "POST", path: "/v1/citation-styles", key: "all", body: `{"csl": "<html></html>"}`, status: 400, code: "csl_invalid"},
		{name: "missing", method: "POST", path: "/v1/citation-styles", key: "all", body: `{}`, status: 400, code: "parameter_missing"},
		{name: "built-in id", method: "POST", path: "/v1/citation-styles", key: "all", status: 409, code: "style_exists",
			body: mustJSON(map[string]string{"csl": strings.Replace(myStyle, "http://example.org/styles/my-lab", "http://www.zotero.org/styles/apa", 1)})},
		{name: "the default key may add styles", method: "POST", path: "/v1/citation-styles", key: "default", body: string(body), status: 200},
		{name: "built-in cannot be removed", method: "DELETE", path: "/v1/citation-styles/apa", key: "all", status: 404, code: "style_not_found"},
		{name: "remove", method: "DELETE", path: "/v1/citation-styles/" + added.ID, key: "all", status: 200, contain: []string{`"deleted":true`}},
		{name: "gone", method: "GET", path: "/v1/citation-styles/" + added.ID, key: "all", status: 404, code: "style_not_found"},
	})
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
