package csl

import "testing"

// citeInline renders one citation of item with a citation layout and macros, using the
// built-in locale, so each test states a CSL 1.0.2 rule on the smallest style that shows it.
func citeInline(t *testing.T, macros, layout, item string) string {
	t.Helper()
	style, err := ParseStyle([]byte(`<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
<info><title>t</title><id>t</id><updated>2024-01-01T00:00:00+00:00</updated></info>` + macros +
		`<citation><layout>` + layout + `</layout></citation></style>`))
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewProcessor(style, nil, "en-US")
	if err != nil {
		t.Fatal(err)
	}
	items, err := ParseItems([]byte(item))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Register(items); err != nil {
		t.Fatal(err)
	}
	text, _, err := p.Cite(CiteRef{ID: items[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	return text
}

const semChapter = `{"id": "c", "type": "chapter", "title": "The forms of capital", "publisher": "Greenwood",
  "page": "241-258", "number": "1999-66", "author": [{"family": "Bourdieu", "given": "Pierre"}],
  "issued": {"date-parts": [[1986]]}}`

// "Delimiter: the delimiter attribute of cs:group delimits the output of its child elements";
// cs:choose is no rendering element of its own, so the children of its matching branch are
// among them (Science: "(Greenwood, 1986), pp. 241–258", not "(Greenwood, 1986)pp. 241–258").
func TestGroupDelimiterReachesChooseBranchChildren(t *testing.T) {
	got := citeInline(t, "", `<group delimiter=", ">
  <text variable="title"/>
  <choose><if type="chapter">
    <group prefix="(" suffix=")" delimiter=", "><text variable="publisher"/><date variable="issued"><date-part name="year"/></date></group>
    <text variable="URL"/>
    <text variable="page" prefix="pp. "/>
  </if></choose>
</group>`, semChapter)
	if want := "The forms of capital, (Greenwood, 1986), pp. 241–258"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// "cs:group implicitly acts as a conditional: cs:group and its child elements are suppressed if
// a) at least one rendering element in cs:group calls a variable (either directly or via a
// macro), and b) all variables that are called are empty." A nested group that does render
// (here only a term, as IEEE's "[Online]") is output of the parent, which therefore is kept
// even though its other child, a group calling only an empty variable, is suppressed.
func TestNestedTermGroupKeepsParent(t *testing.T) {
	got := citeInline(t, "", `<group delimiter=". ">
  <group delimiter=": "><text term="accessed"/><date variable="accessed" form="text"/></group>
  <group prefix="[" suffix="]"><text term="in" text-case="capitalize-first"/></group>
</group>`, semChapter)
	if want := "[In]"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A term beside an empty variable, with no rendered group, is still suppressed.
	got = citeInline(t, "", `<text value="x"/><group delimiter=" "><text term="in"/><group><text variable="URL"/></group></group>`, semChapter)
	if want := "x"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// "type: Tests whether the item matches the given types" — an item has one type, so a type
// test with several values holds when the item is any of them, whatever match says about
// combining it with other tests (ASA's <if type="thesis manuscript"> puts a thesis's publisher
// before its place).
func TestTypeConditionMatchesAnyOfItsTypes(t *testing.T) {
	layout := `<choose><if type="thesis manuscript"><text value="thesis branch"/></if><else><text value="else"/></else></choose>`
	thesis := `{"id": "t", "type": "thesis", "title": "Non-cooperative games"}`
	if got := citeInline(t, "", layout, thesis); got != "thesis branch" {
		t.Errorf("thesis: got %q", got)
	}
	if got := citeInline(t, "", layout, semChapter); got != "else" {
		t.Errorf("chapter: got %q", got)
	}
	both := `<choose><if type="thesis book" variable="title"><text value="yes"/></if><else><text value="no"/></else></choose>`
	if got := citeInline(t, "", both, thesis); got != "yes" {
		t.Errorf("type any-of combined with variable under match=all: got %q", got)
	}
	none := `<choose><if type="thesis book" match="none"><text value="yes"/></if><else><text value="no"/></else></choose>`
	if got := citeInline(t, "", none, thesis); got != "no" {
		t.Errorf("match=none on a listed type: got %q", got)
	}
}

// "text-case ... may be set on cs:date, cs:date-part, cs:label, cs:name-part, cs:number and
// cs:text": the case of a name is a cs:name-part matter, so a text-case on a macro call that
// renders names leaves the names' case alone (the BibTeX style's lower-cased citeKey macro
// gives "Watson_Crick_1953"), while text in the same macro still follows it.
func TestTextCaseOnMacroLeavesNamesCase(t *testing.T) {
	macros := `<macro name="key"><group delimiter="_"><names variable="author"><name form="short" delimiter="_"/></names><text value="KEY"/></group></macro>`
	item := `{"id": "w", "type": "article-journal", "title": "Molecular structure", "author": [{"family": "Watson", "given": "J. D."}, {"family": "Crick", "given": "F. H. C."}]}`
	if got, want := citeInline(t, macros, `<text macro="key" text-case="lowercase"/>`, item), "Watson_Crick_key"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A name-part's own text-case still applies.
	namePart := `<names variable="author"><name form="short" delimiter="_"><name-part name="family" text-case="uppercase"/></name></names>`
	if got, want := citeInline(t, "", namePart, item), "WATSON_CRICK"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Numeric ranges in number variables are ranges: "1999-66" renders "1999–66" through cs:text
// as through cs:number; non-numeric values keep their hyphen.
func TestNumberVariableRangesGetEnDash(t *testing.T) {
	if got, want := citeInline(t, "", `<text variable="number"/>`, semChapter), "1999–66"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	for in, want := range map[string]string{"Tech-Report": "Tech-Report", "A1-3": "A1-3", "12 - 14": "12–14", "2a-2c": "2a–2c"} {
		item := `{"id": "r", "type": "report", "title": "T", "number": "` + in + `"}`
		if got := citeInline(t, "", `<text variable="number"/>`, item); got != want {
			t.Errorf("number %q: got %q, want %q", in, got, want)
		}
	}
}
