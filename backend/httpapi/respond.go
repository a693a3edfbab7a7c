package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strconv"

	"carrel/backend/apierr"
	"carrel/backend/service"
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
	// The shared body rules (text, nesting, unknown fields) are the service's; a body that is not
	// JSON at all gets the decoder's own body_invalid below.
	if json.Valid(body) {
		if err := service.CheckJSONBody(body, v); err != nil {
			return err
		}
	}
	// json.Number, not float64, for free-form values (search metadata): integers above 2^53 stay exact.
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return apierr.Invalid("body_invalid", "", "The request body must hold one JSON value.")
	}
	return nil
}

// decodeError words a JSON decoding failure for people: the field and the JSON type it needs,
// never encoding/json's Go type names.
func decodeError(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te) && te.Field == "":
		return apierr.Invalid("body_invalid", "", "The request body must be a JSON object.")
	case errors.As(err, &te):
		return apierr.BadParam(te.Field, "Invalid type for '"+te.Field+"': expected "+jsonKind(te.Type)+", got "+te.Value+".")
	case errors.As(err, &se):
		return apierr.Invalid("body_invalid", "", fmt.Sprintf("The request body is not valid JSON (error at byte %d).", se.Offset))
	}
	return apierr.Invalid("body_invalid", "", "The request body is not valid JSON.")
}

// jsonKind names the JSON type a Go type decodes from.
func jsonKind(t reflect.Type) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return "a value"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a value"
}
