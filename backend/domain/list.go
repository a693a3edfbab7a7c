package domain

import "errors"

// ErrNotFound is wrapped by the store when a row does not exist; the error mapping turns it into 404.
var ErrNotFound = errors.New("not found")

// List is the list envelope of every list endpoint.
type List[T any] struct {
	Object     string  `json:"object"`
	Data       []T     `json:"data"`
	HasMore    bool    `json:"has_more"`
	NextCursor *string `json:"next_cursor"`
}

// NewList builds an envelope; next_cursor is the id of the last item when more exist.
func NewList[T any](data []T, hasMore bool, idOf func(T) string) List[T] {
	if data == nil {
		data = []T{}
	}
	l := List[T]{Object: "list", Data: data, HasMore: hasMore}
	if hasMore && len(data) > 0 {
		c := idOf(data[len(data)-1])
		l.NextCursor = &c
	}
	return l
}
