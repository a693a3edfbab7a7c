package httpapi

// chatRoutes registers the chat routes.
func (a *API) chatRoutes() {
	m := a.mux
	m.Handle("POST /v1/chats", a.v1(a.createChat))
	m.Handle("GET /v1/chats", a.v1(a.listChats))
	m.Handle("GET /v1/chats/{id}", a.v1(a.getChat))
	m.Handle("POST /v1/chats/{id}/messages", a.v1(a.sendMessage))
	m.Handle("GET /v1/chats/{id}/messages", a.v1(a.listMessages))
	m.Handle("GET /v1/chats/{id}/messages/{message_id}", a.v1(a.getMessage))
}
