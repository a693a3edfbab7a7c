package httpapi

// searchRoutes registers the search routes.
func (a *API) searchRoutes() {
}
