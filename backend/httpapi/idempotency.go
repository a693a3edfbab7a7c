package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"strconv"

	"carrel/backend/apierr"
)

// capture copies what a handler writes so the first response can be stored for replay.
type capture struct {
	http.ResponseWriter
	status int
	buf    bytes.Buffer
}

func (c *capture) WriteHeader(s int) { c.status = s; c.ResponseWriter.WriteHeader(s) }
func (c *capture) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	c.buf.Write(b)
	return c.ResponseWriter.Write(b)
}
func (c *capture) Flush() {
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (a *API) idempotent(w http.ResponseWriter, r *http.Request, key string, h http.HandlerFunc) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxUploadBody+1))
	if err != nil {
		writeError(w, apierr.Invalid("body_invalid", "", "Could not read the request body."))
		return
	}
	replay, err := a.svc.Idem.Begin(r.Context(), key, r.Method, r.URL.Path, body)
	if err != nil {
		writeError(w, err)
		return
	}
	if replay != nil {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Idempotent-Replayed", "true")
		w.Header().Set("X-Credits-Cost", strconv.Itoa(replay.Credits))
		w.WriteHeader(replay.Status)
		w.Write(replay.Body)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	c := &capture{ResponseWriter: w}
	h(c, r)
	credits, _ := strconv.Atoi(w.Header().Get("X-Credits-Cost"))
	if c.status == 0 {
		c.status = http.StatusOK
	}
	a.svc.Idem.Finish(r.Context(), key, c.status, c.buf.Bytes(), credits)
}
