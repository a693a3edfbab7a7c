package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// miniPDF is a valid one-page PDF with a Helvetica text layer; seed varies its bytes and text.
func miniPDF(seed int) []byte { return pdfWithLine(seed, "") }

// pdfWithLine is miniPDF with an extra first line of text.
func pdfWithLine(seed int, line string) []byte {
	content := fmt.Sprintf("BT /F1 12 Tf 14 TL 72 720 Td (%s) Tj T* (Paper %d studies how parsers read scholarly documents.) Tj T* (The results of the experiments remain stable across many careful runs.) Tj ET\n", line, seed)
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", len(content), content),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, x)
	return b.Bytes()
}

// multipartBody builds a form with fields and, when data is not nil, a "file" part.
func multipartBody(fields map[string]string, filename string, data []byte) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	if data != nil {
		fw, _ := mw.CreateFormFile("file", filename)
		fw.Write(data)
	}
	mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// uploadScenario is a POST /v1/files scenario.
func uploadScenario(name, key, purpose, filename string, data []byte, status int, code string) scenario {
	fields := map[string]string{}
	if purpose != "" {
		fields["purpose"] = purpose
	}
	body, ctype := multipartBody(fields, filename, data)
	return scenario{name: name, method: "POST", path: "/v1/files", key: key, body: body,
		headers: map[string]string{"Content-Type": ctype}, status: status, code: code}
}

// uploadFile uploads data and returns the file id.
func (e *env) uploadFile(t *testing.T, key, filename string, data []byte) string {
	t.Helper()
	s := uploadScenario("upload", key, "document", filename, data, 200, "")
	res, body := e.do(s)
	if res.StatusCode != 200 {
		t.Fatalf("upload %s: %d %s", filename, res.StatusCode, body)
	}
	var f domain.File
	json.Unmarshal(body, &f)
	return f.ID
}

func jsonBody(v any) string { b, _ := json.Marshal(v); return string(b) }

// docKeys adds a read-only key ("ro") to the env.
func docKeys(t *testing.T, e *env) {
	t.Helper()
	k, err := e.b.Service.Keys.Create(service.OwnerContext(context.Background()),
		service.CreateKeyParams{Name: "ro", Scopes: []string{domain.ScopeDocumentsRead, domain.ScopePapersRead}})
	if err != nil {
		t.Fatal(err)
	}
	e.keys["ro"] = k.Secret
}

