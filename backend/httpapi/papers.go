package httpapi

import (
	"net/http"

	"carrel/backend/domain"
	"carrel/backend/service"
)

// maxImportFile caps a reference-manager file sent to POST /v1/papers/import.
const maxImportFile = 100 << 20

func (a *API) getPaper(w http.ResponseWriter, r *http.Request) {
	p, err := a.svc.Papers.Get(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, p, 0, err)
}

func (a *API) listPapers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := service.ParseLimit(q.Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Papers.List(r.Context(), service.ListPapersParams{ListParams: service.ListParams{Limit: limit, Cursor: q.Get("cursor")}, Query: q.Get("query")})
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) updatePaper(w http.ResponseWriter, r *http.Request) {
	var u service.UpdatePaperParams
	if err := decode(r, &u); err != nil {
		writeError(w, err)
		return
	}
	p, err := a.svc.Papers.Update(r.Context(), r.PathValue("id"), u)
	respond(w, http.StatusOK, p, 0, err)
}

func (a *API) deletePaper(w http.ResponseWriter, r *http.Request) {
	d, err := a.svc.Papers.Delete(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, d, 0, err)
}

func (a *API) importPapers(w http.ResponseWriter, r *http.Request) {
	if err := service.Require(r.Context(), domain.ScopePapersWrite); err != nil {
		writeError(w, err)
		return
	}
	f, err := readForm(w, r, maxImportFile)
	if err != nil {
		writeError(w, err)
		return
	}
	res, err := a.svc.Papers.Import(r.Context(), service.ImportParams{Format: f.fields["format"], Filename: f.filename, Data: f.file})
	respond(w, http.StatusOK, res, 0, err)
}
