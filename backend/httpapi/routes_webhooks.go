package httpapi

// webhookRoutes registers the webhook endpoint routes.
func (a *API) webhookRoutes() {
	a.mux.Handle("POST /v1/webhook-endpoints", a.v1(a.createWebhook))
	a.mux.Handle("GET /v1/webhook-endpoints", a.v1(a.listWebhooks))
	a.mux.Handle("GET /v1/webhook-endpoints/{id}", a.v1(a.getWebhook))
	a.mux.Handle("DELETE /v1/webhook-endpoints/{id}", a.v1(a.deleteWebhook))
}
