package httpapi

// webhookRoutes registers the webhook routes.
func (a *API) webhookRoutes() {
}
