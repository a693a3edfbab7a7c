// Package apierr is Carrel's error type and the one mapping of any error to the wire.
package apierr

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"carrel/backend/domain"
)

// Error types of DECISIONS.md.
const (
	TypeInvalidRequest      = "invalid_request_error"
	TypeAuthentication      = "authentication_error"
	TypePermission          = "permission_error"
	TypeInsufficientCredits = "insufficient_credits_error"
	TypeRateLimit           = "rate_limit_error"
	TypeAPI                 = "api_error"
)

// Error is a client-visible error: HTTP status plus the {type, code, message, param} body.
type Error struct {
	Status  int    `json:"-"`
	Type    string `json:"type"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Param   string `json:"param,omitempty"`
	// RetryAfter is the seconds a 429 asks the caller to wait.
	RetryAfter int   `json:"-"`
	cause      error `json:"-"`
}

// Error implements error.
func (e *Error) Error() string {
	if e.Param != "" {
		return fmt.Sprintf("%s (%s): %s", e.Code, e.Param, e.Message)
	}
	return e.Code + ": " + e.Message
}

// Unwrap exposes the cause for errors.Is.
func (e *Error) Unwrap() error { return e.cause }

// Info returns the object stored on a failed resource.
func (e *Error) Info() *domain.ErrorInfo {
	return &domain.ErrorInfo{Type: e.Type, Code: e.Code, Message: e.Message}
}

// Body is the JSON body of an error response.
type Body struct {
	Error *Error `json:"error"`
}

// New builds an error with an explicit status and type.
func New(status int, typ, code, message string) *Error {
	return &Error{Status: status, Type: typ, Code: code, Message: message}
}

// WithParam returns a copy naming the input at fault.
func (e *Error) WithParam(param string) *Error {
	c := *e
	c.Param = param
	return &c
}

// WithCause returns a copy carrying cause for logs and errors.Is.
func (e *Error) WithCause(cause error) *Error {
	c := *e
	c.cause = cause
	return &c
}

// From maps any error to an *Error: typed errors pass through, store misses become 404,
// context cancellation is reported as such, and anything else is a 500 that hides internals.
func From(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if errors.Is(err, domain.ErrNotFound) {
		return NotFound("No such resource.").WithCause(err)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return New(http.StatusServiceUnavailable, TypeAPI, "request_canceled", "The request was canceled or timed out.").WithCause(err)
	}
	return New(http.StatusInternalServerError, TypeAPI, "internal_error", "An internal error occurred.").WithCause(err)
}
