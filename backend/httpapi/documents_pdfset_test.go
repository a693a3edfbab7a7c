package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
	"carrel/backend/service"
)

type pdfSetRow struct {
	name, kind, note string
	pages            int
}

func pdfSet(t *testing.T) (string, []pdfSetRow) {
	dir := shareddata.Require(t, "testdata/pdfs")
	f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []pdfSetRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 6 || c[0] == "filename" {
			continue
		}
		n, _ := strconv.Atoi(c[2])
		rows = append(rows, pdfSetRow{name: c[0], kind: c[3], note: c[5], pages: n})
	}
	return dir, rows
}

// TestDocumentsPDFSet sends every file of the shared set through POST /v1/files and
// POST /v1/documents: the HTML file is 400 unsupported_file_type, corrupt and password-protected
// files 422 document_unparseable at creation; the rest are parsed: scans and the garbled paper
// are read by OCR where Tesseract is installed (without it they end failed with
// file_not_parseable, credits refunded), and everything that succeeds has the manifest's page
// count, a paper, content and passages with boxes inside the page.
func TestDocumentsPDFSet(t *testing.T) {
	dir, rows := pdfSet(t)
	e := newEnv(t)
	e.b.Runner.SetPoll(50 * time.Millisecond)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	accepted := map[string]pdfSetRow{}
	for _, r := range rows {
		data, err := os.ReadFile(filepath.Join(dir, r.name))
		if err != nil {
			t.Fatal(err)
		}
		res, body := e.do(uploadScenario("upload", "all", "document", r.name, data, 0, ""))
		if r.kind == "other" {
			if res.StatusCode != 400 || !strings.Contains(string(body), `"unsupported_file_type"`) {
				t.Errorf("%s: upload %d %s, want 400 unsupported_file_type", r.name, res.StatusCode, body)
			}
			continue
		}
		var f domain.File
		json.Unmarshal(body, &f)
		res, body = e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": f.ID})})
		userPassword := r.kind == "encrypted" && !strings.Contains(r.note, "empty user password")
		if r.kind == "corrupt" || userPassword {
			if res.StatusCode != 422 || !strings.Contains(string(body), `"document_unparseable"`) {
				t.Errorf("%s (%s): create %d %s, want 422 document_unparseable", r.name, r.kind, res.StatusCode, body)
			}
			continue
		}
		if res.StatusCode != 202 {
			t.Errorf("%s (%s): create %d %s, want 202", r.name, r.kind, res.StatusCode, body)
			continue
		}
		var d domain.Document
		json.Unmarshal(body, &d)
		accepted[d.ID] = r
	}
	start := time.Now()
	docs := map[string]domain.Document{}
	deadline := time.Now().Add(10 * time.Minute)
	for len(docs) < len(accepted) && time.Now().Before(deadline) {
		for id := range accepted {
			d, err := e.b.Service.Documents.Get(service.OwnerContext(ctx), id)
			if err != nil {
				t.Fatal(err)
			}
			if d.Status == domain.StatusSucceeded || d.Status == domain.StatusFailed {
				docs[id] = d
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("%d documents parsed in %s", len(accepted), time.Since(start).Round(time.Millisecond))
	for id, r := range accepted {
		d, ok := docs[id]
		if !ok {
			t.Errorf("%s: never finished", r.name)
			continue
		}
		charged, _ := e.b.Store.R().ChargedFor(ctx, id)
		// Scans and garbled text layers are read by OCR where Tesseract is installed (issue 25).
		if (r.kind == "garbled-text" || r.kind == "scanned") && pdf.Tesseract() == "" {
			if d.Status != domain.StatusFailed || d.Error == nil || d.Error.Code != "file_not_parseable" || d.Error.Type != "invalid_request_error" || charged != 0 {
				t.Errorf("%s (%s): %s %+v charged %d, want failed file_not_parseable refunded", r.name, r.kind, d.Status, d.Error, charged)
			}
			continue
		}
		if d.Status != domain.StatusSucceeded || d.PageCount == nil || *d.PageCount != r.pages || d.PaperID == nil {
			t.Errorf("%s (%s): %s pages %v paper %v error %+v, want succeeded with %d pages and a paper", r.name, r.kind, d.Status, d.PageCount, d.PaperID, d.Error, r.pages)
			continue
		}
		if charged != (r.pages+9)/10 {
			t.Errorf("%s: charged %d for %d pages", r.name, charged, r.pages)
		}
		checkParsed(t, e, d)
	}
}

// checkParsed looks at a succeeded document's content and passages: boxes are fractions of the page.
func checkParsed(t *testing.T, e *env, d domain.Document) {
	t.Helper()
	res, body := e.do(scenario{method: "GET", path: "/v1/documents/" + d.ID + "/content", key: "all"})
	var c pdfmeta.Content
	if err := json.Unmarshal(body, &c); err != nil || res.StatusCode != 200 || c.Object != "document_content" || c.DocumentID != d.ID || c.PageCount != *d.PageCount {
		t.Errorf("%s: content %d %.200s", d.Filename, res.StatusCode, body)
		return
	}
	if len(c.Sections) == 0 {
		t.Errorf("%s: content has no sections", d.Filename)
	}
	ps, err := e.b.Store.R().PassagesByDocument(context.Background(), d.ID)
	if err != nil || len(ps) == 0 {
		t.Errorf("%s: %d passages (%v)", d.Filename, len(ps), err)
		return
	}
	for _, p := range ps {
		if p.PaperID != *d.PaperID || len(p.Locations) == 0 {
			t.Errorf("%s: passage %s paper %q with %d locations", d.Filename, p.ID, p.PaperID, len(p.Locations))
			return
		}
		for _, l := range p.Locations {
			b := l.BBox
			if l.Page < 1 || l.Page > *d.PageCount || b.X < 0 || b.Y < 0 || b.Width < 0 || b.Height < 0 || b.X+b.Width > 1.0001 || b.Y+b.Height > 1.0001 {
				t.Errorf("%s: passage %q location %+v outside the page", d.Filename, p.Text, l)
				return
			}
		}
	}
}
