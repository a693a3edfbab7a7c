package answer

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/domain"
)

var markerRE = regexp.MustCompile(`\[(\d+)\]`)

// checkConsistent asserts the contract every answer keeps: markers 1..n in order of
// appearance, one citation per marker, each quote a verified span of its candidate, each
// citation streamed after the text that holds its marker.
func checkConsistent(t *testing.T, req Request, r Result) {
	t.Helper()
	a := r.Answer()
	if a.Object != "answer" || a.Citations == nil {
		t.Fatalf("bad answer object: %+v", a)
	}
	var seen []int
	for _, m := range markerRE.FindAllStringSubmatch(a.Text, -1) {
		n, _ := strconv.Atoi(m[1])
		if !slices.Contains(seen, n) {
			seen = append(seen, n)
		}
	}
	for k, n := range seen {
		if n != k+1 {
			t.Fatalf("markers %v not 1..n in order of appearance", seen)
		}
	}
	if len(seen) != len(a.Citations) {
		t.Fatalf("%d markers, %d citations", len(seen), len(a.Citations))
	}
	texts := map[string]string{}
	for _, c := range req.Candidates {
		texts[c.SourceType+"/"+c.SourceID] += c.Text + "\x00"
	}
	for k, c := range a.Citations {
		if c.Index != k+1 || c.Locations == nil || c.Source.ID == "" {
			t.Errorf("citation %d malformed: %+v", k, c)
		}
		if !Verify(c.Quote, texts[c.Source.Type+"/"+c.Source.ID]) || strings.TrimSpace(c.Quote) != c.Quote {
			t.Errorf("citation %d quote %q is not a trimmed span of its source", c.Index, c.Quote)
		}
		if !strings.Contains(a.Text, display(c.Quote)+" ["+strconv.Itoa(c.Index)+"]") {
			t.Errorf("citation %d: claim text not followed by its marker", c.Index)
		}
	}
	streamed := ""
	for _, s := range r.Segments {
		streamed += s.Text
		for _, c := range s.Citations {
			if !strings.Contains(streamed, "["+strconv.Itoa(c.Index)+"]") {
				t.Errorf("citation %d streamed before its marker", c.Index)
			}
		}
	}
}

func quotes(a domain.Answer) []string {
	var out []string
	for _, c := range a.Citations {
		out = append(out, c.Quote)
	}
	return out
}

func TestComposeRelevanceAndDiversity(t *testing.T) {
	req := Request{Query: "Does aspirin reduce the risk of colorectal cancer?", Candidates: library()}
	r, err := Compose(req)
	if err != nil {
		t.Fatal(err)
	}
	checkConsistent(t, req, r)
	a := r.Answer()
	qs := quotes(a)
	if len(qs) < 2 || len(qs) > 5 {
		t.Fatalf("standard depth gave %d quotes: %q", len(qs), qs)
	}
	if l := strings.ToLower(qs[0]); !strings.Contains(l, "aspirin") || !strings.Contains(l, "colorectal cancer") {
		t.Errorf("first quote is not the best match: %q", qs[0])
	}
	sources := map[string]int{}
	for _, c := range a.Citations {
		sources[c.Source.ID]++
		if c.Source.ID == "pap_photo" || c.Source.ID == "pap_sleep" || c.Source.ID == "doc_statins" {
			t.Errorf("off-topic quote from %s: %q", c.Source.ID, c.Quote)
		}
	}
	if len(sources) < 2 {
		t.Errorf("answer quotes only %v; want several papers", sources)
	}
	// pap_aspirin1 and pap_aspirin3 state the same finding in the same words: quote it once.
	same := 0
	for _, q := range qs {
		if strings.Contains(q, "reduced colorectal cancer incidence by 24%") {
			same++
		}
	}
	if same != 1 {
		t.Errorf("the duplicated finding was quoted %d times: %q", same, qs)
	}
	// A yes/no question: the lead-in states the weight of evidence (issue 12), not "Based on".
	if !strings.HasPrefix(a.Text, fmt.Sprintf("%d of %d studies support this", a.Verdict.Supports, len(sources))) || a.UnsourcedClaimCount != 1 {
		t.Errorf("lead-in / unsourced count wrong: %q %d", a.Text, a.UnsourcedClaimCount)
	}
	if a.Citations[0].Source.DOI == nil || a.Citations[0].Source.Title == "" || len(a.Citations[0].Locations) != 0 {
		t.Errorf("abstract citation should carry title and DOI and no locations: %+v", a.Citations[0])
	}
}

