package httpapi

// documentRoutes registers the file, document and library routes.
func (a *API) documentRoutes() {
	m := a.mux
	m.Handle("POST /v1/files", a.v1(a.uploadFile))
	m.Handle("POST /v1/documents", a.v1(a.createDocument))
	m.Handle("GET /v1/documents", a.v1(a.listDocuments))
	m.Handle("GET /v1/documents/{id}", a.v1(a.getDocument))
	m.Handle("DELETE /v1/documents/{id}", a.v1(a.deleteDocument))
	m.Handle("GET /v1/documents/{id}/content", a.v1(a.getDocumentContent))
	m.Handle("POST /v1/libraries", a.v1(a.createLibrary))
	m.Handle("GET /v1/libraries", a.v1(a.listLibraries))
	m.Handle("GET /v1/watched-folder", a.v1(a.getWatchedFolder))
}
