package apierr

import (
	"fmt"
	"net/http"
)

// Invalid is a 400 invalid_request_error naming the parameter at fault.
func Invalid(code, param, message string) *Error {
	return &Error{Status: http.StatusBadRequest, Type: TypeInvalidRequest, Code: code, Message: message, Param: param}
}

// Missing is 400 parameter_missing for a required parameter.
func Missing(param string) *Error {
	return Invalid("parameter_missing", param, fmt.Sprintf("Missing required parameter: %s.", param))
}

// BadParam is 400 parameter_invalid.
func BadParam(param, message string) *Error {
	return Invalid("parameter_invalid", param, message)
}

// NotFound is 404 resource_not_found.
func NotFound(message string) *Error {
	return &Error{Status: http.StatusNotFound, Type: TypeInvalidRequest, Code: "resource_not_found", Message: message}
}

// NoSuch is 404 resource_not_found for a named id.
func NoSuch(kind, id, param string) *Error {
	return NotFound(fmt.Sprintf("No such %s: '%s'.", kind, id)).WithParam(param)
}

// Expired is 404 resource_expired.
func Expired(message string) *Error {
	return &Error{Status: http.StatusNotFound, Type: TypeInvalidRequest, Code: "resource_expired", Message: message}
}

// Conflict is a 409 invalid_request_error.
func Conflict(code, message string) *Error {
	return &Error{Status: http.StatusConflict, Type: TypeInvalidRequest, Code: code, Message: message}
}

// Unprocessable is a 422 invalid_request_error.
func Unprocessable(code, message string) *Error {
	return &Error{Status: http.StatusUnprocessableEntity, Type: TypeInvalidRequest, Code: code, Message: message}
}

// TooLarge is a 413 invalid_request_error.
func TooLarge(code, message string) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Type: TypeInvalidRequest, Code: code, Message: message}
}

// Unauthenticated is 401 authentication_error.
func Unauthenticated(code, message string) *Error {
	return &Error{Status: http.StatusUnauthorized, Type: TypeAuthentication, Code: code, Message: message}
}

// Forbidden is 403 permission_error.
func Forbidden(code, message string) *Error {
	return &Error{Status: http.StatusForbidden, Type: TypePermission, Code: code, Message: message}
}

// InsufficientCredits is 402 insufficient_credits.
func InsufficientCredits(needed, remaining int) *Error {
	return &Error{Status: http.StatusPaymentRequired, Type: TypeInsufficientCredits, Code: "insufficient_credits",
		Message: fmt.Sprintf("This call costs %d credits but only %d remain in the current period.", needed, remaining)}
}

// RateLimited is 429 rate_limit_exceeded.
func RateLimited(retryAfter int) *Error {
	return &Error{Status: http.StatusTooManyRequests, Type: TypeRateLimit, Code: "rate_limit_exceeded",
		Message: "Too many requests; retry after the time in the Retry-After header.", RetryAfter: retryAfter}
}