func TestFilesAndDocumentsErrors(t *testing.T) {
	e := newEnv(t)
	docKeys(t, e)
	pdfID := e.uploadFile(t, "all", "paper.pdf", miniPDF(1))
	corruptID := e.uploadFile(t, "all", "broken.pdf", []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\ntruncated garbage"))
	// Files belong to the mode of the key that uploaded them: the test key needs its own.
	testPDFID := e.uploadFile(t, "test", "paper.pdf", miniPDF(1))
	var created domain.Document
	big := make([]byte, 100<<20+10)
	copy(big, "%PDF-1.4\n")
	// The test key's 500 credits are spent, so its next document is 402.
	e.b.Store.W().InsertLedger(context.Background(), store.LedgerRow{CreatedAt: time.Now(), Endpoint: "documents",
		KeyID: "x", Pool: service.PoolTest, Requests: 1, Credits: 500, Ref: "spent"})
	e.run(t, []scenario{
		uploadScenario("upload without key", "", "document", "a.pdf", miniPDF(3), 401, ""),
		uploadScenario("upload with a read-only key", "ro", "document", "a.pdf", miniPDF(3), 403, "permission_denied"),
		uploadScenario("upload without purpose", "all", "", "a.pdf", miniPDF(3), 400, "parameter_missing"),
		uploadScenario("upload with another purpose", "all", "assistants", "a.pdf", miniPDF(3), 400, "parameter_invalid"),
		uploadScenario("upload without file", "all", "document", "", nil, 400, "parameter_missing"),
		uploadScenario("HTML named .pdf is sniffed", "all", "document", "a.pdf", []byte("<!DOCTYPE html><html><body>hi</body></html>"), 400, "unsupported_file_type"),
		uploadScenario("over 100 MB", "all", "document", "big.pdf", big, 400, "file_too_large"),
		{name: "upload as JSON", method: "POST", path: "/v1/files", key: "all", body: `{"purpose":"document"}`, status: 400, code: "body_invalid"},
		{name: "create without source", method: "POST", path: "/v1/documents", key: "all", body: `{}`, status: 400, code: "parameter_missing"},
		{name: "create with both sources", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": pdfID, "url": "https://example.org/a.pdf"}), status: 400, code: "parameter_invalid"},
		{name: "create with malformed JSON", method: "POST", path: "/v1/documents", key: "all", body: `{"file_id":`, status: 400, code: "body_invalid"},
		{name: "create with wrong type", method: "POST", path: "/v1/documents", key: "all", body: `{"file_id": 5}`, status: 400, code: "parameter_invalid"},
		{name: "create from unknown file", method: "POST", path: "/v1/documents", key: "all", body: `{"file_id":"file_nope"}`, status: 404, code: "resource_not_found"},
		{name: "create into unknown library", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": pdfID, "library_id": "lib_nope"}), status: 404, code: "resource_not_found"},
		{name: "create with a read-only key", method: "POST", path: "/v1/documents", key: "ro", body: jsonBody(map[string]string{"file_id": pdfID}), status: 403, code: "permission_denied"},
		{name: "loopback URL refused", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://127.0.0.1:1/a.pdf"}`, status: 400, code: "parameter_invalid"},
		{name: "private URL refused", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://10.1.2.3/a.pdf"}`, status: 400, code: "parameter_invalid"},
		{name: "ftp URL refused", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"ftp://example.org/a.pdf"}`, status: 400, code: "parameter_invalid"},
		{name: "corrupt PDF is 422", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": corruptID}), status: 422, code: "document_unparseable"},
		{name: "test key out of credits", method: "POST", path: "/v1/documents", key: "test", body: jsonBody(map[string]string{"file_id": testPDFID}), status: 402, code: "insufficient_credits"},
		{name: "create", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": pdfID}), status: 202,
			contain: []string{`"status":"queued"`, `"filename":"paper.pdf"`, `"page_count":null`, `"error":null`},
			check: func(t *testing.T, res *http.Response, body []byte) {
				json.Unmarshal(body, &created)
				if res.Header.Get("X-Credits-Cost") != "1" {
					t.Errorf("X-Credits-Cost %q, want 1", res.Header.Get("X-Credits-Cost"))
				}
			}},
		{name: "same bytes return the same document free", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": pdfID}), status: 200,
			check: func(t *testing.T, res *http.Response, body []byte) {
				var d domain.Document
				json.Unmarshal(body, &d)
				if d.ID != created.ID || res.Header.Get("X-Credits-Cost") != "0" {
					t.Errorf("got %s (cost %s), want %s free", d.ID, res.Header.Get("X-Credits-Cost"), created.ID)
				}
			}},
		{name: "get unknown", method: "GET", path: "/v1/documents/doc_nope", key: "all", status: 404, code: "resource_not_found"},
		{name: "list limit 0", method: "GET", path: "/v1/documents?limit=0", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list limit 101", method: "GET", path: "/v1/documents?limit=101", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list bad status", method: "GET", path: "/v1/documents?status=done", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list queued", method: "GET", path: "/v1/documents?status=queued", key: "ro", status: 200, contain: []string{`"object":"list"`, `"has_more":false`, `"next_cursor":null`, `"queued"`}},
		{name: "list none succeeded", method: "GET", path: "/v1/documents?status=succeeded", key: "ro", status: 200, contain: []string{`"data":[]`}},
		{name: "delete unknown", method: "DELETE", path: "/v1/documents/doc_nope", key: "all", status: 404, code: "resource_not_found"},
		{name: "delete with a read-only key", method: "DELETE", path: "/v1/documents/doc_nope", key: "ro", status: 403, code: "permission_denied"},
		{name: "content unknown", method: "GET", path: "/v1/documents/doc_nope/content", key: "all", status: 404, code: "resource_not_found"},
	})
	// Jobs are not running in this env, so the document stays queued.
	e.run(t, []scenario{
		{name: "content before parsing is 409", method: "GET", path: "/v1/documents/" + created.ID + "/content", key: "all", status: 409, code: "document_not_ready"},
		{name: "get", method: "GET", path: "/v1/documents/" + created.ID, key: "ro", status: 200, contain: []string{created.ID, `"status":"queued"`}},
		{name: "delete", method: "DELETE", path: "/v1/documents/" + created.ID, key: "all", status: 200, contain: []string{`"object":"document"`, `"deleted":true`}},
		{name: "gone after delete", method: "GET", path: "/v1/documents/" + created.ID, key: "all", status: 404, code: "resource_not_found"},
	})
}

// keyID finds the id of a named env key.
func keyID(t *testing.T, e *env, name string) string {
	t.Helper()
	p, err := e.b.Service.Keys.Authenticate(context.Background(), e.keys[name])
	if err != nil {
		t.Fatal(err)
	}
	return p.Key.ID
}

func TestURLDocuments(t *testing.T) {
	e := newEnv(t, func(o *app.Options) { o.AllowPrivateURLs = true })
	pdfBytes := miniPDF(9)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/paper.pdf":
			w.Header().Set("Content-Type", "application/pdf")
			w.Write(pdfBytes)
		case "/moved.pdf":
			http.Redirect(w, r, "/paper.pdf", http.StatusFound)
		case "/page.html":
			w.Write([]byte("<html><body>not a pdf</body></html>"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	e.run(t, []scenario{
		{name: "a PDF behind a redirect", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"url": srv.URL + "/moved.pdf"}), status: 202,
			contain: []string{`"filename":"moved.pdf"`, `"status":"queued"`}},
		{name: "an HTML page", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"url": srv.URL + "/page.html"}), status: 400, code: "unsupported_file_type"},
		{name: "a 404", method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"url": srv.URL + "/missing.pdf"}), status: 400, code: "url_unreachable"},
		{name: "nothing listening", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://127.0.0.1:1/a.pdf"}`, status: 400, code: "url_unreachable"},
	})
}
