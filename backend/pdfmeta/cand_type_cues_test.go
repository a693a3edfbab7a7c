package pdfmeta

import (
	"slices"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

func TestIssnLine(t *testing.T) {
	for text, want := range map[string]bool{
		"0021-9991/© 2019 Elsevier Inc. All rights reserved.": true,
		"0018-9286/$26.00 © 2011 IEEE":                        true,
		"1558-0016 © 2019 IEEE. Personal use is permitted":    true,
		"0021-9992/© 2019 Elsevier":                           false, // check digit wrong
		"978-1-5386-3646-6/18/$31.00 ©2018 IEEE":              false, // a proceedings ISBN
		"pages 1234-5678 of the book":                         false,
	} {
		if got := issnLine(text); got != want {
			t.Errorf("issnLine(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestTypeCuesReportsAndConferences(t *testing.T) {
	for text, cue := range map[string]string{
		"Tech. Rep. No. 2019-04, Department of Computing":                               "p_report",
		"Research Report RR-1234":                                                       "p_report",
		"Published in: 2019 International Conference on Robotics and Automation (ICRA)": "p_confname",
		"Journal of Computational Physics 0021-9991/© 2019 Elsevier":                    "p_issnline",
	} {
		h := &header{doc: &pdf.Doc{}, texts: []string{text}}
		cands := h.typeCandidates("", "")
		if !slices.ContainsFunc(cands, func(c Candidate) bool { return c.Features[cue+"|journal_article"] == 1 }) {
			t.Errorf("%q: no %s cue", text, cue)
		}
	}
}

func TestConfNamed(t *testing.T) {
	for s, want := range map[string]bool{
		"Published in: 2019 IEEE ICRA, Montreal":               true,
		"SIGMOD'12, May 20–24, 2012":                           true,
		"Advances in Neural Information Processing Systems 24": true,
		"ICASSP-2019":                  true,
		"a picture of an icra robot":   false,
		"The ISBI 2012 challenge data": false,
		"ACLU":                         false,
		"Proc. Acoustics, Speech, and Signal Processing, 2019": true,
	} {
		if got := confNamed(s); got != want {
			t.Errorf("confNamed(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestTemplatePlaceholder(t *testing.T) {
	page := "JOURNAL OF LATEX CLASS FILES, VOL. 14, NO. 8, AUGUST 2015 1 Deep Things arXiv:2001.00001v1 [cs.LG] 1 Jan 2020"
	h := &header{doc: &pdf.Doc{}, texts: []string{page}}
	cands := h.typeCandidates("Journal of LaTeX Class Files", "2001.00001")
	for _, c := range cands {
		if c.Features["v_journal|"+c.Text] == 1 || c.Features["p_journal|"+c.Text] == 1 {
			t.Fatalf("the template's placeholder read as a journal: %v", c.Features)
		}
		if c.Text == "preprint" && (c.Features["template|preprint"] != 1 || c.Features["rule"] != 1) {
			t.Errorf("preprint candidate: %v", c.Features)
		}
	}
	if _, v, ok := untemplated("Proceedings of the 2018 Conference on X", "Proceedings of the 2018 Conference on X"); ok || v == "" {
		t.Error("a real venue read as a placeholder")
	}
}

// A chapter's own words, an edited volume's editors and a journal's editorial lines are three
// cues: "Academic Editor" on an MDPI article is no sign of a book.
func TestTypeCuesChapterEditors(t *testing.T) {
	for text, want := range map[string][]string{
		"Academic Editor: Jane Doe Received: 3 May 2021":                      {"p_jeditor"},
		"Recommended for publication by Associate Editor B. Smith":            {"p_jeditor"},
		"Letter to the Editor":                                                {"p_jeditor"},
		"This chapter reviews research on the body-specificity hypothesis":    {"p_chapter"},
		"In: A. Editor (eds.) Handbook of Embodied Cognition, pp. 1-10":       {"p_chapter", "p_eds"},
		"Proceedings of the Workshop, edited by J. Smith and K. Jones, 2003":  {"p_eds"},
		"International authors and editors, open access books available":      {},
		"in the twentieth century the study of gesture in Kendon's own words": {},
	} {
		h := &header{doc: &pdf.Doc{}, texts: []string{text}}
		got := map[string]bool{}
		for f := range h.typeCandidates("", "")[1].Features {
			if cue, _, ok := strings.Cut(f, "|"); ok && (cue == "p_chapter" || cue == "p_eds" || cue == "p_jeditor") {
				got[cue] = true
			}
		}
		if len(got) != len(want) {
			t.Errorf("%q: cues %v, want %v", text, got, want)
		}
		for _, c := range want {
			if !got[c] {
				t.Errorf("%q: no %s cue (%v)", text, c, got)
			}
		}
	}
}

// "Chapter" or "Chapter 2" on a line of its own, on page 1 or after a publisher's cover on
// page 2, is the chapterhead cue; the word in a sentence or a longer line is not.
func TestChapterHead(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  bool
	}{
		{[]string{"Chapter 2", "LEARNING RATE ADAPTATION"}, true},
		{[]string{"CHAPTER IV", "Results"}, true},
		{[]string{"Chapter", "Shape Memory Alloy Exoskeletons"}, true},
		{[]string{"Chapter 3. Espen Aarseth, Solveig Smedstad"}, false},
		{[]string{"In this chapter we review"}, false},
	} {
		var ls []line
		for _, s := range c.lines {
			ls = append(ls, line{text: s})
		}
		h := &header{pages: [][]line{nil, ls}}
		if got := h.chapterHead(); got != c.want {
			t.Errorf("%q: chapterHead %v, want %v", c.lines, got, c.want)
		}
	}
}
