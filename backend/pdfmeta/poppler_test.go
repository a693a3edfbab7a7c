package pdfmeta

import (
	"encoding/xml"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
)

// Test-only fallback: builds pdf.Doc values from poppler's `pdftotext -bbox-layout`
// XHTML so these tests can run while (or if) the real extractor is unavailable.
// Font size is approximated from the word box height; Bold is never set.

type popHTML struct {
	Head struct {
		Title string `xml:"title"`
		Meta  []struct {
			Name    string `xml:"name,attr"`
			Content string `xml:"content,attr"`
		} `xml:"meta"`
	} `xml:"head"`
	Pages []popPage `xml:"body>doc>page"`
}

type popPage struct {
	Width  float64 `xml:"width,attr"`
	Height float64 `xml:"height,attr"`
	Lines  []struct {
		Words []struct {
			X0   float64 `xml:"xMin,attr"`
			Y0   float64 `xml:"yMin,attr"`
			X1   float64 `xml:"xMax,attr"`
			Y1   float64 `xml:"yMax,attr"`
			Text string  `xml:",chardata"`
		} `xml:"word"`
	} `xml:"flow>block>line"`
}

// popplerDoc runs pdftotext on the first maxPages pages (0 = all) of path.
func popplerDoc(t testing.TB, path string, maxPages int) *pdf.Doc {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		shareddata.Missing(t, "pdftotext (poppler-utils) not installed; skipping")
	}
	args := []string{"-q", "-bbox-layout"}
	if maxPages > 0 {
		args = append(args, "-l", fmt.Sprint(maxPages))
	}
	out, err := exec.Command("pdftotext", append(args, path, "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	var h popHTML
	clean := strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' && r != '\r' {
			return -1
		}
		return r
	}, string(out))
	dec := xml.NewDecoder(strings.NewReader(clean))
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	if err := dec.Decode(&h); err != nil {
		t.Fatalf("parse pdftotext xhtml for %s: %v", path, err)
	}
	doc := &pdf.Doc{PageCount: len(h.Pages)}
	doc.Meta.Title = h.Head.Title
	for _, m := range h.Head.Meta {
		switch m.Name {
		case "Author":
			doc.Meta.Author = m.Content
		case "Subject":
			doc.Meta.Subject = m.Content
		case "Keywords":
			doc.Meta.Keywords = m.Content
		case "Creator":
			doc.Meta.Creator = m.Content
		case "Producer":
			doc.Meta.Producer = m.Content
		}
	}
	for i, pp := range h.Pages {
		pg := pdf.Page{Number: i + 1, Width: pp.Width, Height: pp.Height}
		var text []string
		for li, l := range pp.Lines {
			var lt []string
			for _, w := range l.Words {
				size := (w.Y1 - w.Y0) / 1.2
				if w.Y1-w.Y0 > 1.5*(w.X1-w.X0) && len([]rune(w.Text)) > 1 {
					size = (w.X1 - w.X0) / 1.2 // rotated text
				}
				pg.Words = append(pg.Words, pdf.Word{Text: w.Text, X0: w.X0, Y0: w.Y0, X1: w.X1, Y1: w.Y1, FontSize: size, Line: li})
				lt = append(lt, w.Text)
			}
			text = append(text, strings.Join(lt, " "))
		}
		pg.Text = strings.Join(text, "\n")
		doc.Pages = append(doc.Pages, pg)
	}
	return doc
}
