package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) createWebhook(w http.ResponseWriter, r *http.Request) {
	var p service.CreateWebhookParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	e, err := a.svc.Webhooks.Create(r.Context(), p)
	respond(w, http.StatusOK, e, 0, err)
}

func (a *API) listWebhooks(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Webhooks.ListPage(r.Context(), service.ListParams{Limit: limit, Cursor: q.Get("cursor")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) getWebhook(w http.ResponseWriter, r *http.Request) {
	e, err := a.svc.Webhooks.Get(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, e, 0, err)
}

func (a *API) deleteWebhook(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Webhooks.Delete(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, d, 0, err)
}
