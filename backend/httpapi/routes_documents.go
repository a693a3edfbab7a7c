package httpapi

// documentRoutes registers the document routes.
func (a *API) documentRoutes() {
}
