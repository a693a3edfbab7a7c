package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) createKey(w http.ResponseWriter, r *http.Request) {
	var p service.CreateKeyParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	k, err := a.svc.Keys.Create(r.Context(), p)
	respond(w, http.StatusOK, k, 0, err)
}

func (a *API) listKeys(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Keys.ListPage(r.Context(), service.ListParams{Limit: limit, Cursor: q.Get("cursor")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) revokeKey(w http.ResponseWriter, r *http.Request) {
	k, err := a.svc.Keys.Revoke(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, k, 0, err)
}
