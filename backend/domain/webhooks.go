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

// WebhookEndpoint is an endpoint as the API returns it; Secret only in the create response.
type WebhookEndpoint struct {
	Object      string     `json:"object"`
	ID          string     `json:"id"`
	URL         string     `json:"url"`
	Events      []string   `json:"events"`
	Description string     `json:"description"`
	Secret      string     `json:"secret,omitempty"`
	Status      string     `json:"status"`
	CreatedAt   time.Time  `json:"created_at"`
	DisabledAt  *time.Time `json:"disabled_at,omitempty"`
	// RecentDeliveries is set by retrieve only: [] when nothing was delivered yet, absent on lists.
	RecentDeliveries []WebhookDelivery `json:"recent_deliveries,omitzero"`
}

// WebhookDelivery is one event's delivery state to an endpoint.
type WebhookDelivery struct {
	EventID       string     `json:"event_id"`
	EventType     string     `json:"event_type,omitempty"`
	Attempt       int        `json:"attempt"`
	Status        string     `json:"status"`
	StatusCode    *int       `json:"status_code"`
	Error         *string    `json:"error"`
	DeliveredAt   *time.Time `json:"delivered_at"`
	NextAttemptAt *time.Time `json:"next_attempt_at"`
}

// Notice is a message for the owner shown in the window (for example an endpoint disabled).
type Notice struct {
	ID        string    `json:"id"`
	Kind      string    `json:"kind"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"created_at"`
}
