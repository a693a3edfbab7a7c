package domain

import (
	"encoding/json"
	"time"
)

// Event types (DECISIONS.md).
const (
	EventSearchCompleted   = "search.completed"
	EventSearchFailed      = "search.failed"
	EventSearchCanceled    = "search.canceled"
	EventDocumentSucceeded = "document.succeeded"
	EventDocumentFailed    = "document.failed"
	EventVerification      = "webhook_endpoint.verification"
)

// EventTypes are the types an endpoint may subscribe to.
var EventTypes = []string{EventSearchCompleted, EventSearchFailed, EventSearchCanceled,
	EventDocumentSucceeded, EventDocumentFailed}

// Event is a recorded completion event; Data holds the resource as GET returns it.
type Event struct {
	Object    string          `json:"object"`
	ID        string          `json:"id"`
	Type      string          `json:"type"`
	CreatedAt time.Time       `json:"created_at"`
	Data      json.RawMessage `json:"data"`
}
