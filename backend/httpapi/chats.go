package httpapi

import (
	"net/http"
	"strconv"

	"carrel/backend/service"
)

func (a *API) createChat(w http.ResponseWriter, r *http.Request) {
	var p service.CreateChatParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	c, err := a.svc.Chats.Create(r.Context(), p)
	respond(w, http.StatusOK, c, 0, err)
}

func (a *API) getChat(w http.ResponseWriter, r *http.Request) {
	c, err := a.svc.Chats.Get(r.Context(), r.PathValue("id"))
	respond(w, http.StatusOK, c, 0, err)
}

func chatListParams(r *http.Request) (service.ListParams, error) {
	n, err := service.ParseLimit(r.URL.Query().Get("limit"))
	return service.ListParams{Limit: n, Cursor: r.URL.Query().Get("cursor")}, err
}

func (a *API) listChats(w http.ResponseWriter, r *http.Request) {
	p, err := chatListParams(r)
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Chats.List(r.Context(), p)
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) listMessages(w http.ResponseWriter, r *http.Request) {
	p, err := chatListParams(r)
	if err != nil {
		writeError(w, err)
		return
	}
	l, err := a.svc.Chats.ListMessages(r.Context(), r.PathValue("id"), p)
	respond(w, http.StatusOK, l, 0, err)
}

func (a *API) getMessage(w http.ResponseWriter, r *http.Request) {
	m, err := a.svc.Chats.GetMessage(r.Context(), r.PathValue("id"), r.PathValue("message_id"))
	respond(w, http.StatusOK, m, 0, err)
}

// sendMessage answers with the stored message, or with stream true mirrors the generation as
// server-sent events. The answer is generated and stored whether or not the client stays.
func (a *API) sendMessage(w http.ResponseWriter, r *http.Request) {
	var p service.SendMessageParams
	if err := decode(r, &p); err != nil {
		writeError(w, err)
		return
	}
	run, err := a.svc.Chats.Start(r.Context(), r.PathValue("id"), p)
	if err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("X-Credits-Cost", strconv.Itoa(run.CreditsCost))
	if !p.Stream {
		m, err := run.Wait(r.Context())
		credits := run.CreditsCost
		if err != nil {
			credits = 0 // a failed generation is refunded
		}
		respond(w, http.StatusOK, m, credits, err)
		return
	}
	sse := newSSE(w)
	_ = run.Follow(r.Context(), sse.emit)
}
