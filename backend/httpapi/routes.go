package httpapi

import (
	"net/http"

	"carrel/backend/domain"
)

// maxUploadBody caps multipart uploads: the PDF size limit plus room for the form framing.
const maxUploadBody = domain.MaxDocumentBytes + 1<<20

// routes is the API's table of contents: every route, in the order of the spec's resources.
// a.v1 wraps a handler with authentication, versioning, rate limits and idempotency.
func (a *API) routes() {
	m := a.mux
	// Usage and keys.
	m.Handle("GET /v1/usage", a.v1(a.getUsage))
	m.Handle("POST /v1/keys", a.v1(a.createKey))
	m.Handle("GET /v1/keys", a.v1(a.listKeys))
	m.Handle("DELETE /v1/keys/{id}", a.v1(a.revokeKey))

	// Files, documents, libraries and the watched folder.
	m.Handle("POST /v1/files", a.v1(a.uploadFile))
	m.Handle("POST /v1/documents", a.v1(a.createDocument))
	m.Handle("GET /v1/documents", a.v1(a.listDocuments))
	m.Handle("GET /v1/documents/{id}", a.v1(a.getDocument))
	m.Handle("DELETE /v1/documents/{id}", a.v1(a.deleteDocument))
	m.Handle("POST /v1/documents/{id}/retry", a.v1(a.retryDocument))
	m.Handle("GET /v1/documents/{id}/content", a.v1(a.getDocumentContent))
	m.Handle("POST /v1/libraries", a.v1(a.createLibrary))
	m.Handle("GET /v1/libraries", a.v1(a.listLibraries))
	m.Handle("GET /v1/watched-folder", a.v1(a.getWatchedFolder))

	// Papers.
	m.Handle("GET /v1/papers", a.v1(a.listPapers))
	m.Handle("POST /v1/papers/import", a.v1(a.importPapers))
	m.Handle("GET /v1/papers/{id}", a.v1(a.getPaper))
	m.Handle("POST /v1/papers/{id}", a.v1(a.updatePaper))
	m.Handle("DELETE /v1/papers/{id}", a.v1(a.deletePaper))

	// Searches. The export download is authorized by the signed token in its URL instead of an
	// API key (browsers and spreadsheet tools open it and cannot send a Bearer header).
	m.Handle("POST /v1/searches", a.v1(a.createSearch))
	m.Handle("GET /v1/searches", a.v1(a.listSearches))
	m.Handle("GET /v1/searches/{id}", a.v1(a.getSearch))
	m.Handle("GET /v1/searches/{id}/results", a.v1(a.listSearchResults))
	m.Handle("POST /v1/searches/{id}/cancel", a.v1(a.cancelSearch))
	m.Handle("POST /v1/searches/{id}/export", a.v1(a.exportSearch))
	m.HandleFunc("GET /v1/files/{id}/content", a.downloadExport)

	// Chats.
	m.Handle("POST /v1/chats", a.v1(a.createChat))
	m.Handle("GET /v1/chats", a.v1(a.listChats))
	m.Handle("GET /v1/chats/{id}", a.v1(a.getChat))
	m.Handle("POST /v1/chats/{id}/messages", a.v1(a.sendMessage))
	m.Handle("GET /v1/chats/{id}/messages", a.v1(a.listMessages))
	m.Handle("GET /v1/chats/{id}/messages/{message_id}", a.v1(a.getMessage))

	// Citations. The style list answers under both spellings the spec uses.
	m.Handle("POST /v1/citations", a.v1(a.createCitation))
	m.Handle("GET /v1/citation-styles", a.v1(a.listCitationStyles))
	m.Handle("GET /v1/citation_styles", a.v1(a.listCitationStyles))
	m.Handle("GET /v1/citation-styles/{id}", a.v1(a.getCitationStyle))
	m.Handle("GET /v1/citation_styles/{id}", a.v1(a.getCitationStyle))
	m.Handle("POST /v1/citation-styles", a.v1(a.addCitationStyle))
	m.Handle("POST /v1/citation_styles", a.v1(a.addCitationStyle))
	m.Handle("DELETE /v1/citation-styles/{id}", a.v1(a.removeCitationStyle))
	m.Handle("DELETE /v1/citation_styles/{id}", a.v1(a.removeCitationStyle))

	// Webhook endpoints.
	m.Handle("POST /v1/webhook-endpoints", a.v1(a.createWebhook))
	m.Handle("GET /v1/webhook-endpoints", a.v1(a.listWebhooks))
	m.Handle("GET /v1/webhook-endpoints/{id}", a.v1(a.getWebhook))
	m.Handle("DELETE /v1/webhook-endpoints/{id}", a.v1(a.deleteWebhook))

	// Anything else under /v1 is a JSON 404; then the browser bridge, health and the window.
	m.Handle("/v1/", a.v1(a.notFound))
	m.HandleFunc("POST /_bridge/call", a.bridgeCall)
	m.HandleFunc("POST /_bridge/stream", a.bridgeStream)
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, map[string]string{"status": "ok"}, 0) })
	m.HandleFunc("/", a.frontend)
}
