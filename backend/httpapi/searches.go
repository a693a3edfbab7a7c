package httpapi

import (
	"io"
	"mime"
	"net/http"
	"strconv"

	"carrel/backend/service"
)

func (a *API) createSearch(w http.ResponseWriter, r *http.Request) {
	var p service.CreateSearchParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	s, err := a.svc.Searches.Create(r.Context(), p)
	// The price reserved at acceptance (DECISIONS.md); the final charge shows in credits_cost.
	respond(w, http.StatusAccepted, s, service.Reserved(s), err)
}

func (a *API) getSearch(w http.ResponseWriter, r *http.Request) {
	s, err := a.svc.Searches.Get(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, s, 0, err)
}

func (a *API) listSearches(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	p := service.ListSearchesParams{ListParams: service.ListParams{Limit: limit, Cursor: q.Get("cursor")},
		Status: q.Get("status"), CreatedAfter: q.Get("created_after")}
	l, err := a.svc.Searches.List(r.Context(), p)
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) listSearchResults(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Searches.Results(r.Context(), r.PathValue("id"), service.ListParams{Limit: limit, Cursor: q.Get("cursor")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) cancelSearch(w http.ResponseWriter, r *http.Request) {
	// Canceling is free: the search was paid for when it was accepted, and what is refunded
	// shows in its credits_cost (docs/credits.md).
	s, err := a.svc.Searches.Cancel(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, s, 0, err)
}

func (a *API) exportSearch(w http.ResponseWriter, r *http.Request) {
	var p service.ExportSearchParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	f, err := a.svc.Searches.Export(r.Context(), r.PathValue("id"), p)
	respond(w, http.StatusOK, f, 0, err)
}

// downloadExport serves an export file to whoever holds its signed, one-hour URL.
func (a *API) downloadExport(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Searches.OpenDownload(r.Context(), r.PathValue("id"), r.URL.Query().Get("token"))
	if err != nil {
		writeError(w, err)
		return
	}
	defer d.Body.Close()
	w.Header().Set("Content-Type", d.ContentType)
	w.Header().Set("Content-Length", strconv.FormatInt(d.Size, 10))
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": d.Filename}))
	w.Header().Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	io.Copy(w, d.Body)
}
