package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store"
)

// citeEnv is an env with the style catalogue loaded, two papers in the corpus and keys that lack
// the citation scopes.
func citeEnv(t *testing.T) *env {
	t.Helper()
	e := newEnv(t)
	cat := e.b.Service.Citations.Catalog()
	if cat == nil || cat.Err() != nil {
		shareddata.Missing(t, "citation styles unavailable: %v", cat.Err())
	}
	owner := service.OwnerContext(context.Background())
	for name, scopes := range map[string][]string{"cite-read-only": {domain.ScopeCitationsRead}, "search-only": {domain.ScopeSearchRead}} {
		k, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: name, Scopes: scopes})
		if err != nil {
			t.Fatal(err)
		}
		e.keys[name] = k.Secret
	}
	str := func(s string) *string { return &s }
	year := 2020
	papers := []domain.Paper{
		{Object: "paper", ID: "pap_citeone", Title: "Deep learning for citation parsing",
			Authors: []domain.Author{{Given: "Jane Anne", Family: "Smith"}, {Given: "Piet", Family: "van der Berg"}},
			Year:    &year, Venue: str("Journal of Documentation"), DOI: str("10.1108/JD-01-2020-0001"),
			PublicationType: str("journal_article"), CreatedAt: time.Now()},
		{Object: "paper", ID: "pap_citeempty", Title: "", CreatedAt: time.Now()},
	}
	err := e.b.Store.Tx(context.Background(), func(q store.Q) error {
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
	return e
}

// citeEntry decodes a citation_entry body.
func citeEntry(t *testing.T, body []byte) service.CitationEntry {
	t.Helper()
	var c service.CitationEntry
	if err := json.Unmarshal(body, &c); err != nil {
		t.Fatalf("not a citation entry: %s", body)
	}
	if c.Object != "citation_entry" || !strings.HasPrefix(c.ID, "cite_") || c.Style.ID == "" || c.Style.Name == "" {
		t.Errorf("entry envelope wrong: %+v", c)
	}
	return c
}

const citeCSL = `{"type":"book","title":"The Structure of Scientific Revolutions","author":[{"family":"Kuhn","given":"Thomas S."}],"publisher":"University of Chicago Press","issued":{"date-parts":[[1962]]}}`

func TestCitationsCreate(t *testing.T) {
	e := citeEnv(t)
	var firstID string
	e.run(t, []scenario{
		{name: "no key", method: "POST", path: "/v1/citations", body: `{}`, status: 401, typ: "authentication_error"},
		{name: "read-only key cannot format", method: "POST", path: "/v1/citations", key: "cite-read-only",
			body: `{"style":"apa","source":{"paper_id":"pap_citeone"}}`, status: 403, typ: "permission_error"},
		{name: "empty body", method: "POST", path: "/v1/citations", key: "default", status: 400, code: "parameter_missing", contain: []string{`"param":"style"`}},
		{name: "no source", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa"}`, status: 400, code: "parameter_missing", contain: []string{`"param":"source"`}},
		{name: "empty source", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{}}`, status: 400, code: "parameter_missing", contain: []string{`"param":"source"`}},
		{name: "two sources", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"paper_id":"pap_citeone","doi":"10.1/x"}}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"source"`}},
		{name: "source not an object", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":"pap_citeone"}`, status: 400, code: "parameter_invalid"},
		{name: "empty paper id", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"paper_id":""}}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"source.paper_id"`}},
		{name: "csl a string", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":"Kuhn 1962"}}`, status: 400, code: "csl_invalid"},
		{name: "csl names not an array", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","title":"T","author":"Kuhn"}}}`, status: 400, code: "csl_invalid", contain: []string{"author"}},
		{name: "csl bad date", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","title":"T","issued":5}}}`, status: 400, code: "csl_invalid", contain: []string{`"param":"source.csl.issued"`}},
		// Wrong JSON types for known variables are malformed CSL-JSON, not thin metadata.
		{name: "csl type a number", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":12}}}`, status: 400, code: "csl_invalid", contain: []string{`"param":"source.csl.type"`}},
		{name: "csl title an object", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","title":{"en":"T"}}}}`, status: 400, code: "csl_invalid", contain: []string{`"param":"source.csl.title"`}},
		{name: "csl volume an array", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","title":"T","volume":[1]}}}`, status: 400, code: "csl_invalid", contain: []string{`"param":"source.csl.volume"`}},
		{name: "csl family a number", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","title":"T","author":[{"family":7}]}}}`, status: 400, code: "csl_invalid", contain: []string{`"param":"source.csl.author"`}},
		{name: "csl number variables may be numbers", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"id":3,"type":"article-journal","title":"T","container-title":"J","volume":12,"issue":3,"page":45,"author":[{"family":"Kuhn","given":"T."}],"issued":{"date-parts":[[1962]]}}}}`, status: 200, contain: []string{"12(3), 45"}},
		{name: "csl two items", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":[` + citeCSL + `,` + citeCSL + `]}}`, status: 400, code: "csl_invalid"},
		{name: "unknown style", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"no-such-style-xyz","source":{"csl":` + citeCSL + `}}`, status: 404, code: "style_not_found", contain: []string{`"param":"style"`}},
		{name: "unknown paper", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"paper_id":"pap_nothere"}}`, status: 404, code: "resource_not_found", contain: []string{"source.paper_id"}},
		{name: "DOI not in the library", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"doi":"10.9999/unknown"}}`, status: 404, code: "resource_not_found", contain: []string{"not in the local library"}},
		{name: "too few fields", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"csl":{"type":"book","issued":{"date-parts":[[2001]]}}}}`, status: 422, code: "insufficient_metadata"},
		{name: "paper without title or authors", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"paper_id":"pap_citeempty"}}`, status: 422, code: "insufficient_metadata"},
		{name: "APA from a paper", method: "POST", path: "/v1/citations", key: "default", body: `{"style":"apa","source":{"paper_id":"pap_citeone"}}`, status: 200,
			check: func(t *testing.T, res *http.Response, body []byte) {
				c := citeEntry(t, body)
				firstID = c.ID
				if res.Header.Get("X-Credits-Cost") != "0" {
					t.Errorf("formatting costs %s credits", res.Header.Get("X-Credits-Cost"))
				}
				if c.Style.Slug != "apa" || c.Style.IsNumeric {
					t.Errorf("style %+v", c.Style)
				}
				for _, want := range []string{"Smith, J. A.", "van der Berg, P.", "(2020)", "Deep learning for citation parsing", "https://doi.org/10.1108/jd-01-2020-0001"} {
					if !strings.Contains(strings.ToLower(c.BibliographyText), strings.ToLower(want)) {
						t.Errorf("bibliography_text %q lacks %q", c.BibliographyText, want)
					}
				}
				if !strings.Contains(c.BibliographyHTML, "<i>Journal of Documentation</i>") || strings.Contains(c.BibliographyText, "<i>") {
					t.Errorf("html %q", c.BibliographyHTML)
				}
				if !strings.Contains(c.InText, "Smith") || !strings.Contains(c.InText, "2020") {
					t.Errorf("in_text %q", c.InText)
				}
			}},
		{name: "same request, same id; DOI in another spelling", method: "POST", path: "/v1/citations", key: "default",
			body: `{"style":"apa","source":{"doi":"https://doi.org/10.1108/jd-01-2020-0001"}}`, status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if c := citeEntry(t, body); c.ID != firstID {
					t.Errorf("id %s, want %s (same style and item)", c.ID, firstID)
				}
			}},
		{name: "numeric style from CSL-JSON, by id", method: "POST", path: "/v1/citations", key: "test",
			body: `{"style":"` + styleID(t, e, "ieee") + `","source":{"csl":[` + citeCSL + `]}}`, status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				c := citeEntry(t, body)
				if !c.Style.IsNumeric || c.Style.Slug != "ieee" || c.InText != "[1]" {
					t.Errorf("ieee entry %+v", c)
				}
				if !strings.Contains(c.BibliographyText, "T. S. Kuhn") || c.ID == firstID {
					t.Errorf("ieee entry %+v", c)
				}
			}},
		{name: "note style gives a footnote", method: "POST", path: "/v1/citations", key: "default",
			body: `{"style":"chicago-fullnote-bibliography","source":{"csl":` + citeCSL + `}}`, status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				c := citeEntry(t, body)
				if !strings.Contains(c.InText, "Kuhn") || !strings.Contains(c.InText, "Structure of Scientific Revolutions") {
					t.Errorf("note %q", c.InText)
				}
			}},
	})
}

// styleID looks a style's id up through the API, so tests never hard-code a derived id.
func styleID(t *testing.T, e *env, slug string) string {
	t.Helper()
	res, body := e.do(scenario{method: "GET", path: "/v1/citation-styles/" + slug, key: "default"})
	if res.StatusCode != 200 {
		t.Fatalf("style %s: %d %s", slug, res.StatusCode, body)
	}
	var s service.CitationStyleDetail
	json.Unmarshal(body, &s)
	return s.ID
}
