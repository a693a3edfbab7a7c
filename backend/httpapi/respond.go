package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"

	"carrel/backend/apierr"
)

// maxJSONBody is the cap on JSON request bodies (DECISIONS.md).
const maxJSONBody = 1 << 20

func writeJSON(w http.ResponseWriter, status int, v any, credits int) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Credits-Cost", strconv.Itoa(credits))
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	e := apierr.From(err)
	w.Header().Set("Content-Type", "application/json")
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	w.WriteHeader(e.Status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(apierr.Body{Error: e})
}

// respond writes v with status, or the error.
func respond(w http.ResponseWriter, status int, v any, credits int, err error) {
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, status, v, credits)
}

// decode reads a JSON body into v. An empty body decodes as {}. Errors: 400 body_invalid, 413 body_too_large.
func decode(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody+1))
	if err != nil {
		return apierr.Invalid("body_invalid", "", "Could not read the request body.")
	}
	if len(body) > maxJSONBody {
		return apierr.TooLarge("body_too_large", "JSON bodies are limited to 1 MiB.")
	}
	if len(body) == 0 {
		body = []byte("{}")
	}
	if err := json.Unmarshal(body, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return apierr.BadParam(te.Field, "Invalid type for '"+te.Field+"': expected "+te.Type.String()+".")
		}
		return apierr.Invalid("body_invalid", "", "The request body is not valid JSON: "+err.Error())
	}
	return nil
}
