package httpapi_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"testing"
)

// multipartWithBoundary is an upload form with a chosen boundary.
func multipartWithBoundary(boundary string, data []byte) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.SetBoundary(boundary)
	mw.WriteField("purpose", "document")
	fw, _ := mw.CreateFormFile("file", "same.pdf")
	fw.Write(data)
	mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// TestIdempotencyCanonical (issue 16 item 13): a retry with the same Idempotency-Key is matched on
// the request's meaning: JSON with other whitespace or key order, or a multipart upload with
// another boundary, replays the first response (status, body, content type); another meaning is 409.
func TestIdempotencyCanonical(t *testing.T) {
	e := newEnv(t)
	var first []byte
	var firstType string
	keep := func(t *testing.T, res *http.Response, body []byte) {
		first, firstType = body, res.Header.Get("Content-Type")
	}
	same := func(t *testing.T, res *http.Response, body []byte) {
		if res.Header.Get("Idempotent-Replayed") != "true" || !bytes.Equal(body, first) || res.Header.Get("Content-Type") != firstType {
			t.Errorf("not a replay of the first response: %s %q vs %s %q", body, res.Header.Get("Content-Type"), first, firstType)
		}
	}
	idem := func(k string) map[string]string { return map[string]string{"Idempotency-Key": k} }
	pdfData := miniPDF(88)
	b1, t1 := multipartWithBoundary("boundaryAAAA", pdfData)
	b2, t2 := multipartWithBoundary("boundaryBBBBBBBB", pdfData)
	b3, t3 := multipartWithBoundary("boundaryCCCC", miniPDF(89))
	e.run(t, []scenario{
		// Two fields the operation defines (unknown fields are 400 parameter_unknown since issue 24).
		{name: "first JSON", method: "POST", path: "/v1/keys", key: "all", headers: idem("lib-1"),
			body: `{"name":"Reading list","scopes":["search:read"]}`, status: 200, check: keep},
		{name: "same JSON, other whitespace and key order", method: "POST", path: "/v1/keys", key: "all", headers: idem("lib-1"),
			body: "{\n  \"scopes\": [\"search:read\"],\n  \"name\": \"Reading list\"\n}", status: 200, check: same},
		{name: "other JSON", method: "POST", path: "/v1/keys", key: "all", headers: idem("lib-1"),
			body: `{"name":"Another list"}`, status: 409},
		{name: "first upload", method: "POST", path: "/v1/files", key: "all", body: b1,
			headers: map[string]string{"Idempotency-Key": "up-1", "Content-Type": t1}, status: 200, check: keep},
		{name: "same upload, another boundary", method: "POST", path: "/v1/files", key: "all", body: b2,
			headers: map[string]string{"Idempotency-Key": "up-1", "Content-Type": t2}, status: 200, check: same},
		{name: "other file, same key", method: "POST", path: "/v1/files", key: "all", body: b3,
			headers: map[string]string{"Idempotency-Key": "up-1", "Content-Type": t3}, status: 409},
	})
}
