package bibio

import (
	"fmt"
	"testing"

	"carrel/backend/domain"
)

// checkCSLItem compares one paper with the CSL item Citation.js read from our RIS export.
func checkCSLItem(t *testing.T, i int, p domain.Paper, item map[string]any) {
	t.Helper()
	text := func(k string) string {
		if s, ok := item[k].(string); ok {
			return s
		}
		return ""
	}
	if text("title") != p.Title {
		t.Errorf("item %d title %q, want %q", i, text("title"), p.Title)
	}
	authors, _ := item["author"].([]any)
	if len(authors) != len(p.Authors) {
		t.Errorf("item %d: %d authors, want %d", i, len(authors), len(p.Authors))
	}
	for j := 0; j < min(len(authors), len(p.Authors)); j++ {
		a, _ := authors[j].(map[string]any)
		got := fmt.Sprint(a["family"], "|", a["given"])
		if suf, ok := a["suffix"].(string); ok {
			got = fmt.Sprint(a["family"], ", ", suf, "|", a["given"])
		}
		want := p.Authors[j]
		exp := want.Family + "|" + want.Given
		if want.Literal != "" {
			exp = want.Literal + "|"
		}
		if got != exp && !(want.Given == "" && got == want.Family+"|<nil>") {
			t.Errorf("item %d author %d: %s, want %s", i, j, got, exp)
		}
	}
	if p.Year != nil {
		got := ""
		if issued, ok := item["issued"].(map[string]any); ok {
			if parts, ok := issued["date-parts"].([]any); ok && len(parts) > 0 {
				if first, ok := parts[0].([]any); ok && len(first) > 0 {
					got = fmt.Sprint(first[0])
				}
			}
		}
		if got != fmt.Sprint(*p.Year) {
			t.Errorf("item %d year %q, want %d", i, got, *p.Year)
		}
	}
	if p.Venue != nil && text("container-title") != *p.Venue && text("collection-title") != *p.Venue &&
		text("publisher") != *p.Venue {
		t.Errorf("item %d venue lost: %v", i, item)
	}
	for k, v := range map[string]*string{"DOI": p.DOI, "URL": p.URL} {
		if v != nil && text(k) != *v {
			t.Errorf("item %d %s %q, want %q", i, k, text(k), *v)
		}
	}
	if p.Abstract != nil && text("abstract") != collapseSpace(*p.Abstract) {
		t.Errorf("item %d abstract %q", i, text("abstract"))
	}
	pt := "other"
	if p.PublicationType != nil {
		pt = *p.PublicationType
	}
	if mapped := cslTypes[text("type")]; mapped != pt && text("genre") != pt && pt != "other" {
		t.Errorf("item %d type %q genre %q, want %s", i, text("type"), text("genre"), pt)
	}
}
