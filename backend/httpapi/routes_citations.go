package httpapi

// citationRoutes registers the citation routes.
func (a *API) citationRoutes() {
}
