package httpapi

// capabilityRoutes registers the routes of capabilities beyond the foundation
// (documents, papers, searches, chats, citations, webhooks), one line each, grouped by resource.
func (a *API) capabilityRoutes() {
}
