package bibio

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func readFixture(t *testing.T, name string) string {
	t.Helper()
	raw, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// recordSummary flattens the fields a test compares into one line per record.
func recordSummary(r Record) string {
	year := "<nil>"
	if r.Year != nil {
		year = strconv.Itoa(*r.Year)
	}
	oa := "<nil>"
	if r.OpenAccess != nil {
		oa = map[bool]string{true: "oa", false: "closed"}[*r.OpenAccess]
	}
	return strings.Join([]string{r.Title, names(r.Authors), year, str(r.Venue), str(r.DOI),
		str(r.Abstract), str(r.URL), str(r.PublicationType), oa, str(r.ExternalID)}, " ^ ")
}

func checkImport(t *testing.T, text string, recs []Record, errs []RecordError, want []string, wantErrs map[string]string) {
	t.Helper()
	if len(recs) != len(want) {
		t.Errorf("got %d records, want %d", len(recs), len(want))
	}
	for i := 0; i < min(len(recs), len(want)); i++ {
		if got := recordSummary(recs[i]); got != want[i] {
			t.Errorf("record %d:\n got  %s\n want %s", i, got, want[i])
		}
	}
	if len(errs) != len(wantErrs) {
		t.Errorf("errors: %v, want %d", errs, len(wantErrs))
	}
	for needle, frag := range wantErrs {
		line := lineOf(t, text, needle)
		found := false
		for _, e := range errs {
			found = found || (e.Line == line && strings.Contains(e.Message, frag))
		}
		if !found {
			t.Errorf("no error at line %d (%q) containing %q; errors: %v", line, needle, frag, errs)
		}
	}
}

func TestParseRISFixture(t *testing.T) {
	text := readFixture(t, "sample.ris")
	recs, errs := ParseRIS(strings.NewReader(text))
	checkImport(t, text, recs, errs, []string{
		"A long title that continues on the next line ^ Doe|Jane; van Dyke, Jr.|Dick; Consortium of Things| ^ 2019 ^ Journal of Full Names ^ 10.1234/ABC.5 ^ First part of abstract. second part. ^ https://example.org/x ^ journal_article ^ <nil> ^ <nil>",
		"A Book ^ Roe|Richard ^ 2001 ^ Springer ^ <nil> ^ <nil> ^ <nil> ^ book ^ <nil> ^ <nil>",
		"Ünïcödé thesis ^ Øster|Søren ^ 2015 ^ Aarhus University ^ <nil> ^ <nil> ^ <nil> ^ thesis ^ <nil> ^ <nil>",
		"On preprints ^  ^ 2022 ^ arXiv ^ <nil> ^ <nil> ^ <nil> ^ preprint ^ <nil> ^ <nil>",
		"Missing its end ^ Last|First ^ 2008 ^ Proc. of Things ^ <nil> ^ <nil> ^ <nil> ^ conference_paper ^ <nil> ^ <nil>",
	}, map[string]string{"TY  - CHAP": "no title"})
}

func TestParseCSLJSONFixture(t *testing.T) {
	text := readFixture(t, "sample.csl.json")
	recs, errs := ParseCSLJSON(strings.NewReader(text))
	checkImport(t, text, recs, errs, []string{
		"Einstein's paper ^ Einstein|Albert; van Beethoven|Ludwig; {CERN Collaboration} ^ 1905 ^ Annalen der Physik ^ 10.1002/andp.19053220607 ^ <nil> ^ https://example.org/e ^ journal_article ^ <nil> ^ <nil>",
		"A preprint ^  ^ 2021 ^ arXiv ^ <nil> ^ <nil> ^ <nil> ^ preprint ^ <nil> ^ <nil>",
		"Thesis ^  ^ 1999 ^ MIT ^ <nil> ^ <nil> ^ <nil> ^ thesis ^ <nil> ^ <nil>",
	}, map[string]string{`{"id": "nt"`: "no title", `"not an object"`: "object", `{"id": "bad-authors"`: "author must be an array"})
	if recs[0].Key != "item1" || recs[1].Key != "2" || recs[0].Type != "article-journal" {
		t.Errorf("keys/types: %q %q %q", recs[0].Key, recs[1].Key, recs[0].Type)
	}
}

func TestParseCSLJSONSingleObjectAndBrokenSyntax(t *testing.T) {
	recs, errs := ParseCSLJSON(strings.NewReader("\n\n  {\"type\": \"book\", \"title\": \"Solo\", \"publisher\": \"P\"}\n"))
	if len(recs) != 1 || len(errs) != 0 || recs[0].Title != "Solo" || recs[0].Line != 3 {
		t.Fatalf("single object: %+v %v", recs, errs)
	}
	text := "[\n {\"title\": \"ok\"},\n {\"title\": \"cut\" \"x\"},\n {\"title\": \"never\"}\n]"
	recs, errs = ParseCSLJSON(strings.NewReader(text))
	if len(recs) != 1 || len(errs) != 1 || errs[0].Line != 3 {
		t.Fatalf("broken syntax: %+v %v", recs, errs)
	}
}

func TestParseJSONLFixture(t *testing.T) {
	text := readFixture(t, "sample.jsonl")
	recs, errs := ParseJSONL(strings.NewReader(text))
	checkImport(t, text, recs, errs, []string{
		"First ^ Doe|Jane; van Beethoven|ludwig; kim|jae-joon; Smith|A.; {WHO} ^ 2020 ^ Nature ^ 10.1/abc ^ Abs ^ https://x.org ^ journal_article ^ oa ^ W123",
		"Second ^  ^ 2019 ^ <nil> ^ <nil> ^ <nil> ^ <nil> ^ conference_paper ^ <nil> ^ <nil>",
		"Last one ^  ^ <nil> ^ <nil> ^ <nil> ^ <nil> ^ <nil> ^ <nil> ^ closed ^ 42",
	}, map[string]string{
		`{"authors": ["No Title"]}`: "title is required",
		`"Bad year"`:                "year must be an integer",
		"not json at all":           "invalid JSON",
		`"poem"`:                    "publication_type",
		`["an", "array"]`:           "expected a JSON object",
	})
}

func TestDetect(t *testing.T) {
	cases := []struct{ name, head, want string }{
		{"refs.txt", "% comment\n@article{x, title={t}}", FormatBibTeX},
		{"x.bin", "\ufeffTY  - JOUR\r\nTI  - t\r\n", FormatRIS},
		{"x", "[{\"type\":\"book\"}]", FormatCSLJSON},
		{"x", "{\"title\":\"a\"}\n{\"title\":\"b\"}\n", FormatJSONL},
		{"x", "{\"title\":\"a\",\"year\":2020}", FormatJSONL},
		{"x", "{\"title\":\"a\",\"issued\":{}}", FormatCSLJSON},
		{"x", "{\n  \"title\": \"a\"\n}", FormatCSLJSON},
		{"refs.bib", "", FormatBibTeX},
		{"refs.ris", "garbage", FormatRIS},
		{"items.ndjson", "", FormatJSONL},
		{"notes.txt", "hello", ""},
	}
	for _, c := range cases {
		if got := Detect(c.name, []byte(c.head)); got != c.want {
			t.Errorf("Detect(%q, %q) = %q, want %q", c.name, c.head, got, c.want)
		}
	}
}

func TestParseRISLooseTags(t *testing.T) {
	in := "TY - JOUR\nTI - One space\nER -\nTY  - BOOK\nTI  - Two\nER  -"
	recs, errs := ParseRIS(strings.NewReader(in))
	if len(errs) != 0 || len(recs) != 2 || recs[0].Title != "One space" || recs[1].Line != 4 {
		t.Fatalf("records %+v, errors %v", recs, errs)
	}
}

func TestParseJSONLSpellingsAndWarnings(t *testing.T) {
	text := `{"_id": "4983", "title": "BEIR", "text": "An abstract.", "metadata": {}}
{"id": 7, "title": "Common", "summary": "Sum.", "authors": [{"name": "Ada Lovelace"}, "Turing, Alan"], "year": "2001", "venue": "x", "venue_name": "Full X", "tags": ["a"]}
{"title": "Both", "abstract": "Kept.", "text": "Ignored.", "external_id": "E", "_id": "I", "metadata": null}
`
	recs, errs, warns := ParseJSONLWarn(strings.NewReader(text))
	checkImport(t, text, recs, errs, []string{
		"BEIR ^  ^ <nil> ^ <nil> ^ <nil> ^ An abstract. ^ <nil> ^ <nil> ^ <nil> ^ 4983",
		"Common ^ Lovelace|Ada; Turing|Alan ^ 2001 ^ Full X ^ <nil> ^ Sum. ^ <nil> ^ <nil> ^ <nil> ^ 7",
		"Both ^  ^ <nil> ^ <nil> ^ <nil> ^ Kept. ^ <nil> ^ <nil> ^ <nil> ^ E",
	}, nil)
	want := []FieldWarning{{"metadata", 2}, {"tags", 1}}
	if !slices.Equal(warns, want) {
		t.Errorf("warnings %v, want %v", warns, want)
	}
	if _, _, w := ParseJSONLWarn(strings.NewReader(readFixture(t, "sample.jsonl"))); len(w) != 0 {
		t.Errorf("the fixture uses only known fields, got warnings %v", w)
	}
}
