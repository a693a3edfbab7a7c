package service

import (
	"testing"

	"carrel/backend/pdfmeta"
)

func TestInferPublicationType(t *testing.T) {
	for _, tc := range []struct {
		venue, page, arxiv, want string
	}{
		{"Proceedings of the 45th Annual Meeting of the ACL", "", "", "conference_paper"},
		{"International Psychogeriatrics", "International Psychogeriatrics (2014), 26:5, 853–859 Journal compilation", "", "journal_article"},
		{"", "Illustrative Journal of Urban Climate, 2022. doi:10.5555/x", "", "journal_article"},
		{"", "Proceedings of the Illustrative Workshop on Research Software, 2023", "", "conference_paper"},
		{"", "A thesis submitted ... Doctoral Dissertation in Physics", "", "thesis"},
		{"", "Some text with no cue at all", "2101.00001", "preprint"},
		{"", "arXiv:0807.3577v2 [astro-ph] 21 Oct 2008", "", "preprint"},
		{"", "Plain first page", "", ""},
	} {
		if got := inferPublicationType(pdfmeta.PaperMeta{Venue: tc.venue, ArXivID: tc.arxiv}, tc.page); got != tc.want {
			t.Errorf("venue %q page %q: %q, want %q", tc.venue, tc.page, got, tc.want)
		}
	}
}

func TestTitleKeyAndSameWork(t *testing.T) {
	a := titleKey("Stressful Life Events Are {Not} Associated with the Development of Dementia")
	b := titleKey("Stressful life events are not associated with the development of dementia.")
	if a == "" || a != b {
		t.Fatalf("keys differ: %q vs %q", a, b)
	}
	if titleKey("Crème Brûlée: a Study") != titleKey("creme brulee - A STUDY") {
		t.Fatal("diacritics not folded")
	}
	if titleKey("Preface") != "" {
		t.Fatal("a short title must not be matched")
	}
}
