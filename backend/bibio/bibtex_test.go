package bibio

import (
	"os"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// lineOf returns the 1-based line of the first occurrence of needle in text.
func lineOf(t *testing.T, text, needle string) int {
	t.Helper()
	i := strings.Index(text, needle)
	if i < 0 {
		t.Fatalf("fixture lacks %q", needle)
	}
	return 1 + strings.Count(text[:i], "\n")
}

func names(as []domain.Author) string {
	var out []string
	for _, a := range as {
		if a.Literal != "" {
			out = append(out, "{"+a.Literal+"}")
		} else {
			out = append(out, a.Family+"|"+a.Given)
		}
	}
	return strings.Join(out, "; ")
}

func str(p *string) string {
	if p == nil {
		return "<nil>"
	}
	return *p
}

func TestParseBibTeXTrickyFixture(t *testing.T) {
	raw, err := os.ReadFile("testdata/tricky.bib")
	if err != nil {
		t.Fatal(err)
	}
	text := string(raw)
	recs, errs := ParseBibTeX(strings.NewReader(text))
	byKey := map[string]Record{}
	for _, r := range recs {
		byKey[r.Key] = r
	}
	want := []struct {
		key, title, authors, venue, doi, url, typ string
		year                                      int
	}{
		{"erdos1947", "Some Remarks on the Theory of Graphs", "Erdős|Paul; Gödel|Kurt; de la Vallée Poussin|Charles", "Nature", "10.1090/S0002-9904-1947-08785-1", "<nil>", "journal_article", 1947},
		{"beethoven2020", "Über die Étude: naïve café & résumé – 50% off now", "van Beethoven|Ludwig; de La Fontaine|Jean; Manning|Christopher", "Proceedings of ACL 2020", "<nil>", "https://example.org/a_b~c%20d", "conference_paper", 2020},
		{"who2019", "Global report on TB", "{World Health Organization}", "WHO Press", "<nil>", "<nil>", "book", 2019},
		{"chap", "A chapter with α-helices", "Müller|Jörg; Smith, Jr.|John", "Handbook", "<nil>", "<nil>", "book_chapter", 2018},
		{"thesis1", "Århus and ß-words", "Østergaard|Søren", "Aarhus University", "<nil>", "<nil>", "thesis", 2015},
		{"thesis2", "Master work", "Doe|Jane", "MIT", "<nil>", "<nil>", "thesis", 2014},
		{"rep", "Tech report", "Kim|Y.", "NIST", "<nil>", "<nil>", "report", 2012},
		{"vaswani2017attention", "Attention Is All You Need", "Vaswani|Ashish; Shazeer|Noam", "<nil>", "<nil>", "https://arxiv.org/abs/1706.03762", "preprint", 2017},
		{"scholar", "Deep learning for X", "Lee|A", "arXiv preprint arXiv:2001.00001", "<nil>", "<nil>", "preprint", 2020},
		{"unpub", "Draft notes", "Roe|R.", "<nil>", "<nil>", "<nil>", "other", 2021},
		{"after-broken", "Still parsed after the broken entry", "Kovač|Žiga; Nguyễn|Văn", "Acta", "<nil>", "<nil>", "journal_article", 2011},
		{"paren", "Parenthesised entry with nested braces inside", "Curie|Marie", "<nil>", "<nil>", "<nil>", "journal_article", 1903},
	}
	if len(recs) != len(want) {
		t.Errorf("got %d records, want %d: %v", len(recs), len(want), keysOf(recs))
	}
	for _, w := range want {
		r, ok := byKey[w.key]
		if !ok {
			t.Errorf("%s: missing", w.key)
			continue
		}
		got := []string{r.Title, names(r.Authors), str(r.Venue), str(r.DOI), str(r.URL), str(r.PublicationType)}
		exp := []string{w.title, w.authors, w.venue, w.doi, w.url, w.typ}
		for i := range got {
			if got[i] != exp[i] {
				t.Errorf("%s field %d: got %q, want %q", w.key, i, got[i], exp[i])
			}
		}
		if r.Year == nil || *r.Year != w.year {
			t.Errorf("%s: year %v, want %d", w.key, r.Year, w.year)
		}
	}
	if r := byKey["paren"]; r.Line != lineOf(t, text, "@article(paren") {
		t.Errorf("paren line %d, want %d", r.Line, lineOf(t, text, "@article(paren"))
	}
	wantErrs := map[int]string{
		lineOf(t, text, "@article{broken"):  "unbalanced",
		lineOf(t, text, "@article{notitle"): "no title",
	}
	if len(errs) != len(wantErrs) {
		t.Fatalf("errors %v, want lines %v", errs, wantErrs)
	}
	for _, e := range errs {
		if frag, ok := wantErrs[e.Line]; !ok || !strings.Contains(e.Message, frag) {
			t.Errorf("unexpected error %v (want %v)", e, wantErrs)
		}
	}
}

func keysOf(recs []Record) []string {
	var ks []string
	for _, r := range recs {
		ks = append(ks, r.Key)
	}
	return ks
}

func TestDecodeLaTeX(t *testing.T) {
	cases := map[string]string{
		`{\"o}`:                       "ö",
		`\'{e}`:                       "é",
		`\'e`:                         "é",
		`\v c`:                        "č",
		`{\'\i}`:                      "í",
		`\c{c}a`:                      "ça",
		`\d{\^e}`:                     "ệ",
		`\&\%\$\#\_`:                  "&%$#_",
		`a--b---c`:                    "a–b—c",
		"``quoted''":                  "“quoted”",
		`non~breaking`:                "non breaking",
		`\emph{important} \textbf{x}`: "important x",
		`{\textbackslash}{\textbraceleft}{\textasciitilde}`: `\{~`,
		`-{}-`:                  "--",
		"multi\n   line\tvalue": "multi line value",
		`{\ss}e {\o} {\AE}`:     "ße ø Æ",
	}
	for in, want := range cases {
		if got := decodeLaTeX(in); got != want {
			t.Errorf("decodeLaTeX(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseNameForms(t *testing.T) {
	cases := map[string]string{
		"Donald E. Knuth":                           "Knuth|Donald E.",
		"Knuth, Donald E.":                          "Knuth|Donald E.",
		"von Neumann, John":                         "von Neumann|John",
		"John von Neumann":                          "von Neumann|John",
		"Charles Louis Xavier de la Vallée Poussin": "de la Vallée Poussin|Charles Louis Xavier",
		"Ford, Jr., Henry":                          "Ford, Jr.|Henry",
		"{Barnes and Noble, Inc.}":                  "{Barnes and Noble, Inc.}",
		"Aristotle":                                 "Aristotle|",
		"{\\'E}mile Zola":                           "Zola|Émile",
	}
	for in, want := range cases {
		if got := names(parseNameList(in)); got != want {
			t.Errorf("parseNameList(%q) = %q, want %q", in, got, want)
		}
	}
	if got := names(parseNameList("A, B and {C and D} and others")); got != "A|B; {C and D}" {
		t.Errorf("and-splitting: %q", got)
	}
}

func TestParseBibTeXForgivingSyntax(t *testing.T) {
	in := "@misc{a, title = {One}, note = , year = 2001}\n@misc{title = {No key}}\n@misc{c,title={Three},}"
	recs, errs := ParseBibTeX(strings.NewReader(in))
	if len(errs) != 0 || len(recs) != 3 || recs[0].Year == nil || *recs[0].Year != 2001 || recs[1].Key != "" || recs[2].Line != 3 {
		t.Fatalf("records %+v, errors %v", recs, errs)
	}
}
