package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) createLibrary(w http.ResponseWriter, r *http.Request) {
	var p service.CreateLibraryParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Libraries.Create(r.Context(), p)
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) listLibraries(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Libraries.List(r.Context(), service.ListParams{Limit: limit, Cursor: q.Get("cursor")})
	respond(w, http.StatusOK, l, 0, err)
}

// getWatchedFolder reports the watched folder and every file's outcome (imported, duplicate, failed).
func (a *API) getWatchedFolder(w http.ResponseWriter, r *http.Request) {
	st, err := a.svc.Documents.WatchStatus(r.Context())
	respond(w, http.StatusOK, st, 0, err)
}
