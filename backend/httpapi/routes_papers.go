package httpapi

// paperRoutes registers the paper routes.
func (a *API) paperRoutes() {
}
