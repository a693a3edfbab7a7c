package service_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

var (
	citeprocVerbose = flag.Bool("citeproc-verbose", false, "print every field that differs from citeproc-js")
	citeprocCache   = flag.String("citeproc-cache", "", "folder to keep citeproc-js's results in, keyed by the input, to iterate faster")
)

// citeprocStyles are widely used styles, by slug, compared with citeproc-js field by field.
var citeprocStyles = []string{
	"apa", "modern-language-association", "chicago-author-date", "chicago-note-bibliography",
	"chicago-fullnote-bibliography", "ieee", "nature", "vancouver", "harvard-cite-them-right",
	"american-medical-association", "elsevier-harvard", "springer-basic-author-date", "the-lancet",
	"american-chemical-society", "american-sociological-association", "cell", "science", "bibtex",
	"plos-one", "american-political-science-association", "elsevier-with-titles",
	"springer-lecture-notes-in-computer-science", "association-for-computing-machinery", "frontiers",
}

// citeprocMinMatch is the share of fields (bibliography text, bibliography HTML, in-text) that
// must equal citeproc-js's.
const citeprocMinMatch = 0.98

type citeprocField struct{ Text, HTML, InText *string }

// requireCiteproc returns node's path and the CSL locales folder, or skips (fails under make
// test) when node, citeproc-js or the locales are missing.
func requireCiteproc(t *testing.T) (node, locales string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		shareddata.Missing(t, "node not installed")
	}
	if _, err := os.Stat("testdata/citeproc-check/node_modules/citeproc"); err != nil {
		shareddata.Missing(t, "citeproc-js not installed: make test-tools")
	}
	locales = "/usr/share/citation-style-language/locales"
	if _, err := os.Stat(locales + "/locales-en-US.xml"); err != nil {
		shareddata.Missing(t, "CSL locales not installed (apt-get install citation-style-language-locales)")
	}
	return node, locales
}

