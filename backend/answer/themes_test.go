package answer

import (
	"fmt"
	"strings"
	"testing"

	"carrel/backend/domain"
)

// review is a library with two clear sub-topics of one question: aspirin's benefit against
// cancer and its bleeding risk.
func review() []Candidate {
	c := library()
	c = append(c,
		abstract("pap_bleed1", "Aspirin and gastrointestinal bleeding",
			"Aspirin doubled the risk of gastrointestinal bleeding in adults over 70. "+
				"Major bleeding with aspirin occurred mostly in the first year of use. "+
				"Proton pump inhibitors reduced aspirin-related gastrointestinal bleeding.", 6),
		abstract("pap_bleed2", "Intracranial bleeding with aspirin",
			"Intracranial bleeding rose slightly with daily aspirin in a meta-analysis of 13 trials. "+
				"The absolute bleeding risk of aspirin was small in younger adults.", 7),
		abstract("pap_cancer4", "Aspirin and cancer mortality",
			"Aspirin use was associated with lower cancer mortality in a cohort of 130,000 nurses. "+
				"The reduction in cancer mortality appeared after ten years of aspirin use.", 8),
	)
	return c
}

func TestComposeDeepReviewThemes(t *testing.T) {
	for _, format := range []string{FormatBulleted, FormatParagraph} {
		req := Request{Query: "aspirin cancer bleeding risk", Depth: domain.DepthDeepReview, Format: format, Candidates: review()}
		r, err := Compose(req)
		if err != nil {
			t.Fatal(err)
		}
		checkConsistent(t, req, r)
		text := r.Text()
		if testing.Verbose() {
			fmt.Println(text)
		}
		n := len(r.Citations())
		if n < 6 || n > 12 {
			t.Errorf("deep review gave %d quotes", n)
		}
		headings := strings.Count(text, "\nTheme: ")
		if headings < 2 {
			t.Fatalf("want at least two themed sections, got:\n%s", text)
		}
		// Every themed section's heading is a noun phrase found verbatim in one of its own
		// quotes (issue 12): not a comma-joined keyword list, no finding verb.
		for _, sec := range strings.Split(text, "\n\nTheme: ")[1:] {
			head, body, _ := strings.Cut(sec, "\n")
			body, _, _ = strings.Cut(body, "\n\n")
			if strings.Contains(head, ",") || len(strings.Fields(head)) > maxPhraseWords {
				t.Errorf("heading %q is a keyword list, not a noun phrase", head)
			}
			for _, w := range strings.Fields(strings.ToLower(head)) {
				if !nounish(w) {
					t.Errorf("heading %q holds %q, which is no part of a noun phrase", head, w)
				}
			}
			if !strings.Contains(body, head) {
				t.Errorf("heading %q not verbatim in its section:\n%s", head, body)
			}
		}
	}
	std, _ := Compose(Request{Query: "aspirin cancer bleeding risk", Candidates: review()})
	if strings.Contains(std.Text(), "Theme: ") || len(std.Citations()) > 5 {
		t.Errorf("standard depth should be short and unthemed: %q", std.Text())
	}
	hq, _ := Compose(Request{Query: "aspirin cancer bleeding risk", Depth: domain.DepthHighQuality, Candidates: review()})
	if n := len(hq.Citations()); n <= len(std.Citations()) || n > 8 {
		t.Errorf("high_quality gave %d quotes, standard %d", n, len(std.Citations()))
	}
}

func TestVerificationDropsTamperedQuote(t *testing.T) {
	req := Request{Query: "Does aspirin reduce the risk of colorectal cancer?", Format: FormatBulleted, Candidates: library()}
	if err := normalize(&req); err != nil {
		t.Fatal(err)
	}
	q := buildQuery(req.Query, nil)
	p := buildPool(req.Candidates)
	scorePool(p, q, req.Candidates)
	chosen := selectSentences(p, q, depthLimits[req.Depth])
	if len(chosen) < 3 {
		t.Fatalf("need three chosen sentences, got %d", len(chosen))
	}
	intact := render(req, messages["en"], p, []theme{{members: chosen}}, nil)
	tampered := p.sents[chosen[1]].quote
	p.sents[chosen[1]].quote = strings.Replace(tampered, "aspirin", "ibuprofen", 1) + " "
	if p.sents[chosen[1]].quote == tampered+" " {
		p.sents[chosen[1]].quote = "X" + tampered
	}
	r := render(req, messages["en"], p, []theme{{members: chosen}}, nil)
	checkConsistent(t, req, r)
	if got, want := len(r.Citations()), len(intact.Citations())-1; got != want {
		t.Fatalf("tampered quote not dropped: %d citations, want %d", got, want)
	}
	for _, c := range r.Citations() {
		if c.Quote == p.sents[chosen[1]].quote || c.Quote == tampered {
			t.Errorf("tampered claim still cited: %q", c.Quote)
		}
	}
	for k := range chosen {
		p.sents[chosen[k]].quote = "not in any source text"
	}
	if r := render(req, messages["en"], p, []theme{{members: chosen}}, nil); r.Text() != messages["en"].None || r.UnsourcedClaimCount != 1 {
		t.Errorf("all quotes tampered: want nothing-found, got %q", r.Text())
	}
}

func TestVerify(t *testing.T) {
	text := "Aspirin lowered risk by 24%. Bleeding rose."
	for _, c := range []struct {
		quote string
		want  bool
	}{
		{"Aspirin lowered risk by 24%.", true},
		{"aspirin lowered risk by 24%.", false},
		{"Aspirin lowered  risk by 24%.", false},
		{"Bleeding rose.", true},
		{"", false},
		{"\xff", false},
	} {
		if got := Verify(c.quote, text); got != c.want {
			t.Errorf("Verify(%q) = %v", c.quote, got)
		}
	}
}

func TestNounPhrase(t *testing.T) {
	for _, c := range []struct{ quote, lead, want string }{
		{"Proton pump inhibitors reduced aspirin-related gastrointestinal bleeding.", "bleeding", "aspirin-related gastrointestinal bleeding"},
		{"Vitamin D supplementation reduced the risk of hip fracture by 20%.", "vitamin", "Vitamin D supplementation"},
		{"Folic acid, however, was associated with colorectal adenoma.", "folic", "Folic acid"},
		{"The trace tree expands to a single-entry, multiple-exit loop.", "tree", "trace tree"},
		{"No match here.", "aspirin", ""},
	} {
		if got := nounPhrase(c.quote, stem(c.lead)); got != c.want {
			t.Errorf("nounPhrase(%q, %q) = %q, want %q", c.quote, c.lead, got, c.want)
		}
	}
}
