package bibio

import (
	"bytes"
	"strings"
	"testing"

	"carrel/backend/domain"
)

func sp(s string) *string { return &s }

// exportPapers is a list that exercises every escaping and mapping rule of the exports.
func exportPapers() []domain.Paper {
	y := func(i int) *int { return &i }
	t, f := true, false
	return []domain.Paper{
		{ID: "pap_1", Title: "Braces {x}, 100% & $5 #1 under_score ^hat ~tilde back\\slash",
			Authors: []domain.Author{{Given: "Jörg", Family: "Müller"}, {Given: "Ludwig", Family: "van Beethoven"}},
			Year:    y(2020), Venue: sp("Journal of A & B"), DOI: sp("10.1002/(SICI)1097-4636(199706)35:4<431::AID-JBM5>3.0.CO;2-A"),
			Abstract: sp("Line one.\nLine two -- with ``quotes'' and – dashes — here."), PublicationType: sp("journal_article"),
			OpenAccess: &t, URL: sp("https://example.org/a_b~c%20d?x=1&y=2#frag")},
		{ID: "pap_2", Title: "Über Ærøskøbing: ệ, ñ, ç, ő, ł, ß — 深度学习 and Ελληνικά",
			Authors: []domain.Author{{Literal: "World Health Organization"}, {Given: "Henry", Family: "Ford, Jr."},
				{Given: "Bob", Family: "Barnes and Noble"}, {Family: "García Márquez"}},
			Year: y(2020), Venue: sp("Proc. ACL"), PublicationType: sp("conference_paper"), OpenAccess: &f},
		{ID: "pap_3", Title: "Über something else", Authors: []domain.Author{{Given: "Anna", Family: "Müller"}},
			Year: y(2020), PublicationType: sp("preprint"), Venue: sp("arXiv"), URL: sp("https://arxiv.org/abs/2101.00001")},
		{ID: "pap_4", Title: "The Same Key", Authors: []domain.Author{{Given: "A", Family: "Smith"}}, Year: y(2019),
			PublicationType: sp("book"), Venue: sp("Springer")},
		{ID: "pap_5", Title: "Same key again", Authors: []domain.Author{{Given: "B", Family: "Smith"}}, Year: y(2019),
			PublicationType: sp("book_chapter"), Venue: sp("Handbook")},
		{ID: "pap_6", Title: "Same keys forever", Authors: []domain.Author{{Given: "C", Family: "Smith"}}, Year: y(2019),
			PublicationType: sp("thesis"), Venue: sp("MIT")},
		{ID: "pap_7", Title: "A report", Authors: []domain.Author{{Given: "D", Family: "de la Cruz"}},
			PublicationType: sp("report"), Venue: sp("NIST")},
		{ID: "pap_8", Title: "A review", PublicationType: sp("review"), Venue: sp("Annual Reviews"), Year: y(2001)},
		{ID: "pap_9", Title: "Data", PublicationType: sp("dataset"), Year: y(2022)},
		{ID: "pap_10", Title: "Untyped thing"},
	}
}

// comparable is what a format can carry: whitespace collapses and, per format, some fields drop.
func comparable(p domain.Paper, oa bool) string {
	r := Record{Paper: p}
	if r.Abstract != nil {
		r.Abstract = sp(collapseSpace(*r.Abstract))
	}
	if r.PublicationType == nil {
		r.PublicationType = sp("other")
	}
	if !oa {
		r.OpenAccess = nil
	}
	return recordSummary(r)
}

func TestBibTeXRoundTrip(t *testing.T) {
	papers := exportPapers()
	var buf bytes.Buffer
	if err := WriteBibTeX(&buf, papers); err != nil {
		t.Fatal(err)
	}
	recs, errs := ParseBibTeX(&buf)
	if len(errs) > 0 || len(recs) != len(papers) {
		t.Fatalf("reparse: %d records, errors %v\n%s", len(recs), errs, buf.String())
	}
	keys := CitationKeys(papers)
	for i, p := range papers {
		// a family name of several words with no given name is braced, so it reads back
		// as a literal name
		for j, a := range p.Authors {
			if a.Given == "" && strings.Contains(a.Family, " ") {
				p.Authors = append([]domain.Author(nil), p.Authors...)
				p.Authors[j] = domain.Author{Literal: a.Family}
			}
		}
		want := comparable(p, true)
		if got := recordSummary(recs[i]); got != want {
			t.Errorf("paper %d:\n got  %s\n want %s", i, got, want)
		}
		if recs[i].Key != keys[i] {
			t.Errorf("key %q, want %q", recs[i].Key, keys[i])
		}
	}
}

func TestRISRoundTrip(t *testing.T) {
	papers := exportPapers()
	var buf bytes.Buffer
	if err := WriteRIS(&buf, papers); err != nil {
		t.Fatal(err)
	}
	recs, errs := ParseRIS(&buf)
	if len(errs) > 0 || len(recs) != len(papers) {
		t.Fatalf("reparse: %d records, errors %v", len(recs), errs)
	}
	for i, p := range papers {
		// RIS has no open-access tag and no institution-name form: an institution reads
		// back as a family name.
		for j, a := range p.Authors {
			if a.Literal != "" {
				p.Authors = append([]domain.Author(nil), p.Authors...)
				p.Authors[j] = domain.Author{Family: a.Literal}
			}
		}
		if got, want := recordSummary(recs[i]), comparable(p, false); got != want {
			t.Errorf("paper %d:\n got  %s\n want %s", i, got, want)
		}
	}
}

func TestCitationKeys(t *testing.T) {
	keys := CitationKeys(exportPapers())
	want := []string{"muller2020braces", "worldhealthorganization2020uber", "muller2020uber", "smith2019same",
		"smith2019samea", "smith2019sameb", "cruzreport", "anon2001review", "anon2022data", "anonuntyped"}
	if strings.Join(keys, " ") != strings.Join(want, " ") {
		t.Errorf("keys\n got  %v\n want %v", keys, want)
	}
	again := CitationKeys(exportPapers())
	if strings.Join(again, " ") != strings.Join(keys, " ") {
		t.Error("keys are not stable")
	}
	if got := alphaSuffix(26); got != "aa" {
		t.Errorf("alphaSuffix(26) = %q", got)
	}
}
