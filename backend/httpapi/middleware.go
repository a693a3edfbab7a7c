package httpapi

import (
	"log/slog"
	"net/http"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/service"
)

func (a *API) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				slog.Error("handler panic", "path", r.URL.Path, "panic", p, "stack", string(debug.Stack()))
				writeError(w, apierr.New(http.StatusInternalServerError, apierr.TypeAPI, "internal_error", "An internal error occurred."))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func (a *API) requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Request-Id", domain.NewID(domain.PrefixRequest))
		setSecurityHeaders(w.Header())
		w.Header().Set("X-Credits-Cost", "0")
		next.ServeHTTP(w, r)
	})
}

func (a *API) hostGuard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !a.allowedHost(r.Host) {
			writeError(w, apierr.New(http.StatusMisdirectedRequest, apierr.TypeInvalidRequest, "host_not_allowed",
				"The Host header must name the address the API is bound to, or localhost."))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// v1 wraps a /v1 handler: Service-Version, authentication, rate limit, and (for POST) idempotency.
func (a *API) v1(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		version := SupportedVersions[0]
		if v := r.Header.Get("Service-Version"); v != "" {
			if !slices.Contains(SupportedVersions, v) {
				writeError(w, apierr.Invalid("version_unsupported", "Service-Version",
					"Unsupported Service-Version '"+v+"'; supported: "+strings.Join(SupportedVersions, ", ")+"."))
				return
			}
			version = v
		}
		w.Header().Set("Service-Version", version)
		auth := r.Header.Get("Authorization")
		secret, ok := bearer(auth)
		if !ok {
			writeError(w, apierr.Unauthenticated("authentication_required",
				"No API key provided. Send 'Authorization: Bearer <API_KEY>'."))
			return
		}
		p, err := a.svc.Keys.Authenticate(r.Context(), strings.TrimSpace(secret))
		if err != nil {
			writeError(w, err)
			return
		}
		if ok, wait := a.svc.Limits.Allow(p.Key.ID); !ok {
			e := apierr.RateLimited(wait)
			w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
			writeError(w, e)
			return
		}
		r = r.WithContext(service.WithPrincipal(r.Context(), p))
		for name, vals := range r.URL.Query() {
			for _, v := range append(vals, name) {
				if err := service.CheckText(name, v); err != nil {
					writeError(w, err)
					return
				}
			}
		}
		if key := r.Header.Get("Idempotency-Key"); key != "" && r.Method == http.MethodPost {
			a.idempotent(w, r, key, h)
			return
		}
		h(w, r)
	})
}

// bearer extracts the credentials of a Bearer Authorization header; the scheme name is
// case-insensitive (RFC 9110 section 11.1), so "bearer" and "BEARER" work too.
func bearer(auth string) (string, bool) {
	scheme, secret, ok := strings.Cut(strings.TrimSpace(auth), " ")
	secret = strings.TrimSpace(secret)
	if !ok || !strings.EqualFold(scheme, "Bearer") || secret == "" {
		return "", false
	}
	return secret, true
}

// notFound answers unknown /v1 routes after authentication, as an API client expects.
func (a *API) notFound(w http.ResponseWriter, r *http.Request) {
	writeError(w, apierr.NotFound("Unrecognized request URL ("+r.Method+" "+r.URL.Path+")."))
}

// contentSecurityPolicy lets the window's own files run and nothing else: no inline or foreign
// scripts, no framing, no plugins. JSON answers are never rendered, so it costs them nothing.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
	"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// setSecurityHeaders marks every response: no MIME sniffing, no framing, the CSP above.
func setSecurityHeaders(h http.Header) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("Referrer-Policy", "no-referrer")
}
