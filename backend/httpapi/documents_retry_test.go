package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"

	"carrel/backend/domain"
)

// TestRetryDocumentRoute: POST /v1/documents/{id}/retry queues a failed document's parse again
// (202); a document that has not failed is 409 document_not_failed.
func TestRetryDocumentRoute(t *testing.T) {
	e := newEnv(t)
	docKeys(t, e)
	fileID := e.uploadFile(t, "all", "paper.pdf", miniPDF(7))
	res, body := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": fileID})})
	var d domain.Document
	if json.Unmarshal(body, &d); res.StatusCode != 202 || d.ID == "" {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	// Jobs do not run in this env: the document stays queued until marked failed by hand.
	e.run(t, []scenario{
		{name: "retry unknown", method: "POST", path: "/v1/documents/doc_nope/retry", key: "all", status: 404, code: "resource_not_found"},
		{name: "retry with a read-only key", method: "POST", path: "/v1/documents/" + d.ID + "/retry", key: "ro", status: 403, code: "permission_denied"},
		{name: "retry of a queued document", method: "POST", path: "/v1/documents/" + d.ID + "/retry", key: "all", status: 409, code: "document_not_failed"},
	})
	ctx := context.Background()
	row, err := e.b.Store.R().Document(ctx, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	row.Status, row.Error = domain.StatusFailed, &domain.ErrorInfo{Type: "invalid_request_error", Code: "file_not_parseable", Message: "test failure"}
	if err := e.b.Store.W().FinishDocument(ctx, row); err != nil {
		t.Fatal(err)
	}
	e.run(t, []scenario{
		{name: "retry of the failed document", method: "POST", path: "/v1/documents/" + d.ID + "/retry", key: "all", status: 202,
			contain: []string{`"status":"queued"`, `"error":null`, d.ID}},
		{name: "retry again while queued", method: "POST", path: "/v1/documents/" + d.ID + "/retry", key: "all", status: 409, code: "document_not_failed"},
	})
}
