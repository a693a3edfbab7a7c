package httpapi

// paperRoutes registers the paper routes.
func (a *API) paperRoutes() {
	m := a.mux
	m.Handle("GET /v1/papers", a.v1(a.listPapers))
	m.Handle("POST /v1/papers/import", a.v1(a.importPapers))
	m.Handle("GET /v1/papers/{id}", a.v1(a.getPaper))
	m.Handle("POST /v1/papers/{id}", a.v1(a.updatePaper))
	m.Handle("DELETE /v1/papers/{id}", a.v1(a.deletePaper))
}
