package pdfmeta

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

func TestConfYearsIn(t *testing.T) {
	for _, c := range []struct {
		s     string
		short bool
		want  []int
	}{
		{"SIGMOD '04, June 13-18, 2004, Paris", false, []int{2004}},
		{"SPAA’04, June 27–30, 2004, Barcelona, Spain.", false, []int{2004}},
		{"PLDI’09, June 15–20, 2009, Dublin, Ireland.", false, []int{2009}},
		{"Proceedings of ACL 2007, Prague", false, []int{2007}},
		{"Microsoft Word - Paraphrase EMNLP2004 camera ready.doc", true, []int{2004}},
		{"DiGRA 2019, Kyoto", false, []int{2019}},
		{"IJCAI-07", true, []int{2007}},
		{"as in IJCAI-07 and CIFAR-10", false, nil}, // the hyphen form only on a line of its own
		{"CEBAF-TH-94-08", true, nil},               // a report number
		{"FS-03", true, nil},                        // a session code
		{"McDonald 2004 showed", false, nil},        // a name, not an acronym
		{"VOL. 7, NO. 3, JUNE 2019", false, nil},    // an issue's month
		{"©2019 IEEE 2019", false, nil},
		{"COVID-19", true, nil},
		{"ACL 1950", false, nil}, // before from
	} {
		got := confYearsIn(c.s, c.short, 1960, 2030)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: %v, want %v", c.s, got, c.want)
		}
	}
	if got := confYearsIn("ACL 2007", false, 2015, 2019); got != nil {
		t.Errorf("a conference years before the file: %v", got)
	}
}

func TestFindArXivOldStamp(t *testing.T) {
	for _, c := range []struct{ page, want string }{
		{"CEBAF-TH-94-08\nhep-ph/9412269 09 Dec 94\nHeavy Mesons", "hep-ph/9412269"},
		{"Heavy Mesons\nhep-ph/9412269\n09 Dec 94", "hep-ph/9412269"}, // the vertical stamp, its date apart
		{"as shown in hep-ph/9412269 and later work", ""},             // a reference
	} {
		if got := findArXiv([]string{c.page}); got != c.want {
			t.Errorf("%q: %q, want %q", c.page, got, c.want)
		}
	}
	if y := arxivYear("hep-ph/9412269"); y != 1994 {
		t.Errorf("year of hep-ph/9412269: %d", y)
	}
}

// TestConfYearTypeAndYear: a bare camera-ready file (no banner, no DOI, no volume) whose file
// title names its conference and year is a conference paper of that year.
func TestConfYearTypeAndYear(t *testing.T) {
	doc := &pdf.Doc{Meta: pdf.Metadata{Title: "Microsoft Word - Paraphrase_EMNLP2004_camera_ready.doc", Created: "2004-06-11"}}
	h := &header{doc: doc, texts: []string{"Monolingual Machine Translation for Paraphrase Generation\nChris Quirk\nAbstract\nWe apply ..."}}
	if ys := h.confYears(); !slices.Equal(ys, []int{2004}) {
		t.Fatalf("conference years %v", ys)
	}
	cands := h.typeCandidates("", "")
	i, _ := DefaultHeaderModel().Choose("type", cands)
	if got := cands[i].Text; got != "conference_paper" {
		t.Errorf("type %s, want conference_paper", got)
	}
	for _, c := range cands {
		if c.Features["rule"] == 1 && c.Text != "conference_paper" {
			t.Errorf("the rule says %q", c.Text)
		}
	}
	years := h.yearCandidates(nil, "")
	i, _ = DefaultHeaderModel().Choose("year", years)
	if years[i].Year != 2004 || years[i].Features["conf_year"] != 1 {
		t.Errorf("year %d %v, want 2004 with conf_year", years[i].Year, years[i].Features)
	}
}

// TestSharedLayouts runs the embedded model on papers of ../shared/testdata/pdfs whose layouts
// realpdfs train does not show (labels in backend/eval/testdata/shared_truth.jsonl).
func TestSharedLayouts(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	for _, c := range []struct {
		file, title, typ string
		year             int
	}{
		// "IJCAI-07" alone at the foot, and the Subject "IJCAI-07: Proceedings of …"
		{"pf2_498bb0efad6ec15dd09d941fb309aa18d6df9f5f.pdf", "Open Information Extraction from the Web", "conference_paper", 2007},
		// a Word file "Paraphrase_EMNLP2004_camera_ready.doc", no banner at all
		{"sp_mono04.pdf", "Monolingual Machine Translation for Paraphrase Generation", "conference_paper", 2004},
		// ACM's "SPAA’04" and "Copyright 2004 ACM 1-58113-840-7/04/0006 ...$5.00"
		{"grobid_sample.pdf", "", "conference_paper", 2004},
		// PVLDB: "Proceedings of the VLDB Endowment, Vol. 3, No. 1", a journal
		{"sp_senellart10.pdf", "", "journal_article", 2010},
		// a CEBAF report cover: the lab's name over the title, the old arXiv stamp's year
		{"cermine_complex.pdf", "Heavy Mesons In A Relativistic Model", "preprint", 1994},
		// the author line set at the title's size, under it; "(1999)" over "received … 1998"
		{"grobid_ZFN-A-054-0304-0272.pdf", "Exact Solitary-wave Solutions for the General Fifth-order Shallow Water-wave Models", "journal_article", 1999},
	} {
		doc, poppler := loadDocSource(t, filepath.Join(dir, c.file), 2)
		if poppler {
			shareddata.Missing(t, "real extractor unavailable; the file's dates come from it")
			continue
		}
		m := ExtractPaper(doc)
		if c.title != "" && !strings.EqualFold(m.Title, c.title) {
			t.Errorf("%s: title %q, want %q", c.file, m.Title, c.title)
		}
		if m.Type != c.typ {
			t.Errorf("%s: type %s (%.2f), want %s", c.file, m.Type, m.Confidence["type"], c.typ)
		}
		if got := 0; m.Year == nil || *m.Year != c.year {
			if m.Year != nil {
				got = *m.Year
			}
			t.Errorf("%s: year %d, want %d", c.file, got, c.year)
		}
	}
}

// TestYearBeforeArXiv: a year more than a year before the arXiv id's is another paper's ("late
// 2012" in a paper first posted in 2022); the ICLR 2015 paper posted in December 2014 keeps 2015.
func TestYearBeforeArXiv(t *testing.T) {
	if !beforeArXiv(2012, arxivYear("2201.03545")) || beforeArXiv(2015, arxivYear("1412.6980")) || beforeArXiv(2012, 0) {
		t.Error("beforeArXiv")
	}
	doc := &pdf.Doc{Meta: pdf.Metadata{Created: "2022-03-03"}}
	h := &header{doc: doc, texts: []string{"x"}, page1: []line{
		{text: "Journal of Vision, 2012", y0: 10, y1: 20, ph: 800, size: 9},
		{text: "arXiv:2201.03545v2 [cs.CV] 2 Mar 2022", y0: 300, y1: 310, ph: 800, size: 9},
	}}
	h.pages = [][]line{h.page1}
	for _, c := range h.yearCandidates(nil, "2201.03545") {
		if c.Features["rule"] == 1 && c.Year != 2022 {
			t.Errorf("the rule says %d", c.Year)
		}
		if c.Year == 2012 && c.Features["before_arxiv"] != 1 {
			t.Errorf("2012: %v", c.Features)
		}
	}
}
