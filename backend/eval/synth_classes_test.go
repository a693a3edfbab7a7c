package eval

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"
)

// TestSynthClassesRender: every genuine-class template renders each of its options with the
// title and every family name; its first option compiles with pdflatex and the page prints the
// year, venue and DOI its truth claims (skipped when pdflatex, pdftotext, the class or a package
// it loads is not installed, or with -short).
func TestSynthClassesRender(t *testing.T) {
	p := testSynthPage(t, "Coastal Drift Estimates from Buoy Records", "Anna Smith", "Guy Van den Broeck", "Wei Zhang")
	tmpl := template.Must(template.New("synth").Delims("<<", ">>").Funcs(synthFuncs).ParseFS(synthTemplates, "synth/*.tex"))
	_, errTeX := exec.LookPath("pdflatex")
	dir := t.TempDir()
	for _, lay := range synthClassLayouts {
		opts := append([]string{}, lay.opts...)
		if len(opts) == 0 {
			opts = []string{""}
		}
		for i, opt := range opts {
			q := p
			q.Opt = opt
			if lay.prep != nil {
				lay.prep(&q)
			}
			var b strings.Builder
			if err := tmpl.ExecuteTemplate(&b, lay.file, q); err != nil {
				t.Fatalf("%s [%s]: %v", lay.file, opt, err)
			}
			src := b.String()
			for _, w := range []string{q.Title, "Smith", "Van den Broeck", "Zhang"} {
				if !strings.Contains(src, w) {
					t.Errorf("%s [%s]: %q not printed", lay.file, opt, w)
				}
			}
			if errTeX != nil || testing.Short() || i > 0 || !classInstalled(src) {
				continue
			}
			name := strings.TrimSuffix(lay.file, ".tex")
			pdf, err := compileSynth("pdflatex", dir, dir, name, src, 1e9)
			if err != nil {
				if log, _ := os.ReadFile(filepath.Join(dir, name+"-failed.log")); strings.Contains(string(log), "' not found") {
					t.Logf("%s: a package the class loads is not installed (make synth-tex): %v", lay.file, err)
					continue
				}
				t.Errorf("%s [%s]: %v", lay.file, opt, err)
				continue
			}
			// The truth claims only what the page prints: the class prints some of it itself.
			out, err := exec.Command("pdftotext", "-raw", "-l", "1", pdf, "-").Output()
			if err != nil {
				continue // no pdftotext
			}
			text := squeeze(string(out))
			for _, w := range []string{map[bool]string{true: fmt.Sprint(q.Year)}[lay.year(q)], map[bool]string{true: q.DOI}[lay.doi(q)], lay.venue(q)} {
				if w != "" && !strings.Contains(text, squeeze(w)) {
					t.Errorf("%s [%s]: the truth's %q is not on the page", lay.file, opt, w)
				}
			}
		}
	}
}

// classInstalled reports whether kpsewhich finds the class the source's \documentclass names.
func classInstalled(src string) bool {
	_, rest, ok := strings.Cut(src, "\\documentclass")
	if !ok {
		return false
	}
	_, rest, _ = strings.Cut(rest, "{")
	name, _, _ := strings.Cut(rest, "}")
	out, err := exec.Command("kpsewhich", name+".cls").Output()
	return err == nil && filepath.Base(strings.TrimSpace(string(out))) == name+".cls"
}

// squeeze drops spaces and hyphens: a rotated masthead's letters and a DOI broken over two
// lines still match.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' || r == '\n' || r == '\t' {
			return -1
		}
		return r
	}, s)
}
