package pdfmeta

import (
	"testing"

	"carrel/backend/domain"
)

// TestLabelPrefix checks which leading labels the stripped title candidate removes.
func TestLabelPrefix(t *testing.T) {
	for text, want := range map[string]bool{
		"Data Descriptor: A global dataset of crowdsourced land cover": true,
		"Research Paper | Deep nets for tables":                        true,
		"Qian et al. | Title of the paper here":                        true,
		"Original Article":                                             true,
		"Article in IET Control Theory & Applications":                 false,
		"Review of deep learning methods":                              false,
		"Letters from the front":                                       false,
	} {
		if got := labelPrefixRe.MatchString(text); got != want {
			t.Errorf("%q: label %v, want %v", text, got, want)
		}
	}
}

// TestCutAuthorsHead checks the venue left when a running head starts with the authors.
func TestCutAuthorsHead(t *testing.T) {
	as := []domain.Author{{Family: "Campbell"}, {Family: "Olteanu"}, {Family: "Kull"}}
	if got := cutAuthorsHead("352 Cary Campbell, Alin Olteanu, Kalevi KullSign Systems Studies 47(3/4), 2019, 352–381", as); got != "Sign Systems Studies 47(3/4), 2019, 352–381" {
		t.Errorf("got %q", got)
	}
	if got := cutAuthorsHead("Journal of Things 12 (2019) Campbell", as); got != "" {
		t.Errorf("a banner not led by the authors: got %q", got)
	}
	if got := cutAuthorsHead("Campbell et al. Sign Systems Studies (2019) 47:3", as[:1]); got != "Sign Systems Studies (2019) 47:3" {
		t.Errorf("et al.: got %q", got)
	}
}
