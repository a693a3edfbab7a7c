package pdfmeta

import (
	"slices"
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
