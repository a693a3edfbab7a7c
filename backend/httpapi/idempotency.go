package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"

	"carrel/backend/apierr"
	"carrel/backend/service"
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
	if r.ContentLength > maxUploadBody {
		writeError(w, service.FileTooLarge("file"))
		return
	}
	// The body is spooled to a temporary file (an upload may be 100 MB) and handed to the
	// handler from there; the fingerprint is computed from the spooled copy.
	spool, err := os.CreateTemp("", "carrel-idem-*")
	if err != nil {
		writeError(w, err)
		return
	}
	defer func() { spool.Close(); os.Remove(spool.Name()) }()
	n, err := io.Copy(spool, io.LimitReader(r.Body, maxUploadBody+1))
	if err != nil {
		writeError(w, apierr.Invalid("body_invalid", "", "Could not read the request body."))
		return
	}
	if n > maxUploadBody {
		writeError(w, service.FileTooLarge("file"))
		return
	}
	fp, err := fingerprint(r.Header.Get("Content-Type"), spool, n)
	if err != nil {
		writeError(w, err)
		return
	}
	replay, err := a.svc.Idem.Begin(r.Context(), key, r.Method, r.URL.Path, fp)
	if err != nil {
		writeError(w, err)
		return
	}
	if replay != nil {
		w.Header().Set("Content-Type", replay.ContentType)
		w.Header().Set("Idempotent-Replayed", "true")
		w.Header().Set("X-Credits-Cost", strconv.Itoa(replay.Credits))
		w.WriteHeader(replay.Status)
		w.Write(replay.Body)
		return
	}
	if _, err := spool.Seek(0, io.SeekStart); err != nil {
		writeError(w, err)
		return
	}
	r.Body, r.ContentLength = io.NopCloser(spool), n
	c := &capture{ResponseWriter: w}
	h(c, r)
	credits, _ := strconv.Atoi(w.Header().Get("X-Credits-Cost"))
	if c.status == 0 {
		c.status = http.StatusOK
	}
	a.svc.Idem.FinishAs(r.Context(), key, c.status, w.Header().Get("Content-Type"), c.buf.Bytes(), credits)
}

// fingerprint is the canonical form of a request body for Idempotency-Key matching: a multipart
// form as its parts' names, file names, content types and SHA-256 digests (not the boundary); a
// JSON body decoded and re-encoded with sorted keys and the numbers' literal text (not the
// whitespace or key order); anything else as its SHA-256.
func fingerprint(contentType string, f *os.File, n int64) ([]byte, error) {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	mt, params, _ := mime.ParseMediaType(contentType)
	if mt == "multipart/form-data" && params["boundary"] != "" {
		var out bytes.Buffer
		out.WriteString("multipart\n")
		mr := multipart.NewReader(f, params["boundary"])
		for {
			part, err := mr.NextPart()
			if errors.Is(err, io.EOF) {
				return out.Bytes(), nil
			}
			if err != nil {
				break // malformed: fall back to the raw bytes, the handler reports the error
			}
			h := sha256.New()
			if _, err := io.Copy(h, part); err != nil {
				break
			}
			fmt.Fprintf(&out, "%q %q %q %x\n", part.FormName(), part.FileName(), part.Header.Get("Content-Type"), h.Sum(nil))
		}
		return rawDigest(f)
	}
	if n <= maxJSONBody {
		dec := json.NewDecoder(f)
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err == nil {
			if _, err := dec.Token(); errors.Is(err, io.EOF) {
				b, err := json.Marshal(v)
				if err == nil {
					return append([]byte("json\n"), b...), nil
				}
			}
		}
	}
	return rawDigest(f)
}

func rawDigest(f *os.File) ([]byte, error) {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return nil, err
	}
	return []byte(fmt.Sprintf("raw\n%x", h.Sum(nil))), nil
}
