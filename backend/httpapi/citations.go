package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) createCitation(w http.ResponseWriter, r *http.Request) {
	var p service.FormatCitationParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	e, err := a.svc.Citations.Format(r.Context(), p)
	respond(w, http.StatusOK, e, 0, err)
}

func (a *API) listCitationStyles(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Citations.ListStyles(r.Context(), service.ListCitationStylesParams{
		Query: q.Get("query"), Category: q.Get("category"), Limit: limit, Cursor: q.Get("cursor")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) getCitationStyle(w http.ResponseWriter, r *http.Request) {
	s, err := a.svc.Citations.GetStyle(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, s, 0, err)
}

// addCitationStyle adds the researcher's own CSL style (JSON body {"csl": "<style ...>"}).
func (a *API) addCitationStyle(w http.ResponseWriter, r *http.Request) {
	var p service.AddStyleParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	s, err := a.svc.Citations.AddStyle(r.Context(), p)
	respond(w, http.StatusOK, s, 0, err)
}

// removeCitationStyle deletes a style the researcher added.
func (a *API) removeCitationStyle(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Citations.RemoveStyle(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, d, 0, err)
}
