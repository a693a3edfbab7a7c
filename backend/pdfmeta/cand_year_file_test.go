package pdfmeta

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

func TestFileYear(t *testing.T) {
	for _, c := range []struct {
		date string
		want int
	}{{"2017-04-26T10:30:00+02:00", 2017}, {"2003", 2003}, {"", 0}, {"20x", 0}, {"2999-01-01", 0}} {
		if got := fileYear(c.date, 2030); got != c.want {
			t.Errorf("fileYear(%q) = %d, want %d", c.date, got, c.want)
		}
	}
}

func TestFileDateFeatures(t *testing.T) {
	for _, c := range []struct {
		y, created int
		want       []string
	}{
		{2017, 2017, []string{"file_near"}},
		{2019, 2018, []string{"file_near"}}, // the year after the article's file
		{2015, 2016, []string{"file_near"}},
		{2012, 2008, []string{"file_after"}}, // an access stamp on a 2008 scan
		{1941, 2008, []string{"file_before"}},
		{2017, 0, nil},
	} {
		f := map[string]float64{}
		fileDateFeatures(f, c.y, c.created)
		if got := slices.Sorted(maps.Keys(f)); !slices.Equal(got, c.want) {
			t.Errorf("year %d, file %d: %v, want %v", c.y, c.created, got, c.want)
		}
	}
}

// yearsOf returns the year candidates of a page of lines whose file was made at created.
func yearsOf(created string, texts ...string) map[int]map[string]float64 {
	var ls []line
	for i, s := range texts {
		y := 300 + 20*float64(i)
		ls = append(ls, line{page: 1, pw: 600, ph: 800, x0: 50, x1: 500, y0: y, y1: y + 10, size: 10, text: s})
	}
	h := &header{doc: &pdf.Doc{Meta: pdf.Metadata{Created: created}}, body: 10, pages: [][]line{ls}, page1: ls}
	out := map[int]map[string]float64{}
	for _, c := range h.yearCandidates(nil, "") {
		out[c.Year] = c.Features
	}
	return out
}

func TestYearCandidatesFileDate(t *testing.T) {
	// A 1941 paper scanned in 2008, read in 2012: the scan's year is a candidate printed
	// nowhere, and the access year comes after the file.
	ys := yearsOf("2008-07-02T08:14:19-05:00", "Source: The Kenyon Review, Vol. 3, No. 4 (Autumn, 1941), pp. 421-438",
		"Accessed: 14/08/2012 10:17")
	if f := ys[2008]; f["file_only"] != 1 || f["latest"] == 1 || f["earliest"] == 1 || f["file_near"] == 1 {
		t.Errorf("2008: %v", f)
	}
	if f := ys[2012]; f["file_after"] != 1 || f["latest"] != 1 {
		t.Errorf("2012: %v", f)
	}
	if f := ys[1941]; f["file_before"] != 1 || f["earliest"] != 1 {
		t.Errorf("1941: %v", f)
	}
	// A page that prints no year: the file's year is the rule's last resort, not the empty value.
	ys = yearsOf("2001-08-15T13:18:55+03:00", "Some Chapter Title", "A. Author")
	if f := ys[2001]; f["file_only"] != 1 || f["rule"] != 1 {
		t.Errorf("2001: %v", f)
	}
	if f := ys[0]; f["null"] != 1 || f["rule"] == 1 {
		t.Errorf("empty: %v", f)
	}
	// A printed year the file agrees with is not offered twice; no file date, no file cue.
	ys = yearsOf("2017-01-06", "BioMedical Engineering OnLine (2017) 16:12")
	if len(ys) != 2 || ys[2017]["file_near"] != 1 || ys[2017]["file_only"] == 1 {
		t.Errorf("printed and made in 2017: %v", ys)
	}
	ys = yearsOf("", "BioMedical Engineering OnLine (2017) 16:12")
	for f := range ys[2017] {
		if f == "file_near" || f == "file_only" || f == "file_before" || f == "file_after" {
			t.Errorf("no file date, yet %s", f)
		}
	}
	// A file date after next year (a clock set wrong) is no candidate.
	if ys = yearsOf("2999-01-01", "No year here"); len(ys) != 1 {
		t.Errorf("a file dated 2999: %v", ys)
	}
}

// TestFileDatesOnRealPapers runs the embedded model on realpdfs train papers whose year needs
// the file's dates: a book chapter that prints no year (made in 2001), and JSTOR's 1941 Kenyon
// Review whose cover prints the 2012 access date of a 2008 scan. Without the dates the first
// has no year.
func TestFileDatesOnRealPapers(t *testing.T) {
	dir := shareddata.Require(t, "testdata/realpdfs")
	for _, c := range []struct {
		file      string
		want      int
		noDateOut int // the year without the file's dates (0: none)
	}{{"047.pdf", 2001, 0}, {"066.pdf", 1941, -1}} {
		doc, poppler := loadDocSource(t, filepath.Join(dir, "pdfs", c.file), 2)
		if poppler {
			shareddata.Missing(t, "real extractor unavailable; the dates come from it")
			continue
		}
		if doc.Meta.Created == "" {
			t.Fatalf("%s: no creation date read", c.file)
		}
		m := ExtractPaper(doc)
		if m.Year == nil || *m.Year != c.want {
			t.Errorf("%s: year %v, want %d", c.file, m.Year, c.want)
		}
		if c.noDateOut == 0 {
			undated := *doc
			undated.Meta.Created, undated.Meta.Modified = "", ""
			if m := ExtractPaper(&undated); m.Year != nil {
				t.Errorf("%s without its dates: year %d, want none", c.file, *m.Year)
			}
		}
	}
}

