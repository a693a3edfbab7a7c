package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) createDocument(w http.ResponseWriter, r *http.Request) {
	var p service.CreateDocumentParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	res, err := a.svc.Documents.Create(r.Context(), p)
	status := http.StatusAccepted
	if res.Existing {
		status = http.StatusOK
	}
	respond(w, status, res.Document, res.Credits, err)
}

func (a *API) getDocument(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Documents.Get(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, d, 0, err)
}

func (a *API) listDocuments(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Documents.List(r.Context(), service.ListDocumentsParams{
		ListParams: service.ListParams{Limit: limit, Cursor: q.Get("cursor")}, Status: q.Get("status"), LibraryID: q.Get("library_id")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) deleteDocument(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Documents.Delete(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, d, 0, err)
}

// retryDocument parses a failed document again: 202 with the document, queued.
func (a *API) retryDocument(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Documents.Retry(r.Context(), r.PathValue("id"))
	respond(w, http.StatusAccepted, d, 0, err)
}

func (a *API) getDocumentContent(w http.ResponseWriter, r *http.Request) {
	c, err := a.svc.Documents.Content(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, c, 0, err)
}
