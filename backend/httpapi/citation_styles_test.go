package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"carrel/backend/domain"
	"carrel/backend/service"
)

func styleList(t *testing.T, body []byte) domain.List[service.CitationStyle] {
	t.Helper()
	var l domain.List[service.CitationStyle]
	if err := json.Unmarshal(body, &l); err != nil || l.Object != "list" {
		t.Fatalf("not a list: %s", body)
	}
	for _, s := range l.Data {
		if s.Object != "citation_style" || !strings.HasPrefix(s.ID, "cstl_") || s.Name == "" || s.ShortName == "" || s.Category == "" {
			t.Errorf("listed style %+v", s)
		}
	}
	return l
}

// styleCollator orders style names as the catalogue promises: Unicode collation, root locale.
var styleCollator = collate.New(language.Und)

func TestCitationStyles(t *testing.T) {
	e := citeEnv(t)
	total := e.b.Service.Citations.Catalog().Len()
	var firstPage domain.List[service.CitationStyle]
	var apaID string
	checkAlphabetical := func(t *testing.T, l domain.List[service.CitationStyle]) {
		for i := 1; i < len(l.Data); i++ {
			if styleCollator.CompareString(l.Data[i-1].Name, l.Data[i].Name) > 0 {
				t.Errorf("not in collation order: %q before %q", l.Data[i-1].Name, l.Data[i].Name)
			}
		}
	}
	e.run(t, []scenario{
		{name: "no key", method: "GET", path: "/v1/citation-styles", status: 401, typ: "authentication_error"},
		{name: "key without citations:read", method: "GET", path: "/v1/citation-styles", key: "search-only", status: 403, typ: "permission_error"},
		{name: "whole catalogue, 100 per page", method: "GET", path: "/v1/citation-styles", key: "default", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				firstPage = styleList(t, body)
				if len(firstPage.Data) != 100 || !firstPage.HasMore || firstPage.NextCursor == nil || total <= 100 {
					t.Fatalf("page of %d, more %v, catalogue %d", len(firstPage.Data), firstPage.HasMore, total)
				}
				checkAlphabetical(t, firstPage)
			}},
		{name: "underscore spelling", method: "GET", path: "/v1/citation_styles", key: "default", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if l := styleList(t, body); len(l.Data) != 100 || l.Data[0].ID != firstPage.Data[0].ID {
					t.Errorf("underscore list differs")
				}
			}},
		{name: "query is case-insensitive on name and short name, default 20", method: "GET", path: "/v1/citation-styles?query=aPa", key: "default", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				l := styleList(t, body)
				if len(l.Data) == 0 || len(l.Data) > 20 {
					t.Fatalf("%d results", len(l.Data))
				}
				for _, s := range l.Data {
					if !strings.Contains(strings.ToLower(s.Name+" "+s.ShortName), "apa") {
						t.Errorf("%+v does not match apa", s)
					}
					if s.ShortName == "apa" {
						apaID = s.ID
					}
				}
				// With a query the order is by relevance (docs/api.md): the exact short name first.
				if l.Data[0].ShortName != "apa" {
					t.Errorf("first result for aPa is %s, want apa", l.Data[0].ShortName)
				}
			}},
		{name: "category filter", method: "GET", path: "/v1/citation-styles?category=note&limit=50", key: "default", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				l := styleList(t, body)
				if len(l.Data) != 50 {
					t.Fatalf("%d note styles", len(l.Data))
				}
				for _, s := range l.Data {
					if s.Category != "note" {
						t.Errorf("%s is %s", s.ShortName, s.Category)
					}
				}
			}},
		{name: "bad category", method: "GET", path: "/v1/citation-styles?category=footnote", key: "default", status: 400, code: "parameter_invalid", contain: []string{`"param":"category"`}},
		{name: "limit 0", method: "GET", path: "/v1/citation-styles?limit=0", key: "default", status: 400, code: "parameter_invalid"},
		{name: "limit 101", method: "GET", path: "/v1/citation-styles?limit=101", key: "default", status: 400, code: "parameter_invalid", contain: []string{`"param":"limit"`}},
		{name: "limit negative", method: "GET", path: "/v1/citation-styles?limit=-3", key: "default", status: 400, code: "parameter_invalid"},
		{name: "limit not a number", method: "GET", path: "/v1/citation-styles?limit=ten", key: "default", status: 400, code: "parameter_invalid"},
		{name: "bad cursor", method: "GET", path: "/v1/citation-styles?cursor=cstl_nosuchthing", key: "default", status: 400, code: "parameter_invalid", contain: []string{`"param":"cursor"`}},
		{name: "no match", method: "GET", path: "/v1/citation-styles?query=zzzqqqxxx", key: "default", status: 200, contain: []string{`"data":[]`, `"has_more":false`, `"next_cursor":null`}},
	})
	t.Run("the whole catalogue pages through the API in collation order", func(t *testing.T) {
		// Its own key: 104 pages empty a key's bucket (burst 100), and the scenarios after this
		// one use the default key.
		k, err := e.b.Service.Keys.Create(service.OwnerContext(context.Background()),
			service.CreateKeyParams{Name: "paging", Scopes: []string{domain.ScopeCitationsRead}})
		if err != nil {
			t.Fatal(err)
		}
		e.keys["paging"] = k.Secret
		seen := map[string]bool{}
		cursor, pages, prev := "", 0, ""
		for {
			path := "/v1/citation-styles"
			if cursor != "" {
				path += "?cursor=" + url.QueryEscape(cursor)
			}
			res, body := e.do(scenario{method: "GET", path: path, key: "paging"})
			if res.StatusCode == http.StatusTooManyRequests { // 100 pages empty the key's bucket
				wait, _ := strconv.Atoi(res.Header.Get("Retry-After"))
				time.Sleep(time.Duration(max(wait, 1)) * time.Second)
				continue
			}
			if res.StatusCode != 200 {
				t.Fatalf("page %d: %d %s", pages, res.StatusCode, body)
			}
			l := styleList(t, body)
			pages++
			if l.HasMore && len(l.Data) != 100 {
				t.Fatalf("page %d has %d styles", pages, len(l.Data))
			}
			for _, s := range l.Data {
				if seen[s.ID] {
					t.Fatalf("%s listed twice", s.ID)
				}
				seen[s.ID] = true
				if prev != "" && styleCollator.CompareString(prev, s.Name) > 0 {
					t.Fatalf("page %d: %q after %q is not collation order", pages, s.Name, prev)
				}
				prev = s.Name
			}
			if !l.HasMore {
				break
			}
			cursor = *l.NextCursor
		}
		if len(seen) != total {
			t.Errorf("paged through %d styles in %d pages; catalogue has %d", len(seen), pages, total)
		}
		t.Logf("%d styles in %d pages", len(seen), pages)
	})
	t.Run("get by id, slug and both spellings", func(t *testing.T) {
		if apaID == "" {
			t.Fatal("apa not found by the query")
		}
		var byID, bySlug service.CitationStyleDetail
		for path, dst := range map[string]*service.CitationStyleDetail{"/v1/citation-styles/" + apaID: &byID, "/v1/citation_styles/apa": &bySlug} {
			res, body := e.do(scenario{method: "GET", path: path, key: "default"})
			if res.StatusCode != 200 {
				t.Fatalf("%s: %d %s", path, res.StatusCode, body)
			}
			if !strings.Contains(string(body), `"parent":null`) || !strings.Contains(string(body), `"is_numeric":false`) {
				t.Errorf("%s: %s", path, body)
			}
			json.Unmarshal(body, dst)
		}
		if byID != bySlug || byID.ID != apaID || byID.ShortName != "apa" || byID.Category != "author-date" || byID.UpdatedAt.IsZero() {
			t.Errorf("by id %+v, by slug %+v", byID, bySlug)
		}
	})
	e.run(t, []scenario{
		{name: "dependent style names its parent", method: "GET", path: "/v1/citation-styles/2d-materials", key: "default", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var d service.CitationStyleDetail
				json.Unmarshal(body, &d)
				if d.Parent == nil || !strings.HasPrefix(*d.Parent, "cstl_") || *d.Parent == d.ID {
					t.Errorf("dependent: %s", body)
				}
			}},
		{name: "numeric style", method: "GET", path: "/v1/citation-styles/ieee", key: "default", status: 200, contain: []string{`"is_numeric":true`, `"category":"numeric"`}},
		{name: "unknown style", method: "GET", path: "/v1/citation-styles/cstl_nosuchstyle", key: "default", status: 404, code: "style_not_found"},
		{name: "unknown slug, underscore path", method: "GET", path: "/v1/citation_styles/not-a-style", key: "default", status: 404, code: "style_not_found"},
		{name: "get needs citations:read", method: "GET", path: "/v1/citation-styles/apa", key: "search-only", status: 403, typ: "permission_error"},
	})
}
