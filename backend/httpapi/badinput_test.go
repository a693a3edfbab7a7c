package httpapi_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// nested returns a metadata value nested n objects deep.
func nested(n int) string {
	return strings.Repeat(`{"a":`, n) + `1` + strings.Repeat(`}`, n)
}

// TestBadTextAndUnknownFields: invalid UTF-8, NUL and unpaired surrogates in any text field are
// 400 parameter_invalid naming the field; metadata nests at most 32 levels; unknown top-level and
// filters fields are 400 parameter_unknown; nothing is stored or charged (issue 24 item 6).
// One table per route family.
func TestBadTextAndUnknownFields(t *testing.T) {
	e, _ := searchEnv(t, false)
	pap := firstPaper(t, e)
	res, b := e.do(scenario{method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids":["` + pap + `"]}`})
	var chat struct{ ID string }
	json.Unmarshal(b, &chat)
	if chat.ID == "" {
		t.Fatalf("chat: %d %s", res.StatusCode, b)
	}
	c0, _ := e.usageOf(t, "all")
	bad := func(name, method, path, body, code, param string) scenario {
		return scenario{name: name, method: method, path: path, key: "all", body: body, status: 400, code: code,
			contain: []string{`"param":"` + param + `"`}}
	}
	const ff, nul, sur = "\xff\xfe", `\u0000`, `\ud800x`
	families := map[string][]scenario{
		"searches": {
			bad("query invalid UTF-8", "POST", "/v1/searches", `{"query":"vitamin `+ff+`"}`, "parameter_invalid", "query"),
			bad("query NUL", "POST", "/v1/searches", `{"query":"vitamin`+nul+`D"}`, "parameter_invalid", "query"),
			bad("query lone surrogate", "POST", "/v1/searches", `{"query":"`+sur+`"}`, "parameter_invalid", "query"),
			bad("venue invalid UTF-8", "POST", "/v1/searches", `{"query":"x","filters":{"venue":["`+ff+`"]}}`, "parameter_invalid", "filters.venue"),
			bad("metadata value NUL", "POST", "/v1/searches", `{"query":"x","metadata":{"k":"a`+nul+`"}}`, "parameter_invalid", "metadata.k"),
			bad("metadata key invalid UTF-8", "POST", "/v1/searches", `{"query":"x","metadata":{"`+ff+`":1}}`, "parameter_invalid", "metadata"),
			bad("metadata 33 levels", "POST", "/v1/searches", `{"query":"x","metadata":`+nested(32)+`}`, "parameter_invalid", "metadata"),
			bad("metadata 9000 levels", "POST", "/v1/searches", `{"query":"x","metadata":`+nested(9000)+`}`, "parameter_invalid", "metadata"),
			bad("unknown top-level field", "POST", "/v1/searches", `{"query":"x","dpeth":"deep_review"}`, "parameter_unknown", "dpeth"),
			bad("misspelt filter", "POST", "/v1/searches", `{"query":"x","filters":{"yaer_from":2020}}`, "parameter_unknown", "filters.yaer_from"),
			bad("export unknown field", "POST", "/v1/searches/srch_none/export", `{"format":"csv","columns":["a"]}`, "parameter_unknown", "columns"),
			{name: "metadata 31 levels is fine", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","metadata":` + nested(31) + `}`, status: 202},
			{name: "filters.library_ids is a known extension", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"library_ids":[]}}`, status: 202},
			{name: "valid non-ASCII text", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"Vitamin D – Knochendichte \ud83e\uddb4 ü"}`, status: 202,
				contain: []string{"Knochendichte 🦴 ü"}},
		},
		"libraries, keys, webhooks": {
			bad("library name invalid UTF-8", "POST", "/v1/libraries", `{"name":"Reading `+ff+`"}`, "parameter_invalid", "name"),
			bad("library name NUL", "POST", "/v1/libraries", `{"name":"a`+nul+`b"}`, "parameter_invalid", "name"),
			bad("library unknown field", "POST", "/v1/libraries", `{"name":"x","colour":"red"}`, "parameter_unknown", "colour"),
			bad("key name NUL", "POST", "/v1/keys", `{"name":"k`+nul+`"}`, "parameter_invalid", "name"),
			bad("key unknown field", "POST", "/v1/keys", `{"name":"k","admin":true}`, "parameter_unknown", "admin"),
			bad("webhook description invalid UTF-8", "POST", "/v1/webhook-endpoints", `{"url":"https://example.invalid/h","events":["*"],"description":"`+ff+`"}`, "parameter_invalid", "description"),
			bad("webhook unknown field", "POST", "/v1/webhook-endpoints", `{"url":"https://example.invalid/h","events":["*"],"secret":"x"}`, "parameter_unknown", "secret"),
		},
		"documents and papers": {
			bad("document unknown field", "POST", "/v1/documents", `{"file_id":"file_x","pages":"1-3"}`, "parameter_unknown", "pages"),
			bad("document url NUL", "POST", "/v1/documents", `{"url":"https://example.invalid/a`+nul+`.pdf"}`, "parameter_invalid", "url"),
			bad("paper title invalid UTF-8", "POST", "/v1/papers/"+pap, `{"title":"`+ff+`"}`, "parameter_invalid", "title"),
			bad("paper author NUL", "POST", "/v1/papers/"+pap, `{"authors":[{"family":"Doe`+nul+`"}]}`, "parameter_invalid", "authors.family"),
			bad("paper unknown field", "POST", "/v1/papers/"+pap, `{"titel":"x"}`, "parameter_unknown", "titel"),
			bad("papers list query invalid UTF-8", "GET", "/v1/papers?query=%FF", "", "parameter_invalid", "query"),
			bad("papers list query NUL", "GET", "/v1/papers?query=a%00b", "", "parameter_invalid", "query"),
		},
		"chats and citations": {
			bad("chat unknown field", "POST", "/v1/chats", `{"paper_ids":["`+pap+`"],"model":"x"}`, "parameter_unknown", "model"),
			bad("chat id invalid UTF-8", "POST", "/v1/chats", `{"paper_ids":["`+ff+`"]}`, "parameter_invalid", "paper_ids"),
			bad("message content NUL", "POST", "/v1/chats/"+chat.ID+"/messages", `{"content":"why`+nul+`"}`, "parameter_invalid", "content"),
			bad("message content invalid UTF-8", "POST", "/v1/chats/"+chat.ID+"/messages", `{"content":"why `+ff+`"}`, "parameter_invalid", "content"),
			bad("message unknown field", "POST", "/v1/chats/"+chat.ID+"/messages", `{"content":"why","temperature":2}`, "parameter_unknown", "temperature"),
			bad("citation csl NUL", "POST", "/v1/citations", `{"style":"apa","source":{"csl":{"title":"a`+nul+`"}}}`, "parameter_invalid", "source.csl.title"),
			bad("citation unknown source field", "POST", "/v1/citations", `{"style":"apa","source":{"isbn":"1"}}`, "parameter_unknown", "source.isbn"),
		},
	}
	for fam, cases := range families {
		t.Run(fam, func(t *testing.T) { e.run(t, cases) })
	}
	c1, _ := e.usageOf(t, "all")
	// Only the three accepted searches (5 credits each) were charged.
	if c1-c0 != 15 {
		t.Errorf("usage grew by %d, want 15 (three accepted standard searches)", c1-c0)
	}
	_, b = e.do(scenario{method: "GET", path: "/v1/libraries", key: "all"})
	if strings.Contains(string(b), "Reading") {
		t.Errorf("a refused library was stored: %s", b)
	}
}

// TestUnknownCursorEveryList: every list answers a cursor that is not one of its item ids with
// the same 400 parameter_invalid on cursor, and keys and webhook endpoints page like the others.
func TestUnknownCursorEveryList(t *testing.T) {
	e, _ := searchEnv(t, false)
	pap := firstPaper(t, e)
	_, b := e.do(scenario{method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids":["` + pap + `"]}`})
	var chat struct{ ID string }
	json.Unmarshal(b, &chat)
	s := e.postSearch(t, "all", `{"query":"vitamin D"}`)
	var cases []scenario
	for _, path := range []string{"/v1/documents", "/v1/searches", "/v1/papers", "/v1/libraries", "/v1/webhook-endpoints", "/v1/keys",
		"/v1/chats", "/v1/chats/" + chat.ID + "/messages", "/v1/searches/" + s.ID + "/results", "/v1/citation-styles"} {
		cases = append(cases, scenario{name: path, method: "GET", path: path + "?cursor=zzz_not_an_id", key: "all", status: 400,
			code: "parameter_invalid", contain: []string{`"param":"cursor"`}})
	}
	e.run(t, cases)
	// Keys page with limit and cursor: newEnv made five keys.
	_, b = e.do(scenario{method: "GET", path: "/v1/keys?limit=2", key: "all"})
	var page struct {
		Data       []struct{ ID string }
		HasMore    bool   `json:"has_more"`
		NextCursor string `json:"next_cursor"`
	}
	json.Unmarshal(b, &page)
	if len(page.Data) != 2 || !page.HasMore || page.NextCursor != page.Data[1].ID {
		t.Fatalf("keys page 1: %s", b)
	}
	res, b := e.do(scenario{method: "GET", path: "/v1/keys?limit=2&cursor=" + page.NextCursor, key: "all"})
	if res.StatusCode != http.StatusOK || strings.Contains(string(b), page.Data[0].ID) || strings.Contains(string(b), `"data":[]`) {
		t.Errorf("keys page 2: %d %s", res.StatusCode, b)
	}
	e.run(t, []scenario{{name: "keys limit 0", method: "GET", path: "/v1/keys?limit=0", key: "all", status: 400, code: "parameter_invalid"},
		{name: "webhooks limit 101", method: "GET", path: "/v1/webhook-endpoints?limit=101", key: "all", status: 400, code: "parameter_invalid"}})
}
