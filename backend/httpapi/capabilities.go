package httpapi

// capabilityRoutes registers the routes of capabilities beyond the foundation; each capability
// keeps its rows in its own routes_*.go file.
func (a *API) capabilityRoutes() {
	a.documentRoutes()
	a.paperRoutes()
	a.searchRoutes()
	a.chatRoutes()
	a.citationRoutes()
	a.webhookRoutes()
}
