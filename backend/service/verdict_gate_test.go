package service_test

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// counted are the citations that count in the verdict: supports or contradicts.
func counted(a *domain.Answer) []domain.Citation {
	var out []domain.Citation
	for _, c := range a.Citations {
		if c.Stance != nil && *c.Stance != domain.StanceNeutral {
			out = append(out, c)
		}
	}
	return out
}

// TestVerdictCountsOnlyOnTopic rebuilds issue 23's examples on SciFact: the vitamin D fracture
// question counts no finding about mortality or vitamins E and C, and a CBT-for-insomnia claim
// counts no tension-headache study. Off-topic studies may be listed as related (neutral), but
// they never count.
func TestVerdictCountsOnlyOnTopic(t *testing.T) {
	dir := shareddata.Require(t, "datasets/scifact")
	if testing.Short() {
		t.Skip("imports 5,183 papers")
	}
	b, ctx, wctx := sciFactBackend(t, dir)
	if err := b.Service.Credits.TopUp(ctx, 100); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		q   string
		off *regexp.Regexp // a counted finding (title and quote) matching this is off topic
	}{
		{"Does vitamin D supplementation reduce fracture risk?", regexp.MustCompile(`(?i)mortality|vitamin [ec]\b|e nor c|vitamins e`)},
		{"Cognitive behavioral therapy is an effective treatment for insomnia.", regexp.MustCompile(`(?i)headache`)},
	} {
		depth := domain.DepthStandard
		s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: &c.q, Depth: &depth})
		if err != nil {
			t.Fatal(err)
		}
		if s, err = b.Service.Searches.Wait(wctx, s.ID); err != nil || s.Status != "succeeded" {
			t.Fatalf("%+v %v", s, err)
		}
		if s.Answer.Verdict == nil && len(s.Answer.Citations) > 0 {
			t.Fatalf("%q: no verdict:\n%s", c.q, s.Answer.Text)
		}
		for _, ct := range counted(s.Answer) {
			if c.off.MatchString(ct.Source.Title + " " + ct.Quote) {
				t.Errorf("%q counts an off-topic finding (%s): %s | %q", c.q, *ct.Stance, ct.Source.Title, ct.Quote)
			}
		}
		if strings.Contains(s.Answer.Text, "could not be grounded") {
			t.Errorf("%q: the answer text carries the grounding line", c.q)
		}
		t.Logf("%s\n%s", c.q, s.Answer.Text)
	}
}

// codeLike is an independent reading of a quote that is code, not prose: a preprocessor line,
// braces, statement ends or calls with arguments.
var codeLike = regexp.MustCompile(`#include|[{}]|;\s*$|\w+\([^)]*\)\s*;|::|->|==`)

// TestMapReduceAnswerStaysInItsField: over one library holding SciFact's abstracts and shared
// PDFs (sp_map-reduce.pdf among them), "How does MapReduce handle worker failures?" cites no
// sentence about contraceptive pills, nor any outside the MapReduce paper's field; a chat over
// sp_map-reduce.pdf quotes no code line for "What is MapReduce?".
func TestMapReduceAnswerStaysInItsField(t *testing.T) {
	dir := shareddata.Require(t, "datasets/scifact")
	if testing.Short() {
		t.Skip("imports 5,183 papers and parses PDFs")
	}
	e := newChatEnv(t)
	var recs []bibio.Record
	readJSONL(t, filepath.Join(dir, "corpus.jsonl"), func(m map[string]any) {
		title, _ := m["title"].(string)
		text, _ := m["text"].(string)
		id, _ := m["_id"].(string)
		recs = append(recs, bibio.Record{Paper: domain.Paper{Title: title, Abstract: &text, ExternalID: &id}})
	})
	if _, err := e.b.Service.Papers.ImportRecords(owner(), recs, nil); err != nil {
		t.Fatal(err)
	}
	docs := e.ingest("sp_map-reduce.pdf", "pdfjs_tracemonkey.pdf", "sp_bohnet09.pdf")
	if err := e.b.Service.Credits.TopUp(owner(), 100); err != nil {
		t.Fatal(err)
	}
	q := "How does MapReduce handle worker failures?"
	s, err := e.b.Service.Searches.Create(owner(), service.CreateSearchParams{Query: &q})
	if err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(owner(), 2*time.Minute)
	defer cancel()
	if s, err = e.b.Service.Searches.Wait(wctx, s.ID); err != nil || s.Status != "succeeded" {
		t.Fatalf("%+v %v", s, err)
	}
	if len(s.Answer.Citations) == 0 {
		t.Fatalf("no citation:\n%s", s.Answer.Text)
	}
	for _, c := range s.Answer.Citations {
		if regexp.MustCompile(`(?i)contracepti|\bpills?\b`).MatchString(c.Quote) {
			t.Errorf("cites a contraceptive-pill sentence: %q", c.Quote)
		}
		if codeLike.MatchString(c.Quote) {
			t.Errorf("cites a code line: %q", c.Quote)
		}
	}
	if first := s.Answer.Citations[0]; !strings.Contains(first.Source.Title, "MapReduce") && first.Source.ID != docs[0] {
		t.Errorf("the answer opens with %s (%s), not a MapReduce paper:\n%s", first.Source.ID, first.Source.Title, s.Answer.Text)
	}
	t.Logf("%s", s.Answer.Text)

	chat := e.createChat(docs[:1], nil)
	for _, q := range []string{"What is MapReduce?", "How does MapReduce handle worker failures?"} {
		m, err := e.b.Service.Chats.Send(owner(), chat.ID, service.SendMessageParams{Content: &q})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range m.Citations {
			if codeLike.MatchString(c.Quote) {
				t.Errorf("chat %q quotes a code line: %q", q, c.Quote)
			}
		}
		t.Logf("%s\n%s", q, m.Content)
	}
}
