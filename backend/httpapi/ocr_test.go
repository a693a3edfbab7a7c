package httpapi_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
	"carrel/backend/service"
)

// TestScannedPDFsSearchable (issue 25): scanned PDFs uploaded over HTTP (a page with no text
// layer, a page with a junk layer) end succeeded with the ocr extension field, their content
// holds the scan's text, and a search finds the paper by words only the scan's image holds (its
// authors' names and institution, which paper search indexes through the metadata read from
// the OCR text). While the page is read, the document's status_detail says "reading scanned
// page 1 of 1".
func TestScannedPDFsSearchable(t *testing.T) {
	if pdf.Tesseract() == "" {
		shareddata.Missing(t, "tesseract not on PATH (Debian: tesseract-ocr tesseract-ocr-eng)")
	}
	dir := shareddata.Require(t, "testdata/pdfs")
	e := newEnv(t)
	e.b.Runner.SetPoll(50 * time.Millisecond)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	var scanPaper string
	for _, name := range []string{"cermine_simple.pdf", "pdfjs_scan-bad.pdf"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		id := e.uploadFile(t, "all", name, data)
		res, body := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": id})})
		if res.StatusCode != 202 {
			t.Fatalf("%s: create %d %s", name, res.StatusCode, body)
		}
		var d domain.Document
		json.Unmarshal(body, &d)
		// While Tesseract reads the page (a second or more) the document says so.
		var details []string
		for deadline := time.Now().Add(3 * time.Minute); d.Status != domain.StatusSucceeded && d.Status != domain.StatusFailed && time.Now().Before(deadline); {
			time.Sleep(20 * time.Millisecond)
			_, body = e.do(scenario{method: "GET", path: "/v1/documents/" + d.ID, key: "all"})
			d = domain.Document{}
			json.Unmarshal(body, &d)
			if d.StatusDetail != "" && !slices.Contains(details, d.StatusDetail) {
				details = append(details, d.StatusDetail)
			}
		}
		if d.Status != domain.StatusSucceeded || d.OCR == nil || len(d.OCR.Pages) != 1 || d.OCR.Engine != "tesseract" {
			t.Fatalf("%s: %s", name, body)
		}
		if !slices.Equal(details, []string{"reading scanned page 1 of 1"}) || strings.Contains(string(body), "status_detail") {
			t.Errorf("%s: status details seen while running %q, finished %s; want only \"reading scanned page 1 of 1\", then none", name, details, body)
		}
		t.Logf("%s: %s", name, body)
		if name == "cermine_simple.pdf" && d.PaperID != nil {
			scanPaper = *d.PaperID
			_, c := e.do(scenario{method: "GET", path: "/v1/documents/" + d.ID + "/content", key: "all"})
			if !strings.Contains(string(c), "Hydrogen incorporation in a-Si:H") {
				t.Errorf("content lacks the scan's title: %.500s", c)
			}
		}
	}
	if scanPaper == "" {
		t.Fatal("the scan made no paper")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	_, pb := e.do(scenario{method: "GET", path: "/v1/papers/" + scanPaper, key: "all"})
	t.Logf("scanned paper: %s", pb)
	// Words only the page image holds: the scan's title and its authors' names.
	s := e.postSearch(t, "all", `{"query":"hydrogen incorporation a-Si:H Severens Bastiaanssen Kessels"}`)
	ctx, cancel = context.WithTimeout(service.OwnerContext(context.Background()), 2*time.Minute)
	defer cancel()
	s, err := e.b.Service.Searches.Wait(ctx, s.ID)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("search %s: %d papers, error %+v, metadata %v", s.Status, s.PaperCount, s.Error, s.Metadata)
	_, body := e.do(scenario{method: "GET", path: "/v1/searches/" + s.ID + "/results", key: "all"})
	if !strings.Contains(string(body), scanPaper) {
		t.Errorf("the search does not find the scanned paper %s: %.500s", scanPaper, body)
	}

	// Settings: "Read scanned pages (OCR)" off, a scan fails as the spec says, saying so.
	owner := service.OwnerContext(context.Background())
	st, err := e.b.Service.Settings.Get(owner)
	if err != nil || !st.OCR || st.OCRLanguages != "eng" || !st.OCRAvailable || !slices.Contains(st.OCRInstalled, "eng") {
		t.Fatalf("settings %+v, %v: want OCR on in eng, available", st, err)
	}
	bad := st
	bad.OCRLanguages = "eng+klingon"
	if _, err := e.b.Service.Settings.Update(owner, bad); err == nil || !strings.Contains(err.Error(), "ocr_languages") {
		t.Errorf("uninstalled language accepted: %v", err)
	}
	st.OCR = false
	if _, err := e.b.Service.Settings.Update(owner, st); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "cermine_simple.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	id := e.uploadFile(t, "all", "off.pdf", append(data, "\n% another copy\n"...))
	_, body = e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": id})})
	var d domain.Document
	json.Unmarshal(body, &d)
	for deadline := time.Now().Add(time.Minute); d.Status != domain.StatusFailed && d.Status != domain.StatusSucceeded && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		_, body = e.do(scenario{method: "GET", path: "/v1/documents/" + d.ID, key: "all"})
		d = domain.Document{}
		json.Unmarshal(body, &d)
	}
	if d.Status != domain.StatusFailed || d.Error == nil || d.Error.Code != "file_not_parseable" || !strings.Contains(d.Error.Message, "turned off in Settings") {
		t.Errorf("scan with OCR off: %s", body)
	}
}
