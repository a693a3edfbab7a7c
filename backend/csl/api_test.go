package csl

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

const debianStyles = "/usr/share/citation-style-language/styles"

func loadDebianStyle(t testing.TB, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(debianStyles, rel))
	if err != nil {
		shareddata.Missing(t, "CSL style %s not installed (apt-get install citation-style-language-styles): %v", rel, err)
	}
	return data
}

const journalArticleJSON = `[{
  "id": "smith2020", "type": "article-journal",
  "title": "Deep learning for citation parsing",
  "container-title": "Journal of Documentation",
  "volume": "76", "issue": "3", "page": "512-530",
  "DOI": "10.1108/JD-01-2020-0001",
  "author": [{"family": "Smith", "given": "Jane Anne"}, {"family": "van der Berg", "given": "Piet"}],
  "issued": {"date-parts": [[2020, 5, 4]]}
}]`

func newAPA(t testing.TB) (*Processor, []Item) {
	t.Helper()
	requireLocales(t)
	style, err := ParseStyle(loadDebianStyle(t, "apa.csl"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewProcessor(style, debianLoader, "en-US")
	if err != nil {
		t.Fatal(err)
	}
	items, err := ParseItems([]byte(journalArticleJSON))
	if err != nil {
		t.Fatal(err)
	}
	return p, items
}

func TestAPAJournalArticle(t *testing.T) {
	p, items := newAPA(t)
	if p.style.Class != "in-text" || p.style.IsNumeric() {
		t.Errorf("APA: class %q numeric %v", p.style.Class, p.style.IsNumeric())
	}
	entries, err := p.Bibliography(items)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].ID != "smith2020" {
		t.Fatalf("entries = %+v", entries)
	}
	e := entries[0]
	for _, want := range []string{"Smith, J. A.", "van der Berg, P.", "(2020)", "Deep learning for citation parsing", "512–530", "https://doi.org/10.1108/JD-01-2020-0001"} {
		if !strings.Contains(e.Text, want) {
			t.Errorf("text %q lacks %q", e.Text, want)
		}
	}
	if !strings.Contains(e.HTML, "<i>Journal of Documentation</i>") || strings.Contains(e.Text, "<i>") {
		t.Errorf("html %q / text %q: italics wrong", e.HTML, e.Text)
	}
	text, html, err := p.Cite(CiteRef{ID: "smith2020", Locator: "515"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "Smith & van der Berg, 2020") || !strings.Contains(html, "&#38;") {
		t.Errorf("cite text %q html %q", text, html)
	}
}

func TestInsufficientMetadata(t *testing.T) {
	p, _ := newAPA(t)
	items, err := ParseItems([]byte(`[{"id": "x", "type": "book", "issued": {"date-parts": [[2001]]}}]`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Bibliography(items); !errors.Is(err, ErrInsufficientMetadata) {
		t.Errorf("Bibliography err = %v, want ErrInsufficientMetadata", err)
	}
}

// CSL-JSON gives each standard variable a JSON type: a string for "type" and text variables,
// a string or a number for number variables and "id", an array of name objects for names.
func TestParseItemsWrongTypes(t *testing.T) {
	for in, field := range map[string]string{
		`{"type": 12}`: "type", `{"type": "book", "title": {"en": "T"}}`: "title",
		`{"type": "book", "volume": [1]}`: "volume", `{"type": "book", "DOI": true}`: "DOI",
		`{"id": {"a": 1}, "type": "book"}`: "id", `{"type": "book", "author": [{"family": 7}]}`: "author",
		`{"type": "book", "issued": [2000]}`: "issued", `{"type": "book", "categories": "x"}`: "categories",
	} {
		_, err := ParseItems([]byte(in))
		var ie *InvalidItemError
		if !errors.As(err, &ie) || ie.Field != field {
			t.Errorf("ParseItems(%s) = %v, want an InvalidItemError on %q", in, err, field)
		}
	}
	for _, ok := range []string{`{"id": 3, "type": "book", "volume": 2, "page": 45, "title": "T"}`,
		`{"type": "book", "title": null, "custom": {"x": [1]}, "x-extra": 5}`} {
		if _, err := ParseItems([]byte(ok)); err != nil {
			t.Errorf("ParseItems(%s) = %v", ok, err)
		}
	}
}

func TestParseItemsInvalid(t *testing.T) {
	for _, in := range []string{`{`, `[{"id": "a", "author": "Smith"}]`, `[{"id": "a", "issued": 5}]`} {
		_, err := ParseItems([]byte(in))
		var ie *InvalidItemError
		if !errors.As(err, &ie) {
			t.Errorf("ParseItems(%s) err = %v, want *InvalidItemError", in, err)
		}
	}
}

func TestDependentStyle(t *testing.T) {
	s, err := ParseStyle(loadDebianStyle(t, "dependent/2d-materials.csl"))
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsDependent() || !strings.HasPrefix(s.ParentURL, "http") {
		t.Errorf("ParentURL = %q", s.ParentURL)
	}
	if _, err := NewProcessor(s, debianLoader, ""); err == nil {
		t.Error("NewProcessor accepted a dependent style")
	}
}

func TestNoteStyleAndLocale(t *testing.T) {
	requireLocales(t)
	s, err := ParseStyle(loadDebianStyle(t, "chicago-fullnote-bibliography.csl"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Class != "note" {
		t.Errorf("class = %q", s.Class)
	}
	p, err := NewProcessor(s, debianLoader, "de")
	if err != nil {
		t.Fatal(err)
	}
	if p.Locale() != "de-DE" {
		t.Errorf("locale = %q", p.Locale())
	}
	items, _ := ParseItems([]byte(journalArticleJSON))
	entries, err := p.Bibliography(items)
	if err != nil || len(entries) != 1 || !strings.Contains(entries[0].Text, "Mai") {
		t.Errorf("German Chicago entry = %+v, %v", entries, err)
	}
}

func BenchmarkAPAJournalArticle(b *testing.B) {
	p, items := newAPA(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Bibliography(items); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseStyleAPA(b *testing.B) {
	data := loadDebianStyle(b, "apa.csl")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ParseStyle(data); err != nil {
			b.Fatal(err)
		}
	}
}