func TestComposeFormats(t *testing.T) {
	for _, format := range []string{FormatBulleted, FormatParagraph} {
		t.Run(format, func(t *testing.T) {
			req := Request{Query: "side effects of aspirin bleeding", Format: format, Candidates: library()}
			r, err := Compose(req)
			if err != nil {
				t.Fatal(err)
			}
			checkConsistent(t, req, r)
			text := r.Text()
			lines := strings.Split(text, "\n")
			if format == FormatBulleted {
				if len(lines) != 1+len(r.Citations()) {
					t.Fatalf("want lead-in + one line per claim, got %q", text)
				}
				for k, l := range lines[1:] {
					if !strings.HasPrefix(l, "- ") || !strings.HasSuffix(l, "["+strconv.Itoa(k+1)+"]") {
						t.Errorf("bullet %d malformed: %q", k+1, l)
					}
				}
			} else if len(lines) != 1 || strings.Contains(text, "- ") {
				t.Errorf("paragraph should be one flowing line: %q", text)
			}
		})
	}
}

func TestComposeDocumentLocations(t *testing.T) {
	req := Request{Query: "What side effects do statins have?", Candidates: library()}
	a, err := Synthesize(req)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Citations) == 0 || a.Citations[0].Source.ID != "doc_statins" {
		t.Fatalf("want the statins document first: %+v", a.Citations)
	}
	for _, c := range a.Citations {
		if c.Source.Type == "document" && (len(c.Locations) != 1 || c.Locations[0].Page != 3) {
			t.Errorf("document citation lost its location: %+v", c)
		}
	}
}

func TestComposeFollowUpUsesHistory(t *testing.T) {
	req := Request{Query: "What about its side effects?", History: []string{"Does aspirin prevent colorectal cancer?"},
		Candidates: library()}
	r, err := Compose(req)
	if err != nil {
		t.Fatal(err)
	}
	checkConsistent(t, req, r)
	qs := quotes(r.Answer())
	if len(qs) == 0 || !strings.Contains(strings.ToLower(qs[0]), "bleeding") {
		t.Errorf("follow-up should lead with aspirin's side effect, got %q", qs)
	}
	alone, _ := Synthesize(Request{Query: req.Query, Candidates: library()})
	if len(alone.Citations) > 0 && alone.Citations[0].Quote == qs[0] {
		t.Errorf("history changed nothing: %q", qs[0])
	}
}

func TestComposeNothingRelevant(t *testing.T) {
	for _, lang := range domain.Languages {
		for _, q := range []string{"quantum chromodynamics on a lattice", "what is it?", ""} {
			req := Request{Query: q, Language: lang, Candidates: library()}
			a, err := Synthesize(req)
			if err != nil {
				t.Fatal(err)
			}
			if a.Text != messages[lang].None || len(a.Citations) != 0 || a.Citations == nil || a.UnsourcedClaimCount != 1 {
				t.Errorf("%s %q: want the plain nothing-found answer, got %+v", lang, q, a)
			}
		}
	}
	a, _ := Synthesize(Request{Query: "aspirin"})
	if a.Text != messages["en"].None {
		t.Errorf("no candidates: got %q", a.Text)
	}
}

func TestComposeInvalidRequest(t *testing.T) {
	for _, req := range []Request{{Query: "x", Format: "table"}, {Query: "x", Language: "xx"}, {Query: "x", Depth: "quick"}} {
		if _, err := Compose(req); !errors.Is(err, ErrInvalidRequest) {
			t.Errorf("%+v: want ErrInvalidRequest, got %v", req, err)
		}
	}
}
