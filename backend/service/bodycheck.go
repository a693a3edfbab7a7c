package service

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"carrel/backend/apierr"
)

// MaxJSONDepth is how deeply objects and arrays may nest in a request body (free-form metadata
// included); deeper is 400 parameter_invalid naming the top-level field.
const MaxJSONDepth = 32

// extraBodyFields are dotted field paths accepted although the parameter struct does not (yet)
// name them: documented extensions landing from other work (filters.library_ids, the
// library-scoped search of the window work).
var extraBodyFields = map[string]bool{"filters.library_ids": true}

// CheckJSONBody applies the rules every JSON request body shares, before it is decoded and
// before anything is charged (docs/hardening.md "Bad text"): every string (keys included) is
// valid UTF-8 without NUL, objects and arrays nest at most MaxJSONDepth levels, and every field
// is one the operation defines (params is the struct the body decodes into; free-form objects
// such as metadata and source.csl take any field). body must be syntactically valid JSON.
// Errors: 400 parameter_invalid (param: the field), 400 parameter_unknown (param: the field).
func CheckJSONBody(body []byte, params any) error {
	w := bodyWalker{b: body}
	w.space()
	return w.value("", "", reflect.TypeOf(params), 0)
}

// CheckText applies the text rule to one value outside a JSON body (a query-string parameter):
// valid UTF-8 and no NUL. Errors: 400 parameter_invalid naming name.
func CheckText(name, value string) error {
	if !utf8.ValidString(value) {
		return badText(name, "is not valid UTF-8")
	}
	if strings.IndexByte(value, 0) >= 0 {
		return badText(name, "contains a NUL character")
	}
	return nil
}

func badText(field, why string) error {
	return apierr.BadParam(field, fmt.Sprintf("%s %s; text fields must be valid UTF-8 without NUL characters.", field, why))
}

type bodyWalker struct {
	b []byte
	i int
}

func (w *bodyWalker) space() {
	for w.i < len(w.b) && (w.b[w.i] == ' ' || w.b[w.i] == '\t' || w.b[w.i] == '\n' || w.b[w.i] == '\r') {
		w.i++
	}
}

// value walks one JSON value at w.i. path names it for errors ("" at the top), top is the
// top-level field it sits in, t the Go type it decodes into (nil: free-form).
func (w *bodyWalker) value(path, top string, t reflect.Type, depth int) error {
	t = schemaType(t)
	if w.i >= len(w.b) {
		return nil
	}
	switch w.b[w.i] {
	case '{':
		if depth+1 > MaxJSONDepth {
			return apierr.BadParam(orBody(top), fmt.Sprintf("%s is nested more than %d levels deep.", orBody(top), MaxJSONDepth))
		}
		return w.object(path, top, t, depth+1)
	case '[':
		if depth+1 > MaxJSONDepth {
			return apierr.BadParam(orBody(top), fmt.Sprintf("%s is nested more than %d levels deep.", orBody(top), MaxJSONDepth))
		}
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		w.i++
		for w.space(); w.i < len(w.b) && w.b[w.i] != ']'; w.space() {
			if err := w.value(path, top, elem, depth+1); err != nil {
				return err
			}
			w.space()
			if w.i < len(w.b) && w.b[w.i] == ',' {
				w.i++
				w.space()
			}
		}
		w.i++
		return nil
	case '"':
		_, err := w.str(orBody(path))
		return err
	}
	for w.i < len(w.b) && !strings.ContainsRune(",]} \t\r\n", rune(w.b[w.i])) {
		w.i++ // a number, true, false or null
	}
	return nil
}

func (w *bodyWalker) object(path, top string, t reflect.Type, depth int) error {
	var fields map[string]reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = structFields(t)
	}
	var elem reflect.Type
	if t != nil && t.Kind() == reflect.Map {
		elem = t.Elem()
	}
	w.i++
	for w.space(); w.i < len(w.b) && w.b[w.i] != '}'; w.space() {
		key, err := w.str(orBody(path))
		if err != nil {
			return err
		}
		sub := key
		if path != "" {
			sub = path + "." + key
		}
		subTop := top
		if subTop == "" {
			subTop = key
		}
		ft := elem
		if fields != nil {
			var ok bool
			if ft, ok = fields[key]; !ok && !extraBodyFields[sub] {
				return apierr.Invalid("parameter_unknown", sub, fmt.Sprintf("Unknown parameter '%s'.", sub))
			}
		}
		w.space()
		w.i++ // the colon
		w.space()
		if err := w.value(sub, subTop, ft, depth); err != nil {
			return err
		}
		w.space()
		if w.i < len(w.b) && w.b[w.i] == ',' {
			w.i++
		}
	}
	w.i++
	return nil
}

// str reads a string literal at w.i and checks its text: raw bytes valid UTF-8, no \u0000 and no
// unpaired surrogate escape (which decoders turn into U+FFFD).
func (w *bodyWalker) str(field string) (string, error) {
	w.i++
	start := w.i
	var sb strings.Builder
	for w.i < len(w.b) && w.b[w.i] != '"' {
		if w.b[w.i] != '\\' {
			w.i++
			continue
		}
		sb.Write(w.b[start:w.i])
		w.i++
		if w.i < len(w.b) && w.b[w.i] == 'u' && w.i+4 < len(w.b) {
			r, _ := strconv.ParseUint(string(w.b[w.i+1:w.i+5]), 16, 32)
			w.i += 5
			switch {
			case r == 0:
				return "", badText(field, "contains a NUL character")
			case utf16.IsSurrogate(rune(r)):
				ok := r < 0xDC00 && w.i+5 < len(w.b) && w.b[w.i] == '\\' && w.b[w.i+1] == 'u'
				if ok {
					r2, _ := strconv.ParseUint(string(w.b[w.i+2:w.i+6]), 16, 32)
					ok = r2 >= 0xDC00 && r2 <= 0xDFFF
					if ok {
						sb.WriteRune(utf16.DecodeRune(rune(r), rune(r2)))
						w.i += 6
					}
				}
				if !ok {
					return "", badText(field, "is not valid UTF-8 (an unpaired surrogate escape)")
				}
			default:
				sb.WriteRune(rune(r))
			}
		} else if w.i < len(w.b) {
			sb.WriteByte(unescape(w.b[w.i]))
			w.i++
		}
		start = w.i
	}
	sb.Write(w.b[start:min(w.i, len(w.b))])
	w.i++
	s := sb.String()
	if !utf8.ValidString(s) {
		return "", badText(field, "is not valid UTF-8")
	}
	return s, nil
}

func unescape(c byte) byte {
	switch c {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case 'r':
		return '\r'
	case 'b':
		return '\b'
	case 'f':
		return '\f'
	}
	return c
}

func orBody(field string) string {
	if field == "" {
		return "body"
	}
	return field
}

var jsonUnmarshaler = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()

// schemaType is the type whose fields a JSON value must match, or nil when any value goes
// (interfaces, raw JSON, types with their own decoding).
func schemaType(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() == reflect.Interface || t.Implements(jsonUnmarshaler) || reflect.PointerTo(t).Implements(jsonUnmarshaler) {
		return nil
	}
	return t
}

// structFields maps the JSON names of t's fields (embedded structs' promoted) to their types.
func structFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" && tag == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range structFields(ft) {
					out[k] = v
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}
