package answer

import (
	"strconv"
	"strings"
	"testing"

	"carrel/backend/domain"
)

func TestMessagesCoverEveryLanguage(t *testing.T) {
	if len(messages) != len(domain.Languages) {
		t.Errorf("%d message sets for %d languages", len(messages), len(domain.Languages))
	}
	for _, lang := range domain.Languages {
		m, ok := messages[lang]
		if !ok {
			t.Errorf("%s: no messages", lang)
			continue
		}
		if m.Lead1 == "" || m.None == "" || m.Other == "" || m.Sep == "" {
			t.Errorf("%s: empty field in %+v", lang, m)
		}
		if strings.Count(m.LeadN, "%d") != 1 || strings.Contains(m.Lead1, "%") || strings.Count(m.Theme, "%s") != 1 {
			t.Errorf("%s: bad verbs in %+v", lang, m)
		}
		if lang != "en" && (m.None == messages["en"].None || m.LeadN == messages["en"].LeadN) {
			t.Errorf("%s: untranslated", lang)
		}
		if got := m.lead(3); !strings.Contains(got, "3") || strings.Contains(got, "%") {
			t.Errorf("%s: lead(3) = %q", lang, got)
		}
	}
}

func TestComposeLanguageWordsOnly(t *testing.T) {
	for _, lang := range domain.Languages {
		req := Request{Query: "Does aspirin reduce colorectal cancer?", Language: lang, Candidates: library()}
		r, err := Compose(req)
		if err != nil {
			t.Fatal(err)
		}
		checkConsistent(t, req, r)
		sources := map[string]bool{}
		for _, c := range r.Citations() {
			sources[c.Source.ID] = true
			if !strings.Contains(r.Text(), c.Quote) {
				t.Errorf("%s: quote %q not verbatim in text", lang, c.Quote)
			}
		}
		want := messages[lang].lead(len(sources))
		if r.Claim { // a yes/no question: the lead states the weight of evidence instead
			v := r.Verdict()
			want = verdictLead(lang, v.Supports, v.Contradicts, v.Neutral, v.Decision)
			if strings.Contains(want, "%") || !strings.Contains(want, strconv.Itoa(len(sources))) {
				t.Errorf("%s: verdict lead %q", lang, want)
			}
		}
		if r.Segments[0].Text != want {
			t.Errorf("%s: lead-in %q, want %q", lang, r.Segments[0].Text, want)
		}
	}
	r, _ := Compose(Request{Query: "aspirin cancer bleeding risk", Language: "de", Depth: domain.DepthDeepReview, Candidates: review()})
	if !strings.Contains(r.Text(), "\nThema: ") || strings.Contains(r.Text(), "Theme:") {
		t.Errorf("German theme headings expected:\n%s", r.Text())
	}
}
