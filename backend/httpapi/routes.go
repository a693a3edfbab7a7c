package httpapi

import (
	"net/http"

	"carrel/backend/domain"
)

// maxUploadBody caps multipart uploads: the PDF size limit plus room for the form framing.
const maxUploadBody = domain.MaxDocumentBytes + 1<<20

// routes is the API's table of contents. Each capability adds its rows here.
func (a *API) routes() {
	m := a.mux
	// Usage and keys (foundation).
	m.Handle("GET /v1/usage", a.v1(a.getUsage))
	m.Handle("POST /v1/keys", a.v1(a.createKey))
	m.Handle("GET /v1/keys", a.v1(a.listKeys))
	m.Handle("DELETE /v1/keys/{id}", a.v1(a.revokeKey))

	a.capabilityRoutes()

	m.Handle("/v1/", a.v1(a.notFound))
	m.HandleFunc("POST /_bridge/call", a.bridgeCall)
	m.HandleFunc("POST /_bridge/stream", a.bridgeStream)
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, map[string]string{"status": "ok"}, 0) })
	m.HandleFunc("/", a.frontend)
}