// TestTypePriorsForTypesTrainLacks: train has no thesis, report or patent, so their cues
// carry the prior weights (train-header's headerPriors); a title page that says so gets the type.
func TestTypePriorsForTypesTrainLacks(t *testing.T) {
	for _, c := range []struct{ page, want string }{
		{"Learning to Read Old Maps\nA thesis submitted in partial fulfilment of the requirements for the degree of Doctor of Philosophy\nJane Roe\nDepartment of Geography, University of Somewhere\n2019", "thesis"},
		{"(12) United States Patent Application Publication (10) Pub. No.: US 2018/0249964 A1\n(54) SYSTEM FOR READING MAPS\n(71) Applicant: Map Corp.\n(21) Appl. No.: 15/123,456", "other"},
		{"Technical Report TR-2019-04\nOn Reading Maps\nJane Roe\nDepartment of Geography", "report"},
	} {
		h := &header{doc: &pdf.Doc{}, texts: []string{c.page}}
		cands := h.typeCandidates("", "")
		i, _ := DefaultHeaderModel().Choose("type", cands)
		if got := cands[i].Text; got != c.want {
			t.Errorf("%q: %s, want %s", c.page[:30], got, c.want)
		}
	}
}

// TestToolStampYear: a typesetter's stamp on a proof gives its date, not its software's build year.
func TestToolStampYear(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"Date: 07/02/2014; 3B2 version: 9.1.406/W Unicode (May 24 2007) (APS_OT)", []string{"2014"}},
		{"Arbortext version 5.3 (Jan 10, 2010) typeset 2019", []string{"2019"}},
		{"Received (May 24 2007) in revised form", []string{"2007"}},
	} {
		stamps := toolStampRe.FindAllStringIndex(c.line, -1)
		var got []string
		for _, m := range anyYearRe.FindAllStringIndex(c.line, -1) {
			if !inSpans(m[0], stamps) {
				got = append(got, c.line[m[0]:m[1]])
			}
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%q: years %v, want %v", c.line, got, c.want)
		}
	}
}

// TestOCRYears: a scan's year with letters for digits is read; words and codes are not.
func TestOCRYears(t *testing.T) {
	for in, want := range map[string]string{
		"J. Physiol. (I955) I28, 54I-546": "J. Physiol. (1955) I28, 54I-546",
		"Received l987, accepted 19O8.":   "Received 1987, accepted 1908.",
		"IIII and lOlO stay":              "IIII and lOlO stay",
		"Model O120 in 2019":              "Model O120 in 2019",
		"ISO 9001 (2015)":                 "ISO 9001 (2015)",
	} {
		if got := ocrYears(in); got != want {
			t.Errorf("ocrYears(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBuildStampYear: a build stamp's date ("LaTeX'ed …", "compiled on …") is dropped from a line's
// years, the date written beside it kept; a year after "compiled" without "on" stays (s15-s13open).
func TestBuildStampYear(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"Spring 2011 (LaTeX’ed June 2, 2020)", []string{"2011"}},
		{"March 2014 (LAT E X’ed 3 May 2021)", []string{"2014"}},
		{"This version was compiled on January 11, 2022", nil},
		{"Typeset on 3 May 2021 from the 2019 draft", []string{"2019"}},
		{"Data compiled from the 2019 survey", []string{"2019"}},
	} {
		got := anyYearRe.FindAllString(unbuilt(c.line), -1)
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%q: years %v, want %v", c.line, got, c.want)
		}
	}
}

// TestDateAlone: a line that is a date and nothing else is a title block's date line; a date
// in a sentence, a citation or a stamp is not (s15-s13open).
func TestDateAlone(t *testing.T) {
	for text, want := range map[string]bool{
		"8 February 2016":                 true,
		"August 2011":                     true,
		"  March 3, 2012 ":                true,
		"Received 8 February 2016":        false,
		"Smith et al. (2017, Section 5)":  false,
		"2016":                            false,
		"We wrote it on 8 February 2016.": false,
	} {
		if got := dateAlone(text); got != want {
			t.Errorf("dateAlone(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestRuleYearDateLine: with nothing else to go by, the rule takes the title block's date line
// over a later year a citation prints; a date line at the page's foot is no title block's
// (s15-s13open).
func TestRuleYearDateLine(t *testing.T) {
	at := func(y float64, text string) line { return line{text: text, ph: 800, y0: y, y1: y + 10} }
	block := []line{at(100, "Solution of a Drift Equation"), at(130, "Anna Smith and Bo Li"), at(160, "8 February 2016"),
		at(200, "as extended by Smith et al. (2017, Section 5), which we follow.")}
	if y := findYear(block, 0, 0, ""); y == nil || *y != 2016 {
		t.Errorf("findYear = %v, want 2016", y)
	}
	foot := []line{at(100, "Solution of a Drift Equation"), at(130, "Anna Smith and Bo Li"),
		at(200, "as extended by Smith et al. (2017, Section 5), which we follow."), at(760, "8 February 2016")}
	if y := findYear(foot, 0, 0, ""); y != nil {
		t.Errorf("findYear with the date at the foot = %d, want none", *y)
	}
}
