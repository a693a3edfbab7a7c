package httpapi

// chatRoutes registers the chat routes.
func (a *API) chatRoutes() {
}
