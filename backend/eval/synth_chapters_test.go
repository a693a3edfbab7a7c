package eval

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"
)

// TestSynthChaptersRender: every s18-chapters template renders a drawn page that names its
// title, its first author and, where the truth holds one, its venue, and compiles with pdflatex
// into a PDF (skipped when pdflatex is absent). They stay out of the default set.
func TestSynthChaptersRender(t *testing.T) {
	rec := synthRecord{ID: "x", Title: "Bounds for Sparse Graphs", Text: "An abstract.", Year: 2019,
		Authors: []string{"Anna Smith", "Guy Van den Broeck", "Wei Zhang"}}
	tmpl := template.Must(template.New("synth").Delims("<<", ">>").Funcs(synthFuncs).ParseFS(synthTemplates, "synth/*.tex"))
	_, noLatex := exec.LookPath("pdflatex")
	for _, l := range pickLayouts("") {
		if strings.HasPrefix(l.file, "ch_") {
			t.Errorf("%s is in the default set", l.file)
		}
	}
	for k, lay := range synthChapterLayouts {
		p, truth, ok := newSynthPage(rec, rand.New(rand.NewPCG(6, uint64(k))))
		if !ok {
			t.Fatal("record refused")
		}
		lay.draw(&p, rand.New(rand.NewPCG(6, uint64(k)+0xc8)))
		if len(lay.opts) > 0 {
			p.Opt = lay.opts[0]
		}
		var b bytes.Buffer
		if err := tmpl.ExecuteTemplate(&b, lay.file, p); err != nil {
			t.Fatalf("%s: %v", lay.file, err)
		}
		src := b.String()
		if !strings.Contains(src, p.Title) || !strings.Contains(src, "Anna Smith") {
			t.Errorf("%s: title or first author not printed", lay.file)
		}
		rt := synthTruth(lay, p, rec, truth, "t", nil)
		if v, _ := rt["venue"].(string); lay.venue(p) == bookVenue(p) && v != "" && !strings.Contains(src, texEscape(v)) {
			t.Errorf("%s: truth venue %q not printed", lay.file, v) // the class prints the others' venue
		}
		if noLatex != nil {
			continue
		}
		dir := t.TempDir()
		if _, err := compileSynth("pdflatex", dir, dir, "p", src, 1546300800); err != nil {
			t.Errorf("%s: %v", lay.file, err)
		} else if st, err := os.Stat(filepath.Join(dir, "p.pdf")); err != nil || st.Size() == 0 {
			t.Errorf("%s: no PDF (%v)", lay.file, err)
		}
	}
}
