package cslcat

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

func TestWholeCatalogueIn100sAlphabetically(t *testing.T) {
	src := requireSource(t)
	c := openArchive(t, "")
	want := countCSL(t, src)
	var got []StyleInfo
	q := Query{}
	for pages := 0; ; pages++ {
		page, next, more, err := c.List(q)
		if err != nil {
			t.Fatal(err)
		}
		if more && len(page) != 100 || !more && (len(page) == 0 || len(page) > 100) {
			t.Fatalf("page %d has %d styles (more=%v)", pages, len(page), more)
		}
		got = append(got, page...)
		if !more {
			break
		}
		q.Cursor = next
	}
	if len(got) != want {
		t.Fatalf("paged %d styles, want %d", len(got), want)
	}
	seen := map[string]bool{}
	col := collate.New(language.Und)
	pos := map[string]int{}
	for i, s := range got {
		if seen[s.ID] {
			t.Fatalf("%s returned twice", s.ShortName)
		}
		seen[s.ID] = true
		pos[s.Name] = i
		if i > 0 {
			c := col.CompareString(got[i-1].Name, s.Name)
			if c > 0 || c == 0 && got[i-1].ShortName > s.ShortName {
				t.Fatalf("not in collation order at %d: %q before %q", i, got[i-1].Name, s.Name)
			}
		}
	}
	// Accents only break ties: the example, beside its unaccented neighbours.
	med, met := pos["Acta Médica Colombiana"], pos["Acta Metallurgica Sinica"]
	if _, ok := pos["Acta Médica Colombiana"]; ok && med > met {
		t.Errorf("Acta Médica Colombiana at %d, after Acta Metallurgica Sinica at %d", med, met)
	}
}

func TestQueryIsCaseInsensitiveOnNameAndSlug(t *testing.T) {
	requireSource(t)
	c := openArchive(t, "")
	everything := all(t, c, Query{})
	for _, text := range []string{"apa", "Nature", "CHICAGO", "ieee", "für"} {
		// Brute force with the search's folding: "für" also finds "fur", as a researcher typing
		// without the umlaut expects.
		lower := foldText(text)
		want := 0
		for _, s := range everything {
			e := c.view.Load().byID[s.ID]
			if strings.Contains(foldText(s.Name), lower) || strings.Contains(foldText(s.ShortName), lower) || strings.Contains(foldText(e.meta.TitleShort), lower) {
				want++
			}
		}
		got := all(t, c, Query{Text: text})
		upper := all(t, c, Query{Text: strings.ToUpper(text), Limit: 7})
		if len(got) != want || len(upper) != want || want == 0 {
			t.Fatalf("%q: %d results (%d upper-cased), brute force finds %d", text, len(got), len(upper), want)
		}
		for i := range got {
			if got[i].ID != upper[i].ID {
				t.Fatalf("%q: result %d differs by case: %s vs %s", text, i, got[i].ShortName, upper[i].ShortName)
			}
		}
	}
	page, _, more, err := c.List(Query{Text: "a"})
	if err != nil || len(page) != DefaultLimit || !more {
		t.Fatalf("default limit with a query: %d results, more=%v, %v", len(page), more, err)
	}
}

func TestCategories(t *testing.T) {
	src := requireSource(t)
	c := openArchive(t, "")
	total := 0
	for _, cat := range []string{CategoryNumeric, CategoryAuthorDate, CategoryNote, CategoryLabel} {
		list := all(t, c, Query{Category: cat})
		for _, s := range list {
			if s.Category != cat || s.IsNumeric != (cat == CategoryNumeric) {
				t.Fatalf("%s in %s: %+v", s.ShortName, cat, s)
			}
		}
		total += len(list)
	}
	if total != c.Len() {
		t.Fatalf("categories hold %d styles, catalogue %d", total, c.Len())
	}
	// Styles declaring citation-format="author" are listed as author-date.
	files, _ := filepath.Glob(filepath.Join(src, "styles", "*", "*.csl"))
	top, _ := filepath.Glob(filepath.Join(src, "styles", "*.csl"))
	re := regexp.MustCompile(`citation-format="author"`)
	found := 0
	for _, f := range append(top, files...) {
		raw, _ := os.ReadFile(f)
		if !re.Match(raw) {
			continue
		}
		found++
		s, err := c.Get(strings.TrimSuffix(filepath.Base(f), ".csl"))
		if err != nil || s.Category != CategoryAuthorDate {
			t.Fatalf("%s: %+v %v", f, s, err)
		}
	}
	t.Logf("%d styles with citation-format=author checked", found)
}

func TestListRejectsBadInput(t *testing.T) {
	requireSource(t)
	c := openArchive(t, "")
	if _, _, _, err := c.List(Query{Category: "author"}); !errors.Is(err, ErrInvalidCategory) {
		t.Fatalf("category author: %v", err)
	}
	if _, _, _, err := c.List(Query{Cursor: "cstl_nope"}); !errors.Is(err, ErrInvalidCursor) {
		t.Fatalf("bad cursor: %v", err)
	}
	page, _, _, err := c.List(Query{Limit: 500})
	if err != nil || len(page) != MaxLimit {
		t.Fatalf("limit 500 gave %d, %v", len(page), err)
	}
}

func TestSearchRanksTheExpectedStyleFirst(t *testing.T) {
	requireSource(t)
	c := openArchive(t, "")
	for _, tc := range []struct{ query, slug string }{
		{"chicago author-date", "chicago-author-date"},
		{"Chicago Author Date", "chicago-author-date"},
		{"apa 7", "apa"},
		{"apa", "apa"},
		{"nature", "nature"},
		{"ieee", "ieee"},
		{"harvard cite them right", "harvard-cite-them-right"},
		{"vancouver", "vancouver"},
	} {
		page, _, _, err := c.List(Query{Text: tc.query, Limit: 5})
		if err != nil || len(page) == 0 {
			t.Fatalf("%q: %v (%d results)", tc.query, err, len(page))
		}
		names := []string{}
		for _, s := range page {
			names = append(names, s.ShortName)
		}
		t.Logf("%q → %v", tc.query, names)
		if page[0].ShortName != tc.slug {
			t.Errorf("%q: first is %s (%s), want %s; top 5 %v", tc.query, page[0].ShortName, page[0].Name, tc.slug, names)
		}
	}
	// Multi-word queries match across words; every result holds every token.
	got := all(t, c, Query{Text: "chicago author-date"})
	if len(got) < 2 {
		t.Fatalf("chicago author-date: %d results", len(got))
	}
	for _, s := range got {
		e := c.view.Load().byID[s.ID]
		hay := foldText(s.Name) + " " + foldText(s.ShortName) + " " + foldText(e.meta.TitleShort)
		for _, tok := range []string{"chicago", "author", "date"} {
			if !strings.Contains(hay, tok) {
				t.Fatalf("%s lacks %q", s.ShortName, tok)
			}
		}
	}
	// Paging through ranked results returns each style once.
	seen := map[string]bool{}
	q := Query{Text: "journal", Limit: 37}
	for {
		page, next, more, err := c.List(q)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range page {
			if seen[s.ID] {
				t.Fatalf("%s twice", s.ShortName)
			}
			seen[s.ID] = true
		}
		if !more {
			break
		}
		q.Cursor = next
	}
	if len(seen) < 100 {
		t.Fatalf("journal: only %d styles", len(seen))
	}
}
