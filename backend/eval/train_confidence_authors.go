package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"carrel/backend/pdf"
)

// Wrong author lists to learn the authors' confidence from. Train is nearly saturated (56 of
// 58 lists right on the folds), so the calibration also learns from (a) randomized first pages
// of seeds the header model is not fitted on (`synth-papers --layouts random.tex`, about one
// list in four wrong), decoded by the header model fitted on all train, and (b) every paper
// decoded with its true author lines erased: the decoder must then read names elsewhere (an
// affiliation, a title line, names in a citation, a partial list), the kind of wrong list a
// layout train never showed gives.

// loadSynthDocsIn loads the synthetic pages that synth-papers wrote in dir.
func loadSynthDocsIn(w io.Writer, dir string) ([]realDoc, error) {
	papers, err := loadRealPapers(dir, synthSplit)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	c := newDocCache()
	defer c.close()
	var out []realDoc
	for _, p := range papers {
		d, err := c.doc(dir, p)
		if err != nil {
			return nil, err
		}
		out = append(out, realDoc{p, d})
	}
	fmt.Fprintf(w, "%s: %d synthetic pages\n", dir, len(out))
	return out, nil
}

// eraseAuthors is doc with the lines of pages 1-2 that print a true family name taken out (nil
// when none is): the author lines, with their e-mail addresses. A line of the title, a running head or foot (the top
// and bottom tenth of the page) and long lines (a citation, running text) stay: they are what
// a wrong list is then checked against.
func eraseAuthors(doc *pdf.Doc, authors [][2]string, title string) *pdf.Doc {
	tk := foldKey(title)
	fams := map[string]bool{}
	for _, a := range authors {
		if fs := strings.Fields(a[1]); len(fs) > 0 {
			if k := foldKey(fs[len(fs)-1]); len(k) >= 2 {
				fams[k] = true
			}
		}
	}
	if len(fams) == 0 {
		return nil
	}
	return eraseLines(doc, func(p *pdf.Page, ws []pdf.Word, text string) bool {
		named := false
		y0, y1 := ws[0].Y0, ws[0].Y1
		for _, w := range ws {
			y0, y1 = min(y0, w.Y0), max(y1, w.Y1)
			for _, piece := range strings.FieldsFunc(w.Text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) {
				named = named || fams[foldKey(piece)]
			}
		}
		edge := p.Height > 0 && (y1 < 0.1*p.Height || y0 > 0.9*p.Height)
		inTitle := len(tk) >= 8 && strings.Contains(tk, foldKey(text))
		return named && !edge && !inTitle && len(ws) <= 25
	})
}

// dumpConfRows writes the rows as JSON lines, for reading the features of right and wrong values.
func dumpConfRows(path string, rows []confRow) error {
	var b strings.Builder
	for _, r := range rows {
		line, err := json.Marshal(map[string]any{"kind": r.kind, "file": r.file, "ok": r.ok, "p": r.p, "w": r.w, "group": r.group, "text": r.text, "f": r.f})
		if err != nil {
			return err
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
