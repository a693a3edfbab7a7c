package desktop

import (
	"context"
	"encoding/json"
	"reflect"

	"carrel/backend/apierr"
)

var errorType = reflect.TypeFor[error]()

// Bridge lets the browser build call the bound methods by name (httpapi.Bridge). It is a type
// of its own so that Call and Stream are not methods of Methods: Wails binds every exported
// method of the bound struct, and these two must not reach the window's JavaScript.
type Bridge struct{ m *Methods }

// NewBridge returns the bridge over m's methods.
func NewBridge(m *Methods) *Bridge { return &Bridge{m: m} }

// Call invokes a bound method by name with JSON arguments, as the Wails runtime does for the window.
func (b *Bridge) Call(ctx context.Context, method string, args []json.RawMessage) (any, error) {
	fn := reflect.ValueOf(b.m).MethodByName(method)
	if !fn.IsValid() {
		return nil, apierr.NotFound("No bound method '" + method + "'.")
	}
	t := fn.Type()
	if len(args) > t.NumIn() {
		return nil, apierr.BadParam("args", "Too many arguments for "+method+".")
	}
	in := make([]reflect.Value, t.NumIn())
	for i := range in {
		v := reflect.New(t.In(i))
		if i < len(args) && len(args[i]) > 0 && string(args[i]) != "null" {
			if err := json.Unmarshal(args[i], v.Interface()); err != nil {
				return nil, apierr.BadParam("args", "Argument "+string(rune('1'+i))+" of "+method+" is invalid: "+err.Error())
			}
		}
		in[i] = v.Elem()
	}
	out := fn.Call(in)
	var res any
	var err error
	for _, o := range out {
		if o.Type().Implements(errorType) {
			if !o.IsNil() {
				err = o.Interface().(error)
			}
		} else {
			res = o.Interface()
		}
	}
	return res, err
}

// Stream runs a streaming method for the browser bridge, sending its window events to emit.
func (b *Bridge) Stream(ctx context.Context, method string, args []json.RawMessage, emit func(event string, data any)) error {
	s, ok := streamers[method]
	if !ok {
		return apierr.NotFound("No streaming method '" + method + "'.")
	}
	return s(ctx, b.m, args, emit)
}

// streamers are the methods the bridge can stream.
var streamers = map[string]func(ctx context.Context, m *Methods, args []json.RawMessage, emit func(string, any)) error{
	"StreamMessage": streamMessage,
	"Changes":       streamChanges,
}