// TestCiteprocJSAgreement renders the real references of testdata/citeproc-refs.json in popular
// styles through the service and with citeproc-js (testdata/citeproc-check), and compares the
// bibliography text, the bibliography HTML and the in-text citation of every item.
// Setup: cd backend/service/testdata/citeproc-check && npm ci (make test-tools).
func TestCiteprocJSAgreement(t *testing.T) {
	node, locales := requireCiteproc(t)
	b, cat := openCiteBackend(t)
	refsJSON, err := os.ReadFile("testdata/citeproc-refs.json")
	if err != nil {
		t.Fatal(err)
	}
	var refs []json.RawMessage
	if err := json.Unmarshal(refsJSON, &refs); err != nil {
		t.Fatal(err)
	}

	job := citeprocJob{Locales: locales, Items: refs}
	for _, slug := range citeprocStyles {
		res, err := cat.Resolve(slug)
		if err != nil {
			t.Fatalf("style %s: %v", slug, err)
		}
		lang := res.DefaultLocale
		if lang == "" {
			lang = "en-US"
		}
		job.Styles = append(job.Styles, jobStyle{Key: slug, XML: string(res.XML), Lang: lang})
	}
	in, _ := json.Marshal(job)
	out := runCiteproc(t, node, in)
	var want struct {
		Results map[string]map[string]struct {
			Text   *string `json:"text"`
			HTML   *string `json:"html"`
			InText string  `json:"in_text"`
			Error  string  `json:"error"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}

	ctx := service.OwnerContext(context.Background())
	total, same := 0, 0
	perStyle := map[string][2]int{}
	var misses []string
	for _, slug := range citeprocStyles {
		for _, raw := range refs {
			var id struct {
				ID string `json:"id"`
			}
			_ = json.Unmarshal(raw, &id)
			w := want.Results[slug][id.ID]
			if w.Error != "" {
				t.Errorf("citeproc-js failed on %s/%s: %s", slug, id.ID, w.Error)
				continue
			}
			e, err := b.Service.Citations.Format(ctx, service.FormatCitationParams{Style: slug, Source: &service.CitationSource{CSL: raw}})
			if err != nil {
				e = service.CitationEntry{BibliographyText: "error: " + err.Error()}
			}
			wantText, wantHTML := deref(w.Text), deref(w.HTML)
			if w.HTML == nil { // no bibliography: Carrel lists the note itself
				wantText, wantHTML = w.InText, ""
			} else {
				wantHTML = strings.TrimSpace(wantHTML)
				wantText = leftMarginText(strings.TrimSpace(wantText), wantHTML)
			}
			fields := []struct{ name, got, want string }{
				{"text", e.BibliographyText, wantText},
				{"html", e.BibliographyHTML, wantHTML},
				{"in_text", e.InText, w.InText},
			}
			for _, f := range fields {
				if w.HTML == nil && f.name == "html" {
					continue
				}
				total++
				st := perStyle[slug]
				st[1]++
				if f.got == f.want {
					same++
					st[0]++
				} else {
					misses = append(misses, fmt.Sprintf("%s/%s %s\n  carrel:     %q\n  citeproc-js: %q", slug, id.ID, f.name, f.got, f.want))
				}
				perStyle[slug] = st
			}
		}
	}
	rate := float64(same) / float64(total)
	names := make([]string, 0, len(perStyle))
	for s := range perStyle {
		names = append(names, s)
	}
	sort.Strings(names)
	var summary strings.Builder
	for _, s := range names {
		fmt.Fprintf(&summary, "  %-45s %d/%d\n", s, perStyle[s][0], perStyle[s][1])
	}
	fmt.Printf("citeproc-js agreement: %d/%d fields identical (%.1f%%) over %d styles × %d references\n%s",
		same, total, 100*rate, len(citeprocStyles), len(refs), summary.String())
	if *citeprocVerbose || rate < citeprocMinMatch {
		for _, m := range misses {
			t.Log(m)
		}
	}
	if rate < citeprocMinMatch {
		t.Errorf("%.1f%% of fields equal citeproc-js's, want ≥ %.0f%% (%d mismatches listed above)", 100*rate, 100*citeprocMinMatch, len(misses))
	}
}

// citeprocJob is the checker's input (testdata/citeproc-check/check.js): styles by key with
// their XML and locale, CSL-JSON items, and Bibliography for the bibliography-only mode.
type citeprocJob struct {
	Locales      string     `json:"locales"`
	Styles       []jobStyle `json:"styles"`
	Items        any        `json:"items"`
	Bibliography bool       `json:"bibliography,omitempty"`
}

// jobStyle is one style of a citeprocJob.
type jobStyle struct {
	Key  string `json:"key"`
	XML  string `json:"xml"`
	Lang string `json:"lang"`
}

// runCiteproc runs the checker on a job, or reuses its output for the same job and lock file
// from -citeproc-cache.
func runCiteproc(t *testing.T, node string, in []byte) []byte {
	cached := ""
	if *citeprocCache != "" {
		lock, _ := os.ReadFile("testdata/citeproc-check/package-lock.json")
		script, _ := os.ReadFile("testdata/citeproc-check/check.js")
		h := sha256.Sum256(bytes.Join([][]byte{in, lock, script}, []byte{0}))
		cached = filepath.Join(*citeprocCache, "citeproc-"+hex.EncodeToString(h[:8])+".json")
		if out, err := os.ReadFile(cached); err == nil {
			return out
		}
	}
	cmd := exec.Command(node, "testdata/citeproc-check/check.js")
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("check.js: %v\n%s", err, stderr.String())
	}
	if cached != "" {
		_ = os.WriteFile(cached, out, 0o644)
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// leftMarginText applies one of Carrel's two deliberate departures from citeproc-js's plain
// text (the other: bibliography_text is trimmed, where citeproc-js's text format may keep a
// leading or trailing space): a second-field-align label is followed by a space ("[1] A.
// Author", where citeproc-js's text format glues "[1]A. Author"). HTML is compared verbatim.
func leftMarginText(text, htm string) string {
	const open = `<div class="csl-left-margin">`
	i := strings.Index(htm, open)
	if i < 0 {
		return text
	}
	rest := htm[i+len(open):]
	j := strings.Index(rest, "</div>")
	if j < 0 {
		return text
	}
	label := html.UnescapeString(stripHTMLTags(rest[:j]))
	if label == "" || !strings.HasPrefix(text, label) || len(text) == len(label) || text[len(label)] == ' ' {
		return text
	}
	return label + " " + text[len(label):]
}

func stripHTMLTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}
