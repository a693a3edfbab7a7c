package httpapi

// searchRoutes registers the search routes, and the export download route, which is
// authorized by the signed token in its URL instead of an API key (it is opened by browsers
// and spreadsheet tools that cannot send a Bearer header).
func (a *API) searchRoutes() {
	m := a.mux
	m.Handle("POST /v1/searches", a.v1(a.createSearch))
	m.Handle("GET /v1/searches", a.v1(a.listSearches))
	m.Handle("GET /v1/searches/{id}", a.v1(a.getSearch))
	m.Handle("GET /v1/searches/{id}/results", a.v1(a.listSearchResults))
	m.Handle("POST /v1/searches/{id}/cancel", a.v1(a.cancelSearch))
	m.Handle("POST /v1/searches/{id}/export", a.v1(a.exportSearch))
	m.HandleFunc("GET /v1/files/{id}/content", a.downloadExport)
}
