package service_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// words make generated pages read like prose, so the text layer is not judged garbled.
var docProse = strings.Fields(`the study measures how reading order and layout change what a parser sees in
scholarly documents while results remain stable across many pages of careful experiments with data
models methods analysis evidence sample survey network language corpus citation review`)

// docMakePDF writes a valid PDF with a Helvetica text layer: pages pages of prose whose words depend
// on seed, so different seeds give different bytes and text.
func docMakePDF(seed, pages int) []byte {
	var objs []string
	objs = append(objs, "<< /Type /Catalog /Pages 2 0 R >>", "")                  // 1, 2 (filled below)
	objs = append(objs, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>") // 3
	var kids []string
	for p := 0; p < pages; p++ {
		var content bytes.Buffer
		content.WriteString("BT /F1 11 Tf 14 TL 72 740 Td\n")
		fmt.Fprintf(&content, "(Generated paper %d page %d of the watched folder test.) Tj T*\n", seed, p+1)
		for line := 0; line < 30; line++ {
			var ws []string
			for k := 0; k < 10; k++ {
				ws = append(ws, docProse[(seed*7+p*13+line*3+k*5)%len(docProse)])
			}
			fmt.Fprintf(&content, "(%s %d.) Tj T*\n", strings.Join(ws, " "), seed*1000+line)
		}
		content.WriteString("ET\n")
		contentNum := len(objs) + 2
		pageNum := len(objs) + 1
		objs = append(objs, fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", contentNum))
		objs = append(objs, fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", content.Len(), content.String()))
		kids = append(kids, fmt.Sprintf("%d 0 R", pageNum))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), pages)
	return docAssemblePDF(objs)
}

// docAssemblePDF writes objs (object 1 the catalog) as a PDF file with its xref table.
func docAssemblePDF(objs []string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// docOpen opens a backend on dir with short job polling and starts it.
func docOpen(t *testing.T, dir string) *app.Backend {
	t.Helper()
	b, err := app.Open(app.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	b.Runner.SetPoll(50 * time.Millisecond)
	if err := b.Start(context.Background()); err != nil {
		b.Close()
		t.Fatal(err)
	}
	return b
}

var docOwner = service.OwnerContext(context.Background())

// docAll lists every document.
func docAll(t *testing.T, svc *service.Service) []domain.Document {
	t.Helper()
	var out []domain.Document
	cursor := ""
	for {
		l, err := svc.Documents.List(docOwner, service.ListDocumentsParams{ListParams: service.ListParams{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l.Data...)
		if !l.HasMore {
			return out
		}
		cursor = *l.NextCursor
	}
}

// docWait polls cond until it holds or the deadline passes.
func docWait(t *testing.T, d time.Duration, what string, cond func() (bool, string)) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		ok, state := cond()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s: %s", what, state)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func docTerminal(s string) bool { return s == domain.StatusSucceeded || s == domain.StatusFailed }
