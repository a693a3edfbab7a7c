package pdfmeta

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDumpLines(t *testing.T) {
	for _, p := range strings.Fields(os.Getenv("ZZ_PDFS")) {
		doc := loadDoc(t, p, 2)
		h := newHeader(doc)
		fmt.Println("=====", p)
		for i, l := range h.page1 {
			if i > 12 {
				break
			}
			var ws []string
			for _, w := range l.words {
				ws = append(ws, fmt.Sprintf("%s@%.0f/%.1f", w.Text, w.X0, wordSize(w)))
			}
			fmt.Printf("%5.0f %5.0f %5.0f %4.1f| %s\n      %s\n", l.x0, l.x1, l.y0, l.size, l.text, strings.Join(ws, " "))
		}
	}
}
